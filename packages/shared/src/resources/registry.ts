/** Every business resource declared by metadata, for what looks one up by name: reference fields, the dynamic page, the route sweep. */
import type { ResourceDef } from '../resource.ts';
import { BARCODE_RESOURCES } from './barcode.ts';
import { BOM_RESOURCES } from './bom.ts';
import { CUSTOMER_RESOURCES } from './customers.ts';
import { MASTER_DATA_RESOURCES } from './master-data.ts';
import { NETWORK_RESOURCES } from './network.ts';
import { RULES_RESOURCES } from './rules.ts';
import { intfFailRecordResource } from './interfaces.ts';
import { exchangeBillResource } from '../work-orders/exchange.ts';
import { helpCaseResource } from '../work-orders/help-case.ts';
import { applyMoneyResource, orderAppealResource } from '../work-orders/order-request.ts';
import { orderResource } from '../work-orders/order.ts';
import { STOCK_DOC_RESOURCES } from '../stock/documents.ts';
import { partsApplyResource } from '../parts/application.ts';
import { partsPlanResource } from '../parts/plan.ts';
import { PRICING_RESOURCES } from '../settlement/pricing.ts';
import { statementLineResource, statementResource } from '../settlement/statement.ts';
import { partsReturnResource } from '../parts/returns.ts';
import { checkBillResource } from '../settlement/check-bill.ts';
import { billSlipResource } from '../settlement/bill-slip.ts';
import { knowledgeResource } from '../knowledge/knowledge.ts';
import { picCheckResource } from '../quality/pic-check.ts';
import { bulletinResource } from '../knowledge/bulletin.ts';
import { supervisionResource } from '../care/supervision.ts';
import { recallAssessmentResource, recallHistoryResource, recallLineResource } from '../care/recall.ts';

export const BUSINESS_RESOURCES: readonly ResourceDef[] = [...MASTER_DATA_RESOURCES, ...RULES_RESOURCES, ...CUSTOMER_RESOURCES, ...BARCODE_RESOURCES, ...NETWORK_RESOURCES, ...BOM_RESOURCES, orderResource, exchangeBillResource, intfFailRecordResource, helpCaseResource, orderAppealResource, applyMoneyResource, ...Object.values(STOCK_DOC_RESOURCES), partsApplyResource, partsPlanResource, partsReturnResource, ...PRICING_RESOURCES, statementResource, statementLineResource, checkBillResource, billSlipResource, knowledgeResource, bulletinResource, supervisionResource, picCheckResource, recallLineResource, recallHistoryResource, recallAssessmentResource];
