/** The assessment sheets' screen rules that need no React: when an order's detail offers a sheet, and what raising one sends. */
import { CHECK_BILL_PERMISSIONS } from '@as/shared';

/** An order's detail offers to raise a sheet when an outlet holds the order and the caller raises sheets (headquarters, a centre). */
export const mayRaiseSheetOn = (order: { siteId?: unknown }, can: (permission: string) => boolean): boolean =>
  order.siteId != null && order.siteId !== '' && can(CHECK_BILL_PERMISSIONS.add);

export interface SheetValues {
  subjectId: number;
  amount?: string;
  remark: string;
}

/** addByOrder's body: the amount only when typed (otherwise the item's). */
export function byOrderBody(orderId: number, { subjectId, amount, remark }: SheetValues) {
  const typed = amount?.trim();
  return { orderId, subjectId, remark, ...(typed ? { amount: typed } : {}) };
}
