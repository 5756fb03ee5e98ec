/**
 * How the SLA screens talk to the server: the warning list (/basic/soOrder/getWarningPage, one row per order and
 * clock at risk) as a grid adapter, and an order's SLA records (/basic/soOrder/getSla).
 */
import { type Page, type SlaClock, type SlaState, slaWarningScreen } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { biz } from '../../api/request.ts';
import { type ResourceApi, type Row, resourceKeys } from '../../crud/resource-api.ts';

export const slaWarningKeys = resourceKeys(slaWarningScreen.key);
export const slaKeys = { order: (id: number) => ['sla', 'order', id] as const };

/** A warning row: its own id (an order may have several clocks at risk) and the order's. */
export const warningRow = (row: Row, index: number): Row => ({ ...row, id: index + 1, orderId: row.id, status: String(row.status) });

export const slaWarningApi: ResourceApi = {
  async list({ current, size, filters }) {
    const found = await biz<Page<Row>>('/basic/soOrder/getWarningPage', { method: 'POST', data: { current, size, ...filters } });
    return { ...found, records: found.records.map((row, i) => warningRow(row, (current - 1) * size + i)) };
  },
};

export interface SlaRecord {
  clock: SlaClock;
  dueAt: string;
  remindAt: string;
  metAt: string | null;
  state: SlaState;
  minutesLeft: number;
}

export interface OrderSla {
  slaId: number | null;
  slaName: string | null;
  records: SlaRecord[];
}

export const useOrderSla = (orderId: number) =>
  useQuery({ queryKey: slaKeys.order(orderId), queryFn: () => biz<OrderSla>('/basic/soOrder/getSla', { method: 'POST', data: { id: orderId } }) });

/** Minutes as days, hours and minutes (the largest two units that are not zero; at least minutes). */
export function splitMinutes(total: number): { d: number; h: number; m: number } {
  const abs = Math.abs(total);
  return { d: Math.floor(abs / 1440), h: Math.floor((abs % 1440) / 60), m: abs % 60 };
}
