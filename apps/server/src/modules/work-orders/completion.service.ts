/**
 * The completion form's content (spec: soOrderHandle saveResult and complete, siteOrderDeal simpleFinishOrder and
 * checkBarcode): the fault tree (phenomenon → cause → measure), the result remark, photos, the replaced parts, the
 * fees (computed here from the inputs with the shared fees.ts: the remote fee from the outlet's rule and the
 * distance) and the customer's payment. A field left out keeps what the draft holds; complete then checks the
 * whole against the company configuration.
 */
import {
  feeTotal,
  formatScaled,
  KM_DECIMALS,
  MAX_CENTS,
  PAY_METHODS,
  PAY_STATUSES,
  parseScaled,
  remoteFee,
  scaleMeasure,
  UPLOAD_LIMITS,
  type FeeLines,
  type FieldError,
} from '@as/shared';
import { and, asc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Tx } from '../../db/client.ts';
import { distanceKm } from '../../db/geo.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { fileUrl } from '../../platform/files/file.service.ts';
import { sysFile } from '../../platform/files/file.table.ts';
import { basFaultReason, basFaultSymptom, basFixMethod, basItem, basItemBarcode, basParts, companyConfigOf } from '../master-data/index.ts';
import { snSite } from '../network/index.ts';
import { actionRefused, insertHistory, type OrderRow } from './order.service.ts';
import { soOrder, soOrderPart } from './order.table.ts';

const Id = z.coerce.number().int().positive();
/** A decimal as text or as typed, with at most `decimals` places, within [min, max] of the scaled value. */
const decimal = (decimals: number, min: number, max: number) =>
  z.union([z.string().max(32), z.number()]).refine((v) => {
    const scaled = parseScaled(v, decimals);
    return scaled !== null && scaled >= min && scaled <= max;
  }, 'formatError');
const Money = decimal(2, 0, MAX_CENTS);
const Text = (max: number) => z.string().trim().max(max);

/** One replaced part as the form sends it: a part of the catalogue (by id or code) and what was put in. */
const PartLine = z.object({
  partsId: Id.nullish(),
  code: Text(32).nullish(),
  barcode: Text(64).nullish(),
  oldBarcode: Text(64).nullish(),
  // Left optional here so a missing one gets the spec's own message ("quantity missing").
  quantity: z.coerce.number().int().min(1).max(9999).nullish(),
  factoryPrice: Money.nullish(),
  returnFlag: z.boolean().optional(),
});
export type PartLineInput = z.infer<typeof PartLine>;

/** The result and fees the completion form sends (saveResult and complete). */
export const ResultInput = {
  faultSymptomId: Id.nullish(),
  faultReasonId: Id.nullish(),
  fixMethodId: Id.nullish(),
  resultRemark: Text(1000).nullish(),
  photos: z.array(Id).max(UPLOAD_LIMITS.attachmentCount).optional(),
  parts: z.array(PartLine).max(100).optional(),
  /** One-way distance in km with one decimal; left out, the distance between the order's and the outlet's coordinates. */
  remoteKm: decimal(KM_DECIMALS, 0, 9_999_999).nullish(),
  feeService: Money.optional(),
  feeBonus: Money.optional(),
  /** Reward (positive) or penalty (negative). */
  feeReward: decimal(2, -MAX_CENTS, MAX_CENTS).optional(),
  feeAdhoc: Money.optional(),
  feeDiscount: Money.optional(),
};
const ResultObject = z.object(ResultInput);
export type ResultFields = z.infer<typeof ResultObject>;

const cents = (value: string | number) => parseScaled(value) ?? 0;

/** The fault tree's fields, each with the company setting that asks for it at completion (also the code of its absence). */
const TREE_REQUIRED = { faultSymptomId: 'faultSymptomRequired', faultReasonId: 'faultReasonRequired', fixMethodId: 'fixMethodRequired' } as const;
const TREE_FIELDS = Object.keys(TREE_REQUIRED) as (keyof typeof TREE_REQUIRED)[];

