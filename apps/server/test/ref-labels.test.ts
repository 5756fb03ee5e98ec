/**
 * Names of references (ref-labels.ts): a row the caller sees comes with the names of what it refers to, whether or
 * not the caller may list the referenced resource (an engineer's work order names its outlet and engineer, an
 * outlet's customer asset names its model), deleted referenced rows included; never a name from another tenant.
 * The pickers stay under the referenced resource's own permission and data scope.
 */
import { custAssetResource, engineerResource, orderResource, type ResourceDef, siteResource } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

type Row = Record<string, unknown>;

describe('reference names', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const db = t.deps.database.db;
  const call = (def: ResourceDef | string, verb: string, payload: unknown, headers: Record<string, string>) =>
    t.request({ method: 'POST', url: `/basic/${typeof def === 'string' ? def : def.name}/${verb}`, headers, payload: payload as object });
  const ok = async (def: ResourceDef | string, verb: string, payload: unknown, headers: Record<string, string>) => {
    const res = await call(def, verb, payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx;
  };
  const records = async (def: ResourceDef, headers: Record<string, string>, filters: Row = {}) => (await ok(def, 'getListPage', { size: 200, filters }, headers)).records as Row[];

  it("names an engineer's work orders' outlet and engineer, which he may not list, in the grid and the detail", async () => {
    // He may not list outlets, and his engineer list is himself alone: the names come with the orders.
    expect((await call(siteResource, 'getListPage', {}, wang)).statusCode).toBe(403);
    const orders = await records(orderResource, wang);
    expect(orders.length).toBeGreaterThan(0);
    const [site] = await db.select().from(s.snSite).where(eq(s.snSite.id, Number(orders[0].siteId)));
    const [engineer] = await db.select().from(s.snSiteEngineer).where(eq(s.snSiteEngineer.id, Number(orders[0].engineerId)));
    for (const order of orders) {
      expect(order.refLabels).toMatchObject({ siteId: `${site.name} (${site.code})`, engineerId: `${engineer.name} ${engineer.jobNo}` });
      // Every reference the order holds is named.
      const held = orderResource.fields.filter((f) => f.type === 'ref' && order[f.name] != null).map((f) => f.name);
      expect(Object.keys(order.refLabels as Row).sort()).toEqual(held.sort());
    }
    const detail = await ok(orderResource, 'getDetail', { id: orders[0].id }, wang);
    expect(detail.order.refLabels).toEqual(orders[0].refLabels);
  });

  it("names a centre's and an outlet's customer assets' model, channel and customer", async () => {
    for (const headers of [centre, chaoyang]) {
      const assets = await records(custAssetResource, headers);
      expect(assets.length).toBeGreaterThan(0);
      for (const asset of assets) {
        const [item] = await db.select().from(s.basItem).where(eq(s.basItem.id, Number(asset.itemId)));
        const [profile] = await db.select().from(s.basCustProfile).where(eq(s.basCustProfile.id, Number(asset.custId)));
        expect(asset.refLabels).toMatchObject({ itemId: `${item.name} (${item.code})`, custId: [profile.userLastName, profile.userFirstName, profile.phone].filter(Boolean).join(' ') });
      }
      const one = await ok(custAssetResource, 'getById', { id: assets[0].id }, headers);
      expect(one.refLabels).toEqual(assets[0].refLabels);
    }
  });

  it("names an engineer's outlet, and an outlet's superior, from the organisation tree", async () => {
    const engineers = await records(engineerResource, chaoyang);
    const [dept] = await db.select().from(s.sysDept).where(eq(s.sysDept.id, Number(engineers[0].deptId)));
    expect(engineers[0].refLabels).toMatchObject({ deptId: dept.name });
    const [site] = await records(siteResource, chaoyang, { code: 'ASC-BJ-CY' });
    expect(site.refLabels).toMatchObject({ superiorDeptId: '华北服务中心' });
    expect((await ok(siteResource, 'getById', { id: site.id }, chaoyang)).refLabels).toEqual(site.refLabels);
  });

  it('still names a deleted row that an older one refers to', async () => {
    const [asset] = await records(custAssetResource, admin);
    const [item] = await db.select().from(s.basItem).where(eq(s.basItem.id, Number(asset.itemId)));
    await db.update(s.basItem).set({ deletedAt: new Date() }).where(eq(s.basItem.id, item.id));
    try {
      expect((await ok(custAssetResource, 'getById', { id: asset.id }, admin)).refLabels).toMatchObject({ itemId: `${item.name} (${item.code})` });
    } finally {
      await db.update(s.basItem).set({ deletedAt: null }).where(eq(s.basItem.id, item.id));
    }
  });

  it("never names another tenant's row, even when a row points at its id", async () => {
    // A tenant-2 asset whose model id is a tenant-1 model (written past the API, which refuses it).
    const [item1] = await db.select().from(s.basItem).where(eq(s.basItem.tenantId, 1)).limit(1);
    const [profile2] = await db.select().from(s.basCustProfile).where(eq(s.basCustProfile.tenantId, 2)).limit(1);
    const [forged] = await db.insert(s.basCustAsset).values({ tenantId: 2, custId: profile2.id, serialNo: 'FORGED-REF-1', itemId: item1.id }).returning();
    try {
      const [row] = await records(custAssetResource, admin2, { serialNo: 'FORGED-REF-1' });
      expect(row.itemId).toBe(item1.id);
      expect(row.refLabels).not.toHaveProperty('itemId');
      expect(JSON.stringify(row)).not.toContain(item1.name);
      expect((await ok(custAssetResource, 'getById', { id: forged.id }, admin2)).refLabels).not.toHaveProperty('itemId');
    } finally {
      await db.delete(s.basCustAsset).where(and(eq(s.basCustAsset.tenantId, 2), eq(s.basCustAsset.id, forged.id)));
    }
  });
});
