/**
 * E-commerce and shop orders: the orders whose source is a marketplace or a shop, with their shop order number,
 * and the import of a spreadsheet of them (template, whole file or nothing, each refused row with its reason).
 */
import { EBUSINESS_SOURCES, orderEBusinessResource } from '@as/shared';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';
import { DictSubset, orderListApi, orderScreen, useOrderCells } from './order-screens.tsx';

const def = orderScreen('orderEBusiness', {
  search: ['orderNo', 'externalNo', 'status', 'source', 'orderType', 'brand', 'customerName', 'phone', 'reportAt'],
  listed: ['externalNo'],
});
const importApi = basicApi(orderEBusinessResource);
const api: ResourceApi = { ...orderListApi, importTemplate: importApi.importTemplate, import: importApi.import, importAllOrNothing: true };

export function EBusinessPage() {
  return (
    <ResourcePage
      def={def}
      api={api}
      filters={{ source: EBUSINESS_SOURCES.join(',') }}
      searchInputs={{ source: <DictSubset type="order_source" values={EBUSINESS_SOURCES} /> }}
      cells={useOrderCells()}
    />
  );
}