/** The kilometres (tenths) between the order's address and its outlet, when both have coordinates. */
async function distanceTenths(tx: Tx, tenantId: number, order: OrderRow): Promise<number | null> {
  if (order.siteId === null || order.lat === null || order.lng === null) return null;
  const [row] = await tx
    .select({ km: distanceKm(snSite.lat, snSite.lng, { lat: Number(order.lat), lng: Number(order.lng) }) })
    .from(snSite)
    .where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, order.siteId)));
  return row?.km == null ? null : scaleMeasure(row.km, KM_DECIMALS);
}

/** The outlet's remote-fee rule (sn_site remoteBaseKm, remoteFeeRate, remoteFeeCap); none when no outlet serves the order. */
async function remoteRule(tx: Tx, tenantId: number, siteId: number | null) {
  if (siteId === null) return null;
  const [site] = await tx
    .select({ baseKm: snSite.remoteBaseKm, rate: snSite.remoteFeeRate, cap: snSite.remoteFeeCap })
    .from(snSite)
    .where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, siteId)));
  return site ? { baseKm: site.baseKm, rateCents: cents(site.rate), capCents: cents(site.cap) } : null;
}

/**
 * The fee columns from the input over what the order holds: the remote fee from the outlet's rule and the
 * distance (given, held, or measured) rounded to the cent by the tenant's money rounding, the total from all lines;
 * every amount a decimal string of cents.
 */
export async function computeFees(tx: Tx, tenantId: number, order: OrderRow, input: Pick<ResultFields, 'remoteKm' | 'feeService' | 'feeBonus' | 'feeReward' | 'feeAdhoc' | 'feeDiscount'>) {
  const kmTenths =
    input.remoteKm != null ? parseScaled(input.remoteKm, KM_DECIMALS) : order.remoteKm !== null && input.remoteKm === undefined ? parseScaled(order.remoteKm, KM_DECIMALS) : await distanceTenths(tx, tenantId, order);
  const rule = await remoteRule(tx, tenantId, order.siteId);
  const { moneyRounding } = await companyConfigOf(tx, tenantId);
  const lines: FeeLines = {
    service: cents(input.feeService ?? order.feeService),
    remote: kmTenths !== null && rule ? remoteFee(kmTenths, rule, moneyRounding) : 0,
    bonus: cents(input.feeBonus ?? order.feeBonus),
    reward: cents(input.feeReward ?? order.feeReward),
    adhoc: cents(input.feeAdhoc ?? order.feeAdhoc),
    discount: cents(input.feeDiscount ?? order.feeDiscount),
  };
  return {
    remoteKm: kmTenths === null ? null : formatScaled(kmTenths, KM_DECIMALS),
    feeService: formatScaled(lines.service),
    feeRemote: formatScaled(lines.remote),
    feeBonus: formatScaled(lines.bonus),
    feeReward: formatScaled(lines.reward),
    feeAdhoc: formatScaled(lines.adhoc),
    feeDiscount: formatScaled(lines.discount),
    feeTotal: formatScaled(feeTotal(lines)),
  };
}

/**
 * The product categories whose fault phenomena suit an order of this category: the category, those above it (an
 * air conditioner's phenomena suit a wall unit) and those below it (an order for "a water heater" may be a gas one).
 */
async function relatedCategories(tx: Tx, tenantId: number, categoryId: number): Promise<number[]> {
  // UNION (not UNION ALL) drops rows already found, so a cycle in a damaged tree still ends.
  const rows = await queryRows<{ id: number | string }>(
    tx,
    sql`with recursive up(id, parent_id) as (
        select id, parent_id from bas_item_category where tenant_id = ${tenantId} and id = ${categoryId}
        union
        select c.id, c.parent_id from bas_item_category c join up on c.id = up.parent_id where c.tenant_id = ${tenantId}
      ), down(id) as (
        select id from bas_item_category where tenant_id = ${tenantId} and id = ${categoryId}
        union
        select c.id from bas_item_category c join down on c.parent_id = down.id where c.tenant_id = ${tenantId}
      )
      select id from up union select id from down`,
  );
  return rows.map((r) => Number(r.id));
}

