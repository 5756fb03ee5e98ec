/**
 * A statement printed as a PDF in the viewer's language (docs/settlement.md "The statement as a PDF"): the company
 * (the tenant, its headquarters' address and phone), the statement, the outlet's details (address, contact, tax
 * number, bank), the amounts by kind and the total, the invoice when there is one, every line, and room for both
 * parties to sign. Read in the caller's data scope in the request's transaction; drawn after it.
 */
import { fill, formatDateTime, type Lang, STATEMENT_LINE_KIND_LABELS, STATEMENT_PDF_TEXTS, STATEMENT_STATUS_LABELS } from '@as/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { drawPdf, type Pdf, type PdfFontConfig } from '../../platform/pdf/pdf.ts';
import { sysTenant } from '../../platform/tenants/tenant.table.ts';
import { snSite } from '../network/index.ts';
import { statementDetail } from './statement.service.ts';

export type StatementPrint = Awaited<ReturnType<typeof statementPrint>>;

/** What the print shows, read in the caller's scope (another outlet's or tenant's statement: notFound). */
export async function statementPrint(tx: Tx, auth: AuthContext, id: number) {
  const statement = await statementDetail(tx, auth, id);
  const [company] = await tx.select({ name: sysTenant.name }).from(sysTenant).where(eq(sysTenant.id, auth.tenantId));
  const [hq] = await tx
    .select({ address: sysDept.address, phone: sysDept.phone })
    .from(sysDept)
    .where(and(eq(sysDept.tenantId, auth.tenantId), eq(sysDept.kind, 'hq'), isNull(sysDept.deletedAt)))
    .orderBy(asc(sysDept.id))
    .limit(1);
  const [outlet] = await tx
    .select({
      code: snSite.code,
      name: snSite.name,
      address: snSite.address,
      phone: snSite.phone,
      contactName: snSite.contactName,
      contactPhone: snSite.contactPhone,
      taxNumber: snSite.taxNumber,
      bankName: snSite.bankName,
      bankAccount: snSite.bankAccount,
    })
    .from(snSite)
    .where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, statement.siteId)));
  return { statement, company: { name: company?.name ?? '', address: hq?.address ?? '', phone: hq?.phone ?? '' }, outlet: outlet ?? null };
}

const GREY = '#595959';
const RULE = '#bfbfbf';
const HEAD = '#f0f0f0';
const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** Label and value pairs, two to a row (one alone takes the row), without rules. */
function pairs(doc: Pdf, rows: [string, string | number | null | undefined][][]) {
  doc.fontSize(9);
  doc.table({
    columnStyles: [88, '*', 88, '*'],
    defaultStyle: { border: 0, padding: [2, 4] },
    data: rows.map((row) => row.flatMap(([label, value]) => [{ text: label, textColor: GREY }, { text: shown(value), colSpan: row.length === 1 ? 3 : 1 }])),
  });
}

type Cell = string | PDFKit.Mixins.CellOptions;
const CELL_PADDING = { x: 4, y: 3 };

/** A cell's height: its text wrapped in its columns' width, with the padding. */
function cellHeight(doc: Pdf, cell: Cell, width: number) {
  const text = typeof cell === 'string' ? cell : (cell.text ?? '');
  return doc.heightOfString(text || ' ', { width: width - 2 * CELL_PADDING.x }) + 2 * CELL_PADDING.y;
}

/** A ruled table whose header row starts every page it continues on (pdfkit's own page break does not repeat it). */
function table(doc: Pdf, widths: number[], header: Cell[], rows: Cell[][]) {
  doc.fontSize(9);
  const start = () =>
    doc
      .table({ columnStyles: widths, defaultStyle: { borderColor: RULE, padding: [CELL_PADDING.y, CELL_PADDING.x] }, rowStyles: (i) => (i === 0 ? { backgroundColor: HEAD } : undefined) })
      .row(header.map((c) => (typeof c === 'string' ? { text: c, type: 'TH' } : { ...c, type: 'TH' })));
  let drawing = start();
  for (const row of rows) {
    let column = 0;
    const height = Math.max(
      ...row.map((cell) => {
        const span = typeof cell === 'string' ? 1 : (cell.colSpan ?? 1);
        const width = widths.slice(column, column + span).reduce((a, b) => a + b, 0);
        column += span;
        return cellHeight(doc, cell, width);
      }),
    );
    if (doc.y + height > doc.page.maxY()) {
      drawing.end();
      doc.addPage();
      drawing = start();
    }
    drawing.row(row);
  }
  drawing.end();
}

