/**
 * Work-order processing (/workorder/order/index): the order grid from its metadata in status tabs, each with its
 * count (`tabIndex` in the query opens one); an order number opens the order's detail; the selected orders can be
 * accepted in one go (one call per order, in turn; the ones refused are listed with the reason); a row asks for
 * technical help on its order in one click. Opened from a dashboard figure (`kpi` in the query, with `deptTree`,
 * `categoryTree`, `siteId`, `engineerId`), it lists exactly the orders behind that figure instead of the tabs.
 */
import { ORDER_PERMISSIONS } from '@as/shared';
import { CheckOutlined, EyeOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Alert, Badge, Button, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { DictSelect } from '../../crud/FieldInput.tsx';
import { DictLabel, ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { usePageQuery } from '../../shell/page-context.ts';
import { actOnOrder, countOrders, orderApi, orderKeys } from './order-api.ts';
import { kpiFiltersOf, ORDER_LIST_PATH, ORDER_TABS, orderDetailPath, orderScreen, tabFilters, tabOf } from './order-screen.ts';
import { StatusTag } from './cells.tsx';
import { AskHelpButton } from '../help-mail/OrderHelpCases.tsx';

export function OrderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const pageQuery = usePageQuery();
  const asked = tabOf(pageQuery.get('tabIndex')).key;
  const behind = kpiFiltersOf(pageQuery);
  const [active, setActive] = useState(asked);
  // Opening the screen again with another tabIndex switches to that tab.
  useEffect(() => setActive(asked), [asked]);
  const counts = useQueries({
    // The tabs' counts, unless the page lists the orders behind a dashboard figure (no tabs then).
    queries: ORDER_TABS.map((tab) => ({ queryKey: orderKeys.count(tabFilters(tab)), queryFn: () => countOrders(tabFilters(tab)), enabled: !behind })),
  });
  const open = (id: number) => navigate(orderDetailPath(id));

  /** Accepts the selected orders one after the other; tells which were refused and why. */
  const batchAccept = ({ selected: ids, refresh, rows }: ScreenContext) => {
    if (!ids.length) {
      feedback.message?.warning(t('workOrders.selectBeforeAccept'));
      return;
    }
    feedback.modal?.confirm({
      title: t('common.tip'),
      content: t('workOrders.batchAcceptConfirm', { n: ids.length }),
      onOk: async () => {
        const numbers = new Map(rows.map((row) => [row.id, String(row.orderNo)]));
        const failures: string[] = [];
        for (const id of ids) {
          try {
            await actOnOrder('accept', { id }, {}, true);
          } catch (e) {
            if (!(e instanceof ApiError)) throw e;
            failures.push(`${numbers.get(id) ?? id}: ${e.message}`);
          }
        }
        await refresh();
        if (!failures.length) feedback.message?.success(t('workOrders.batchAcceptDone', { n: ids.length }));
        else
          feedback.modal?.warning({
            title: t('workOrders.batchAcceptPartly', { ok: ids.length - failures.length, failed: failures.length }),
            content: (
              <ul data-testid="batch-accept-failures">
                {failures.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          });
      },
    });
  };

  const grid = (filters: Record<string, string>) => (
      <ResourcePage
        def={orderScreen}
        api={orderApi}
        filters={filters}
        searchInputs={{ status: <DictSelect type="order_status" multiple /> }}
        cells={{
          orderNo: (value, row) => (
            <Button type="link" size="small" onClick={() => open(row.id)} data-testid="order-no">
              {String(value)}
            </Button>
          ),
          status: (value) => <StatusTag status={Number(value)} />,
        }}
        toolbar={
          can(ORDER_PERMISSIONS.deal)
            ? (context) => (
                <Button icon={<CheckOutlined />} onClick={() => batchAccept(context)} data-testid="batch-accept">
                  {t('workOrders.batchAccept')}
                </Button>
              )
            : undefined
        }
        rowActions={(row) => (
          <>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(row.id)} data-testid="order-open">
              {t('workOrders.handle')}
            </Button>
            <AskHelpButton order={{ id: row.id, orderNo: String(row.orderNo), status: Number(row.status) }} link />
          </>
        )}
      />
  );

  if (behind) {
    const [link, from, to] = behind.kpi.split(',');
    const what = t(`dashboard.links.${link}`);
    return (
      <>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('dashboard.behind', { what: from ? t('dashboard.behindRange', { what, from, to }) : what })}
          action={
            <Button size="small" onClick={() => navigate(ORDER_LIST_PATH)} data-testid="orders-behind-all">
              {t('dashboard.showAll')}
            </Button>
          }
          data-testid="orders-behind"
        />
        {grid(behind)}
      </>
    );
  }

  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      destroyOnHidden
      items={ORDER_TABS.map((tab, i) => ({
        key: tab.key,
        label: (
          <span data-testid={`order-tab-${tab.key}`}>
            {tab.named ? <DictLabel type="order_status" value={String(tab.named)} /> : t(`workOrders.tabs.${tab.key}`)} <Badge count={counts[i].data} showZero overflowCount={99999} color={tab.key === active ? 'blue' : 'gray'} data-testid={`order-tab-count-${tab.key}`} />
          </span>
        ),
        children: grid(tabFilters(tab)),
      }))}
    />
  );
}