/** The fault tree's ids, each live and enabled, each under the one before (and the phenomenon for the order's product). */
async function checkFaultTree(tx: Tx, tenantId: number, order: OrderRow, tree: { faultSymptomId: number | null; faultReasonId: number | null; fixMethodId: number | null }) {
  const errors: FieldError[] = [];
  const live = <T extends typeof basFaultSymptom | typeof basFaultReason | typeof basFixMethod>(table: T, id: number) =>
    and(eq(table.tenantId, tenantId), eq(table.id, id), eq(table.enabled, true), isNull(table.deletedAt));
  if (tree.faultSymptomId !== null) {
    const [symptom] = await tx.select({ categoryId: basFaultSymptom.categoryId }).from(basFaultSymptom).where(live(basFaultSymptom, tree.faultSymptomId));
    const suits = symptom && (symptom.categoryId === null || (await relatedCategories(tx, tenantId, order.categoryId)).includes(symptom.categoryId));
    if (!suits) errors.push({ field: 'faultSymptomId', code: 'notFound' });
  }
  if (tree.faultReasonId !== null) {
    const [reason] = await tx.select({ symptomId: basFaultReason.symptomId }).from(basFaultReason).where(live(basFaultReason, tree.faultReasonId));
    if (!reason || reason.symptomId !== tree.faultSymptomId) errors.push({ field: 'faultReasonId', code: 'notFound' });
  }
  let needParts = false;
  if (tree.fixMethodId !== null) {
    const [method] = await tx.select({ reasonId: basFixMethod.reasonId, needParts: basFixMethod.needParts }).from(basFixMethod).where(live(basFixMethod, tree.fixMethodId));
    if (!method || method.reasonId !== tree.faultReasonId) errors.push({ field: 'fixMethodId', code: 'notFound' });
    needParts = method?.needParts ?? false;
  }
  if (errors.length) throw new FieldErrors(errors);
  return { needParts };
}

/** The photos: files of the tenant that exist (an order's, a help case's, a request's attachments). */
export async function checkPhotos(tx: Tx, tenantId: number, photos: number[], field = 'photos') {
  if (!photos.length) return;
  const found = await tx
    .select({ id: sysFile.id })
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), inArray(sysFile.id, photos), isNull(sysFile.deletedAt)));
  if (found.length !== new Set(photos).size) throw new FieldErrors([{ field, code: 'notFound' }]);
}

/**
 * A barcode put into an order: registered in the barcode library when the configuration checks barcodes
 * (barcodeNotFound), and used by no other order when it asks for unique barcodes (barcodeUsed).
 */
export async function checkBarcode(tx: Tx, tenantId: number, barcode: string, orderId: number | null) {
  const config = await companyConfigOf(tx, tenantId);
  if (config.barcodeCheck) {
    const [known] = await tx
      .select({ id: basItemBarcode.id })
      .from(basItemBarcode)
      .where(and(eq(basItemBarcode.tenantId, tenantId), eq(basItemBarcode.serialNo, barcode), isNull(basItemBarcode.deletedAt)));
    if (!known) throw new AppError('barcodeNotFound');
  }
  if (config.barcodeUnique) {
    const [used] = await tx
      .select({ orderNo: soOrder.orderNo })
      .from(soOrderPart)
      .innerJoin(soOrder, and(eq(soOrder.tenantId, soOrderPart.tenantId), eq(soOrder.id, soOrderPart.orderId)))
      .where(and(eq(soOrderPart.tenantId, tenantId), eq(soOrderPart.barcode, barcode), isNull(soOrder.deletedAt), ne(soOrder.status, 1260), orderId === null ? undefined : ne(soOrderPart.orderId, orderId)))
      .limit(1);
    if (used) throw new AppError('barcodeUsed', { barcode, orderNo: used.orderNo });
  }
}

