/**
 * The dialog of each work-order action, by action name. Every action sends {id, version, ...input} to its own
 * endpoint; a dialog only says what input it asks for. `ActionDialog` is the frame they share: the title, the
 * confirmation of spec section 8, the reason when the action needs one (or an optional remark), the call, and
 * what follows it (success toast, reload; on 409 the server's message was shown and the order reloads).
 *
 * Other features plug their own form in here (the completion form of features/work-orders/completion for
 * saveResult, complete and simpleFinishOrder): an entry is any component taking ActionFormProps.
 */
import { errorText, type Lang, ORDER_ACTIONS, type OrderAction } from '@as/shared';
import { Checkbox, Form, type FormInstance, Input, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { DateTimePicker } from '../../crud/DateTimePicker.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { CompletionForm, SimpleFinishForm } from './completion/CompletionForm.tsx';
import { actOnOrder, type OrderRecord, useCentres } from './order-api.ts';
import { useRecommendation } from '../dispatch/dispatch-api.ts';

export interface ActionFormProps {
  action: OrderAction;
  order: OrderRecord;
  /** After the call: the order moved (true), or it had changed meanwhile (false); the page reloads either way. */
  onDone: (moved: boolean) => void;
  onClose: () => void;
}

/** Sends the action: it ran, the order had changed meanwhile (409), or it was refused (the request layer showed why). */
export async function runAction(action: OrderAction, order: OrderRecord, input: Record<string, unknown>): Promise<'moved' | 'changed' | 'refused'> {
  try {
    await actOnOrder(action, order, input);
    return 'moved';
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return e.status === 409 ? 'changed' : 'refused';
  }
}

interface DialogProps<V> extends ActionFormProps {
  // biome-ignore lint/suspicious/noExplicitAny: the dialog hands its form to antd's <Form> only.
  form: FormInstance<any>;
  /** The action's own inputs (above the reason). */
  children?: ReactNode;
  /** What the form's values send besides the reason (defaults to the values as they are). */
  toInput?: (values: V) => Record<string, unknown>;
  width?: number;
}

/** The frame every action dialog shares (see the file's comment). */
export function ActionDialog<V extends Record<string, unknown>>({ action, order, onDone, onClose, form, children, toInput, width }: DialogProps<V>) {
  const { t, i18n } = useTranslation();
  const needsReason = 'needsReason' in ORDER_ACTIONS[action] && ORDER_ACTIONS[action].needsReason === true;
  const confirm = t(`workOrders.confirm.${action}`, { defaultValue: '' });

  async function save(): Promise<boolean> {
    const values = await checkedValues<V & { reason?: string }>(form);
    if (!values) return false;
    const { reason, ...rest } = values;
    const result = await runAction(action, order, { ...(toInput ? toInput(rest as unknown as V) : rest), ...(reason?.trim() ? { reason: reason.trim() } : {}) });
    if (result === 'refused') return false;
    if (result === 'moved') feedback.message?.success(t('common.success'));
    onDone(result === 'moved');
    return true;
  }

  return (
    <SaveDialog
      form={form}
      title={`${t(`workOrders.action.${action}`)} · ${order.orderNo}`}
      okText={t(`workOrders.action.${action}`)}
      onSave={save}
      onClose={onClose}
      width={width}
      formTestId={`order-action-form-${action}`}
      saveTestId="order-action-ok"
    >
      {confirm && <Typography.Paragraph data-testid="order-action-confirm">{confirm}</Typography.Paragraph>}
      {children}
      <Form.Item
        name="reason"
        label={t(needsReason ? 'workOrders.reason' : 'workOrders.remark')}
        rules={needsReason ? [{ required: true, whitespace: true, message: errorText('rejectNeedsRemark', i18n.language as Lang) }] : []}
      >
        <Input.TextArea rows={3} maxLength={1000} data-testid="order-action-reason" />
      </Form.Item>
    </SaveDialog>
  );
}

/** Actions without inputs of their own: the confirmation and the reason (required when the action needs one). */
function PlainForm(props: ActionFormProps) {
  const [form] = Form.useForm();
  return <ActionDialog {...props} form={form} />;
}

const required = (message: string) => [{ required: true, message }];

function AssignOrgForm(props: ActionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const centres = useCentres();
  return (
    <ActionDialog {...props} form={form}>
      <Form.Item name="centreId" label={t('workOrders.centre')} rules={required(t('workOrders.pickCentre'))}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={centres.isPending} options={centres.data ?? []} data-testid="order-centre" />
      </Form.Item>
    </ActionDialog>
  );
}

function AssignSiteForm(props: ActionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <ActionDialog {...props} form={form}>
      <Form.Item name="siteId" label={t('workOrders.site')} rules={required(t('workOrders.pickSite'))}>
        <RefSelect source="snUser" />
      </Form.Item>
    </ActionDialog>
  );
}

