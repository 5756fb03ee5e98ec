/**
 * Return and exchange applications over /basic/wkExchangeBill: the grid from the metadata, and add or update with
 * the writable fields (the generic routes only read: the application is written by its own commands).
 */
import { exchangeBillResource } from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';

export const EXCHANGE_BASE = `/basic/${exchangeBillResource.name}`;
const writable = new Set(['id', ...exchangeBillResource.fields.filter((f) => !('readOnly' in f && f.readOnly)).map((f) => f.name)]);

export const exchangeApi: ResourceApi = {
  ...basicApi(exchangeBillResource),
  save: (record) => biz(`${EXCHANGE_BASE}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: Object.fromEntries(Object.entries(record).filter(([k]) => writable.has(k))) }),
};

/** The return-and-exchange screen; `?orderId=` keeps it to one order's applications. */
export const EXCHANGE_PATH = '/workorder/exchange/index';
