/** What an uploaded file really is, judged by its bytes, never by its name alone (spec section 5 upload rules). */

export interface FileKind {
  mime: string;
  extensions: readonly string[];
  image: boolean;
}

const kind = (mime: string, extensions: string[], image = false): FileKind => ({ mime, extensions, image });

const JPEG = kind('image/jpeg', ['.jpg', '.jpeg'], true);
const PNG = kind('image/png', ['.png'], true);
const GIF = kind('image/gif', ['.gif'], true);
const PDF = kind('application/pdf', ['.pdf']);
const XLSX = kind('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['.xlsx']);
const DOCX = kind('application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['.docx']);
const TXT = kind('text/plain', ['.txt']);
const CSV = kind('text/csv', ['.csv']);

function startsWith(content: Buffer, magic: string | number[]): boolean {
  const bytes = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  return content.subarray(0, bytes.length).equals(bytes);
}

/**
 * Text in any ASCII-compatible encoding (UTF-8, or GBK as Chinese Excel writes CSV): no NUL and no control
 * characters but tab, line feed, form feed and carriage return. Every binary format the product accepts has them.
 */
function isText(content: Buffer): boolean {
  for (const byte of content) {
    if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) || byte === 0x7f) return false;
  }
  return true;
}

/** The kinds the content can be: an Office file is a zip whose entries say which application wrote it. */
function kindsOf(content: Buffer): FileKind[] {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return [JPEG];
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return [PNG];
  if (startsWith(content, 'GIF87a') || startsWith(content, 'GIF89a')) return [GIF];
  if (startsWith(content, '%PDF-')) return [PDF];
  if (startsWith(content, 'PK\x03\x04')) {
    if (content.includes('xl/workbook')) return [XLSX];
    if (content.includes('word/document')) return [DOCX];
    return [];
  }
  return isText(content) ? [TXT, CSV] : [];
}

/** The file's kind when its content is an accepted kind and its name carries that kind's extension; else null. */
export function fileKindOf(fileName: string, content: Buffer): FileKind | null {
  if (!content.length) return null;
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  return kindsOf(content).find((k) => k.extensions.includes(extension)) ?? null;
}
