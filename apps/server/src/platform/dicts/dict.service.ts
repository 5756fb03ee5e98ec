/**
 * Rules for dictionaries and their items. A dictionary's type is unique in its tenant and its items' values are
 * unique in it. System dictionaries (system_flag '1') are what the code and the seed rely on: they cannot be
 * deleted or retyped, and their items cannot be deleted or change value; labels, sort and descriptions stay editable.
 */
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import * as repo from './dict.repository.ts';

export interface DictInput {
  type: string;
  description: string;
  remark: string;
}

export interface ItemInput {
  value: string;
  label: string;
  labelEn: string;
  labelEs: string;
  description: string;
  sort: number;
  remark: string;
}

const isSystem = (dict: repo.DictRow) => dict.systemFlag === '1';

export async function getDict(tx: Tx, tenantId: number, id: number) {
  const dict = await repo.findDict(tx, tenantId, id);
  if (!dict) throw new AppError('notFound');
  return dict;
}

export async function getItem(tx: Tx, tenantId: number, id: number) {
  const item = await repo.findItem(tx, tenantId, id);
  if (!item) throw new AppError('notFound');
  return item;
}

async function assertTypeFree(tx: Tx, tenantId: number, type: string, exceptId?: number) {
  if (await repo.typeTaken(tx, tenantId, type, exceptId)) throw new FieldErrors([{ field: 'type', code: 'duplicate' }]);
}

async function assertValueFree(tx: Tx, tenantId: number, dictId: number, value: string, exceptId?: number) {
  if (await repo.valueTaken(tx, tenantId, dictId, value, exceptId)) throw new FieldErrors([{ field: 'value', code: 'duplicate' }]);
}

export async function createDict(tx: Tx, auth: AuthContext, input: DictInput) {
  await assertTypeFree(tx, auth.tenantId, input.type);
  return repo.insertDict(tx, { ...input, tenantId: auth.tenantId, createdBy: auth.userId });
}

export async function updateDict(tx: Tx, auth: AuthContext, id: number, patch: Partial<DictInput>) {
  const current = await getDict(tx, auth.tenantId, id);
  const retyped = patch.type !== undefined && patch.type !== current.type;
  if (retyped) {
    if (isSystem(current)) throw new AppError('systemData');
    await assertTypeFree(tx, auth.tenantId, patch.type!, id);
    await repo.retypeItems(tx, auth.tenantId, id, patch.type!);
  }
  return repo.updateDict(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
}

export async function deleteDict(tx: Tx, auth: AuthContext, id: number) {
  if (isSystem(await getDict(tx, auth.tenantId, id))) throw new AppError('systemData');
  await repo.softDeleteDict(tx, auth.tenantId, id, auth.userId);
}

export async function createItem(tx: Tx, auth: AuthContext, input: ItemInput & { dictId: number }) {
  const dict = await getDict(tx, auth.tenantId, input.dictId);
  await assertValueFree(tx, auth.tenantId, dict.id, input.value);
  return repo.insertItem(tx, { ...input, type: dict.type, tenantId: auth.tenantId, createdBy: auth.userId });
}

export async function updateItem(tx: Tx, auth: AuthContext, id: number, patch: Partial<ItemInput>) {
  const current = await getItem(tx, auth.tenantId, id);
  if (patch.value !== undefined && patch.value !== current.value) {
    if (isSystem(await getDict(tx, auth.tenantId, current.dictId))) throw new AppError('systemData');
    await assertValueFree(tx, auth.tenantId, current.dictId, patch.value, id);
  }
  return repo.updateItem(tx, auth.tenantId, id, { ...patch, updatedBy: auth.userId });
}

export async function deleteItem(tx: Tx, auth: AuthContext, id: number) {
  const current = await getItem(tx, auth.tenantId, id);
  if (isSystem(await getDict(tx, auth.tenantId, current.dictId))) throw new AppError('systemData');
  await repo.updateItem(tx, auth.tenantId, id, { deletedAt: new Date(), updatedBy: auth.userId });
}
