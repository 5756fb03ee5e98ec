/**
 * A tenant's apps at social login providers (pig's sys_social_details): one per type of the dictionary social_type,
 * with the app's id, its secret (sealed: the provider needs it back in clear, secret-box.ts; never answered) and the
 * address the provider sends users back to.
 */
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { dictOptions } from '../dicts/dict.repository.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { sysSocialDetails } from './auth.table.ts';

export interface SocialDetailsInput {
  type: string;
  appId: string;
  /** In clear, sealed here; absent or null on an edit keeps it. */
  appSecret?: string | null;
  redirectUrl: string;
  remark: string;
  enabled: boolean;
}

type Row = typeof sysSocialDetails.$inferSelect;
const answered = (row: Row) => ({ ...row, appSecret: null });
const mine = (tenantId: number, id: number) => and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.id, id));

export async function pageSocialDetails(tx: Tx, tenantId: number, filter: { type?: string; appId?: string }, paging: Paging) {
  const where = and(
    eq(sysSocialDetails.tenantId, tenantId),
    filter.type ? eq(sysSocialDetails.type, filter.type) : undefined,
    filter.appId ? contains(sysSocialDetails.appId, filter.appId) : undefined,
  );
  const rows = await tx.select().from(sysSocialDetails).where(where).orderBy(asc(sysSocialDetails.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await tx.select({ total: count() }).from(sysSocialDetails).where(where);
  return { records: rows.map(answered), total };
}

async function find(tx: Tx, tenantId: number, id: number) {
  const [row] = await tx.select().from(sysSocialDetails).where(mine(tenantId, id));
  if (!row) throw new AppError('notFound');
  return row;
}

/** The tenant's app for a provider type, its secret sealed: what social sign-in asks the provider with. */
export const findSocialApp = async (tx: Tx, tenantId: number, type: string) =>
  (await tx.select().from(sysSocialDetails).where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.type, type))))[0];

export const getSocialDetails = async (tx: Tx, tenantId: number, id: number) => answered(await find(tx, tenantId, id));

/** A type of the tenant's dictionary social_type, not yet configured by another row. */
async function assertType(tx: Tx, tenantId: number, type: string, exceptId = 0) {
  const options = await dictOptions(tx, tenantId, ['social_type']);
  if (![...(options.get('social_type')?.values() ?? [])].includes(type)) throw new FieldErrors([{ field: 'type', code: 'notAnOption' }]);
  const [taken] = await tx
    .select({ id: sysSocialDetails.id })
    .from(sysSocialDetails)
    .where(and(eq(sysSocialDetails.tenantId, tenantId), eq(sysSocialDetails.type, type), ne(sysSocialDetails.id, exceptId)));
  if (taken) throw new FieldErrors([{ field: 'type', code: 'duplicate' }]);
}

export async function createSocialDetails(tx: Tx, auth: AuthContext, secrets: SecretBox, { appSecret, ...input }: SocialDetailsInput) {
  if (!appSecret) throw new FieldErrors([{ field: 'appSecret', code: 'clientSecretRequired' }]);
  await assertType(tx, auth.tenantId, input.type);
  const [row] = await tx
    .insert(sysSocialDetails)
    .values({ ...input, appSecret: secrets.seal(appSecret), tenantId: auth.tenantId, createdBy: auth.userId, updatedBy: auth.userId })
    .returning();
  return answered(row);
}

export async function updateSocialDetails(tx: Tx, auth: AuthContext, secrets: SecretBox, id: number, { appSecret, ...patch }: Partial<SocialDetailsInput>) {
  const current = await find(tx, auth.tenantId, id);
  if (patch.type !== undefined && patch.type !== current.type) await assertType(tx, auth.tenantId, patch.type, id);
  const [row] = await tx
    .update(sysSocialDetails)
    .set({ ...patch, ...(appSecret ? { appSecret: secrets.seal(appSecret) } : {}), updatedBy: auth.userId, updatedAt: new Date() })
    .where(mine(auth.tenantId, id))
    .returning();
  return answered(row);
}

export async function deleteSocialDetails(tx: Tx, auth: AuthContext, id: number) {
  await find(tx, auth.tenantId, id);
  await tx.delete(sysSocialDetails).where(mine(auth.tenantId, id));
}

