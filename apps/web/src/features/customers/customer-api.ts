/** The customer calls beyond the generic resource adapter: duplicates by phone, a profile by id, review decisions. */
import { custProfileResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { resourceKeys, type Row } from '../../crud/resource-api.ts';

const base = `/basic/${custProfileResource.name}`;

export interface Duplicate {
  id: number;
  userLastName: string | null;
  userFirstName: string;
  phone: string;
  secondPhone: string | null;
  address: string | null;
  deptId: number | null;
  /** Whether the caller's data scope lets them open it. */
  visible: boolean;
}

export const customerKeys = {
  ...resourceKeys(custProfileResource.key),
  duplicates: (phone: string, id?: number) => [...resourceKeys(custProfileResource.key).all, 'duplicates', phone, id ?? null] as const,
};

export const customerName = (row: Record<string, unknown> | Duplicate) => [row.userLastName, row.userFirstName].filter(Boolean).join(' ');

export const customerApi = {
  duplicates: (phone: string, id?: number) => biz<Duplicate[]>(`${base}/getDuplicates`, { method: 'POST', data: { phone, id }, silent: true }),
  get: (id: number) => biz<Row>(`${base}/getById`, { method: 'POST', data: { id } }),
  approve: (ids: number[]) => biz<number>(`${base}/approve`, { method: 'POST', data: { ids } }),
  reject: (id: number, reason: string) => biz<number>(`${base}/reject`, { method: 'POST', data: { id, reason } }),
};
