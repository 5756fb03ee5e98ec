/**
 * Serial codes: checkSerial, what every module that takes a serial code asks of the barcode library, and the
 * serial code generator, which records a batch and registers its codes in one transaction.
 */
import { barcodeGenerateCommand, SERIAL_SEQ_DIGITS, serialOf, serialStem, validateRecord } from '@as/shared';
import { and, count, eq, isNull, like, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { basBarcodeGenerate, basItemBarcode } from './barcode.table.ts';
import { basItem } from './master-data.table.ts';

/**
 * The registered serial code with its model; throws serialNotRegistered when the library has no live row for it
 * and serialProductNotFound when its model no longer exists.
 */
export async function checkSerial(db: Conn, tenantId: number, serial: string) {
  const [barcode] = await db
    .select()
    .from(basItemBarcode)
    .where(and(eq(basItemBarcode.tenantId, tenantId), eq(basItemBarcode.serialNo, serial.trim()), isNull(basItemBarcode.deletedAt)));
  if (!barcode) throw new AppError('serialNotRegistered');
  const [item] = await db
    .select()
    .from(basItem)
    .where(and(eq(basItem.tenantId, tenantId), eq(basItem.id, barcode.itemId), isNull(basItem.deletedAt)));
  if (!item) throw new AppError('serialProductNotFound');
  return { ...barcode, item };
}

const CHUNK = 1000;
const MAX_SEQ = 10 ** SERIAL_SEQ_DIGITS - 1;

/** The highest running number a serial code of the stem has taken, deleted ones included (a number is never given twice). */
async function lastSeq(tx: Tx, tenantId: number, stem: string): Promise<number> {
  const from = stem.length + 1;
  const [row] = await tx
    .select({ last: sql<number | null>`max(substring(${basItemBarcode.serialNo} from ${from}::int)::int)` })
    .from(basItemBarcode)
    .where(
      and(
        eq(basItemBarcode.tenantId, tenantId),
        sql`left(${basItemBarcode.serialNo}, ${stem.length}::int) = ${stem}`,
        sql`substring(${basItemBarcode.serialNo} from ${from}::int) ~ ${`^[0-9]{${SERIAL_SEQ_DIGITS}}$`}`,
      ),
    );
  return Number(row.last ?? 0);
}

/** GB + yyMMdd + the day's batch count: the batch's number. */
async function nextBatchNo(tx: Tx, tenantId: number): Promise<string> {
  const day = `GB${new Date().toISOString().slice(2, 10).replaceAll('-', '')}`;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(basBarcodeGenerate)
    .where(and(eq(basBarcodeGenerate.tenantId, tenantId), like(basBarcodeGenerate.batchNo, `${day}%`)));
  return `${day}${String(n + 1).padStart(3, '0')}`;
}

/**
 * Generates `quantity` serial codes for a model — prefix + model code + production date (yyMMdd) + the next running
 * numbers — registers them in the library as generated, and records the batch. All or nothing.
 */
export async function generateBarcodes(tx: Tx, auth: AuthContext, input: Record<string, unknown>) {
  const { value, errors } = validateRecord(barcodeGenerateCommand, input, 'add');
  if (errors.length) throw new FieldErrors(errors);
  const itemId = Number(value.itemId);
  const quantity = Number(value.quantity);
  const prefix = String(value.prefix ?? '').toUpperCase();
  const productionDate = String(value.productionDate);
  const [item] = await tx
    .select({ id: basItem.id, code: basItem.code })
    .from(basItem)
    .where(and(eq(basItem.tenantId, auth.tenantId), eq(basItem.id, itemId), isNull(basItem.deletedAt)));
  if (!item) throw new FieldErrors([{ field: 'itemId', code: 'notFound' }]);

  // One generation at a time per tenant: running and batch numbers are read and taken in the same transaction.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('basCompanyBarcodeGenerate'), ${auth.tenantId}::int)`);
  const stem = serialStem(prefix, item.code, productionDate);
  const first = (await lastSeq(tx, auth.tenantId, stem)) + 1;
  if (first - 1 + quantity > MAX_SEQ) throw new FieldErrors([{ field: 'quantity', code: 'maxValue', params: { n: Math.max(MAX_SEQ - first + 1, 0) } }]);
  const batchNo = await nextBatchNo(tx, auth.tenantId);
  const [batch] = await tx
    .insert(basBarcodeGenerate)
    .values({
      tenantId: auth.tenantId,
      batchNo,
      itemId,
      prefix,
      productionDate,
      quantity,
      firstSerial: serialOf(stem, first),
      lastSerial: serialOf(stem, first + quantity - 1),
      remark: (value.remark as string | null) ?? null,
      createdBy: auth.userId,
    })
    .returning({ id: basBarcodeGenerate.id });
  for (let offset = 0; offset < quantity; offset += CHUNK) {
    const size = Math.min(CHUNK, quantity - offset);
    await tx.insert(basItemBarcode).values(
      Array.from({ length: size }, (_, i) => ({
        tenantId: auth.tenantId,
        serialNo: serialOf(stem, first + offset + i),
        itemId,
        productionDate,
        batchNo,
        source: 'generated',
        createdBy: auth.userId,
      })),
    );
  }
  return batch.id;
}
