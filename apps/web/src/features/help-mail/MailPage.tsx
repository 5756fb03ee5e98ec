/**
 * Repair by mail (/workorder/mail/index): the orders in shipping repair, a tab per step with its count (to send,
 * sent awaiting signature, to repair, repaired awaiting dispatch, customer to sign, signed), with the customer, the
 * product, the outlet, the days in the current step and both legs' logistics; each row offers its next step (the
 * lifecycle's own endpoint, in its dialog: the carrier and tracking number when sending or delivering).
 */
import { type Guard, ORDER_ACTIONS, type OrderAction, type OrderState, SHIP_STATES, type ShipState } from '@as/shared';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { resourceKeys, type Row } from '../../crud/resource-api.ts';
import { DictSubset, orderListApi, orderScreen, useOrderCells } from '../order-more/order-screens.tsx';
import { actionForm } from '../work-orders/action-forms.tsx';
import { countOrders, type OrderRecord, orderKeys } from '../work-orders/order-api.ts';

const TABS = SHIP_STATES.filter((s): s is Exclude<ShipState, 'none'> => s !== 'none');
/** The shipping-repair steps, in order: each row offers the one whose guard takes its state. */
const STEPS: OrderAction[] = ['sendToCentre', 'receiveAtCentre', 'repairAtCentre', 'deliverFromCentre', 'customerSign'];
const stepOf = (ship: ShipState) => STEPS.find((action) => (ORDER_ACTIONS[action].when as Guard<OrderState>).ship?.includes(ship));

/** The columns of the screen: the order, its customer and product, the outlet, the step and both legs. */
const COLUMNS = ['orderNo', 'status', 'customerName', 'phone', 'categoryId', 'itemId', 'serialNo', 'siteId', 'shipAt', 'sendLogistics', 'sendTrackingNo', 'returnLogistics', 'returnTrackingNo', 'customerSignedAt'];
const screen = orderScreen('orderMail', { search: ['orderNo', 'customerName', 'phone', 'serialNo', 'siteId', 'sendTrackingNo', 'returnTrackingNo', 'reportAt'] });
const def = { ...screen, fields: screen.fields.map((f) => ({ ...f, list: COLUMNS.includes(f.name) })) };

export function MailPage() {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const [active, setActive] = useState<ShipState>('toSend');
  const [acting, setActing] = useState<{ action: OrderAction; row: Row }>();
  const counts = useQueries({ queries: TABS.map((ship) => ({ queryKey: orderKeys.count({ ship }), queryFn: () => countOrders({ ship }) })) });
  const orderCells = useOrderCells();
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: orderKeys.all }), queryClient.invalidateQueries({ queryKey: resourceKeys(def.key).all })]);
  const Form = acting && actionForm(acting.action);

  const grid = (ship: ShipState) => (
    <ResourcePage
      def={def}
      api={orderListApi}
      filters={{ ship }}
      searchInputs={{ ship: <DictSubset type="order_ship" values={TABS} /> }}
      cells={{
        ...orderCells,
        shipAt: (value) => (value ? <Tag color={dayjs().diff(dayjs(String(value)), 'day') >= 3 ? 'red' : 'blue'} data-testid="mail-days">{t('mail.days', { n: dayjs().diff(dayjs(String(value)), 'day') })}</Tag> : ''),
      }}
      rowActions={(row) => {
        const step = stepOf(row.ship as ShipState);
        return step && can(ORDER_ACTIONS[step].permission) ? (
          <Button type="link" size="small" onClick={() => setActing({ action: step, row })} data-testid={`mail-${step}`}>
            {t(`workOrders.action.${step}`)}
          </Button>
        ) : null;
      }}
    />
  );

  return (
    <>
      <Tabs
        activeKey={active}
        onChange={(key) => setActive(key as ShipState)}
        destroyOnHidden
        items={TABS.map((ship, i) => ({
          key: ship,
          label: (
            <span data-testid={`mail-tab-${ship}`}>
              {t(`mail.tabs.${ship}`)} <Badge count={counts[i].data} showZero overflowCount={99999} color={ship === active ? 'blue' : 'gray'} />
            </span>
          ),
          children: grid(ship),
        }))}
      />
      {Form && acting && (
        <Form
          key={`${acting.action}-${acting.row.id}`}
          action={acting.action}
          order={acting.row as OrderRecord}
          onClose={() => setActing(undefined)}
          onDone={() => {
            void refresh();
          }}
        />
      )}
    </>
  );
}
