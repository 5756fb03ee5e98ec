/** Every business module's routes (/basic, /rpt, /intf). */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { customerRoutes } from './customers/index.ts';
import { engineerRoutes } from './engineers/index.ts';
import { companySetupRoutes, masterDataRoutes } from './master-data/index.ts';
import { networkRoutes } from './network/index.ts';
import { partsApplyReportRoutes, partsApplyRoutes, partsPlanRoutes, partsReturnRoutes } from './parts/index.ts';
import { rulesRoutes } from './rules/index.ts';
import { checkBillRoutes } from './settlement/index.ts';
import { pricingRoutes } from './settlement/index.ts';
import { accountRoutes, billSlipRoutes, statementRoutes } from './settlement/index.ts';
import { stockReportRoutes, stockRoutes } from './stock/index.ts';
import { workOrderRoutes } from './work-orders/index.ts';
import { workflowRoutes } from './workflow/index.ts';
import { bulletinRoutes, knowledgeRoutes } from './knowledge/index.ts';
import { picCheckRoutes } from './pic-check/index.ts';
import { qualityRoutes } from './quality/index.ts';
import { recallRoutes } from './care/index.ts';
import { evaluationRoutes, supervisionRoutes } from './care/index.ts';

export function moduleRoutes(app: FastifyInstance, deps: Deps) {
  networkRoutes(app, deps);
  masterDataRoutes(app, deps);
  rulesRoutes(app, deps);
  customerRoutes(app, deps);
  companySetupRoutes(app, deps);
  engineerRoutes(app, deps);
  workOrderRoutes(app, deps);
  workflowRoutes(app, deps);
  stockRoutes(app, deps);
  partsApplyRoutes(app, deps);
  partsPlanRoutes(app, deps);
  partsApplyReportRoutes(app, deps);
  partsReturnRoutes(app, deps);
  stockReportRoutes(app, deps);
  pricingRoutes(app, deps);
  accountRoutes(app, deps);
  checkBillRoutes(app, deps);
  statementRoutes(app, deps);
  knowledgeRoutes(app, deps);
  bulletinRoutes(app, deps);
  picCheckRoutes(app, deps);
  billSlipRoutes(app, deps);
  supervisionRoutes(app, deps);
  qualityRoutes(app, deps);
  recallRoutes(app, deps);
  evaluationRoutes(app, deps);
}
