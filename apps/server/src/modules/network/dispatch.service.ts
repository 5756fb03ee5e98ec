/**
 * Auto-dispatch (snAutoEngineerDispatch): the rules matching an order's area, product category and service type,
 * ranked into the outlets (and engineers) to offer it to. The work-order module calls `dispatchCandidates`.
 */
import { sql } from 'drizzle-orm';
import { type Conn, queryRows } from '../../db/client.ts';
import { distanceKm, type Point } from '../../db/geo.ts';
import { type Candidate, rankCandidates } from './domain/dispatch.ts';

export interface DispatchQuery {
  /** The order's area (usually a district). */
  areaId: number;
  categoryId?: number | null;
  serviceTypeId?: number | null;
  /** The customer's location: breaks ties by distance. */
  point?: Point | null;
}

export interface DispatchCandidate extends Candidate {
  siteCode: string;
  siteName: string;
}

interface MatchRow {
  ruleId: number | string;
  siteId: number | string;
  engineerId: number | string | null;
  priority: number;
  areaDistance: number;
  categoryDistance: number | null;
  serviceTypeSet: boolean;
  distanceKm: number | string | null;
  siteCode: string;
  siteName: string;
}

/** Every enabled rule of the tenant that matches, for an operating outlet, ranked (best first). */
export async function dispatchCandidates(db: Conn, tenantId: number, query: DispatchQuery): Promise<DispatchCandidate[]> {
  const distance = query.point ? distanceKm(sql`s.lat`, sql`s.lng`, query.point) : sql`null`;
  const rows = await queryRows<MatchRow>(
    db,
    sql`with recursive area_up(id, parent_id, depth) as (
        select id, parent_id, 0 from bas_area where tenant_id = ${tenantId} and id = ${query.areaId} and deleted_at is null
        union all
        select a.id, a.parent_id, u.depth + 1 from bas_area a join area_up u on a.id = u.parent_id
        where a.tenant_id = ${tenantId} and a.deleted_at is null and u.depth < 32
      ), category_up(id, parent_id, depth) as (
        select id, parent_id, 0 from bas_item_category where tenant_id = ${tenantId} and id = ${query.categoryId ?? null}::bigint and deleted_at is null
        union all
        select c.id, c.parent_id, u.depth + 1 from bas_item_category c join category_up u on c.id = u.parent_id
        where c.tenant_id = ${tenantId} and c.deleted_at is null and u.depth < 32
      )
      select r.id as "ruleId", r.site_id as "siteId", r.engineer_id as "engineerId", r.priority,
        au.depth as "areaDistance", cu.depth as "categoryDistance", r.service_type_id is not null as "serviceTypeSet",
        ${distance} as "distanceKm", s.code as "siteCode", s.name as "siteName"
      from sn_auto_dispatch r
      join area_up au on au.id = r.area_id
      left join category_up cu on cu.id = r.category_id
      join sn_site s on s.id = r.site_id and s.tenant_id = r.tenant_id and s.deleted_at is null and s.operating_state = 'operating'
      where r.tenant_id = ${tenantId} and r.deleted_at is null and r.enabled
        and (r.category_id is null or cu.id is not null)
        and (r.service_type_id is null or r.service_type_id = ${query.serviceTypeId ?? null}::bigint)`,
  );
  const names = new Map(rows.map((r) => [Number(r.siteId), { siteCode: r.siteCode, siteName: r.siteName }]));
  const ranked = rankCandidates(
    rows.map((r) => ({
      ruleId: Number(r.ruleId),
      siteId: Number(r.siteId),
      engineerId: r.engineerId === null ? null : Number(r.engineerId),
      priority: Number(r.priority),
      areaDistance: Number(r.areaDistance),
      categoryDistance: r.categoryDistance === null ? null : Number(r.categoryDistance),
      serviceTypeSet: Boolean(r.serviceTypeSet),
      distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
    })),
  );
  return ranked.map((c) => ({ ...c, ...names.get(c.siteId)! }));
}
