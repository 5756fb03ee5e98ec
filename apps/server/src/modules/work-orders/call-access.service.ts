/**
 * Call access (spec: an incoming call opens the order-access screen with the caller's number): who is calling —
 * their profiles, appliances with today's warranty, and orders — and the service history of a serial number or a
 * customer. Everything is read in the caller's tenant and data scope: an outlet sees the customers it registered or
 * served and the orders that reached it.
 */
import { WARRANTY_TYPE, warrantyEnd, warrantyStatus } from '@as/shared';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { basCustAsset, basCustProfile, profileScope } from '../customers/index.ts';
import { basItem } from '../master-data/index.ts';
import { orderScope } from './order.repository.ts';
import { earlierRepair, registeredSerial, requireRegistered } from './repeat-repair.ts';
import { soOrder } from './order.table.ts';

/** The most orders a history answers with (newest first). */
export const HISTORY_LIMIT = 100;

/** The columns a history line shows. */
const historyColumns = {
  id: soOrder.id,
  orderNo: soOrder.orderNo,
  orderType: soOrder.orderType,
  status: soOrder.status,
  custId: soOrder.custId,
  customerName: soOrder.customerName,
  phone: soOrder.phone,
  brand: soOrder.brand,
  categoryId: soOrder.categoryId,
  itemId: soOrder.itemId,
  itemName: basItem.name,
  serialNo: soOrder.serialNo,
  warrantyType: soOrder.warrantyType,
  faultDesc: soOrder.faultDesc,
  reportAt: soOrder.reportAt,
  finishedAt: soOrder.finishedAt,
  repeatOfOrderId: soOrder.repeatOfOrderId,
  repeatOfOrderNo: soOrder.repeatOfOrderNo,
};

/** The caller's orders matching `where`, newest first. */
function ordersWhere(tx: Tx, auth: AuthContext, where: SQL | undefined) {
  return tx
    .select(historyColumns)
    .from(soOrder)
    .leftJoin(basItem, eq(basItem.id, soOrder.itemId))
    .where(and(eq(soOrder.tenantId, auth.tenantId), isNull(soOrder.deletedAt), orderScope(auth), where))
    .orderBy(desc(soOrder.reportAt), desc(soOrder.id))
    .limit(HISTORY_LIMIT);
}

/** Profiles the caller may see: registered in their data scope, or served by one of their orders. */
function visibleProfiles(auth: AuthContext): SQL | undefined {
  const registered = profileScope(auth);
  const orders = orderScope(auth);
  if (!registered || !orders) return undefined;
  const served = sql`${basCustProfile.id} in (select ${soOrder.custId} from ${soOrder} where ${soOrder.tenantId} = ${auth.tenantId} and ${orders})`;
  return or(registered, served);
}

const today = () => new Date().toISOString().slice(0, 10);

/** Assets of these profiles with the warranty today and the repair they would repeat. */
async function assetsOf(tx: Tx, auth: AuthContext, where: SQL) {
  const rows = await tx
    .select({
      id: basCustAsset.id,
      custId: basCustAsset.custId,
      serialNo: basCustAsset.serialNo,
      itemId: basCustAsset.itemId,
      itemName: basItem.name,
      itemModel: basItem.model,
      brand: basItem.brand,
      categoryId: basItem.categoryId,
      purchaseDate: basCustAsset.purchaseDate,
      installTime: basCustAsset.installTime,
      warrantyMonths: basCustAsset.warrantyMonths,
      channelId: basCustAsset.channelId,
      shopId: basCustAsset.shopId,
    })
    .from(basCustAsset)
    .leftJoin(basItem, eq(basItem.id, basCustAsset.itemId))
    .where(and(eq(basCustAsset.tenantId, auth.tenantId), isNull(basCustAsset.deletedAt), where))
    .orderBy(desc(basCustAsset.id));
  const now = new Date();
  return Promise.all(
    rows.map(async (asset) => {
      const status = warrantyStatus(asset, today());
      const earlier = await earlierRepair(tx, auth.tenantId, asset.serialNo, now);
      return { ...asset, warranty: status, warrantyType: WARRANTY_TYPE[status], warrantyEnd: warrantyEnd(asset), recentRepair: earlier ? { id: earlier.id, orderNo: earlier.orderNo } : null };
    }),
  );
}

