/** The settlement module's front door (issue 17). */

// Pricing (docs/settlement.md, Pricing): an order finished by headquarters is priced in the finish's transaction.
import { onOrderMoved } from '../work-orders/index.ts';
import { priceFinishedOrder } from './pricing.service.ts';

onOrderMoved('doOrderFinish', ({ tx, auth, after }) => priceFinishedOrder(tx, auth, after));

export { pricingRoutes } from './pricing.routes.ts';
export { sfCostFormula, sfOrderPricing, sfSettleCoefficient, sfSettleStandard } from './pricing.table.ts';
