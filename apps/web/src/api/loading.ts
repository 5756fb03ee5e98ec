/** Requests in flight; the loading bar closes LOADING_CLOSE_DELAY_MS after the last one completes (spec section 9). */
import { LOADING_CLOSE_DELAY_MS } from '@as/shared';
import { createStore } from '../app/store.ts';

export const loadingStore = createStore(false);
let inFlight = 0;
let closing: ReturnType<typeof setTimeout> | undefined;

export function requestStarted(): void {
  inFlight++;
  clearTimeout(closing);
  if (!loadingStore.get()) loadingStore.set(true);
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight === 0) closing = setTimeout(() => loadingStore.set(false), LOADING_CLOSE_DELAY_MS);
}