/** The part lines checked against the catalogue (basParts) and the barcode rules; the catalogue fills name and price. */
async function partRows(tx: Tx, auth: AuthContext, order: OrderRow, lines: PartLineInput[]) {
  const errors: FieldError[] = [];
  // A line's part is named by the field the client used: the picker's partsId, or the catalogue code.
  const partField = (line: PartLineInput, i: number) => `parts.${i}.${line.code && !line.partsId ? 'code' : 'partsId'}`;
  lines.forEach((line, i) => {
    if (!line.partsId && !line.code) errors.push({ field: partField(line, i), code: 'productEmpty' });
    if (!line.quantity) errors.push({ field: `parts.${i}.quantity`, code: 'quantityMissing' });
  });
  if (errors.length) throw new FieldErrors(errors);
  const ids = lines.flatMap((l) => (l.partsId ? [l.partsId] : []));
  const codes = lines.flatMap((l) => (!l.partsId && l.code ? [l.code] : []));
  const catalogue = lines.length
    ? await tx
        .select({ id: basParts.id, code: basParts.code, name: basParts.name, factoryPrice: basParts.factoryPrice })
        .from(basParts)
        .where(
          and(
            eq(basParts.tenantId, auth.tenantId),
            isNull(basParts.deletedAt),
            sql`(${ids.length ? inArray(basParts.id, ids) : sql`false`} or ${codes.length ? inArray(basParts.code, codes) : sql`false`})`,
          ),
        )
    : [];
  const seen = new Set<string>();
  const rows = [];
  for (const [i, line] of lines.entries()) {
    const part = catalogue.find((p) => (line.partsId ? p.id === line.partsId : p.code === line.code));
    if (!part) {
      errors.push({ field: partField(line, i), code: 'productEmpty' });
      continue;
    }
    const barcode = line.barcode || null;
    if (barcode) {
      if (seen.has(barcode)) throw new AppError('barcodeUsed', { barcode, orderNo: order.orderNo });
      seen.add(barcode);
      await checkBarcode(tx, auth.tenantId, barcode, order.id);
    }
    rows.push({
      tenantId: auth.tenantId,
      orderId: order.id,
      lineNo: i + 1,
      partsId: part.id,
      code: part.code,
      name: part.name,
      barcode,
      oldBarcode: line.oldBarcode || null,
      quantity: line.quantity as number,
      factoryPrice: line.factoryPrice != null ? formatScaled(cents(line.factoryPrice)) : part.factoryPrice,
      returnFlag: line.returnFlag ?? false,
    });
  }
  if (errors.length) throw new FieldErrors(errors);
  return rows;
}

/** The order's replaced parts, in line order. */
export async function partsOf(tx: Tx, tenantId: number, orderId: number) {
  return tx
    .select()
    .from(soOrderPart)
    .where(and(eq(soOrderPart.tenantId, tenantId), eq(soOrderPart.orderId, orderId)))
    .orderBy(asc(soOrderPart.lineNo));
}

/** The fault tree the order's form offers: live, enabled phenomena of its product (or of any), their causes and measures. */
export async function faultTreeOf(tx: Tx, tenantId: number, order: OrderRow) {
  const on = <T extends typeof basFaultSymptom | typeof basFaultReason | typeof basFixMethod>(table: T) => and(eq(table.tenantId, tenantId), eq(table.enabled, true), isNull(table.deletedAt));
  const categories = await relatedCategories(tx, tenantId, order.categoryId);
  const symptoms = await tx
    .select({ id: basFaultSymptom.id, code: basFaultSymptom.code, name: basFaultSymptom.name })
    .from(basFaultSymptom)
    .where(and(on(basFaultSymptom), or(isNull(basFaultSymptom.categoryId), inArray(basFaultSymptom.categoryId, categories))))
    .orderBy(asc(basFaultSymptom.sort), asc(basFaultSymptom.id));
  const symptomIds = symptoms.map((x) => x.id);
  const reasons = symptomIds.length
    ? await tx
        .select({ id: basFaultReason.id, code: basFaultReason.code, name: basFaultReason.name, symptomId: basFaultReason.symptomId })
        .from(basFaultReason)
        .where(and(on(basFaultReason), inArray(basFaultReason.symptomId, symptomIds)))
        .orderBy(asc(basFaultReason.sort), asc(basFaultReason.id))
    : [];
  const methods = reasons.length
    ? await tx
        .select({ id: basFixMethod.id, code: basFixMethod.code, name: basFixMethod.name, needParts: basFixMethod.needParts, reasonId: basFixMethod.reasonId })
        .from(basFixMethod)
        .where(and(on(basFixMethod), inArray(basFixMethod.reasonId, reasons.map((x) => x.id))))
        .orderBy(asc(basFixMethod.sort), asc(basFixMethod.id))
    : [];
  return symptoms.map((symptom) => ({
    ...symptom,
    reasons: reasons
      .filter((reason) => reason.symptomId === symptom.id)
      .map(({ symptomId: _, ...reason }) => ({ ...reason, methods: methods.filter((m) => m.reasonId === reason.id).map(({ reasonId: _r, ...m }) => m) })),
  }));
}

