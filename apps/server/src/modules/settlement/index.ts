/** The settlement module's front door (issue 17). */

// The outlet's account (docs/settlement.md, Account): postFlows is the only writer of balances; occupyCredit,
// releaseCredit and useCredit are for parts orders on credit; checkAccounts for `npm run check`.
export { accountRoutes } from './account.routes.ts';
export { accountOf, checkAccounts, type FlowPosting, type FlowSource, occupiedBy, occupyCredit, type Poster, postFlows, releaseCredit, useCredit } from './account.service.ts';
export { sfSiteAccount, sfSiteFinflow } from './account.table.ts';

// Parts orders on credit (docs/parts-chain.md): the parts module calls the account through the seam it offers, as
// this module depends on it (statements take its no-return list).
import { provideCreditAccount } from '../parts/index.ts';
import { occupyCredit as occupy, postFlows as post, releaseCredit as release, useCredit as use } from './account.service.ts';

provideCreditAccount({
  occupy: (tx, poster, siteId, amount, source) => occupy(tx, poster, siteId, amount, source),
  release: (tx, poster, siteId, source) => release(tx, poster, siteId, null, source),
  use: (tx, poster, siteId, amount, source) => use(tx, poster, siteId, amount, source),
  giveBack: (tx, poster, siteId, amount, source) => post(tx, poster, [{ siteId, kind: 'return', amount, ...source }]),
});

// Assessment sheets (docs/settlement.md, Assessment sheets): the appeal decided by its process; sheetsToSettle is what a
// statement takes, settleSheets marks what it took.
export { checkBillRoutes } from './check-bill.routes.ts';
export { settleSheets, sheetsToSettle } from './check-bill.service.ts';
export { sfCheckBill, sfCheckBillHistory } from './check-bill.table.ts';
// Billing slips (docs/settlement.md, Bill posting and billing slips): a paid statement's transfer, through approval.
export { billSlipRoutes } from './bill-slip.routes.ts';
export { sfBillSlip, sfBillSlipHistory } from './bill-slip.table.ts';
// Statements (H6): the pool, batch settlement, the lifecycle, the consistency check; the sources other modules plug in.
import './statement-sources.ts';
export { statementRoutes } from './statement.routes.ts';
export { type PartNotReturned, provideSettlementSources, type SettlementSources, type SheetToSettle } from './batch-settle.service.ts';
export { onStatementPaid, type PaidHook } from './statement.service.ts';
export { checkStatements, type StatementProblem } from './statement-check.ts';
export { sfStatement, sfStatementHistory, sfStatementLine } from './statement.table.ts';

// Pricing (docs/settlement.md, Pricing): an order finished by headquarters is priced in the finish's transaction.
import { onOrderFeesChanged, onOrderMoved } from '../work-orders/index.ts';
import { priceFinishedOrder, repriceAfterFees } from './pricing.service.ts';
import { refuseIfOnStatement } from './statement.service.ts';

onOrderMoved('doOrderFinish', ({ tx, auth, after }) => priceFinishedOrder(tx, auth, after));
// A fee application approved after the finish changes the order's ad hoc fees: its pricing follows.
onOrderFeesChanged(({ tx, auth, order }) => repriceAfterFees(tx, auth, order));
// A return visit may take a finished order's completion back only while no live statement holds it.
onOrderMoved('rejectCompletion', ({ tx, auth, before }) => refuseIfOnStatement(tx, auth.tenantId, before));

export { pricingRoutes } from './pricing.routes.ts';
export { sfCostFormula, sfOrderPricing, sfSettleCoefficient, sfSettleStandard } from './pricing.table.ts';
