/**
 * Named hooks of parts BOMs: lines name live parts of the tenant; every change to the lines is recorded by the
 * write itself (recordBomChanges, recordBomDelete); a part in a live BOM cannot be deleted.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { ResourceHooks } from '../../http/resource/resource.routes.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { type BomLine, type BomLineChange, bomLineChanges } from './bom.changes.ts';
import { basPartsBom, basPartsBomChange, basPartsBomLine } from './bom.table.ts';
import { basParts } from './master-data.table.ts';

type WriteCheck = NonNullable<ResourceHooks['beforeWrite']>;
type AfterWrite = NonNullable<ResourceHooks['afterWrite']>;
type DeleteCheck = NonNullable<ResourceHooks['beforeDelete']>;

/** Each line's part is a live part of the tenant. */
export const bomLineParts: WriteCheck = async (tx, auth, _value, _current, lines) => {
  if (!lines?.length) return;
  const ids = [...new Set(lines.map((line) => Number(line.partsId)))];
  const found = await tx
    .select({ id: basParts.id })
    .from(basParts)
    .where(and(eq(basParts.tenantId, auth.tenantId), inArray(basParts.id, ids), isNull(basParts.deletedAt)));
  const live = new Set(found.map((p) => Number(p.id)));
  const missing = lines.flatMap((line, i) => (live.has(Number(line.partsId)) ? [] : [{ field: `lines[${i}].partsId`, code: 'notFound' as const }]));
  if (missing.length) throw new FieldErrors(missing);
};

async function record(tx: Tx, auth: AuthContext, bom: Row, changes: BomLineChange[], reason: string | null) {
  if (!changes.length) return;
  await tx.insert(basPartsBomChange).values(
    changes.map((change) => ({ ...change, tenantId: auth.tenantId, bomId: Number(bom.id), itemId: Number(bom.itemId), reason, changedBy: auth.username, createdBy: auth.userId })),
  );
}

/** A save records each line it adds, changes or removes; changing the lines of an existing BOM needs a reason. */
export const recordBomChanges: AfterWrite = async (tx, auth, row, before) => {
  const changes = bomLineChanges((before?.lines ?? []) as BomLine[], row.lines as BomLine[]);
  const reason = (row.changeReason as string | null) ?? null;
  if (before && changes.length && !reason) throw new FieldErrors([{ field: 'changeReason', code: 'required' }]);
  await record(tx, auth, row, changes, reason);
};

/** Deleting a BOM records its lines as removed. */
export const recordBomDelete: DeleteCheck = async (tx, auth, row) => {
  const lines = await tx
    .select({ partsId: basPartsBomLine.partsId, quantity: basPartsBomLine.quantity, position: basPartsBomLine.position })
    .from(basPartsBomLine)
    .where(and(eq(basPartsBomLine.tenantId, auth.tenantId), eq(basPartsBomLine.parentId, Number(row.id))));
  await record(tx, auth, row, bomLineChanges(lines, []), null);
};

/** A part on a line of a live BOM stays. */
export const partsNotInBom: DeleteCheck = async (tx, auth, row) => {
  const used = await tx
    .select({ id: basPartsBomLine.id })
    .from(basPartsBomLine)
    .innerJoin(basPartsBom, and(eq(basPartsBom.id, basPartsBomLine.parentId), eq(basPartsBom.tenantId, basPartsBomLine.tenantId), isNull(basPartsBom.deletedAt)))
    .where(and(eq(basPartsBomLine.tenantId, auth.tenantId), eq(basPartsBomLine.partsId, Number(row.id))))
    .limit(1);
  if (used.length) throw new AppError('inUse');
};
