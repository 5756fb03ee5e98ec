import { WS_HEARTBEAT_MS, WS_MAX_RECONNECTS, WS_PONG_TIMEOUT_MS, WS_RECONNECT_MS } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { connectRealtime, realtimeUrl, type SocketDeps, type SocketLike, type SocketMessage, type SocketStatus } from './socket.ts';

/** A clock and sockets under the test's control. */
function harness() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const sockets: (SocketLike & { sent: string[]; url: string; closed: boolean })[] = [];
  const deps: SocketDeps = {
    open: (url) => {
      const socket = {
        url,
        sent: [] as string[],
        closed: false,
        onopen: null,
        onclose: null,
        onmessage: null,
        send(data: string) {
          this.sent.push(data);
        },
        close() {
          if (this.closed) return;
          this.closed = true;
          this.onclose?.();
        },
      } as SocketLike & { sent: string[]; url: string; closed: boolean };
      sockets.push(socket);
      return socket;
    },
    setTimeout: (fn, ms) => {
      seq += 1;
      timers.set(seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  const statuses: SocketStatus[] = [];
  const messages: SocketMessage[] = [];
  let attempt = 0;
  const client = connectRealtime(
    { url: () => `ws://h/act/ws/info?n=${++attempt}`, onMessage: (m) => messages.push(m), onStatus: (s) => statuses.push(s) },
    deps,
  );
  const last = () => sockets[sockets.length - 1];
  return { deps, advance, sockets, last, statuses, messages, client, pending: () => timers.size };
}

describe('the realtime connection', () => {
  it('pings every 30 s while pongs come back, and hands other messages on', () => {
    const h = harness();
    expect(h.statuses).toEqual(['connecting']);
    h.last().onopen?.();
    expect(h.statuses).toEqual(['connecting', 'open']);
    h.advance(WS_HEARTBEAT_MS - 1);
    expect(h.last().sent).toEqual([]);
    h.advance(1);
    expect(h.last().sent).toEqual(['{"type":"ping"}']);
    h.last().onmessage?.({ data: '{"type":"pong"}' });
    h.advance(WS_PONG_TIMEOUT_MS + 1);
    expect(h.last().closed).toBe(false);
    h.advance(WS_HEARTBEAT_MS);
    expect(h.last().sent).toHaveLength(2);
    h.last().onmessage?.({ data: '{"type":"export","data":{"id":3}}' });
    h.last().onmessage?.({ data: 'not json' });
    expect(h.messages).toEqual([{ type: 'export', data: { id: 3 } }]);
  });

  it('drops a connection whose pong is 10 s late and reconnects 5 s later with a fresh URL', () => {
    const h = harness();
    h.last().onopen?.();
    h.advance(WS_HEARTBEAT_MS + WS_PONG_TIMEOUT_MS - 1);
    expect(h.last().closed).toBe(false);
    h.advance(1);
    expect(h.sockets[0].closed).toBe(true);
    expect(h.statuses.at(-1)).toBe('closed');
    h.advance(WS_RECONNECT_MS - 1);
    expect(h.sockets).toHaveLength(1);
    h.advance(1);
    expect(h.sockets).toHaveLength(2);
    expect(h.last().url).toBe('ws://h/act/ws/info?n=2');
    expect(h.statuses.at(-1)).toBe('reconnecting');
  });

  it('gives up after 6 reconnects in a row, and a successful open resets the count', () => {
    const h = harness();
    h.last().onopen?.();
    for (let i = 0; i < 3; i++) {
      h.last().close();
      h.advance(WS_RECONNECT_MS);
    }
    h.last().onopen?.();
    for (let i = 0; i < WS_MAX_RECONNECTS; i++) {
      h.last().close();
      h.advance(WS_RECONNECT_MS);
    }
    expect(h.sockets).toHaveLength(1 + 3 + WS_MAX_RECONNECTS);
    h.last().close();
    h.advance(WS_RECONNECT_MS * 10);
    expect(h.sockets).toHaveLength(1 + 3 + WS_MAX_RECONNECTS);
    expect(h.pending()).toBe(0);
  });

  it('closing stops every timer and never reconnects', () => {
    const h = harness();
    h.last().onopen?.();
    h.client.close();
    h.advance(WS_RECONNECT_MS * 10);
    expect(h.sockets).toHaveLength(1);
    expect(h.pending()).toBe(0);
  });

  it('builds the URL with the token and tenant, ws or wss after the page', () => {
    expect(realtimeUrl({ protocol: 'http:', host: 'a:8080' }, 't k', 2)).toBe('ws://a:8080/act/ws/info?access_token=t+k&TENANT-ID=2');
    expect(realtimeUrl({ protocol: 'https:', host: 'a' }, 't', 1)).toMatch(/^wss:\/\/a\//);
  });
});
