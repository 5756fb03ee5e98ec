/** Rules for system parameters: one key per tenant; built-in parameters keep their key and cannot be deleted. */
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import * as repo from './param.repository.ts';

export interface ParamInput {
  publicKey: string;
  publicValue: string;
  name: string;
  status: string;
  publicType?: string;
  validateCode?: string;
}

async function assertKeyFree(tx: Tx, tenantId: number, publicKey: string, exceptId?: number) {
  if (await repo.keyTaken(tx, tenantId, publicKey, exceptId)) throw new FieldErrors([{ field: 'publicKey', code: 'duplicate' }]);
}

export async function getParam(tx: Tx, tenantId: number, id: number) {
  const row = await repo.findParam(tx, tenantId, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function createParam(tx: Tx, auth: AuthContext, input: ParamInput) {
  await assertKeyFree(tx, auth.tenantId, input.publicKey);
  return repo.insertParam(tx, { ...input, tenantId: auth.tenantId, createdBy: auth.userId });
}

export async function updateParam(tx: Tx, auth: AuthContext, id: number, patch: Partial<ParamInput>) {
  const current = await getParam(tx, auth.tenantId, id);
  if (patch.publicKey !== undefined && patch.publicKey !== current.publicKey) {
    // The code reads built-in parameters by key (REGISTER_USER and the like).
    if (current.systemFlag === '1') throw new AppError('systemData');
    await assertKeyFree(tx, auth.tenantId, patch.publicKey, id);
  }
  return repo.updateParam(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
}

export async function deleteParam(tx: Tx, auth: AuthContext, id: number) {
  const current = await getParam(tx, auth.tenantId, id);
  if (current.systemFlag === '1') throw new AppError('systemData');
  await repo.updateParam(tx, auth.tenantId, id, { deletedAt: new Date(), updatedBy: auth.userId });
}
