/**
 * PDFs the server draws (a settlement statement's print): pdfkit, with one font that has Chinese glyphs (PDF_FONT,
 * the face PDF_FONT_FACE of a collection), of which each document embeds only the glyphs it uses. Whatever a caller
 * hands in is drawn as text: pdfkit reads no markup in it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@as/shared';
import PDFDocument from 'pdfkit';
import type { Config } from '../../config/config.ts';
import { AppError } from '../../http/errors.ts';

export type Pdf = PDFKit.PDFDocument;
export type PdfFontConfig = Pick<Config, 'PDF_FONT' | 'PDF_FONT_FACE'>;

/** The font files read so far (a CJK collection is some 20 MB: read once, not per print). */
const fontFiles = new Map<string, Buffer>();

/** TrueType and OpenType collections start with the tag "ttcf"; only they take a face. */
const isCollection = (data: Buffer) => data.subarray(0, 4).toString('latin1') === 'ttcf';

/** The font named by the configuration, set on the document; a missing, unreadable or wrong font is the localised pdfFontMissing. */
function useFont(doc: Pdf, config: PdfFontConfig) {
  const file = config.PDF_FONT;
  let data = fontFiles.get(file);
  const missing = () => new AppError('pdfFontMissing', { font: `PDF_FONT=${path.basename(file)}` });
  if (!data) {
    try {
      data = fs.readFileSync(file);
    } catch {
      throw missing();
    }
    fontFiles.set(file, data);
  }
  try {
    if (isCollection(data)) doc.font(data, config.PDF_FONT_FACE);
    else doc.font(data);
  } catch {
    // Not a font, or the collection has no such face.
    throw missing();
  }
}

export interface PdfOptions {
  title: string;
  lang: Lang;
  /** Each page's footer line, written once the number of pages is known. */
  footer?: (page: number, pages: number) => string;
}

/** Draws an A4 document (40 pt margins) and answers its bytes. */
export async function drawPdf(config: PdfFontConfig, options: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, bufferPages: true, lang: options.lang, displayTitle: true, info: { Title: options.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  useFont(doc, config);
  draw(doc);
  if (options.footer) {
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      // Written in the bottom margin: without lowering it for the line, pdfkit would start a new page.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.fontSize(8).fillColor('#666666').text(options.footer(i - start + 1, count), doc.page.margins.left, doc.page.height - bottom + 12, { width: doc.page.width - doc.page.margins.left - doc.page.margins.right, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
