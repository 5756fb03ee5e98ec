/**
 * What the work-order screens show: the grid's filters, the status tabs (each a status filter; `tabIndex` in the
 * page's query picks one, by position or key), the detail's field groups and the state's dimensions as tags.
 */
import { type FieldDef, type OrderStatus, orderResource, type ScreenDef } from '@as/shared';

export const ORDER_LIST_PATH = '/workorder/order/index';
export const ORDER_DETAIL_PATTERN = '/workorder/order/detail/:id';
export const orderDetailPath = (id: number) => `/workorder/order/detail/${id}`;

/** The search form offers the filters a dispatcher uses; the server accepts every filterable field of the order. */
const SEARCH = new Set(['orderNo', 'status', 'orderType', 'urgency', 'phone', 'customerName', 'serialNo', 'holder', 'siteId', 'suspended', 'reportAt', 'appointAt']);

/**
 * The processing grid asks for the fields it lists (its rows open the detail and ask for help, by id, number and
 * status): a page is a fifth of the whole orders' size. The order views whose row actions work on the whole order
 * (repair by mail's steps, a complaint's completion) list whole rows.
 */
export const orderScreen: ScreenDef = {
  ...orderResource,
  slimList: true,
  // What a call centre reads at a glance; the other columns are a choice in the column settings.
  columns: ['orderNo', 'status', 'holder', 'orderType', 'customerName', 'phone', 'categoryId', 'address', 'siteId', 'appointAt', 'reportAt'],
  fields: (orderResource.fields as readonly FieldDef[]).map((f) => (SEARCH.has(f.name) ? f : { ...f, filter: undefined })),
};

export interface OrderTab {
  key: string;
  /** The statuses the tab lists (none: every order). */
  statuses: readonly OrderStatus[];
  /** The status whose name (order_status dictionary) the tab bears, so a state is called the same in its tab and its tag; others have their own. */
  named?: OrderStatus;
}

/** The business centre's tabs, in the order the tabIndex counts them. */
export const ORDER_TABS: readonly OrderTab[] = [
  { key: 'all', statuses: [] },
  { key: 'new', statuses: [1010, 1025], named: 1010 },
  { key: 'accept', statuses: [1020], named: 1020 },
  { key: 'appoint', statuses: [1030, 1090] },
  { key: 'onsite', statuses: [1040, 1100] },
  { key: 'parts', statuses: [1050, 1060, 1080] },
  { key: 'subFlow', statuses: [1115, 1116, 1130, 1140, 1160, 1180, 1190] },
  { key: 'audit', statuses: [1110, 1230] },
  { key: 'finished', statuses: [1250], named: 1250 },
  { key: 'cancelled', statuses: [1260], named: 1260 },
];

/** The grid filter of a tab. */
export const tabFilters = (tab: OrderTab): Record<string, string> => (tab.statuses.length ? { status: tab.statuses.join(',') } : {});

/** The filters of the orders behind a dashboard figure, from the page's query (kpi and what narrows it); null without kpi. */
export function kpiFiltersOf(query: URLSearchParams): Record<string, string> | null {
  const kpi = query.get('kpi');
  if (!kpi) return null;
  const filters: Record<string, string> = { kpi };
  for (const name of ['deptTree', 'categoryTree', 'siteId', 'engineerId']) {
    const value = query.get(name);
    if (value) filters[name] = value;
  }
  return filters;
}

/** The tab a tabIndex names: its position (0 = all) or its key; the first tab otherwise. */
export function tabOf(tabIndex: string | null): OrderTab {
  if (tabIndex === null) return ORDER_TABS[0];
  const byKey = ORDER_TABS.find((tab) => tab.key === tabIndex);
  if (byKey) return byKey;
  const n = /^\d+$/.test(tabIndex) ? Number(tabIndex) : -1;
  return ORDER_TABS[n] ?? ORDER_TABS[0];
}

export interface DetailGroup {
  key: string;
  fields: string[];
  /** Shown even when empty. */
  always?: string[];
}

/** Every field of the order, grouped as the detail shows them (empty ones are left out). */
export const DETAIL_GROUPS: readonly DetailGroup[] = [
  {
    key: 'service',
    fields: ['orderNo', 'orderType', 'source', 'serviceTypeId', 'urgency', 'externalNo', 'parentNo', 'complaintNature', 'complaintObject', 'faultDesc', 'expectAt', 'remark'],
    always: ['orderNo', 'orderType'],
  },
  { key: 'customer', fields: ['customerName', 'phone', 'secondPhone', 'userType', 'provinceId', 'cityId', 'districtId', 'address', 'lat', 'lng'], always: ['customerName', 'phone'] },
  { key: 'product', fields: ['brand', 'categoryId', 'itemId', 'serialNo', 'repeatOfOrderNo', 'purchaseDate', 'channelId', 'shopId', 'warrantyType'], always: ['brand'] },
  { key: 'handling', fields: ['centreId', 'siteId', 'engineerId'] },
  {
    key: 'times',
    fields: [
      'reportAt',
      'dispatchedAt',
      'acceptedAt',
      'assignedAt',
      'appointAt',
      'firstAppointAt',
      'secondAppointAt',
      'appointCount',
      'appointChanges',
      'customerPauses',
      'checkInAt',
      'departAt',
      'completedAt',
      'networkConfirmedAt',
      'centreAuditedAt',
      'finishedAt',
      'cancelledAt',
      'responseDueAt',
      'appointDueAt',
      'arriveDueAt',
      'completeDueAt',
    ],
  },
  { key: 'result', fields: ['faultSymptomId', 'faultReasonId', 'fixMethodId', 'resultRemark', 'photos'] },
  { key: 'fees', fields: ['remoteKm', 'feeService', 'feeRemote', 'feeBonus', 'feeReward', 'feeAdhoc', 'feeDiscount', 'feeTotal'] },
  { key: 'payment', fields: ['payMethod', 'payer', 'payAccount', 'payStatus', 'paidAt', 'payNote'] },
  // Repair by mail: both legs' logistics and the customer's signature (features/help-mail).
  { key: 'mail', fields: ['sendLogistics', 'sendTrackingNo', 'returnLogistics', 'returnTrackingNo', 'customerSignedAt', 'shipAt'] },
];

/** The value each dimension has while nothing happened in it: such a dimension shows no tag. */
const AT_REST: Record<string, unknown> = { audit: 'none', parts: 'none', sra: 'none', por: 'none', ship: 'none', closure: 'none', settle: 'none', visit: 'notVisited', suspended: false, checkedIn: false };
const COLORS: Record<string, string> = { holder: 'blue', audit: 'purple', parts: 'gold', sra: 'cyan', por: 'cyan', ship: 'geekblue', closure: 'volcano', settle: 'green', visit: 'lime', suspended: 'red', checkedIn: 'green' };

/** The state's dimensions worth a tag: who holds the order, and each one where something is under way. */
export function dimensionTags(state: object): { dimension: string; value: unknown; color: string }[] {
  const order = state as Record<string, unknown>;
  return Object.keys(COLORS)
    .filter((dimension) => dimension === 'holder' || (dimension in order && order[dimension] !== AT_REST[dimension]))
    .map((dimension) => ({ dimension, value: order[dimension], color: COLORS[dimension] }));
}