function heading(doc: Pdf, text: string) {
  doc.moveDown(0.6).fontSize(11).fillColor('black').text(text, doc.page.margins.left);
  doc.moveDown(0.2);
}

/** The PDF of a statement, every label in `lang`. */
export function statementPdf(config: PdfFontConfig, print: StatementPrint, lang: Lang): Promise<Buffer> {
  const T = (key: keyof typeof STATEMENT_PDF_TEXTS) => STATEMENT_PDF_TEXTS[key][lang];
  const { statement: st, company, outlet } = print;
  const title = `${T('title')} ${st.statementNo}`;
  return drawPdf(config, { title, lang, footer: (n, of) => `${st.statementNo}    ${fill(T('page'), { n, of })}` }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc.fontSize(13).fillColor('black').text(company.name, left, doc.page.margins.top, { width });
    const reach = [company.address, company.phone && `${T('phone')} ${company.phone}`].filter(Boolean).join('    ');
    if (reach) doc.fontSize(8.5).fillColor(GREY).text(reach, { width });
    doc.moveDown(0.8).fontSize(18).fillColor('black').text(T('title'), left, doc.y, { width, align: 'center' });
    doc.moveDown(0.6);
    pairs(doc, [
      [
        [T('statementNo'), st.statementNo],
        [T('status'), STATEMENT_STATUS_LABELS[st.status][lang]],
      ],
      [
        [T('batchNo'), st.batchNo],
        [T('createdAt'), formatDateTime(st.createdAt)],
      ],
      [
        [T('period'), `${st.periodStart} ~ ${st.periodEnd}`],
        [T('printedAt'), formatDateTime(new Date())],
      ],
    ]);

    heading(doc, T('outlet'));
    pairs(doc, [
      [
        [T('outlet'), outlet?.name ?? st.siteName],
        [T('code'), outlet?.code ?? st.siteCode],
      ],
      [
        [T('address'), outlet?.address],
        [T('phone'), outlet?.phone],
      ],
      [
        [T('contact'), [outlet?.contactName, outlet?.contactPhone].filter(Boolean).join(' ')],
        [T('taxNumber'), outlet?.taxNumber],
      ],
      [
        [T('bankName'), outlet?.bankName],
        [T('bankAccount'), outlet?.bankAccount],
      ],
    ]);

    heading(doc, T('summary'));
    const summary = ['orderCount', 'orderAmount', 'feeAmount', 'sheetAmount', 'deductionAmount', 'totalAmount'] as const;
    doc.fontSize(9);
    doc.table({
      defaultStyle: { borderColor: RULE, padding: [3, 4], align: { x: 'right', y: 'center' } },
      rowStyles: (i) => (i === 0 ? { backgroundColor: HEAD } : undefined),
      data: [summary.map((k) => ({ text: T(k), type: 'TH' as const })), summary.map((k) => String(st[k]))],
    });
    if (st.invoiceNo) {
      heading(doc, T('invoice'));
      pairs(doc, [
        [
          [T('invoiceNo'), st.invoiceNo],
          [T('invoiceAmount'), st.invoiceAmount],
        ],
        [[T('taxRate'), st.taxRate]],
      ]);
    }

    heading(doc, T('lines'));
    const right = { x: 'right', y: 'top' } as const;
    const lines: Cell[][] = st.lines.map((l, i) => [String(i + 1), STATEMENT_LINE_KIND_LABELS[l.kind][lang], l.sourceNo, shown(l.orderNo), { text: l.amount, align: right }, l.remark ?? '']);
    table(
      doc,
      [28, 78, 100, 100, 80, width - 386],
      [T('lineNo'), T('kind'), T('sourceNo'), T('orderNo'), { text: T('amount'), align: right }, T('remark')],
      [...(lines.length ? lines : [[{ text: T('noLines'), colSpan: 6, textColor: GREY }]]), [{ text: T('total'), colSpan: 4 }, { text: st.totalAmount, align: right }, '']],
    );

    // Room for both parties' signatures, kept together on one page.
    if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    doc.moveDown(2.5);
    const y = doc.y;
    const half = width / 2;
    doc.fontSize(9).fillColor('black');
    for (const [i, label] of [T('signCompany'), T('signOutlet')].entries()) {
      doc.text(label, left + i * half, y, { width: half - 20 });
      doc.moveDown(2).text(`${T('date')}:`, left + i * half, doc.y, { width: half - 20 });
    }
  });
}