/** Photos as a form shows them (the order's, a help case's, a request's attachments): each stored file with its address, in their order. */
export async function photosOf(tx: Tx, tenantId: number, photos: number[]) {
  if (!photos.length) return [];
  const files = await tx
    .select({ id: sysFile.id, bucketName: sysFile.bucketName, fileName: sysFile.fileName, original: sysFile.original })
    .from(sysFile)
    .where(and(eq(sysFile.tenantId, tenantId), inArray(sysFile.id, photos), isNull(sysFile.deletedAt)));
  return photos.flatMap((id) => files.filter((f) => f.id === id).map((f) => ({ ...f, url: fileUrl(f) })));
}

/**
 * Parts of the catalogue whose code or name contains the text, for the parts lines' picker: with an order, the
 * parts of its model's live BOMs first (inBom) — of its category's models when it names no model — then the rest.
 */
export async function searchParts(tx: Tx, tenantId: number, keyword: string, order: OrderRow | null) {
  const models = order
    ? order.itemId !== null
      ? [order.itemId]
      : (
          await tx
            .select({ id: basItem.id })
            .from(basItem)
            .where(and(eq(basItem.tenantId, tenantId), isNull(basItem.deletedAt), inArray(basItem.categoryId, await relatedCategories(tx, tenantId, order.categoryId))))
        ).map((m) => m.id)
    : [];
  const inBom = models.length
    ? sql<boolean>`exists (
        select 1 from bas_parts_bom_line l join bas_parts_bom b on b.tenant_id = l.tenant_id and b.id = l.parent_id
        where l.tenant_id = ${tenantId} and l.parts_id = bas_parts.id and b.item_id in (${sql.join(models.map((m) => sql`${m}`), sql`, `)})
          and b.enabled and b.deleted_at is null)`
    : sql<boolean>`false`;
  return tx
    .select({ id: basParts.id, code: basParts.code, name: basParts.name, model: basParts.model, factoryPrice: basParts.factoryPrice, inBom: inBom.as('in_bom') })
    .from(basParts)
    .where(and(eq(basParts.tenantId, tenantId), isNull(basParts.deletedAt), keyword ? or(ilike(basParts.code, containsPattern(keyword)), ilike(basParts.name, containsPattern(keyword))) : undefined))
    .orderBy(sql`in_bom desc`, asc(basParts.code))
    .limit(20);
}

/** The fault-tree fields the company configuration asks for at completion, for the form to mark. */
export async function completionRequired(tx: Tx, tenantId: number) {
  const config = await companyConfigOf(tx, tenantId);
  return TREE_FIELDS.filter((field) => config[TREE_REQUIRED[field]]);
}

/**
 * The completion form written onto the order: the fields sent replace the draft's, the parts lines are replaced
 * when sent, fees are recomputed. `final` (complete) also asks for the fault tree the configuration makes
 * mandatory and for parts when the measure needs them.
 */
