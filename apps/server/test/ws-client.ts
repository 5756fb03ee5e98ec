/** A WebSocket client for tests of /act/ws/info: sessions, connecting to a listening test app, waiting for messages. */
import WebSocket from 'ws';
import type { TestContext } from './helper.ts';

export interface Message {
  type: string;
  data?: unknown;
}

/** A ws client that keeps every message it receives, so a test can wait for one or prove one never came. */
export class Client {
  readonly received: Message[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly ws: WebSocket;
  private waiters: Array<() => void> = [];

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (raw) => {
      this.received.push(JSON.parse(String(raw)) as Message);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }

  opened(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
  }

  send(text: string) {
    this.ws.send(text, () => undefined);
  }

  /** The first message matching `match`, waiting up to 5 s for it. */
  async waitFor(match: (m: Message) => boolean): Promise<Message> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.received.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no matching message; received ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** A ping answered: anything the server sent this socket before the ping has arrived by now. */
  async roundTrip() {
    const pongs = this.received.filter((m) => m.type === 'pong').length;
    this.send(JSON.stringify({ type: 'ping' }));
    await this.waitFor(() => this.received.filter((m) => m.type === 'pong').length > pongs);
  }

  notices() {
    return this.received.filter((m) => m.type === 'notice').map((m) => m.data);
  }

  close() {
    this.ws.close();
  }
}

export async function session(t: TestContext, username: string, tenantId = 1) {
  const token: Record<string, unknown> = await t.tokenFor(username, { tenantId });
  return { token: String(token.access_token), userId: Number(token.user_id), tenantId };
}

/** A listening instance's socket URL for a session (or for raw query parameters). */
export const socketUrl = (base: string, query: Record<string, string>) => `${base}/act/ws/info?${new URLSearchParams(query)}`;

export async function connect(base: string, s: { token: string; tenantId: number }) {
  const client = new Client(socketUrl(base, { access_token: s.token, 'TENANT-ID': String(s.tenantId) }));
  await client.opened();
  return client;
}

export const listen = async (t: TestContext) => (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
