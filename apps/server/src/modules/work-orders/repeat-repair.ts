/**
 * Repeat repairs: a repair order for a serial number that had a repair order created or finished within the
 * company configuration's repeatRepairDays is flagged with that earlier order when it is created; and the serial
 * number check of the barcode library a new order goes through when the configuration asks for it.
 */
import { and, desc, eq, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { basCustAsset } from '../customers/index.ts';
import { checkSerial, companyConfigOf } from '../master-data/index.ts';
import { soOrder } from './order.table.ts';

/**
 * The latest repair order of the serial number created or finished within the company's repeatRepairDays before
 * `now` (cancelled ones do not count), or undefined; none when the window is 0 days.
 */
export async function earlierRepair(tx: Tx, tenantId: number, serialNo: string, now: Date) {
  const { repeatRepairDays } = await companyConfigOf(tx, tenantId);
  if (!repeatRepairDays) return undefined;
  const since = new Date(now.getTime() - repeatRepairDays * 86_400_000).toISOString();
  const [row] = await tx
    .select({ id: soOrder.id, orderNo: soOrder.orderNo, createdAt: soOrder.createdAt, finishedAt: soOrder.finishedAt })
    .from(soOrder)
    .where(
      and(
        eq(soOrder.tenantId, tenantId),
        eq(soOrder.serialNo, serialNo),
        eq(soOrder.orderType, 'repair'),
        ne(soOrder.status, 1260),
        isNull(soOrder.deletedAt),
        or(gte(soOrder.createdAt, sql`${since}::timestamptz`), gte(soOrder.finishedAt, since)),
      ),
    )
    .orderBy(desc(soOrder.createdAt), desc(soOrder.id))
    .limit(1);
  return row;
}

/**
 * What a new order's serial number adds when it is created: the serial number checked (requireRegistered), and
 * for a repair, the earlier repair it repeats.
 */
export async function serialFacts(tx: Tx, tenantId: number, value: Record<string, unknown>, now: Date) {
  if (!value.serialNo) return {};
  const serialNo = String(value.serialNo);
  await requireRegistered(tx, tenantId, serialNo);
  if (value.orderType !== 'repair') return {};
  const earlier = await earlierRepair(tx, tenantId, serialNo, now);
  return earlier ? { repeatOfOrderId: earlier.id, repeatOfOrderNo: earlier.orderNo } : {};
}

/**
 * When the company configuration asks for it (barcodeCheck), a serial number must be registered in the barcode
 * library, unless a customer's appliance already carries it (checked when the appliance was registered).
 */
export async function requireRegistered(tx: Tx, tenantId: number, serialNo: string) {
  if (!(await companyConfigOf(tx, tenantId)).barcodeCheck) return;
  const [asset] = await tx
    .select({ id: basCustAsset.id })
    .from(basCustAsset)
    .where(and(eq(basCustAsset.tenantId, tenantId), eq(basCustAsset.serialNo, serialNo), isNull(basCustAsset.deletedAt)))
    .limit(1);
  if (!asset) await registeredSerial(tx, tenantId, serialNo);
}

/** checkSerial with its refusal named on the serialNo field. */
export async function registeredSerial(tx: Tx, tenantId: number, serialNo: string) {
  try {
    return await checkSerial(tx, tenantId, serialNo);
  } catch (e) {
    if (e instanceof AppError) throw new FieldErrors([{ field: 'serialNo', code: e.code }]);
    throw e;
  }
}
