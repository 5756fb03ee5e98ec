/**
 * What the settlement test files share: an image uploaded as a user, and an order of the Chaoyang outlet taken
 * through headquarters' audit (status 1250, to be settled) by the demo users, ready for the pool.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../src/db/schema.ts';
import { multipart, type TestContext } from './helper.ts';
import { type OrderParties, orderFixtures } from './order-fixtures.ts';

type Headers = Record<string, string>;

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export function settlementFixtures(t: TestContext, as: OrderParties) {
  const { idOf, post, atChaoyang } = orderFixtures(t);
  const db = t.deps.database.db;
  const ok = async (path: string, payload: unknown, headers: Headers) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const codeId = (table: typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod, code: string) => idOf(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, code))));

  /** A one-pixel PNG uploaded by the user: its sys_file id. */
  const upload = async (headers: Headers) => {
    const body = multipart({ name: '完工.png', content: png });
    return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).json().data.id as number;
  };

  /** An order of the Chaoyang outlet through headquarters' audit (1250, to be settled), with a completion photo unless told otherwise. */
  async function finished(photo = true): Promise<number> {
    const faultTree = { faultSymptomId: await codeId(s.basFaultSymptom, 'FS-NOPOWER'), faultReasonId: await codeId(s.basFaultReason, 'FR-SOCKET'), fixMethodId: await codeId(s.basFixMethod, 'FM-SOCKET') };
    const id = await atChaoyang(as, {}, { checkIn: true });
    await ok('soOrderHandle/complete', { id, ...faultTree, feeService: '60.00', ...(photo ? { photos: [await upload(as.engineer)] } : {}) }, as.engineer);
    await ok('soOrderHandle/networkConfirm', { id }, as.outlet);
    await ok('soOrderHandle/centreAudit', { id }, as.centre);
    await ok('soOrderDispatch/doOrderFinish', { id }, as.admin);
    return id;
  }

  return { upload, finished };
}