export async function writeResult(tx: Tx, auth: AuthContext, order: OrderRow, input: ResultFields, final: boolean) {
  const tree = {
    faultSymptomId: input.faultSymptomId === undefined ? order.faultSymptomId : input.faultSymptomId,
    faultReasonId: input.faultReasonId === undefined ? order.faultReasonId : input.faultReasonId,
    fixMethodId: input.fixMethodId === undefined ? order.fixMethodId : input.fixMethodId,
  };
  const { needParts } = await checkFaultTree(tx, auth.tenantId, order, tree);
  if (final) {
    const missing = (await completionRequired(tx, auth.tenantId)).filter((field) => !tree[field]);
    if (missing.length) throw new FieldErrors(missing.map((field) => ({ field, code: TREE_REQUIRED[field] })));
  }
  if (input.photos) await checkPhotos(tx, auth.tenantId, input.photos);
  let partCount: number;
  if (input.parts) {
    const rows = await partRows(tx, auth, order, input.parts);
    await tx.delete(soOrderPart).where(and(eq(soOrderPart.tenantId, auth.tenantId), eq(soOrderPart.orderId, order.id)));
    if (rows.length) await tx.insert(soOrderPart).values(rows);
    partCount = rows.length;
  } else {
    const held = await partsOf(tx, auth.tenantId, order.id);
    // The held lines are checked again: a barcode may have been taken by another order since the draft.
    for (const line of held) if (line.barcode) await checkBarcode(tx, auth.tenantId, line.barcode, order.id);
    partCount = held.length;
  }
  if (final && needParts && partCount === 0) throw new FieldErrors([{ field: 'parts', code: 'measureNeedsParts' }]);
  const fees = await computeFees(tx, auth.tenantId, order, input);
  const resultRemark = input.resultRemark === undefined ? order.resultRemark : input.resultRemark || null;
  return {
    changes: { ...tree, resultRemark, ...(input.photos ? { photos: input.photos } : {}), ...fees },
    detail: { ...tree, parts: partCount, feeTotal: fees.feeTotal },
  };
}

/** The customer's payment (soOrderHandle pay). */
export const PaymentInput = z.object({
  id: Id,
  version: z.number().int().min(0).optional(),
  payMethod: z.enum(PAY_METHODS),
  payStatus: z.enum(PAY_STATUSES),
  payer: Text(64).min(1),
  payAccount: Text(64).optional(),
  paidAt: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/)
    .refine((v) => !Number.isNaN(Date.parse(v.replace(' ', 'T'))), 'formatError')
    .optional(),
  payNote: Text(500).optional(),
  payProof: Id.nullish(),
});

/** Statuses in which a payment can be recorded: from the visit until the order is closed, never a cancelled one. */
const PAYABLE = new Set([1040, 1050, 1060, 1080, 1090, 1100, 1110, 1115, 1116, 1130, 1140, 1160, 1180, 1190, 1230, 1250]);

/** Records the payment on the order (guarded on its version) with a history row. */
export async function recordPayment(tx: Tx, auth: AuthContext, order: OrderRow, input: z.infer<typeof PaymentInput>) {
  if (input.version !== undefined && input.version !== order.version) throw new AppError('orderChanged');
  if (!PAYABLE.has(order.status) || order.settle === 'settled') throw actionRefused(order.status, 'pay');
  if (input.payProof) await checkPhotos(tx, auth.tenantId, [input.payProof]).catch(() => {
    throw new FieldErrors([{ field: 'payProof', code: 'notFound' }]);
  });
  const payment = {
    payMethod: input.payMethod,
    payStatus: input.payStatus,
    payer: input.payer,
    payAccount: input.payAccount || null,
    paidAt: input.paidAt ? new Date(input.paidAt.replace(' ', 'T')).toISOString() : input.payStatus === 'paid' ? new Date().toISOString() : null,
    payNote: input.payNote || null,
    payProof: input.payProof ?? null,
  };
  const [saved] = await tx
    .update(soOrder)
    .set({ ...payment, version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
    .returning();
  if (!saved) throw new AppError('orderChanged');
  await insertHistory(tx, auth, order, saved, 'pay', '', { payMethod: payment.payMethod, payStatus: payment.payStatus, amount: saved.feeTotal });
  return saved;
}
