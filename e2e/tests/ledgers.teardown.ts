/**
 * After the whole suite (a teardown project: playwright.config.ts), on the database the suite has used: every ledger
 * still adds up. The stock balances equal their movements, the outlets' accounts their flows, and the settlement
 * statements their lines (each line traced, no order on two live statements).
 */
import { expect, test as teardown } from '@playwright/test';
import { basicApi } from './helpers.ts';

teardown('the ledgers add up after the suite: stock, outlet accounts, statements', async ({ request }) => {
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
});
