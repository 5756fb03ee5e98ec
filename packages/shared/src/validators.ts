/** Validators of spec section 5, shared by the server (zod refinements) and the web forms. */
import type { ErrorCode } from './errors.ts';

/** Phone validator: 11 digits, starting with 1, second digit 3, 4, 5, 7 or 8. */
export const PHONE_RE = /^1[34578]\d{9}$/;

export function isPhone(value: string): boolean {
  return PHONE_RE.test(value);
}

/** The mobile check with its three messages; null when the number is valid. */
export function checkMobile(value: string | null | undefined): ErrorCode | null {
  if (value == null || value === '') return 'mobileEmpty';
  if (value.length !== 11) return 'mobileLength';
  if (!PHONE_RE.test(value)) return 'mobileFormat';
  return null;
}

/** A number shown to someone who may not see whose it is: the first three and last four digits, 139****0001. */
export function maskMobile(value: string): string {
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const URL_RE = /^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i;

/** Empty as the generic validator sees it: null, undefined, '', [] and {}. */
export function isEmpty(value: unknown): boolean {
  if (value == null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}
