/**
 * WebSocket /act/ws/info?access_token=..&TENANT-ID=.. (pig-contract.md): answers {"type":"ping"} with
 * {"type":"pong"} and pushes the events of the socket's user and tenant.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { sessionAuthenticator } from '../auth/session.ts';
import { socketHub } from './realtime.service.ts';

/** RFC 6455 "policy violation": the close a client sees for a missing, expired or foreign token. */
export const POLICY_VIOLATION = 1008;
const PONG = JSON.stringify({ type: 'pong' });

const isPing = (raw: unknown) => {
  try {
    return (JSON.parse(String(raw)) as { type?: unknown } | null)?.type === 'ping';
  } catch {
    return false;
  }
};

export function realtimeRoutes(app: FastifyInstance, deps: Deps) {
  const hub = socketHub();
  const stopListening = deps.events.subscribe(hub.deliver);
  app.addHook('onClose', async () => stopListening());
  const authenticate = sessionAuthenticator(deps.database);

  app.get(
    '/act/ws/info',
    {
      websocket: true,
      // 'public' because the socket checks its token itself: a refused client gets an upgrade and a 1008 close it
      // can read, rather than a bare failed handshake.
      config: { access: 'public' },
      preValidation: async (request) => {
        try {
          request.auth = await authenticate(request);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
        }
      },
    },
    (socket, request) => {
      if (!request.auth) return socket.close(POLICY_VIOLATION, 'unauthorized');
      const leave = hub.join(socket, request.auth.tenantId, request.auth.userId);
      socket.on('close', leave);
      socket.on('message', (raw) => {
        if (isPing(raw)) socket.send(PONG);
      });
    },
  );
}
