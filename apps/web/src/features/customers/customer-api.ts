/**
 * The customer calls beyond the generic resource adapter (duplicates by phone, a profile by id, review decisions),
 * and how the profile grids name a customer.
 */
import { custProfileResource, listedFieldsOf, type ScreenDef } from '@as/shared';
import type { TFunction } from 'i18next';
import { biz } from '../../api/request.ts';
import { resourceKeys, type Row } from '../../crud/resource-api.ts';

const base = `/basic/${custProfileResource.name}`;

/** A profile holding the number: whole when the caller's data scope lets them open it, else only the masked number. */
export type Duplicate =
  | { visible: true; id: number; userLastName: string | null; userFirstName: string; phone: string; secondPhone: string | null; address: string | null; deptId: number | null }
  | { visible: false; phone: string };

export const customerKeys = {
  ...resourceKeys(custProfileResource.key),
  duplicates: (phone: string, id?: number) => [...resourceKeys(custProfileResource.key).all, 'duplicates', phone, id ?? null] as const,
};

export const customerName = (row: Record<string, unknown>) => [row.userLastName, row.userFirstName].filter(Boolean).join(' ');

/** The profile grids show one name column where surname and given name were two narrow ones; the surname alone is a choice in the column settings. */
export const customerScreen: ScreenDef = { ...custProfileResource, columns: listedFieldsOf(custProfileResource).filter((field) => field !== 'userLastName') };

/** The name column of the profile grids: the given name's column, showing the whole name. */
export const nameColumn = (t: TFunction) => ({ cells: { userFirstName: (_: unknown, row: Row) => customerName(row) }, titles: { userFirstName: t('customers.name') } });

export const customerApi = {
  duplicates: (phone: string, id?: number) => biz<Duplicate[]>(`${base}/getDuplicates`, { method: 'POST', data: { phone, id }, silent: true }),
  get: (id: number) => biz<Row>(`${base}/getById`, { method: 'POST', data: { id } }),
  approve: (ids: number[]) => biz<number>(`${base}/approve`, { method: 'POST', data: { ids } }),
  reject: (id: number, reason: string) => biz<number>(`${base}/reject`, { method: 'POST', data: { id, reason } }),
};
