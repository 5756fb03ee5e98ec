/** Browser storage under keys prefixed by the site key (spec section 2). */
import { SITE } from './config.ts';

type Area = 'local' | 'session';
const area = (where: Area): Storage | undefined => (typeof window === 'undefined' ? undefined : where === 'local' ? window.localStorage : window.sessionStorage);
const fullKey = (key: string) => `${SITE.key}-${key}`;

export function getStored<T>(key: string, fallback: T, where: Area = 'local'): T {
  const raw = area(where)?.getItem(fullKey(key));
  if (raw == null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export function setStored(key: string, value: unknown, where: Area = 'local'): void {
  area(where)?.setItem(fullKey(key), JSON.stringify(value));
}

export function removeStored(key: string, where: Area = 'local'): void {
  area(where)?.removeItem(fullKey(key));
}
