/**
 * Transfers under random sequences of commands (fast-check): whatever order documents are created, submitted,
 * rejected, cancelled, shipped and received in, and whichever commands are refused, the source's reservation is
 * what the documents in audit hold, the transit is what was shipped and not received, nothing goes negative, and
 * the ledger check finds no difference.
 */
import { STOCK_DOC_EDITABLE } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import type { AuthContext } from '../src/http/access.ts';
import { AppError } from '../src/http/errors.ts';
import { actOn, addDoc } from '../src/modules/stock/document.service.ts';
import { checkLedger, postMoves } from '../src/modules/stock/ledger.service.ts';
import { createTestApp } from './helper.ts';

describe('stock documents under random commands', async () => {
  const t = await createTestApp();
  const { database } = t.deps;
  const db = database.db;
  const code = async <T extends { id: number; code: string }>(rows: Promise<T[]>, c: string) => (await rows).find((r) => r.code === c)!.id;
  const HQ = await code(db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, 1)), 'WH-HQ');
  const EAST = await code(db.select({ id: s.basWarehouse.id, code: s.basWarehouse.code }).from(s.basWarehouse).where(eq(s.basWarehouse.tenantId, 1)), 'WH-SC-E');
  const PART = await code(db.select({ id: s.basParts.id, code: s.basParts.code }).from(s.basParts).where(eq(s.basParts.tenantId, 1)), 'P-MB-WH');
  const SHELF = await code(db.select({ id: s.basWarehouseLocation.id, code: s.basWarehouseLocation.code }).from(s.basWarehouseLocation).where(eq(s.basWarehouseLocation.tenantId, 1)), 'A-02-01');
  const [admin] = await db.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'admin'));
  const auth = { tenantId: 1, userId: admin.id, deptId: null, dataScope: 'all' } as unknown as AuthContext;
  const inTenant = <T>(fn: Parameters<typeof database.withTenant<T>>[1]) => database.withTenant(1, fn);

  const slot = async (warehouseId: number, locationId: number) =>
    (
      await db
        .select({ available: s.spStockBalance.available, reserved: s.spStockBalance.reserved, transit: s.spStockBalance.transit })
        .from(s.spStockBalance)
        .where(and(eq(s.spStockBalance.tenantId, 1), eq(s.spStockBalance.warehouseId, warehouseId), eq(s.spStockBalance.locationId, locationId), eq(s.spStockBalance.partsId, PART)))
    )[0] ?? { available: 0, reserved: 0, transit: 0 };

  const command = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), qty: fc.integer({ min: 1, max: 12 }) }),
    fc.record({ kind: fc.constantFrom('submit' as const, 'reject' as const, 'cancel' as const, 'ship' as const), doc: fc.nat(2) }),
    fc.record({ kind: fc.constant('receive' as const), doc: fc.nat(2), qty: fc.integer({ min: 1, max: 6 }) }),
  );

  it('keeps reservations, transit and the ledger equal to what the documents say', async () => {
    const done = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), async (commands) => {
        const docs: { id: number; lineId: number; qty: number }[] = [];
        const start = { source: await slot(HQ, SHELF), transit: (await slot(EAST, 0)).transit };
        for (const c of commands) {
          try {
            if (c.kind === 'add') {
              const doc = await inTenant((tx) => addDoc(tx, auth, 'transfer', { docType: 'transfer', fromWarehouseId: HQ, toWarehouseId: EAST, lines: [{ partsId: PART, qty: c.qty, fromLocationId: SHELF }] }));
              docs.push({ id: doc.id, lineId: doc.lines[0].id, qty: c.qty });
              continue;
            }
            const doc = docs[c.doc % Math.max(docs.length, 1)];
            if (!doc) continue;
            const input = { id: doc.id, reason: 'r', carrier: 'c', waybillNumber: 'w', lines: c.kind === 'receive' ? [{ id: doc.lineId, qty: c.qty }] : undefined };
            await inTenant((tx) => actOn(tx, auth, 'transfer', c.kind as 'submit', input));
            done.set(c.kind, (done.get(c.kind) ?? 0) + 1);
          } catch (err) {
            // Refusals are the caller's: a state that forbids it, too little stock, too much received.
            expect(err).toBeInstanceOf(AppError);
            expect(['stockDocActionRefused', 'stockShort', 'validation']).toContain((err as AppError).code);
          }
        }
        // What the documents of this run say, against what the ledger holds.
        const states = docs.length ? await db.select().from(s.spStockDoc).where(eq(s.spStockDoc.tenantId, 1)) : [];
        const lines = docs.length ? await db.select().from(s.spStockDocLine).where(eq(s.spStockDocLine.tenantId, 1)) : [];
        const mine = docs.map((d) => ({ ...d, status: states.find((x) => x.id === d.id)!.status, received: lines.find((l) => l.id === d.lineId)!.receivedQty }));
        const reserved = mine.filter((d) => d.status === 'audit').reduce((n, d) => n + d.qty, 0);
        const shipped = mine.filter((d) => d.status === 'outbound' || d.status === 'inbound').reduce((n, d) => n + d.qty, 0);
        const received = mine.reduce((n, d) => n + d.received, 0);
        expect(mine.every((d) => d.received <= d.qty)).toBe(true);
        expect(mine.filter((d) => STOCK_DOC_EDITABLE.includes(d.status) || d.status === 'cancelled').every((d) => d.received === 0)).toBe(true);
        const source = await slot(HQ, SHELF);
        expect(source.reserved - start.source.reserved).toBe(reserved);
        expect(start.source.available - source.available).toBe(reserved + shipped);
        expect((await slot(EAST, 0)).transit - start.transit).toBe(shipped - received);
        expect((await checkLedger(db, 1)).differences).toEqual([]);
        // Give back what this run took, so the next starts with stock.
        for (const d of mine.filter((x) => x.status === 'audit')) await inTenant((tx) => actOn(tx, auth, 'transfer', 'cancel', { id: d.id, reason: 'next run' }));
        const back = start.source.available - (await slot(HQ, SHELF)).available;
        if (back > 0) {
          await inTenant((tx) => postMoves(tx, 1, null, [{ moveType: 'purchaseIn', partsId: PART, qty: back, from: null, to: { warehouseId: HQ, locationId: SHELF, bucket: 'available' } }]));
        }
      }),
      {
        numRuns: 20,
        // One run that surely goes the whole way: partial and full receipt, a rejection, a resubmission, a cancellation.
        examples: [
          [
            [
              { kind: 'add', qty: 3 },
              { kind: 'submit', doc: 0 },
              { kind: 'ship', doc: 0 },
              { kind: 'receive', doc: 0, qty: 1 },
              { kind: 'receive', doc: 0, qty: 2 },
              { kind: 'add', qty: 2 },
              { kind: 'submit', doc: 1 },
              { kind: 'reject', doc: 1 },
              { kind: 'submit', doc: 1 },
              { kind: 'cancel', doc: 1 },
            ],
          ],
        ],
      },
    );
    // The runs reached every command, not only the refusals.
    for (const kind of ['submit', 'reject', 'cancel', 'ship', 'receive']) expect(done.get(kind), kind).toBeGreaterThan(0);
  }, 180_000);
});
