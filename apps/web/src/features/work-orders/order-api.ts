/**
 * How the work-order screens talk to /basic/soOrder (grid, count, export, detail) and to the one endpoint of each
 * lifecycle action (POST /basic/<group>/<action> with {id, version, ...input}), and the pickers' lookups.
 */
import { ORDER_ACTIONS, type OrderAction, type OrderHistoryDto, type OrderWait, orderResource } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { biz, r } from '../../api/request.ts';
import { basicApi, gridBody, type ListQuery, type Row, resourceKeys } from '../../crud/resource-api.ts';

const BASE = `/basic/${orderResource.name}`;

/** A stored order as getDetail gives it (every column; the fields the screens read are named). */
export type OrderRecord = Row & {
  orderNo: string;
  status: number;
  holder: string;
  version: number;
  siteId: number | null;
  centreId: number | null;
  engineerId: number | null;
  appointAt: string | null;
};

export interface OrderDetail {
  order: OrderRecord;
  /** The step the order waits for and the party that must take it (shared nextStep); null when it waits for nothing. */
  next: OrderWait | null;
  /** What the caller may do now (the lifecycle's allowed actions the caller has the permission for). */
  actions: OrderAction[];
  history: OrderHistoryDto[];
}

export const orderKeys = {
  ...resourceKeys(orderResource.key),
  count: (filters: Record<string, string>) => ['resource', orderResource.key, 'count', filters] as const,
  detail: (id: number) => ['resource', orderResource.key, 'detail', id] as const,
};

/** The grid: list and export from the order's metadata (orders are created and moved only by commands). */
export const orderApi = basicApi(orderResource);

export const countOrders = (filters: Record<string, string>) =>
  biz<number>(`${BASE}/getCount`, { method: 'POST', data: gridBody({ current: 1, size: 1, filters } satisfies ListQuery), silent: true });

export const getOrderDetail = (id: number) => biz<OrderDetail>(`${BASE}/getDetail`, { method: 'POST', data: { id } });

export const useOrderDetail = (id: number) =>
  useQuery({ queryKey: orderKeys.detail(id), queryFn: () => getOrderDetail(id), enabled: Number.isInteger(id) && id > 0, retry: false });

/** Runs one action; the version (when given) makes the server refuse it (409) when anyone acted since the screen read the order. */
export const actOnOrder = (action: OrderAction, order: { id: number; version?: number }, input: Record<string, unknown> = {}, silent = false) =>
  biz<{ id: number; status: number; holder: string; version: number }>(`/basic/${ORDER_ACTIONS[action].group}/${action}`, {
    method: 'POST',
    data: { ...input, id: order.id, version: order.version },
    silent,
  });

interface Option {
  value: number;
  label: string;
}

/** The service centres headquarters may give an order to. */
export const useCentres = () =>
  useQuery({
    queryKey: ['dept', 'centres'],
    staleTime: 60_000,
    queryFn: async () => (await r<{ id: number; name: string }[]>('/admin/dept/getData', { params: { kind: 'centre' } })).map((d): Option => ({ value: d.id, label: d.name })),
  });