function AssignForm(props: ActionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // The engineers the order may go to (its outlet's, ranked): asked of the order, which the caller sees, not of
  // the engineer list, which an engineer's own data scope keeps to himself.
  const engineers = useRecommendation(props.order.id, 'engineer');
  const options = (engineers.data?.candidates ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.code})` }));
  return (
    <ActionDialog {...props} form={form}>
      <Form.Item name="engineerId" label={t('workOrders.engineer')} rules={required(t('workOrders.pickEngineer'))}>
        <Select showSearch={{ optionFilterProp: 'label' }} loading={engineers.isPending} options={options} data-testid="order-engineer" />
      </Form.Item>
    </ActionDialog>
  );
}

function BookForm(props: ActionFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  // Booking again on an order that has its appointment changes it (counted against the company's maximum).
  const change = props.order.appointAt !== null && (props.order.status === 1040 || props.order.status === 1100);
  return (
    <ActionDialog<{ appointAt: Dayjs; customerCaused?: boolean }>
      {...props}
      form={form}
      toInput={({ appointAt, customerCaused }) => ({ appointAt: appointAt.format(DATE_TIME_FORMAT), ...(change ? { customerCaused: Boolean(customerCaused) } : {}) })}
    >
      <Form.Item name="appointAt" label={t('workOrders.appointAt')} rules={required(t('workOrders.pickAppointAt'))} initialValue={props.order.appointAt ? dayjs(props.order.appointAt) : undefined}>
        <DateTimePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
          style={{ width: '100%' }}
          data-testid="order-appoint-at"
        />
      </Form.Item>
      {change && (
        <Form.Item name="customerCaused" valuePropName="checked">
          <Checkbox>{t('workOrders.customerCaused')}</Checkbox>
        </Form.Item>
      )}
    </ActionDialog>
  );
}

/** Repair by mail: the carrier and tracking number of a leg (to the centre when sending, to the customer when delivering). */
function TrackingForm({ leg, ...props }: ActionFormProps & { leg: 'send' | 'return' }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <ActionDialog {...props} form={form}>
      <Form.Item name={`${leg}Logistics`} label={t(`entity.order.fields.${leg}Logistics`)} rules={[{ required: true, whitespace: true, message: t('workOrders.logisticsRequired') }]}>
        <Input maxLength={64} data-testid="order-logistics" />
      </Form.Item>
      <Form.Item name={`${leg}TrackingNo`} label={t(`entity.order.fields.${leg}TrackingNo`)} rules={[{ required: true, whitespace: true, message: t('workOrders.trackingNoRequired') }]}>
        <Input maxLength={64} data-testid="order-tracking-no" />
      </Form.Item>
    </ActionDialog>
  );
}

const SendForm = (props: ActionFormProps) => <TrackingForm leg="send" {...props} />;
const ReturnForm = (props: ActionFormProps) => <TrackingForm leg="return" {...props} />;

/**
 * The dialog of each action that asks for more than a confirmation and a reason; the completion actions
 * (saveResult, complete, simpleFinishOrder) have the completion form of ./completion.
 */
export const ACTION_FORMS: Partial<Record<OrderAction, ComponentType<ActionFormProps>>> = {
  assignOrg: AssignOrgForm,
  assignSite: AssignSiteForm,
  assign: AssignForm,
  book: BookForm,
  saveResult: CompletionForm,
  complete: CompletionForm,
  simpleFinishOrder: SimpleFinishForm,
  sendToCentre: SendForm,
  deliverFromCentre: ReturnForm,
};

export const actionForm = (action: OrderAction): ComponentType<ActionFormProps> => ACTION_FORMS[action] ?? PlainForm;
