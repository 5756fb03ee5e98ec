/**
 * OAuth clients (terminals; pig's sys_oauth_client_details): the platform administrator's, as tenants are, since a
 * client serves every tenant. A secret is stored as its SHA-256, as the token grant checks it, and never answered.
 */
import { and, asc, count, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { PLATFORM_TENANT_ID } from '../tenants/tenant.service.ts';
import type { OauthClient } from './auth.repository.ts';
import { sysOauthClient, sysToken } from './auth.table.ts';
import { sha256 } from './crypto.ts';

/** The grants this server issues (token.service.ts; dictionary grant_types). */
export const GRANT_TYPES = ['password', 'refresh_token', 'mobile'] as const;

export interface ClientInput {
  clientId: string;
  /** The secret in clear, hashed here; absent or null on an edit keeps it. */
  secret?: string | null;
  scope: string;
  grantTypes: string;
  accessValiditySeconds: number;
  refreshValiditySeconds: number;
  encFlag: boolean;
  aesKey: string;
  aesMode: 'CBC' | 'CFB';
  captchaFlag: boolean;
  expiredStatus: 401 | 424;
  redirectUri: string;
  authorities: string;
  autoApprove: string;
}

/** A client as answered: everything but the secret's hash, the secret itself as null (never shown). */
const answered = ({ secretHash: _hash, ...row }: OauthClient) => ({ ...row, secret: null });

function assertPlatformAdmin(auth: AuthContext) {
  if (auth.tenantId !== PLATFORM_TENANT_ID) throw new AppError('noPermission');
}

export async function pageClients(tx: Tx, auth: AuthContext, filter: { clientId?: string }, paging: Paging) {
  assertPlatformAdmin(auth);
  const where = filter.clientId ? contains(sysOauthClient.clientId, filter.clientId) : undefined;
  const rows = await tx.select().from(sysOauthClient).where(where).orderBy(asc(sysOauthClient.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await tx.select({ total: count() }).from(sysOauthClient).where(where);
  return { records: rows.map(answered), total };
}

async function findByClientId(tx: Tx, clientId: string) {
  const [row] = await tx.select().from(sysOauthClient).where(eq(sysOauthClient.clientId, clientId));
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getClient(tx: Tx, auth: AuthContext, clientId: string) {
  assertPlatformAdmin(auth);
  return answered(await findByClientId(tx, clientId));
}

async function assertClientIdFree(tx: Tx, clientId: string, exceptId = 0) {
  const [taken] = await tx.select({ id: sysOauthClient.id }).from(sysOauthClient).where(and(eq(sysOauthClient.clientId, clientId), ne(sysOauthClient.id, exceptId)));
  if (taken) throw new FieldErrors([{ field: 'clientId', code: 'duplicate' }]);
}

export async function createClient(tx: Tx, auth: AuthContext, { secret, ...input }: ClientInput) {
  assertPlatformAdmin(auth);
  if (!secret) throw new FieldErrors([{ field: 'secret', code: 'clientSecretRequired' }]);
  await assertClientIdFree(tx, input.clientId);
  const [row] = await tx.insert(sysOauthClient).values({ ...input, secretHash: sha256(secret) }).returning();
  return answered(row);
}

/** An edit names the client by id; its clientId stays (its tokens carry it), and an empty secret keeps the secret. */
export async function updateClient(tx: Tx, auth: AuthContext, id: number, { secret, ...patch }: Partial<ClientInput>) {
  assertPlatformAdmin(auth);
  const [current] = await tx.select().from(sysOauthClient).where(eq(sysOauthClient.id, id));
  if (!current) throw new AppError('notFound');
  if (patch.clientId !== undefined && patch.clientId !== current.clientId) throw new FieldErrors([{ field: 'clientId', code: 'clientIdFixed' }]);
  const [row] = await tx
    .update(sysOauthClient)
    .set({ ...patch, ...(secret ? { secretHash: sha256(secret) } : {}), updatedAt: new Date() })
    .where(eq(sysOauthClient.id, id))
    .returning();
  return answered(row);
}

/**
 * A deleted client's sessions end with it (their refresh would fail anyway). The client the caller signed in with
 * stays: deleting it would sign them out of this very screen, and everyone else using it.
 */
export async function deleteClient(tx: Tx, auth: AuthContext, clientId: string) {
  assertPlatformAdmin(auth);
  const current = await findByClientId(tx, clientId);
  if (current.clientId === auth.clientId) throw new AppError('clientInUse');
  await tx.delete(sysOauthClient).where(eq(sysOauthClient.id, current.id));
  await tx.update(sysToken).set({ revokedAt: new Date(), revokedReason: 'kicked' }).where(and(eq(sysToken.clientId, current.clientId), isNull(sysToken.revokedAt)));
}
