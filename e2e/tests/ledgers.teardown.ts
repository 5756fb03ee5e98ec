/**
 * After the whole suite (a teardown project: playwright.config.ts), on the database the suite has used: every ledger
 * still adds up. The stock balances equal their movements, the outlets' accounts their flows, the settlement
 * statements their lines (each line traced, no order on two live statements), and the orders' daily facts the
 * orders (docs/kpis.md).
 */
import { expect, test as teardown } from '@playwright/test';
import { basicApi } from './helpers.ts';

teardown('the ledgers add up after the suite: stock, outlet accounts, statements, order facts', async ({ request }) => {
  const call = await basicApi(request);
  const stock = await call('partsBalance/checkLedger');
  expect(stock.slots).toBeGreaterThan(0);
  expect(stock.differences).toEqual([]);
  const accounts = await call('sfSiteFinflow/check');
  expect(accounts.accounts).toBeGreaterThan(0);
  expect(accounts.differences).toEqual([]);
  const statements = await call('sfBatchSettle/check');
  expect(statements.statements).toEqual(expect.any(Number));
  expect(statements.problems).toEqual([]);
  const res = await request.post('/rpt/rptIndexCollection/checkFacts', { headers: call.headers });
  expect(res.ok(), await res.text()).toBe(true);
  const facts = (await res.json()).objx;
  expect(facts.keys).toBeGreaterThan(0);
  expect(facts.differences).toEqual([]);
});
