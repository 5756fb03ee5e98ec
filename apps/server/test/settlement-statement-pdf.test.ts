/**
 * The statement as a PDF (issue 17) over HTTP: a real PDF (read back with pdf.js) with the company, the statement
 * number, the outlet, an order's line and the total, its labels in the viewer's language (Chinese, English); refused
 * to another outlet, another tenant and a role without the permission; a missing font named in the caller's
 * language; and the statement's lines exported to Excel through the export tasks.
 */
import { and, eq } from 'drizzle-orm';
import { GRID_PAGE_SIZE } from '@as/shared';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { type StatementPrint, statementPdf } from '../src/modules/settlement/statement-pdf.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties } from './order-fixtures.ts';
import { settlementFixtures } from './settlement-fixtures.ts';

type Headers = Record<string, string>;

/** Each page's text, one item a line, as a reader extracts it. */
async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), isEvalSupported: false, useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await pdf.destroy();
  return pages;
}
const pdfText = async (data: Buffer) => (await pdfPages(data)).join('\n');

describe('the statement as a PDF', { timeout: 180_000 }, async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const ZH = { 'accept-language': 'zh-CN' };
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, haidian, wang, admin2 } = await parties(t);
  const { site, post } = orderFixtures(t);
  const { finished } = settlementFixtures(t, { admin, centre, outlet: chaoyang, engineer: wang });
  const ok = async (path: string, payload: unknown, headers: Headers = admin) => {
    const res = await post(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  const orderId = await finished();
  const today = new Date().toISOString().slice(0, 10);
  const cySite = await site('ASC-BJ-CY');
  const { batchNo } = await ok('sfBatchSettle/batchSettle', { periodStart: today, periodEnd: today, siteIds: [cySite] });
  const [statement] = await db.select().from(s.sfStatement).where(and(eq(s.sfStatement.tenantId, 1), eq(s.sfStatement.batchNo, batchNo)));
  const [order] = await db.select().from(s.soOrder).where(eq(s.soOrder.id, orderId));
  const [outlet] = await db.select().from(s.snSite).where(eq(s.snSite.id, cySite));
  const [company] = await db.select().from(s.sysTenant).where(eq(s.sysTenant.id, 1));
  const pdf = (id: number, headers: Headers) => post('sfBatchSettle/getPdf', { id }, headers);

  it('prints the statement for its outlet in Chinese: company, number, outlet, an order line and the total', async () => {
    const res = await pdf(statement.id, { ...chaoyang, ...ZH });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${statement.statementNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const shown of [company.name, statement.statementNo, statement.batchNo, outlet.name, outlet.code, order.orderNo, statement.totalAmount]) expect(text).toContain(shown);
    for (const label of ['结算单', '结算明细', '工单号', '金额（元）', '合计', '网点（签章）']) expect(text).toContain(label);
    expect(text).not.toContain('Settlement statement');
    // The order's line carries its amount; the statement's total is the sum of its lines.
    const line = (await db.select().from(s.sfStatementLine).where(and(eq(s.sfStatementLine.statementId, statement.id), eq(s.sfStatementLine.orderId, orderId))))[0];
    expect(text).toContain(line.amount);
  });

  it('prints the same statement in English for headquarters', async () => {
    const res = await pdf(statement.id, { ...admin, ...EN });
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    for (const shown of [statement.statementNo, outlet.name, order.orderNo, statement.totalAmount]) expect(text).toContain(shown);
    for (const label of ['Settlement statement', 'Statement lines', 'Order no.', 'Amount (yuan)', 'Total', 'Generated', 'Page 1 of 1']) expect(text).toContain(label);
    expect(text).not.toContain('结算明细');
  });

  it('refuses another outlet, another tenant, a role without the permission, and bad input', async () => {
    // The second-level outlet under Chaoyang does not see its parent's statement; nor does another tenant.
    for (const headers of [haidian, admin2]) {
      const res = await pdf(statement.id, { ...headers, ...EN });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ type: 'error', msg: 'The resource does not exist', objx: null });
    }
    const engineer = await pdf(statement.id, { ...wang, ...EN });
    expect(engineer.statusCode).toBe(403);
    expect(engineer.json().msg).toBe('You do not have permission for this operation');
    expect((await post('sfBatchSettle/getPdf', {}, { ...admin, ...EN })).statusCode).toBe(400);
    expect((await pdf(999_999_999, admin)).statusCode).toBe(404);
  });

  it('names a missing font in the caller language instead of failing', async () => {
    const configured = t.deps.config.PDF_FONT;
    t.deps.config.PDF_FONT = '/nowhere/NoSuchFont.ttc';
    try {
      const en = await pdf(statement.id, { ...admin, ...EN });
      expect(en.statusCode).toBe(503);
      expect(en.json().msg).toBe('The server has no font to print the PDF with (PDF_FONT=NoSuchFont.ttc); an administrator must install fonts-noto-cjk or set PDF_FONT');
      const zh = await pdf(statement.id, { ...admin, ...ZH });
      expect(zh.json().msg).toContain('服务器缺少打印 PDF 所需的字体');
      // A file that is no font at all is missing the same way.
      t.deps.config.PDF_FONT = new URL(import.meta.url).pathname;
      expect((await pdf(statement.id, admin)).statusCode).toBe(503);
    } finally {
      t.deps.config.PDF_FONT = configured;
    }
    expect((await pdf(statement.id, admin)).statusCode).toBe(200);
  });

  it('repeats the lines header on every page of a long statement and numbers the pages', async () => {
    const lines = Array.from({ length: 90 }, (_, i) => ({ id: i + 1, kind: 'order' as const, sourceId: i + 1, sourceNo: `SO-LONG-${i + 1}`, orderId: i + 1, orderNo: `SO-LONG-${i + 1}`, amount: '1.00', remark: i % 10 ? null : '<b>not markup</b>', live: true }));
    const print = {
      statement: { ...statement, siteName: outlet.name, siteCode: outlet.code, invoiceImageUrl: null, lines, history: [], actions: [] },
      company: { name: company.name, address: '', phone: '' },
      outlet,
    } as StatementPrint;
    const pages = await pdfPages(await statementPdf(t.deps.config, print, 'en-US'));
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Order no.');
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('SO-LONG-90');
    // What a user typed is drawn as it is.
    expect(pages[0]).toContain('<b>not markup</b>');
  });

  it("exports the statement's lines to Excel through the export tasks, for its outlet", async () => {
    const columns = [
      { field: 'kind', title: 'Kind' },
      { field: 'sourceNo', title: 'Document no.' },
      { field: 'orderNo', title: 'Order no.' },
      { field: 'amount', title: 'Amount' },
    ];
    const { id } = await ok('sfBatchSettleLine/export', { current: 1, size: GRID_PAGE_SIZE, filters: { statementId: String(statement.id) }, columns }, { ...chaoyang, ...EN });
    // Every job due now: the export, and the push rules the test's orders set off.
    while (await t.deps.jobs.runOnce());
    const file = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers: chaoyang, payload: { id } });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    const lines = await db.select().from(s.sfStatementLine).where(eq(s.sfStatementLine.statementId, statement.id));
    expect(rows[0]).toEqual(['Kind', 'Document no.', 'Order no.', 'Amount']);
    expect(rows.length - 1).toBe(lines.length);
    const line = lines.find((l) => l.kind === 'order' && l.orderId === orderId)!;
    expect(rows).toContainEqual(['Order', order.orderNo, order.orderNo, Number(line.amount)]);
  });
});
