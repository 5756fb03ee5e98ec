import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** OAuth2 clients (pig's sys_oauth_client_details), with the password-encryption settings per client. */
export const sysOauthClient = pgTable('sys_oauth_client', {
  id: id(),
  clientId: varchar('client_id', { length: 32 }).notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  scope: varchar('scope', { length: 64 }).notNull().default('server'),
  grantTypes: text('grant_types').notNull().default('password,refresh_token,mobile'),
  accessValiditySeconds: integer('access_validity_seconds').notNull().default(43200),
  refreshValiditySeconds: integer('refresh_validity_seconds').notNull().default(2592000),
  /** Password encryption on the client: on/off, AES key and mode (pig-contract.md). */
  encFlag: boolean('enc_flag').notNull().default(true),
  aesKey: varchar('aes_key', { length: 32 }).notNull().default('pigxpigxpigxpigx'),
  aesMode: varchar('aes_mode', { length: 8 }).notNull().$type<'CBC' | 'CFB'>().default('CBC'),
  captchaFlag: boolean('captcha_flag').notNull().default(false),
  /**
   * The status a token of this client answers once it has expired or been revoked (kicked, another device): 424, our
   * spec's client, or 401, which pigx-ui waits for before it signs out (session.ts).
   */
  expiredStatus: integer('expired_status').notNull().$type<401 | 424>().default(424),
  /**
   * pig's redirect URI, client authorities and auto-approval, kept as written: they serve the authorization_code and
   * client_credentials grants, which this server does not issue (docs/pig-clients.md).
   */
  redirectUri: varchar('redirect_uri', { length: 255 }).notNull().default(''),
  authorities: varchar('authorities', { length: 255 }).notNull().default(''),
  autoApprove: varchar('auto_approve', { length: 16 }).notNull().default(''),
  ...timestamps,
});

/** Issued tokens, stored as SHA-256 hashes. Global: a token is looked up before its tenant is known. */
export const sysToken = pgTable(
  'sys_token',
  {
    id: id(),
    accessHash: varchar('access_hash', { length: 64 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
    clientId: varchar('client_id', { length: 32 }).notNull(),
    grantType: varchar('grant_type', { length: 16 }).notNull(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }).notNull(),
    /** Why the token stopped working before it expired: logout, refreshed, kicked, another device. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 16 }),
    remoteAddr: varchar('remote_addr', { length: 64 }).notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sys_token_access_uq').on(t.accessHash),
    uniqueIndex('sys_token_refresh_uq').on(t.refreshHash),
    index('sys_token_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * Captchas (GET /code), single use: an image's text under its randomStr; a slider's answer (its x and the key the
 * client encrypts with, as JSON) under 'slider:<token>', and a verified slide under 'slid:<hash>' (captcha.ts).
 */
export const sysCaptcha = pgTable('sys_captcha', {
  randomStr: varchar('random_str', { length: 64 }).primaryKey(),
  code: varchar('code', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * SMS login codes, hashed, single use; one is recorded for every request, to an unknown number too (and sent only
 * to a member), so that the answers and the rate limit are the same for both.
 */
export const sysSmsCode = pgTable(
  'sys_sms_code',
  {
    id: id(),
    tenantId: tenantId(),
    phone: varchar('phone', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries spent on the code, the right one included: it dies when they run out. */
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_sms_code_phone_idx').on(t.tenantId, t.phone), tenantPolicy('sys_sms_code')],
).enableRLS();

/**
 * Wrong passwords per user name and client address: a lock holds for that pair only, so that one address cannot
 * lock an account out for everyone. Keyed by the name as typed, so that an unknown name locks like a real one.
 */
export const sysLoginFailure = pgTable(
  'sys_login_failure',
  {
    username: text('username').notNull(),
    remoteAddr: varchar('remote_addr', { length: 64 }).notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.remoteAddr] })],
);

/** A social identity (type + open id) bound to a user of a tenant. */
export const sysSocialBinding = pgTable(
  'sys_social_binding',
  {
    id: id(),
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    type: varchar('type', { length: 16 }).notNull(),
    openId: varchar('open_id', { length: 128 }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_social_binding_uq').on(t.tenantId, t.type, t.openId), tenantPolicy('sys_social_binding')],
).enableRLS();

/**
 * A tenant's app at a social login provider (pig's sys_social_details): the type (dictionary social_type), the app's
 * id and secret (sealed, secret-box.ts) and the address the provider sends the user back to. One per type.
 */
export const sysSocialDetails = pgTable(
  'sys_social_details',
  {
    id: id(),
    tenantId: tenantId(),
    type: varchar('type', { length: 16 }).notNull(),
    appId: varchar('app_id', { length: 128 }).notNull(),
    appSecret: text('app_secret').notNull(),
    redirectUrl: varchar('redirect_url', { length: 255 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** Off: sign-in with this type is refused in the tenant, its app kept. */
    enabled: boolean('enabled').notNull().default(true),
    ...audit,
    ...timestamps,
  },
  (t) => [uniqueIndex('sys_social_details_type_uq').on(t.tenantId, t.type), tenantPolicy('sys_social_details')],
).enableRLS();

/**
 * Authorization codes of the local social provider (tests and demos only, SOCIAL_PROVIDER=local): issued by its
 * authorize page, exchanged once by the social grant.
 */
export const sysSocialCode = pgTable('sys_social_code', {
  code: varchar('code', { length: 64 }).primaryKey(),
  type: varchar('type', { length: 16 }).notNull(),
  /** The app it was issued to (as a provider's code is): another app, another tenant's, cannot redeem it. */
  appId: varchar('app_id', { length: 128 }).notNull().default(''),
  openId: varchar('open_id', { length: 128 }).notNull(),
  state: varchar('state', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
