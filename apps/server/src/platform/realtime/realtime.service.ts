/**
 * Pushing to WebSocket clients. Any code raises an event with `notify`; every instance hears it on the event bus
 * and delivers it to the matching sockets it holds in its SocketHub.
 */
import type { WebSocket } from '@fastify/websocket';
import type { EventBus, RealtimeEvent } from './event-bus.ts';

export interface Audience {
  tenantId: number;
  /** One user (all their sockets); the whole tenant when absent. */
  userId?: number;
}

/** Sends `{type:'notice', data: payload}` to a user's or a tenant's open sockets, on whichever instance they are. */
export function notify(events: EventBus, to: Audience, payload: unknown): Promise<void> {
  return events.publish({ tenantId: to.tenantId, userId: to.userId, type: 'notice', data: payload });
}

const channelOf = (to: Audience) => (to.userId === undefined ? `tenant:${to.tenantId}` : `user:${to.tenantId}:${to.userId}`);

/** This instance's sockets by channel: each socket listens on its user's channel and its tenant's. */
export function socketHub() {
  const channels = new Map<string, Set<WebSocket>>();
  return {
    /** Returns the function that removes the socket again (call it when the socket closes). */
    join(socket: WebSocket, tenantId: number, userId: number): () => void {
      const keys = [channelOf({ tenantId, userId }), channelOf({ tenantId })];
      for (const key of keys) {
        const sockets = channels.get(key) ?? new Set();
        channels.set(key, sockets.add(socket));
      }
      return () => {
        for (const key of keys) {
          const sockets = channels.get(key);
          sockets?.delete(socket);
          if (sockets?.size === 0) channels.delete(key);
        }
      };
    },
    deliver(event: RealtimeEvent): void {
      const sockets = channels.get(channelOf(event));
      if (!sockets) return;
      const message = JSON.stringify({ type: event.type, data: event.data });
      for (const socket of sockets) {
        if (socket.readyState === socket.OPEN) socket.send(message);
      }
    },
  };
}
