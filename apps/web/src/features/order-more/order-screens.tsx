/**
 * The order screens of this feature are views of the one order grid (orderResource) with a fixed filter: their own
 * key (titles, saved columns), some fields listed that the processing grid leaves out, the status shown by its
 * dictionary, and search choices limited to what the view can hold.
 */
import { type FieldDef, orderResource, type ScreenDef } from '@as/shared';
import { Button, Select } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useDict } from '../../crud/dicts.ts';
import type { Row } from '../../crud/resource-api.ts';
import { StatusTag } from '../work-orders/cells.tsx';
import { orderApi } from '../work-orders/order-api.ts';
import { orderDetailPath } from '../work-orders/order-screen.ts';

/** The order grid's calls without creation or moves: list and export (and a screen's own import). */
export const orderListApi = { list: orderApi.list, export: orderApi.export };

/** The numbered status read through its dictionary (values are the numbers as text). */
const STATUS: FieldDef = { name: 'status', type: 'dict', dict: 'order_status' };

/**
 * orderResource under a screen's key: these fields searched by (the status by its names), these listed as columns
 * besides the grid's own.
 */
export function orderScreen(key: string, { search, listed = [] }: { search: readonly string[]; listed?: readonly string[] }): ScreenDef {
  const fields = (orderResource.fields as readonly FieldDef[]).map((f): FieldDef => ({
    ...f,
    ...(f.name === 'status' ? STATUS : {}),
    filter: search.includes(f.name) ? f.filter : undefined,
    list: listed.includes(f.name) || f.list,
  }));
  return { ...orderResource, key, fields };
}

/** The cells every order view shares: the status as the processing grid shows it, the number opening the order. */
export function useOrderCells(): Record<string, (value: unknown, row: Row) => ReactNode> {
  const navigate = useNavigate();
  return {
    status: (value) => <StatusTag status={Number(value)} />,
    orderNo: (value, row) => (
      <Button type="link" size="small" onClick={() => navigate(orderDetailPath(row.id))} data-testid="order-no">
        {String(value)}
      </Button>
    ),
  };
}

/** A search choice among some of a dictionary's values (the ones the view holds). */
export function DictSubset({ type, values, ...rest }: { type: string; values: readonly string[]; value?: string[]; onChange?: (v: string[]) => void; id?: string }) {
  const dict = useDict(type);
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      loading={dict.isPending}
      options={(dict.data ?? []).filter((item) => values.includes(item.value)).map((item) => ({ value: item.value, label: item.label }))}
      style={{ minWidth: 140 }}
    />
  );
}
