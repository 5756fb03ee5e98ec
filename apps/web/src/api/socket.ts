/**
 * The realtime connection (/act/ws/info): a ping every 30 s, the connection given up when no pong comes within
 * 10 s, a reconnect 5 s after a loss, at most 6 times in a row (spec section 9). Timers and the socket are
 * injected so the behaviour is tested without a network.
 */
import { WS_HEARTBEAT_MS, WS_MAX_RECONNECTS, WS_PONG_TIMEOUT_MS, WS_RECONNECT_MS } from '@as/shared';

export type SocketStatus = 'connecting' | 'open' | 'closed' | 'reconnecting';

export interface SocketMessage {
  type: string;
  data: unknown;
}

/** The part of the browser's WebSocket this client uses. */
export interface SocketLike {
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface SocketDeps {
  open: (url: string) => SocketLike;
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserDeps: SocketDeps = {
  open: (url) => new WebSocket(url) as unknown as SocketLike,
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
};

export interface RealtimeOptions {
  /** Called before each attempt: the URL carries the current token, which may have been refreshed meanwhile. */
  url: () => string;
  onMessage: (message: SocketMessage) => void;
  onStatus?: (status: SocketStatus) => void;
}

export function connectRealtime(options: RealtimeOptions, deps: SocketDeps = browserDeps): { close: () => void } {
  let socket: SocketLike | undefined;
  let heartbeat: unknown;
  let pongWait: unknown;
  let retry: unknown;
  let failures = 0;
  let stopped = false;

  const clearTimers = () => {
    for (const handle of [heartbeat, pongWait, retry]) if (handle !== undefined) deps.clearTimeout(handle);
    heartbeat = pongWait = retry = undefined;
  };

  const beat = () => {
    heartbeat = deps.setTimeout(() => {
      socket?.send(JSON.stringify({ type: 'ping' }));
      pongWait = deps.setTimeout(() => socket?.close(), WS_PONG_TIMEOUT_MS);
    }, WS_HEARTBEAT_MS);
  };

  const open = () => {
    options.onStatus?.(failures ? 'reconnecting' : 'connecting');
    const current = deps.open(options.url());
    socket = current;
    current.onopen = () => {
      failures = 0;
      options.onStatus?.('open');
      beat();
    };
    current.onmessage = (event) => {
      let message: SocketMessage;
      try {
        message = JSON.parse(String(event.data)) as SocketMessage;
      } catch {
        return;
      }
      if (message?.type !== 'pong') return options.onMessage(message);
      if (pongWait !== undefined) deps.clearTimeout(pongWait);
      pongWait = undefined;
      beat();
    };
    current.onclose = () => {
      if (socket !== current) return;
      clearTimers();
      socket = undefined;
      options.onStatus?.('closed');
      if (stopped || failures >= WS_MAX_RECONNECTS) return;
      failures += 1;
      retry = deps.setTimeout(open, WS_RECONNECT_MS);
    };
  };

  open();
  return {
    close() {
      stopped = true;
      clearTimers();
      socket?.close();
    },
  };
}

/** ws(s)://<this host>/act/ws/info?access_token=..&TENANT-ID=.. */
export function realtimeUrl(location: { protocol: string; host: string }, accessToken: string, tenantId: number): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ access_token: accessToken, 'TENANT-ID': String(tenantId) });
  return `${scheme}://${location.host}/act/ws/info?${query}`;
}
