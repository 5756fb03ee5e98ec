/** Front-end errors caught in the browser (spec section 2 "Error-log screen"), kept locally until uploaded or cleared. */
import { createStore } from '../app/store.ts';
import { getStored, setStored } from '../app/storage.ts';

export interface ErrorLogEntry {
  type: string;
  url: string;
  message: string;
  stack: string;
  time: string;
}

const MAX_ENTRIES = 500;
export const errorLogStore = createStore<ErrorLogEntry[]>(getStored('error-log', []), (value) => setStored('error-log', value));

export function logError(type: string, error: unknown): void {
  const e = error instanceof Error ? error : new Error(String(error));
  const entry: ErrorLogEntry = { type, url: window.location.href, message: e.message.slice(0, 2000), stack: (e.stack ?? '').slice(0, 4000), time: new Date().toISOString() };
  errorLogStore.set((list) => [entry, ...list].slice(0, MAX_ENTRIES));
}

export function captureErrors(): void {
  window.addEventListener('error', (event) => logError('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => logError('error', event.reason));
}
