/**
 * `npm run check`: proves every ledger (stock, outlet accounts, settlement statements) and the orders' daily facts
 * against their rows, for every tenant, on the configured database (PGlite under DATA_DIR while no server holds it, or
 * DATABASE_URL). Exits 1 when a balance differs from the sum of its rows. `npm run check -- --rebuild-facts` first makes
 * every tenant's order facts anew from its orders (after a bulk load, or facts kept before migration 0059).
 */
import fs from 'node:fs';
import { loadConfig } from './config/config.ts';
import { createDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { checkAccounts, checkStatements } from './modules/settlement/index.ts';
import { checkLedger } from './modules/stock/index.ts';
import { checkOrderFacts, rebuildOrderFacts, soOrder } from './modules/work-orders/index.ts';

const config = loadConfig();
if (!config.DATABASE_URL && !fs.existsSync(config.pgliteDir)) {
  console.error(`no database in ${config.pgliteDir}: start the server once, or set DATA_DIR or DATABASE_URL`);
  process.exit(1);
}
const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
try {
  await migrate(database);
  const started = performance.now();
  const stock = await checkLedger(database.db);
  const ms = Math.round(performance.now() - started);
  console.log(`stock ledger: ${stock.slots} slots compared in ${ms} ms, ${stock.differences.length} differences`);
  for (const d of stock.differences) {
    console.log(`  tenant ${d.tenantId} warehouse ${d.warehouseId} location ${d.locationId} part ${d.partsId} ${d.bucket}: balance ${d.balance}, movements ${d.movements}`);
  }
  const accountsStarted = performance.now();
  const accounts = await checkAccounts(database.db);
  console.log(`outlet accounts: ${accounts.accounts} accounts compared in ${Math.round(performance.now() - accountsStarted)} ms, ${accounts.differences.length} differences`);
  for (const d of accounts.differences) console.log(`  tenant ${d.tenantId} outlet ${d.siteId} ${d.column}: balance ${d.balance}, flows ${d.flows}`);
  const statementsStarted = performance.now();
  const statements = await checkStatements(database.db);
  console.log(`settlement statements: ${statements.statements} statements checked in ${Math.round(performance.now() - statementsStarted)} ms, ${statements.problems.length} problems`);
  for (const p of statements.problems) console.log(`  tenant ${p.tenantId} statement ${p.statementId ?? '-'} line ${p.lineId ?? '-'} ${p.problem}: ${p.detail}`);
  if (process.argv.includes('--rebuild-facts')) {
    const tenants = await database.db.selectDistinct({ tenantId: soOrder.tenantId }).from(soOrder);
    for (const { tenantId } of tenants) console.log(`order facts of tenant ${tenantId}: ${await database.db.transaction((tx) => rebuildOrderFacts(tx, tenantId))} days and keys rebuilt`);
  }
  const factsStarted = performance.now();
  const facts = await checkOrderFacts(database.db);
  console.log(`order facts: ${facts.keys} days and keys compared in ${Math.round(performance.now() - factsStarted)} ms, ${facts.differences.length} differences`);
  for (const d of facts.differences) console.log(`  tenant ${d.tenantId} ${d.key}: kept ${JSON.stringify(d.kept)}, orders ${JSON.stringify(d.direct)}`);
  process.exitCode = stock.differences.length || accounts.differences.length || statements.problems.length || facts.differences.length ? 1 : 0;
} finally {
  await database.close();
}
