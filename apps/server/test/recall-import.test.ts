/**
 * Results of return-visit calls made elsewhere, imported from Excel (issue 18; /basic/soRecallHistory/importTemplate
 * and getListByExcel): each row names an order's open follow-up; a bad file names every bad row in the caller's
 * language and writes nothing; a good one records each call (a success imported, waiting for confirmation; a failure
 * as a failed call, which queues the push rules' visit_failed); the return visitor and headquarters may import, an
 * outlet may not, another tenant reaches none of the lines.
 */
import { errorText, type ErrorCode, type Lang } from '@as/shared';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

type Headers = Record<string, string>;
const COLUMNS = ['orderNo', 'outcome', 'satisfaction', 'phone', 'remark'].map((field) => ({ field, title: field }));

describe('return-visit results imported from Excel', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const sun = await t.login('visitor_sun');
  const admin = await t.login('admin');
  const chaoyang = await t.login('outlet_chaoyang');
  const post = (path: string, payload: unknown, headers: Headers) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const lineIn = async (status: string) => (await db.select().from(s.soRecallLine).where(and(eq(s.soRecallLine.tenantId, 1), eq(s.soRecallLine.status, status as never))).limit(1))[0];
  const pending = await lineIn('pending');
  const second = await lineIn('second');
  const completed = await lineIn('completed');
  const written = async () => ({
    history: Number((await db.select({ n: sql<number>`count(*)` }).from(s.soRecallHistory))[0].n),
    versions: Number((await db.select({ n: sql<number>`sum(version)` }).from(s.soRecallLine))[0].n),
  });
  /** The visit_failed push jobs queued (of an order). */
  const visitFailed = (orderId?: number) =>
    db.select().from(s.sysJob).where(and(eq(s.sysJob.type, 'pushRules'), sql`${s.sysJob.payload}->>'event' = 'visit_failed'`, orderId ? sql`(${s.sysJob.payload}->>'orderId')::bigint = ${orderId}` : undefined));
  const said = (lang: Lang, title: string, code: ErrorCode, params?: Record<string, string>) => errorText('validation', lang, { field: title, message: errorText(code, lang, params) });

  const fill = async (rows: Record<string, unknown>[], headers = sun) => {
    const res = await post('soRecallHistory/importTemplate', { columns: COLUMNS }, headers);
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(keys).toEqual(COLUMNS.map((c) => c.field));
    for (const row of rows) sheet.addRow(keys.map((k) => row[k] ?? null));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (content: Buffer, headers: Headers) => {
    const body = multipart({ name: 'results.xlsx', content });
    return t.request({ method: 'POST', url: '/basic/soRecallHistory/getListByExcel', headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('has open follow-ups in the demo to import into', () => {
    expect([pending?.status, second?.status, completed?.status]).toEqual(['pending', 'second', 'completed']);
  });

  it('names every bad row in the caller language and writes nothing of the file', async () => {
    const before = await written();
    const rows = [
      { orderNo: pending.orderNo, outcome: 'success', satisfaction: 'satisfied' },
      { orderNo: 'SO-NOT-THERE', outcome: 'noAnswer' },
      { orderNo: second.orderNo, outcome: 'success' },
      { orderNo: completed.orderNo, outcome: 'noAnswer' },
      { orderNo: pending.orderNo, outcome: 'asleep' },
      { outcome: 'noAnswer' },
    ];
    for (const lang of ['zh-CN', 'en-US'] as const) {
      const res = await upload(await fill(rows), { ...sun, 'accept-language': lang });
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().objx;
      expect(result).toMatchObject({ total: 6, succeeded: 0, failed: 6 });
      expect(result.rejected.map((r: { line: number }) => r.line)).toEqual([4, 5, 6, 7, 8]);
      expect(result.rejected[0].reason).toBe(said(lang, 'orderNo', 'recallImportNoFollowUp', { value: 'SO-NOT-THERE' }));
      expect(result.rejected[1].reason).toBe(said(lang, 'satisfaction', 'required'));
      expect(result.rejected[2].reason).toBe(said(lang, 'orderNo', 'recallImportNoFollowUp', { value: completed.orderNo }));
      expect(result.rejected[4].reason).toBe(said(lang, 'orderNo', 'required'));
    }
    expect(await written()).toEqual(before);
    expect(await visitFailed()).toEqual([]);
  });

  it('keeps the outlet out, and another tenant away from this tenant lines', async () => {
    expect((await post('soRecallHistory/importTemplate', { columns: COLUMNS }, chaoyang)).statusCode).toBe(403);
    const body = multipart({ name: 'results.xlsx', content: await fill([{ orderNo: pending.orderNo, outcome: 'noAnswer' }]) });
    expect((await t.request({ method: 'POST', url: '/basic/soRecallHistory/getListByExcel', headers: { ...chaoyang, ...body.headers }, payload: body.payload })).statusCode).toBe(403);
    const before = await written();
    const other = await t.request({ method: 'POST', url: '/basic/soRecallHistory/getListByExcel', headers: { ...(await t.login('admin2', { tenantId: 2 })), ...body.headers }, payload: body.payload });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().objx).toMatchObject({ succeeded: 0, failed: 1 });
    expect(await written()).toEqual(before);
  });

  it('records each good row as a call: a success imported to be confirmed, no answer as a failed call', async () => {
    const before = await written();
    const res = await upload(
      await fill([
        { orderNo: pending.orderNo, outcome: '回访成功', satisfaction: '满意', phone: '13911110099', remark: '外呼中心回访' },
        { orderNo: second.orderNo, outcome: 'noAnswer', remark: '外呼中心未接通' },
      ]),
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ total: 2, succeeded: 2, failed: 0, rejected: [] });
    const imported = (await db.select().from(s.soRecallLine).where(eq(s.soRecallLine.id, pending.id)))[0];
    expect(imported).toMatchObject({ status: 'imported', outcome: 'success', satisfaction: 'satisfied', callCount: pending.callCount + 1, version: pending.version + 1 });
    const failed = (await db.select().from(s.soRecallLine).where(eq(s.soRecallLine.id, second.id)))[0];
    expect(failed.callCount).toBe(second.callCount + 1);
    expect(['second', 'completed']).toContain(failed.status);
    const [record] = await db.select().from(s.soRecallHistory).where(and(eq(s.soRecallHistory.lineId, pending.id), eq(s.soRecallHistory.action, 'importResult')));
    expect(record).toMatchObject({ fromStatus: 'pending', toStatus: 'imported', outcome: 'success', phone: '13911110099', remark: '外呼中心回访' });
    expect((await written()).history).toBe(before.history + 2);
    // The failed call queues its order's visit_failed (naming its dialing record), the success nothing.
    const [failedRecord] = await db.select().from(s.soRecallHistory).where(and(eq(s.soRecallHistory.lineId, second.id), eq(s.soRecallHistory.action, 'importResult')));
    expect((await visitFailed(second.orderId)).map((j) => j.payload)).toEqual([{ event: 'visit_failed', orderId: second.orderId, visitCallId: failedRecord.id }]);
    expect(await visitFailed(pending.orderId)).toEqual([]);
    // The imported success waits for the return visitor to confirm it with the verdicts.
    const detail = await post('soRecallLine/getDetail', { id: pending.id }, sun);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().objx.actions).toContain('successfulRecall');
    // A result is taken once: the same file again is refused as a whole.
    const again = await upload(await fill([{ orderNo: pending.orderNo, outcome: 'success', satisfaction: 'satisfied' }]), admin);
    expect(again.json().objx).toMatchObject({ succeeded: 0, failed: 1 });
  });
});
