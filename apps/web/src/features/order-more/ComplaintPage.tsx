/**
 * Complaints and consultations: the orders of those two types, with the complaint's nature and object. A
 * consultation still at registration (1010) can be finished at once (simple completion).
 */
import { ORDER_PERMISSIONS } from '@as/shared';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { actOnOrder } from '../work-orders/order-api.ts';
import { DictSubset, orderListApi, orderScreen, useOrderCells } from './order-screens.tsx';

const TYPES = ['complaint', 'consult'];
const def = orderScreen('orderComplaint', {
  search: ['orderNo', 'status', 'orderType', 'complaintNature', 'complaintObject', 'customerName', 'phone', 'reportAt'],
  listed: ['complaintNature', 'complaintObject'],
});

export function ComplaintPage() {
  const { t } = useTranslation();
  const can = useCan();
  const finish = (row: Row, context: ScreenContext) =>
    confirmAction({
      title: t('common.tip'),
      content: `${row.orderNo} · ${t('workOrders.confirm.simpleFinishOrder')}`,
      // The simple completion needs a remark (spec "fill in remark"): the action's own name stands for it here.
      run: () => actOnOrder('simpleFinishOrder', { id: row.id, version: Number(row.version) }, { resultRemark: t('workOrders.action.simpleFinishOrder') }),
      success: t('common.success'),
      onDone: context.refresh,
    });
  return (
    <ResourcePage
      def={def}
      api={orderListApi}
      filters={{ orderType: TYPES.join(',') }}
      searchInputs={{ orderType: <DictSubset type="order_type" values={TYPES} /> }}
      cells={useOrderCells()}
      rowActions={(row, context) =>
        row.orderType === 'consult' &&
        row.status === 1010 &&
        can(ORDER_PERMISSIONS.handle) && (
          <Button type="link" size="small" onClick={() => finish(row, context)} data-testid="row-finish">
            {t('workOrders.action.simpleFinishOrder')}
          </Button>
        )
      }
    />
  );
}
