/**
 * The work order's detail (fixed route /workorder/order/detail/{id}, opened from the grid in its own tab): a line
 * saying what the order waits for and from whom, every field in groups, the state's dimensions as tags, the history
 * (who, when, from → to status and holder, reason, detail), and the actions the caller may run now, each opening its
 * dialog (action-forms.tsx): the awaited step highlighted first, the ordinary ones beside it, the rare ones under
 * "more" (shared arrangeActions). While the order is editable (ORDER_EDITABLE) a holder of the edit permission
 * changes its basic data in the call-access order form.
 */
import { arrangeActions, type FieldDef, type Lang, ORDER_EDITABLE, ORDER_PERMISSIONS, type OrderAction, type OrderHistoryDto, type OrderStatus, orderResource, waitingText } from '@as/shared';
import { DownOutlined, EditOutlined, FieldTimeOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Dropdown, Form as AntForm, Modal, Result, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { OrderForm, variantOf } from '../call-access/OrderForm.tsx';
import { refLabelOf } from '../../crud/refs.tsx';
import { cellOf } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { usePageParams } from '../../shell/page-context.ts';
import { useTabTitle } from '../../shell/page-title.ts';
import { actionForm } from './action-forms.tsx';
import { DETAIL_GROUPS, dimensionTags, ORDER_DETAIL_PATTERN, ORDER_LIST_PATH } from './order-screen.ts';
import { type OrderRecord, orderKeys, useOrderDetail } from './order-api.ts';
import { StatusTag } from './cells.tsx';
import { SlaRecords } from '../sla-warning/SlaRecords.tsx';
import { OrderHelpCases } from '../help-mail/OrderHelpCases.tsx';
import { OrderExchanges } from '../order-more/OrderExchanges.tsx';
import { OrderFeeApplications } from '../order-requests/RequestPages.tsx';
import { OrderOldParts } from '../parts/OrderOldParts.tsx';
import { OrderComplaints } from '../complaint/OrderComplaints.tsx';
import { OrderPartsApplications } from '../parts/OrderPartsApplications.tsx';
import { OrderPricing } from '../settlement/OrderPricing.tsx';
import { OrderEvaluation } from '../evaluation/OrderEvaluation.tsx';
import { OrderRecalls } from '../recall/OrderRecalls.tsx';
import { RaiseSheetButton } from '../settlement/OrderCheckBill.tsx';

const FIELDS = new Map<string, FieldDef>((orderResource.fields as readonly FieldDef[]).map((f) => [f.name, f]));
const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');

/** A value of the order as the detail shows it: dictionaries and references by name, times in full, money as stored. */
function shownValue(name: string, order: Row) {
  const f = FIELDS.get(name);
  const value = order[name];
  if (value == null || value === '') return '';
  if (f?.type === 'datetime' || name.endsWith('At')) return time(value);
  if (f) return cellOf(f, value, order);
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  if (Array.isArray(value)) return String(value.length);
  return String(value);
}

export function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(usePageParams(ORDER_DETAIL_PATTERN).id);
  const detail = useOrderDetail(id);
  useTabTitle(detail.data?.order.orderNo);
  const [acting, setActing] = useState<OrderAction>();
  const [editing, setEditing] = useState(false);
  const can = useCan();

  if (detail.isPending && detail.fetchStatus !== 'idle') return <Spin />;
  if (!detail.data) {
    return <Result status="404" title={t('workOrders.notFound')} extra={<Button onClick={() => navigate(ORDER_LIST_PATH)}>{t('workOrders.backToList')}</Button>} />;
  }
  const { order, next, actions, history } = detail.data;
  const reload = () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
  const Form = acting && actionForm(acting);
  const { primary, common, more } = arrangeActions(actions, next);
  const actionButton = (action: OrderAction) => (
    <Button key={action} size="small" type={action === primary ? 'primary' : 'default'} onClick={() => setActing(action)} data-testid={`order-action-${action}`}>
      {t(`workOrders.action.${action}`)}
    </Button>
  );
  const waiting = waitingText(next, order.status, { centre: refLabelOf(order, 'centreId'), outlet: refLabelOf(order, 'siteId'), engineer: refLabelOf(order, 'engineerId') }, i18n.language as Lang);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="order-detail">
      <Card
        // On a phone the buttons wrap beside the order's number instead of squeezing it out of sight.
        styles={{ title: { flex: 'none' } }}
        title={
          <Space wrap>
            <span data-testid="order-detail-no">{order.orderNo}</span>
            <StatusTag status={order.status} />
          </Space>
        }
        extra={
          <Space wrap data-testid="order-actions">
            {primary && actionButton(primary)}
            {common.map(actionButton)}
            {more.length > 0 && (
              <Dropdown
                trigger={['click']}
                autoFocus
                menu={{
                  items: more.map((action) => ({ key: action, label: t(`workOrders.action.${action}`), 'data-testid': `order-action-${action}` })),
                  onClick: ({ key, domEvent }) => {
                    // The Enter that chose the item must not go on to press a button of the dialog it opens.
                    domEvent.preventDefault();
                    setActing(key as OrderAction);
                  },
                }}
              >
                <Button size="small" data-testid="order-actions-more">
                  {t('workOrders.moreActions')} <DownOutlined />
                </Button>
              </Dropdown>
            )}
            <RaiseSheetButton order={{ id: order.id as number, orderNo: String(order.orderNo), site: refLabelOf(order, 'siteId') ?? '', siteId: order.siteId }} />
            {ORDER_EDITABLE.includes(order.status as OrderStatus) && can(ORDER_PERMISSIONS.edit) && (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="order-edit">
                {t('workOrders.edit.title')}
              </Button>
            )}
            <Button size="small" icon={<ReloadOutlined />} onClick={reload} aria-label={t('common.refresh')} />
          </Space>
        }
      >
        <Alert type={primary ? 'warning' : 'info'} showIcon icon={<FieldTimeOutlined />} title={waiting} style={{ marginBottom: 12 }} data-testid="order-waiting" />
        <Space wrap data-testid="order-dimensions">
          {dimensionTags(order).map(({ dimension, value, color }) => (
            <Tag key={dimension} color={color} data-testid={`order-dim-${dimension}`}>
              {typeof value === 'boolean' ? t(`entity.order.fields.${dimension}`) : <>{t(`entity.order.fields.${dimension}`)}: {shownValue(dimension, order)}</>}
            </Tag>
          ))}
        </Space>
      </Card>

      <OrderPartsApplications order={order as OrderRecord} />
      <OrderOldParts order={order as OrderRecord} />
      <OrderComplaints orderId={order.id as number} />

      {DETAIL_GROUPS.map((group) => {
        const shown = group.fields.filter((name) => group.always?.includes(name) || (order[name] != null && order[name] !== ''));
        if (!shown.length) return null;
        return (
          <Card key={group.key} size="small" title={t(`workOrders.group.${group.key}`)} data-testid={`order-group-${group.key}`}>
            <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }}>
              {shown.map((name) => (
                <Descriptions.Item key={name} label={t(`entity.order.fields.${name}`)}>
                  <span data-testid={`order-field-${name}`}>{shownValue(name, order)}</span>
                </Descriptions.Item>
              ))}
            </Descriptions>
          </Card>
        );
      })}

      <OrderExchanges order={order as OrderRecord} />

      <SlaRecords orderId={order.id} />

      <OrderHelpCases order={order} />
      <OrderFeeApplications order={order} />
      <OrderPricing orderId={order.id as number} />
      <OrderEvaluation orderId={order.id as number} finished={order.status === 1250} />
      <OrderRecalls orderId={order.id as number} finished={order.status === 1250} />

      <Card size="small" title={t('workOrders.history')}>
        <Timeline items={history.map((h) => historyItem(h, t))} data-testid="order-history" />
      </Card>

      {editing && (
        <EditDialog
          order={order as OrderRecord}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            feedback.message?.success(t('common.success'));
            void reload();
          }}
        />
      )}

      {Form && acting && (
        <Form
          key={`${acting}-${order.version}`}
          action={acting}
          order={order as OrderRecord}
          onClose={() => setActing(undefined)}
          onDone={() => {
            void reload();
          }}
        />
      )}
    </Space>
  );
}

