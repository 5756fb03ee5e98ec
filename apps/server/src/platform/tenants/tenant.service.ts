/**
 * Rules for tenants. Tenants are managed by the platform administrator: a holder of the sys_tenant_* permission
 * acting in the platform tenant (id 1). Another tenant's administrator holds the same permissions in their own
 * tenant (its roles are copies) but may not see or change other tenants. The platform tenant cannot be frozen
 * or deleted, so tenant management can never lock itself out.
 */
import type { Lang } from '@as/shared';
import type { Tx } from '../../db/client.ts';
import { seedDictsAndParams } from '../../db/seed/dicts.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Paging } from '../logs/page-query.ts';
import * as repo from './tenant.repository.ts';

export const PLATFORM_TENANT_ID = 1;

export interface TenantInput {
  name: string;
  code: string;
  shortName: string;
  status: string;
  singleSession: boolean;
  defaultLang: Lang;
  domain: string;
  validFrom: Date | null;
  validTo: Date | null;
}

function assertPlatformAdmin(auth: AuthContext) {
  if (auth.tenantId !== PLATFORM_TENANT_ID) throw new AppError('noPermission');
}

async function assertCodeFree(tx: Tx, code: string, exceptId?: number) {
  if (await repo.codeTaken(tx, code, exceptId)) throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
}

export function pageTenants(tx: Tx, auth: AuthContext, filter: repo.TenantFilter, paging: Paging) {
  assertPlatformAdmin(auth);
  return repo.pageTenants(tx, filter, paging);
}

export async function getTenant(tx: Tx, auth: AuthContext, id: number) {
  assertPlatformAdmin(auth);
  const tenant = await repo.findTenant(tx, id);
  if (!tenant) throw new AppError('notFound');
  return tenant;
}

/** A period ends after it begins. The platform tenant has none: tenant management can never lock itself out. */
function assertPeriod(id: number | undefined, period: Pick<TenantInput, 'validFrom' | 'validTo'>) {
  if (id === PLATFORM_TENANT_ID && (period.validFrom || period.validTo)) throw new AppError('platformTenantPeriod');
  if (period.validFrom && period.validTo && period.validTo <= period.validFrom) throw new FieldErrors([{ field: 'validTo', code: 'settleRangeOrder' }]);
}

/** A new tenant starts with the built-in dictionaries and parameters, in the same transaction. */
export async function createTenant(tx: Tx, auth: AuthContext, input: TenantInput) {
  assertPlatformAdmin(auth);
  assertPeriod(undefined, input);
  await assertCodeFree(tx, input.code);
  const tenant = await repo.insertTenant(tx, input);
  await repo.asTenant(tx, tenant.id, auth.tenantId, () => seedDictsAndParams(tx, tenant.id));
  return tenant;
}

export async function updateTenant(tx: Tx, auth: AuthContext, id: number, patch: Partial<TenantInput>) {
  const current = await getTenant(tx, auth, id);
  if (current.id === PLATFORM_TENANT_ID && patch.status !== undefined && patch.status !== repo.TENANT_ACTIVE) throw new AppError('systemData');
  assertPeriod(id, { validFrom: patch.validFrom === undefined ? current.validFrom : patch.validFrom, validTo: patch.validTo === undefined ? current.validTo : patch.validTo });
  if (patch.code !== undefined && patch.code !== current.code) await assertCodeFree(tx, patch.code, id);
  return repo.updateTenant(tx, id, patch);
}

export async function deleteTenant(tx: Tx, auth: AuthContext, id: number) {
  const current = await getTenant(tx, auth, id);
  if (current.id === PLATFORM_TENANT_ID) throw new AppError('systemData');
  await repo.updateTenant(tx, id, { deletedAt: new Date() });
}

/** The caller's current tenant as the spec's company information (/admin/fwpttenant). */
export async function currentCompany(tx: Tx, auth: AuthContext) {
  const tenant = await repo.findTenant(tx, auth.tenantId);
  if (!tenant) throw new AppError('notFound');
  const { id, name, code, shortName, defaultLang, domain, status } = tenant;
  return { id, tenantId: id, name, code, shortName, companyShotName: shortName || name, defaultLang, domain, status };
}
