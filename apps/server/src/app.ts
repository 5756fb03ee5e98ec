/** buildApp(deps): the whole HTTP surface, used by main.ts and by the tests. */
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Deps } from './deps.ts';
import { registerAccess } from './http/access.ts';
import { registerNulGuard } from './http/nul-guard.ts';
import { registerPigEdge } from './http/pig-edge.ts';
import { errorBody, handleError } from './http/errors.ts';
import { requestLang } from './http/lang.ts';
import { errorText, formatDateTime, UPLOAD_LIMITS } from '@as/shared';
import { registerOperationLog } from './platform/logs/operation-log.ts';
import { sessionAuthenticator } from './platform/auth/session.ts';
import { platformRoutes } from './platform/index.ts';
import { moduleRoutes } from './modules/index.ts';

export interface BuildOptions {
  logger?: boolean;
}

export async function buildApp(deps: Deps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const webRoot = config.WEB_DIST && fs.existsSync(path.join(config.WEB_DIST, 'index.html')) ? path.resolve(config.WEB_DIST) : null;
  const app = Fastify({
    logger: opts.logger ? { level: config.LOG_LEVEL } : false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    // Path parameters up to the longest the routes validate (file names), so zod names the field instead of the router
    // refusing the URL; longer ones still get the envelope through frameworkErrors.
    // Trailing slashes match (pig clients post to /admin/dept/).
    routerOptions: { maxParamLength: 512, ignoreTrailingSlash: true },
    frameworkErrors: (error, request, reply) => {
      (reply as FastifyReply).status(error.statusCode ?? 400).send(errorBody(request.url, errorText('formatError', requestLang(request))));
    },
    ajv: { customOptions: { coerceTypes: 'array' } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Dates go out as yyyy-MM-dd HH:mm:ss (pig-contract.md).
  app.setReplySerializer((payload) => JSON.stringify(datesFormatted(payload)));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorBody(request.url, errorText('notFound', requestLang(request)))));
  // Registered first, so that the web app's pages (sent from the hook below) carry the headers too. Only the app's own
  // scripts run: markup slipped into a page runs nothing. Styles may be inline (antd is CSS-in-JS), tiles come from
  // MAP_TILE_ORIGINS, menus may frame outside pages and the shell frames the interface document. No
  // upgrade-insecure-requests: sites serve over plain HTTP.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...config.MAP_TILE_ORIGINS],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'http:', 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Tile servers want to know the site asking (OpenStreetMap refuses requests without a referrer).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (webRoot) {
    // Client-side routes share their paths with the API (/admin/dict/index, /admin/dict/{id}): a browser navigating
    // asks for HTML and gets the app, API calls ask for JSON. The interface document is a server page of its own.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'GET' && request.headers.accept?.startsWith('text/html') && !request.url.startsWith('/document')) {
        return reply.sendFile('index.html');
      }
    });
  }

  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    redis: config.REDIS_URL ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined,
    nameSpace: 'after-sales-rl:',
    // The web app's files are not counted: a browser with an empty cache fetches some seventy of them for one screen,
    // and a service centre's users share one address.
    allowList: (request) => request.method === 'GET' && request.url.startsWith('/assets/'),
  });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.attachmentMb * 1024 * 1024, files: 1 } });
  // Clients only send heartbeats; ws would otherwise buffer messages of up to 100 MiB.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'After-sales back office API', version: '1.0.0', description: 'The interface document: platform (pig contract) and business calls.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    // Each operation names who may call it (x-access: public, user or the permission) and, for writes, the title the
    // operation log records (x-title; x-read marks the reads the spec sends as POST); public calls need no token.
    transform: (document) => {
      const out = jsonSchemaTransform(document);
      const config = document.route.config as { access?: string; title?: string; read?: boolean } | undefined;
      const access = config?.access;
      return {
        ...out,
        schema: { ...out.schema, 'x-access': access, ...(config?.title ? { 'x-title': config.title } : {}), ...(config?.read ? { 'x-read': true } : {}), ...(access === 'public' ? { security: [] } : {}) },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/document' });
  if (webRoot) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: 'index.html' });

  // From here on every route must declare its access; the public assets above (interface document, web app) are
  // registered before the rule on purpose.

  registerAccess(app, sessionAuthenticator(deps.database));
  registerNulGuard(app);
  registerPigEdge(app);
  registerOperationLog(app, deps.database);
  await app.register(async (scope) => {
    platformRoutes(scope, deps);
    moduleRoutes(scope, deps);
  });
  return app;
}

/**
 * The payload with every Date in its plain objects and arrays as yyyy-MM-dd HH:mm:ss, copied where it changes (the
 * handler's objects stay as they were). A walk and then JSON.stringify without a replacer: half the time of a replacer
 * on a 200-row page, which V8 cannot stringify on its fast path.
 */
export function datesFormatted(value: unknown): unknown {
  if (value instanceof Date) return formatDateTime(value);
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const formatted = datesFormatted(value[i]);
      if (formatted !== value[i]) {
        out ??= value.slice();
        out[i] = formatted;
      }
    }
    return out ?? value;
  }
  if (value !== null && typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return value;
    const record = value as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      const formatted = datesFormatted(record[key]);
      if (formatted !== record[key]) {
        out ??= { ...record };
        out[key] = formatted;
      }
    }
    return out ?? value;
  }
  return value;
}
