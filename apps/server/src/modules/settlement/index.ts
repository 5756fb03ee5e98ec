/** The settlement module's front door (issue 17). */

// The outlet's account (docs/settlement.md, Account): postFlows is the only writer of balances; occupyCredit,
// releaseCredit and useCredit are for parts orders on credit; checkAccounts for `npm run check`.
export { accountRoutes } from './account.routes.ts';
export { accountOf, checkAccounts, type FlowPosting, type FlowSource, occupiedBy, occupyCredit, type Poster, postFlows, releaseCredit, useCredit } from './account.service.ts';
export { sfSiteAccount, sfSiteFinflow } from './account.table.ts';

// Pricing (docs/settlement.md, Pricing): an order finished by headquarters is priced in the finish's transaction.
import { onOrderMoved } from '../work-orders/index.ts';
import { priceFinishedOrder } from './pricing.service.ts';

onOrderMoved('doOrderFinish', ({ tx, auth, after }) => priceFinishedOrder(tx, auth, after));

export { pricingRoutes } from './pricing.routes.ts';
export { sfCostFormula, sfOrderPricing, sfSettleCoefficient, sfSettleStandard } from './pricing.table.ts';
