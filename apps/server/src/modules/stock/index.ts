/** The stock module's front door: the ledger other modules post to, and its check. */
export { checkLedger, itemsWhere, type LedgerDifference, type MoveSource, type PostedMove, postMoves, type SerialItem } from './ledger.service.ts';
export { spStockBalance, spStockMove } from './stock.table.ts';
export { spStockDoc, spStockDocHistory, spStockDocLine } from './document.table.ts';
export { actOn as actOnStockDoc, addDoc } from './document.service.ts';
export { STOCK_PERMISSIONS, stockRoutes } from './stock.routes.ts';
export { stockReportRoutes } from './stock-report.routes.ts';
export { supplierOf } from './supplier.ts';
export { warehouseScope } from './warehouse-scope.ts';
