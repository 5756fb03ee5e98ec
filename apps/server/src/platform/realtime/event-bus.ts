/**
 * Realtime events for WebSocket clients. In-process by default; with REDIS_URL every instance publishes to and
 * listens on one Redis channel, so an event raised on one instance reaches clients connected to another.
 */
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface RealtimeEvent {
  tenantId: number;
  /** A single user, or every user of the tenant when absent. */
  userId?: number;
  type: string;
  data: unknown;
}

export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

export function localBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'after-sales:events';

/** `channel` separates deployments (or test runs) that share one Redis. */
export async function redisBus(url: string, channel = CHANNEL): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  try {
    await Promise.all([pub.connect(), sub.connect()]);
    await sub.subscribe(channel);
  } catch (err) {
    // A failed first connect leaves ioredis retrying forever in the background.
    pub.disconnect();
    sub.disconnect();
    throw err;
  }
  const local = localBus();
  sub.on('message', (_channel, message: string) => {
    let event: RealtimeEvent;
    try {
      event = JSON.parse(message) as RealtimeEvent;
    } catch {
      return; // Not ours: a throw here would break the subscriber connection.
    }
    void local.publish(event);
  });
  return {
    async publish(event) {
      await pub.publish(channel, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    async close() {
      await local.close();
      sub.disconnect();
      pub.disconnect();
    },
  };
}
