/**
 * Whether an appliance is in warranty on a given day: the warranty runs for its months from the purchase date (the
 * installation date when the purchase date is not known), to the same day of the month that many months later
 * (the month's last day when it has no such day), that day excluded.
 */
export type WarrantyStatus = 'in' | 'out' | 'unknown';

/** The values of dictionary warranty_type (the work order's warranty type) for each status. */
export const WARRANTY_TYPE: Record<WarrantyStatus, string> = { in: '1', out: '2', unknown: '3' };

export interface WarrantyTerms {
  /** yyyy-MM-dd */
  purchaseDate?: string | null;
  /** yyyy-MM-dd hh:mm(:ss), or a date */
  installTime?: string | null;
  warrantyMonths?: number | null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

function parts(value: string): [number, number, number] | null {
  const m = DAY.exec(value);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The day `months` after `date` (yyyy-MM-dd), kept to the last day of a shorter month. */
export function addMonths(date: string, months: number): string {
  const p = parts(date);
  if (!p) throw new Error(`not a date: ${date}`);
  const [y, m, d] = p;
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return iso(year, month, Math.min(d, last));
}

/** The first day the warranty no longer covers, or null when it cannot be known. */
export function warrantyEnd(terms: WarrantyTerms): string | null {
  const start = warrantyStart(terms);
  if (start === null || terms.warrantyMonths == null) return null;
  return addMonths(start, terms.warrantyMonths);
}

export function warrantyStart(terms: WarrantyTerms): string | null {
  const from = terms.purchaseDate || terms.installTime;
  const p = from ? parts(from) : null;
  return p ? iso(...p) : null;
}

/** In or out of warranty on `on` (yyyy-MM-dd); unknown without a start or a duration, or before the start. */
export function warrantyStatus(terms: WarrantyTerms, on: string): WarrantyStatus {
  const start = warrantyStart(terms);
  const end = warrantyEnd(terms);
  const day = parts(on);
  if (start === null || end === null || !day) return 'unknown';
  const today = iso(...day);
  if (today < start) return 'unknown';
  return today < end ? 'in' : 'out';
}
