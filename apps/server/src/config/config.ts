/** Typed environment. Every variable is documented in the README. */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** An address, a range (address/prefix or IPv4 address/netmask) or one of proxy-addr's named ranges. */
function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, mask, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (mask === undefined) return true;
  if (/^\d{1,3}$/.test(mask)) return Number(mask) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(mask) === 4;
}

/**
 * Whom fastify believes about the client's address (X-Forwarded-For): nobody, or these proxies. Not a hop count:
 * fastify refuses one, as it cannot tell a proxy from a client that sends enough hops.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | string[] => {
    if (value === '') return false;
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every(isProxyEntry)) return entries;
    ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY is a comma-separated list of proxy addresses and ranges' });
    return z.NEVER;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo data into an empty database. */
  SEED_DEMO: bool.default(true),
  /** Wrong passwords from one client address before the account locks for that address, and for how long. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(30),
  /**
   * Social login: "off" (the default) refuses it; "local" serves the local provider's authorize page, which hands
   * anyone a code for any open id: for tests and demos only; "http" asks SOCIAL_HTTP_URL, a gateway that exchanges a
   * code at the real provider with the tenant's app (social accounts screen), for the open id.
   */
  SOCIAL_PROVIDER: z.enum(['off', 'local', 'http']).default('off'),
  SOCIAL_HTTP_URL: z.string().url().optional(),
  /** Sent to the gateway as a bearer token when set. */
  SOCIAL_HTTP_TOKEN: z.string().min(1).optional(),
  SOCIAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** Requests per minute per client address before 429. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /**
   * The reverse proxies whose X-Forwarded-For gives the client's address (rate limits, logs): unset trusts none, so
   * no client can choose its own address.
   */
  TRUST_PROXY: trustProxy.default(false),
  /** Where the built web app lives; served at /. */
  WEB_DIST: z.string().optional(),
  /**
   * Where the browser may load map tiles from (the content security policy's img-src): origins such as
   * https://tile.openstreetmap.org or https://*.example.cn, separated by spaces or commas. MAP_TILE_URL's host must be one.
   */
  MAP_TILE_ORIGINS: z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^https?:\/\/(\*\.)?[\w-]+(\.[\w-]+)*(:\d+)?$/, 'an origin such as https://tile.openstreetmap.org')))
    .default(['https://tile.openstreetmap.org']),
  /** SMS provider: "outbox" records messages for administrators; "http" also delivers them to SMS_HTTP_URL. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  /** The http provider's endpoint: each message is POSTed there as JSON. */
  SMS_HTTP_URL: z.string().url().optional(),
  /** Sent as a bearer token with each message when set. */
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /**
   * The bearer token the SMS provider's reply callback (POST /intf/sms/reply) must send; unset, the callback refuses
   * every call (replies are then recorded on the outbox screen).
   */
  SMS_INBOUND_TOKEN: z.string().min(16).optional(),
  /**
   * WeChat provider (template messages to users' bound WeChat accounts): "outbox" records them for administrators;
   * "http" also delivers each one to WECHAT_HTTP_URL, a gateway that calls WeChat's template message API.
   */
  WECHAT_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  /** The http provider's endpoint: each message is POSTed there as JSON. */
  WECHAT_HTTP_URL: z.string().url().optional(),
  /** Sent as a bearer token with each message when set. */
  WECHAT_HTTP_TOKEN: z.string().min(1).optional(),
  WECHAT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  /**
   * The return visits' robot caller (an outbound IVR that calls the customer and asks the setup's questions): "outbox"
   * records each request, answered by a return visitor from its list; "http" also delivers it to RECALL_ROBOT_HTTP_URL,
   * whose answer comes back to POST /intf/recall/robot (bearer RECALL_ROBOT_INBOUND_TOKEN; unset, refused).
   */
  RECALL_ROBOT_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  RECALL_ROBOT_HTTP_URL: z.string().url().optional(),
  RECALL_ROBOT_HTTP_TOKEN: z.string().min(1).optional(),
  RECALL_ROBOT_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  RECALL_ROBOT_INBOUND_TOKEN: z.string().min(16).optional(),
  /**
   * The font PDFs are drawn with (statements): a TrueType or OpenType file, or a collection (.ttc, .otc), that has
   * Chinese glyphs; a subset of it is embedded in each PDF. Default: Debian's fonts-noto-cjk.
   */
  PDF_FONT: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** The face to take from a collection, by its PostScript name (ignored for a single font). */
  PDF_FONT_FACE: z.string().min(1).default('NotoSansCJKsc-Regular'),
  /** 32 bytes, base64: seals secrets kept at rest (call-centre seat passwords). Default: a key made in DATA_DIR. */
  ENCRYPTION_KEY: z.base64().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes').optional(),
})
  .refine((env) => env.SOCIAL_PROVIDER !== 'http' || env.SOCIAL_HTTP_URL, { message: 'SOCIAL_PROVIDER=http needs SOCIAL_HTTP_URL', path: ['SOCIAL_HTTP_URL'] })
  .refine((env) => env.SMS_PROVIDER !== 'http' || env.SMS_HTTP_URL, { message: 'SMS_PROVIDER=http needs SMS_HTTP_URL', path: ['SMS_HTTP_URL'] })
  .refine((env) => env.WECHAT_PROVIDER !== 'http' || env.WECHAT_HTTP_URL, { message: 'WECHAT_PROVIDER=http needs WECHAT_HTTP_URL', path: ['WECHAT_HTTP_URL'] })
  .refine((env) => env.RECALL_ROBOT_PROVIDER !== 'http' || env.RECALL_ROBOT_HTTP_URL, { message: 'RECALL_ROBOT_PROVIDER=http needs RECALL_ROBOT_HTTP_URL', path: ['RECALL_ROBOT_HTTP_URL'] });

export type Config = z.infer<typeof EnvSchema> & { filesDir: string; pgliteDir: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.parse(env);
  // npm runs the server's scripts in apps/server: a relative DATA_DIR means the folder npm was started from.
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), overrides.DATA_DIR ?? parsed.DATA_DIR);
  return {
    ...parsed,
    filesDir: path.join(dataDir, 'files'),
    pgliteDir: path.join(dataDir, 'pglite'),
    ...overrides,
    DATA_DIR: dataDir,
  };
}
