/** SQL for service sites: the generic resource repository over sn_site (one per line set), nearest sites, inspections. */
import { siteAddressLines, siteAreaLines, siteCategoryLines, siteImageLines, siteResource } from '@as/shared';
import { and, asc, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { distanceKm, type Point } from '../../db/geo.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { resourceRepository } from '../../http/resource/resource.repository.ts';
import { snSite, snSiteAddress, snSiteArea, snSiteCategory, snSiteImage, snSiteInspection } from './site.table.ts';

/** The sites a viewer may see: those whose organisation node is in the viewer's data scope. */
export const siteScope = (viewer: Viewer) => orgScope(viewer, { dept: snSite.deptId, owner: snSite.createdBy });

/** The generic resource SQL over sn_site, kept to the viewer's scope where asked (lists, exports). */
export const siteRepo = resourceRepository(siteResource, snSite, undefined, { scope: siteScope });

/** Each line set of a site through the generic lines SQL (getLines, replaceLines) of a repository over the same header. */
export const siteLines = {
  areas: resourceRepository({ ...siteResource, lines: siteAreaLines }, snSite, snSiteArea),
  categories: resourceRepository({ ...siteResource, lines: siteCategoryLines }, snSite, snSiteCategory),
  images: resourceRepository({ ...siteResource, lines: siteImageLines }, snSite, snSiteImage),
  addresses: resourceRepository({ ...siteResource, lines: siteAddressLines }, snSite, snSiteAddress),
};

const live = (tenantId: number) => and(eq(snSite.tenantId, tenantId), isNull(snSite.deletedAt));

/** The raw row (the shell's site info, and the site of a change request). */
export const findSite = async (db: Conn, tenantId: number, id: number) => (await db.select().from(snSite).where(and(live(tenantId), eq(snSite.id, id))))[0];

export const findSiteByDept = async (db: Conn, tenantId: number, deptId: number) =>
  (await db.select().from(snSite).where(and(live(tenantId), eq(snSite.deptId, deptId))))[0];

/** Whether a site is among those the scope condition allows (undefined: all). */
export const siteInScope = async (db: Conn, tenantId: number, id: number, scope: SQL | undefined) =>
  (await db.select({ id: snSite.id }).from(snSite).where(and(live(tenantId), eq(snSite.id, id), scope))).length > 0;

/** Sites for a picker or an autocomplete: code or name containing the keyword. */
export const promptSites = (db: Conn, tenantId: number, keyword: string, scope: SQL | undefined, limit: number) => {
  const like = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select({ id: snSite.id, code: snSite.code, name: snSite.name, siteFloorLevel: snSite.siteFloorLevel, siteKind: snSite.siteKind })
    .from(snSite)
    .where(and(live(tenantId), scope, keyword ? or(ilike(snSite.code, like), ilike(snSite.name, like)) : undefined))
    .orderBy(asc(snSite.code))
    .limit(limit);
};

/** Operating sites with coordinates, nearest to the point first, within maxKm when given. */
export async function nearestSites(db: Conn, tenantId: number, point: Point, scope: SQL | undefined, limit: number, maxKm?: number) {
  const distance = distanceKm(snSite.lat, snSite.lng, point);
  return db
    .select({ id: snSite.id, code: snSite.code, name: snSite.name, address: snSite.address, phone: snSite.phone, lat: snSite.lat, lng: snSite.lng, distanceKm: distance })
    .from(snSite)
    .where(and(live(tenantId), scope, eq(snSite.operatingState, 'operating'), isNotNull(snSite.lat), isNotNull(snSite.lng), maxKm !== undefined ? sql`${distance} <= ${maxKm}` : undefined))
    .orderBy(asc(distance), asc(snSite.id))
    .limit(limit);
}

export const insertInspection = async (db: Conn, row: typeof snSiteInspection.$inferInsert) => (await db.insert(snSiteInspection).values(row).returning())[0];

export const listInspections = (db: Conn, tenantId: number, siteId: number) =>
  db
    .select({
      id: snSiteInspection.id,
      siteId: snSiteInspection.siteId,
      inspectedOn: snSiteInspection.inspectedOn,
      inspector: snSiteInspection.inspector,
      score: snSiteInspection.score,
      result: snSiteInspection.result,
      remark: snSiteInspection.remark,
      createTime: snSiteInspection.createdAt,
    })
    .from(snSiteInspection)
    .where(and(eq(snSiteInspection.tenantId, tenantId), eq(snSiteInspection.siteId, siteId)))
    .orderBy(desc(snSiteInspection.inspectedOn), desc(snSiteInspection.id));