/** The order's basic data in the call-access form, saved with the version the page read. */
function EditDialog({ order, onClose, onSaved }: { order: OrderRecord; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = AntForm.useForm<Record<string, unknown>>();
  return (
    <Modal open centered width={1000} title={`${t('workOrders.edit.title')} · ${order.orderNo}`} onCancel={onClose} footer={null} maskClosable={false} data-testid="order-edit-dialog">
      <OrderForm form={form} variant={variantOf(order.orderType)} editing={order} onUpdated={onSaved} />
    </Modal>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

/** What an action recorded besides the state, by name: the assignee, the appointment. */
function detailText(h: OrderHistoryDto, t: T): string {
  const d = h.detail;
  const parts: string[] = [];
  for (const key of ['centreName', 'siteName', 'engineerName'] as const) if (typeof d[key] === 'string') parts.push(`${t(`workOrders.detail.${key}`)}: ${d[key]}`);
  if (typeof d.appointAt === 'string') parts.push(`${t('entity.order.fields.appointAt')}: ${time(d.appointAt)}`);
  if (Array.isArray(d.fields) && d.fields.length) parts.push(`${t('workOrders.detail.fields')}: ${d.fields.map((f) => t(`entity.order.fields.${f}`, { defaultValue: String(f) })).join('、')}`);
  return parts.join('；');
}

function historyItem(h: OrderHistoryDto, t: T) {
  const status = (s: number | null) => (s === null ? '' : t(`workOrders.status.${s}`));
  const holder = (s: string | null) => (s === null ? '' : t(`workOrders.holder.${s}`));
  const moved = h.fromStatus !== h.toStatus || h.fromHolder !== h.toHolder;
  const extra = detailText(h, t);
  return {
    color: h.action === 'create' ? 'blue' : h.reason ? 'orange' : 'green',
    children: (
      <div data-testid="order-history-item">
        <Space wrap>
          <Typography.Text type="secondary">{time(h.createdAt)}</Typography.Text>
          <Typography.Text strong>{h.userName}</Typography.Text>
          <span data-testid="order-history-action">{t(`workOrders.action.${h.action}`)}</span>
          {moved && (
            <Typography.Text type="secondary" data-testid="order-history-move">
              {h.fromStatus !== null && `${status(h.fromStatus)} (${holder(h.fromHolder)}) → `}
              {status(h.toStatus)} ({holder(h.toHolder)})
            </Typography.Text>
          )}
        </Space>
        {extra && <div>{extra}</div>}
        {h.reason && <div style={{ whiteSpace: 'pre-wrap' }}>{t('workOrders.reasonIs', { reason: h.reason })}</div>}
      </div>
    ),
  };
}
