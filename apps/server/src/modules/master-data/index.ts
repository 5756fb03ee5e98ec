/** The master-data module's front door. */
export { masterDataRoutes } from './master-data.routes.ts';
export { allOf, notReferenced, references } from './master-data.hooks.ts';
export { basArea, basBuyChannel, basBuyShop, basCheckSubject, basFaultReason, basFinSubject, basFaultSymptom, basFixMethod, basItem, basItemCategory, basKnowledgeType, basParts, basServiceType, basSla, basSlaLine, basWarehouse, basWarehouseLocation, sfSpecialFeeSubject } from './master-data.table.ts';
export { basItemBarcode } from './barcode.table.ts';
export { companySetupRoutes } from './company-setup.routes.ts';
export { checkSerial } from './barcode.service.ts';
export { type BomLineChange, bomLineChanges } from './bom.changes.ts';
export { companyConfigOf } from './company-config.service.ts';
