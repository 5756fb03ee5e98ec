/** Historical work orders: the finished and cancelled ones, read only, searched and exported like the order grid. */
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { DictSubset, orderListApi, orderScreen, useOrderCells } from './order-screens.tsx';

const FINAL = ['1250', '1260'];
const def = orderScreen('orderHistory', {
  search: ['orderNo', 'status', 'orderType', 'source', 'brand', 'serialNo', 'customerName', 'phone', 'siteId', 'finishedAt', 'reportAt'],
  listed: ['completedAt', 'finishedAt'],
});

export function HistoryPage() {
  return (
    <ResourcePage
      def={def}
      api={orderListApi}
      filters={{ status: FINAL.join(',') }}
      searchInputs={{ status: <DictSubset type="order_status" values={FINAL} /> }}
      cells={useOrderCells()}
    />
  );
}