/**
 * Who is calling from this number: the profiles holding it (phone or second contact), their appliances, and the
 * orders of the number or of those profiles, newest first.
 */
export async function callerInfo(tx: Tx, auth: AuthContext, phone: string) {
  const profiles = await tx
    .select()
    .from(basCustProfile)
    .where(
      and(
        eq(basCustProfile.tenantId, auth.tenantId),
        isNull(basCustProfile.deletedAt),
        or(eq(basCustProfile.phone, phone), eq(basCustProfile.secondPhone, phone)),
        visibleProfiles(auth),
      ),
    )
    .orderBy(desc(basCustProfile.id))
    .limit(20);
  const ids = profiles.map((p) => p.id);
  const assets = ids.length ? await assetsOf(tx, auth, inArray(basCustAsset.custId, ids)) : [];
  const orders = await ordersWhere(tx, auth, or(eq(soOrder.phone, phone), eq(soOrder.secondPhone, phone), ids.length ? inArray(soOrder.custId, ids) : undefined));
  return { phone, profiles, assets, orders };
}

/** A serial number's service history: the caller's orders for it, newest first, and its appliance when visible. */
export async function serialHistory(tx: Tx, auth: AuthContext, serialNo: string) {
  const [asset] = await assetsOf(tx, auth, and(eq(basCustAsset.serialNo, serialNo), inVisibleProfile(auth))!);
  return { serialNo, asset: asset ?? null, orders: await ordersWhere(tx, auth, eq(soOrder.serialNo, serialNo)) };
}

/** A customer's service history: the caller's orders of a profile they may see, newest first. */
export async function customerHistory(tx: Tx, auth: AuthContext, custId: number) {
  const [profile] = await tx
    .select({ id: basCustProfile.id })
    .from(basCustProfile)
    .where(and(eq(basCustProfile.tenantId, auth.tenantId), eq(basCustProfile.id, custId), isNull(basCustProfile.deletedAt), visibleProfiles(auth)));
  if (!profile) throw new AppError('notFound');
  return { custId, orders: await ordersWhere(tx, auth, eq(soOrder.custId, custId)) };
}

/** An asset belongs to a profile the caller may see. */
function inVisibleProfile(auth: AuthContext): SQL {
  const visible = visibleProfiles(auth);
  return visible ? sql`${basCustAsset.custId} in (select ${basCustProfile.id} from ${basCustProfile} where ${basCustProfile.tenantId} = ${auth.tenantId} and ${visible})` : sql`true`;
}

/**
 * A serial number as the order form checks it: its model in the barcode library (requireRegistered), the
 * appliance and its warranty today when a visible customer has it, and the repair a repair order would repeat.
 */
export async function serialInfo(tx: Tx, auth: AuthContext, serialNo: string) {
  await requireRegistered(tx, auth.tenantId, serialNo);
  const barcode = await registeredSerial(tx, auth.tenantId, serialNo).catch((e) => {
    if (e instanceof FieldErrors) return null;
    throw e;
  });
  const item = barcode && { id: barcode.item.id, name: barcode.item.name, model: barcode.item.model, brand: barcode.item.brand, categoryId: barcode.item.categoryId, warrantyMonths: barcode.item.warrantyMonths };
  const [asset] = await assetsOf(tx, auth, and(eq(basCustAsset.serialNo, serialNo), inVisibleProfile(auth))!);
  const earlier = await earlierRepair(tx, auth.tenantId, serialNo, new Date());
  return { serialNo, registered: item !== null, item, asset: asset ?? null, recentRepair: earlier ? { id: earlier.id, orderNo: earlier.orderNo } : null };
}
