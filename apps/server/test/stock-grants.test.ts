/**
 * The stock roles can fill in their documents' forms (issue 15): a centre, a storekeeper and an outlet read the
 * warehouses and parts a document names, without the master-data screens joining their menus.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

describe('stock roles read what their documents name', async () => {
  const t = await createTestApp();
  afterAll(() => t.app.close());

  for (const user of ['centre_north', 'storekeeper_zhou', 'outlet_chaoyang']) {
    it(`${user} lists warehouses and parts, and has no warehouse or parts screen`, async () => {
      const headers = await t.login(user);
      for (const resource of ['basWarehouse', 'basParts']) {
        const res = await t.request({ method: 'POST', url: `/basic/${resource}/getListPage`, headers, payload: { current: '1', size: '10' } });
        expect(res.statusCode, `${user} ${resource}`).toBe(200);
        expect(res.json().objx.records.length).toBeGreaterThan(0);
      }
      const menu = await t.request({ method: 'GET', url: '/admin/menu', headers });
      const paths = JSON.stringify(menu.json().data);
      expect(paths).not.toContain('/basic/warehouse/index');
      expect(paths).not.toContain('/basic/parts/index');
      expect(paths).toContain('/parts/transfer/index');
    });
  }
});
