/** Customer profiles and their appliances (spec section 3: Customer, Asset; /basic groups basCustProfile, basCustAsset). */
import type { ResourceDef } from '../resource.ts';

/** Review states of a profile (dictionary cust_review_status): new profiles wait for review when the company asks for it. */
export const CUST_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CustReviewStatus = (typeof CUST_REVIEW_STATUSES)[number];

/**
 * Customer profiles (basCustProfile). `keyword` is what the fuzzy search matches (names in both orders, phone and
 * second contact, kept by the database and trigram-indexed); `deptId` is the organisation that registered the
 * profile, which decides who sees it (data scope).
 */
export const custProfileResource = {
  name: 'basCustProfile',
  key: 'custProfile',
  permission: 'basic_cust_profile',
  fields: [
    { name: 'keyword', type: 'string', readOnly: true, list: false, filter: 'like' },
    { name: 'userLastName', type: 'string', max: 32, sort: true },
    { name: 'userFirstName', type: 'string', required: true, max: 32, sort: true },
    { name: 'phone', type: 'string', required: true, format: 'mobile', sort: true },
    { name: 'secondPhone', type: 'string', max: 20 },
    { name: 'eMail', type: 'string', max: 128, format: 'email', list: false },
    { name: 'realUser', type: 'string', max: 64, list: false },
    { name: 'AccountID', type: 'string', max: 64, list: false },
    { name: 'userType', type: 'dict', dict: 'user_type', max: 1, filter: 'in', sort: true, default: '1' },
    { name: 'provinceId', type: 'ref', ref: 'basArea', filter: 'eq', list: false },
    { name: 'cityId', type: 'ref', ref: 'basArea', filter: 'eq', list: false },
    { name: 'districtId', type: 'ref', ref: 'basArea', filter: 'eq', list: false },
    { name: 'address', type: 'string', max: 255 },
    { name: 'postalCode', type: 'string', max: 6, format: 'code', list: false },
    { name: 'fileNo', type: 'string', max: 32, format: 'code', unique: true, filter: 'eq' },
    { name: 'lat', type: 'decimal', decimals: 6, min: -90, max: 90, list: false },
    { name: 'lng', type: 'decimal', decimals: 6, min: -180, max: 180, list: false },
    { name: 'deptId', type: 'ref', ref: 'sysDept', readOnly: true, filter: 'eq' },
    { name: 'reviewStatus', type: 'dict', dict: 'cust_review_status', readOnly: true, filter: 'in', default: 'approved' },
    { name: 'reviewRemark', type: 'string', readOnly: true, list: false },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  label: ['userLastName', 'userFirstName', 'phone'],
} as const satisfies ResourceDef;

/**
 * A customer's appliances (basCustAsset): serial number (checked against the barcode library, and one asset per
 * serial number, when the company configuration says so), model, where and when it was bought, when installed, and
 * its warranty in months (the model's when not given).
 */
export const custAssetResource = {
  name: 'basCustAsset',
  key: 'custAsset',
  permission: 'basic_cust_asset',
  fields: [
    { name: 'custId', type: 'ref', ref: 'basCustProfile', required: true, filter: 'eq' },
    { name: 'serialNo', type: 'string', required: true, max: 64, format: 'code', filter: 'like', sort: true },
    { name: 'itemId', type: 'ref', ref: 'basItem', required: true, filter: 'eq' },
    { name: 'purchaseDate', type: 'date', filter: 'range', sort: true },
    { name: 'channelId', type: 'ref', ref: 'basBuyChannel', filter: 'eq' },
    { name: 'shopId', type: 'ref', ref: 'basBuyShop', filter: 'eq' },
    { name: 'installTime', type: 'datetime', sort: true },
    { name: 'warrantyMonths', type: 'int', min: 0, max: 120 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'purchaseDate', order: 'desc' },
} as const satisfies ResourceDef;

/** Every customer resource: each has its /basic routes and its screen. */
export const CUSTOMER_RESOURCES: readonly ResourceDef[] = [custProfileResource, custAssetResource];
