/**
 * Work-order appeals (/workorder/appeal/index) and fee applications (/workorder/applymoney/index): one screen
 * for both kinds — the grid of the caller's requests, the request form (the order, the subject, the amount, the
 * reason and the attachments through the upload dialog), and the commands the kind's transition table allows now
 * and the user may run: submit, approve and reject (the current step of its approval process), cancel, and for an
 * appeal give up (with the spec's confirmation). The order's page lists its fee applications (OrderFeeApplications).
 */
import {
  APPEAL_ACTIONS,
  APPEAL_PERMISSIONS,
  APPLY_MONEY_ACTIONS,
  APPLY_MONEY_PERMISSIONS,
  allowedRequestActions,
  applyMoneyResource,
  type FieldDef,
  orderAppealResource,
  REQUEST_EDITABLE,
  REQUEST_MAX_ATTACHMENTS,
  type RequestAction,
  type RequestActionDef,
  type RequestStatus,
  type ResourceDef,
} from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { biz } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction, sent } from '../../crud/confirm-action.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { fieldRule } from '../../crud/field-rules.ts';
import { type EditorProps, ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { basicApi, type ResourceApi, type Row } from '../../crud/resource-api.ts';
import { useDict } from '../../crud/dicts.ts';
import { OrderSelect } from '../../crud/OrderSelect.tsx';
import { SaveDialog } from '../../crud/SaveDialog.tsx';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';

/** One kind of request as its screen needs it. */
interface Kind {
  def: ResourceDef;
  actions: Partial<Record<RequestAction, RequestActionDef>>;
  permissions: Partial<Record<RequestActionDef['permission'], string>>;
  /** The orders a new request may be filed on (the order grid's filters). */
  orderFilters: Record<string, string>;
}

const APPEAL: Kind = { def: orderAppealResource, actions: APPEAL_ACTIONS, permissions: APPEAL_PERMISSIONS, orderFilters: { status: '1250', settle: 'rejected' } };
const APPLY_MONEY: Kind = { def: applyMoneyResource, actions: APPLY_MONEY_ACTIONS, permissions: APPLY_MONEY_PERMISSIONS, orderFilters: { settle: 'none,toSettle,rejected,suspended' } };

const base = (kind: Kind) => `/basic/${kind.def.name}`;
const run = (kind: Kind, action: RequestAction, row: Row, input: Record<string, unknown> = {}) =>
  biz(`${base(kind)}/${action}`, { method: 'POST', data: { ...input, id: row.id, ...(action === 'approve' || action === 'reject' ? {} : { version: row.version }) } });

/** The fields the applicant fills in (the order is picked apart). */
const formFields = (kind: Kind): FieldDef[] => kind.def.fields.filter((f) => !f.readOnly && f.name !== 'orderId');

function apiOf(kind: Kind): ResourceApi {
  return {
    ...basicApi(kind.def),
    save: ({ id, version, orderId, files, ...values }) =>
      biz(`${base(kind)}/${id != null ? 'update' : 'add'}`, { method: 'POST', data: { ...values, ...(id != null ? { id, version } : { orderId }), attachments: (files as UploadedFile[] | undefined)?.map((f) => f.id) } }),
  };
}


function RequestScreen({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const can = useCan();
  const [asking, setAsking] = useState<{ action: RequestAction; row: Row; context: ScreenContext }>();
  const api = apiOf(kind);

  const start = (action: RequestAction, row: Row, context: ScreenContext) => {
    if (kind.actions[action]?.needsReason) return setAsking({ action, row, context });
    confirmAction({
      title: t('common.tip'),
      content: action === 'giveUp' ? t('orderRequest.giveUpConfirm', { no: row.billNo }) : t('orderRequest.confirm', { action: t(`orderRequest.action.${action}`), no: row.billNo }),
      run: () => run(kind, action, row),
      success: t('common.success'),
      onDone: context.refresh,
    });
  };

  return (
    <>
      <ResourcePage
        def={kind.def}
        api={api}
        editor={(props: EditorProps) => <RequestEditor kind={kind} {...props} />}
        rowActions={(row, context) =>
          allowedRequestActions(kind.actions, { status: row.status as RequestStatus })
            .filter((action) => can(kind.permissions[kind.actions[action]!.permission] ?? ''))
            .map((action) => (
              <Button key={action} type="link" size="small" danger={action === 'reject' || action === 'cancel' || action === 'giveUp'} onClick={() => start(action, row, context)} data-testid={`request-${action}`}>
                {t(`orderRequest.action.${action}`)}
              </Button>
            ))
        }
      />
      {asking && <ReasonDialog kind={kind} {...asking} onClose={() => setAsking(undefined)} />}
    </>
  );
}

export const AppealPage = () => <RequestScreen kind={APPEAL} />;
export const ApplyMoneyPage = () => <RequestScreen kind={APPLY_MONEY} />;

/** A rejection or cancellation: the reason is required. */
function ReasonDialog({ kind, action, row, context, onClose }: { kind: Kind; action: RequestAction; row: Row; context: ScreenContext; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <SaveDialog
      title={`${t(`orderRequest.action.${action}`)} · ${row.billNo}`}
      form={form}
      okText={t(`orderRequest.action.${action}`)}
      okDanger
      onClose={onClose}
      onSave={async () => {
        const values = await form.validateFields().catch(() => undefined);
        if (!values || !(await sent(() => run(kind, action, row, values)))) return false;
        feedback.message?.success(t('common.success'));
        await context.refresh();
        return true;
      }}
    >
      <Form.Item name="reason" label={t('orderRequest.reason')} rules={[{ required: true, whitespace: true, message: t('orderRequest.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="request-reason" />
      </Form.Item>
    </SaveDialog>
  );
}

/** The request form: a new one (the order picked, or given by the order's page), or a correction while editable. */
export function RequestEditor({ kind, record, onSave, onClose }: EditorProps & { kind: Kind }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm();
  const editing = record.id != null;
  const detail = useQuery({
    queryKey: ['orderRequest', kind.def.name, record.id, record.version],
    queryFn: () => biz<{ files: UploadedFile[] }>(`${base(kind)}/getDetail`, { method: 'POST', data: { id: record.id } }),
    enabled: editing,
  });
  const [files, setFiles] = useState<UploadedFile[]>();
  const shown = files ?? detail.data?.files ?? [];
  const locked = editing && !REQUEST_EDITABLE.includes(record.status as RequestStatus);
  const label = (name: string) => t(`entity.${kind.def.key}.fields.${name}`);
  return (
    <SaveDialog
      title={editing ? `${t(`entity.${kind.def.key}.title`)} · ${record.billNo}` : t(`entity.${kind.def.key}.title`)}
      saveTestId="request-save"
      saveDisabled={locked}
      onClose={onClose}
      onSave={async () => {
        const values = await form.validateFields().catch(() => undefined);
        return !!values && sent(() => onSave({ ...values, id: record.id, version: record.version, orderId: values.orderId ?? record.orderId, files: shown }));
      }}
    >
      <Form layout="vertical" form={form} initialValues={record} disabled={locked} data-testid="request-form">
        {!editing && record.orderId == null && (
          <Form.Item name="orderId" label={label('orderId')} rules={[{ required: true, message: t('common.pickOrder') }]}>
            <OrderSelect filters={kind.orderFilters} testId="request-order" />
          </Form.Item>
        )}
        {formFields(kind).map((f) => (
          <Form.Item key={f.name} name={f.name} label={label(f.name)} rules={[fieldRule(f, i18n.language as never)]}>
            {f.name === 'reason' ? <Input.TextArea rows={3} maxLength={500} showCount data-testid="request-reason" /> : <FieldInput field={f} />}
          </Form.Item>
        ))}
        <PhotoPicker photos={shown} onChange={setFiles} label={t('orderRequest.attachments')} addText={t('orderRequest.addAttachment')} limit={REQUEST_MAX_ATTACHMENTS} testId="request-add-attachment" />
      </Form>
    </SaveDialog>
  );
}

/** The order's page: its fee applications with their status, and applying for one while the order takes fees. */
export function OrderFeeApplications({ order }: { order: { id: number; status: number; settle?: unknown } }) {
  const { t } = useTranslation();
  const can = useCan();
  const [applying, setApplying] = useState(false);
  const statuses = useDict('order_request_status');
  const api = apiOf(APPLY_MONEY);
  const list = useQuery({
    queryKey: ['orderRequest', 'fees', order.id],
    queryFn: () => biz<{ records: Row[] }>(`${base(APPLY_MONEY)}/getListPage`, { method: 'POST', data: { current: '1', size: '50', filters: { orderId: String(order.id) } } }),
    enabled: can(APPLY_MONEY_PERMISSIONS.view),
  });
  if (!can(APPLY_MONEY_PERMISSIONS.view)) return null;
  const open = order.status !== 1260 && order.settle !== 'settled';
  const field = (name: string) => t(`entity.applyMoney.fields.${name}`);
  return (
    <Card
      size="small"
      title={t('orderRequest.feeSection')}
      extra={
        open &&
        can(APPLY_MONEY_PERMISSIONS.add) && (
          <Button size="small" type="primary" onClick={() => setApplying(true)} data-testid="order-apply-fee">
            {t('orderRequest.applyFee')}
          </Button>
        )
      }
      data-testid="order-fee-applications"
    >
      <Table
        size="small"
        rowKey="id"
        loading={list.isFetching}
        pagination={false}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('orderRequest.noFees') }}
        columns={[
          { title: field('billNo'), dataIndex: 'billNo' },
          { title: field('amount'), dataIndex: 'amount', align: 'right' },
          { title: field('reason'), dataIndex: 'reason', ellipsis: true },
          { title: field('status'), dataIndex: 'status', render: (status: string) => <Tag data-testid="order-fee-status">{statuses.data?.find((d) => d.value === status)?.label ?? status}</Tag> },
          { title: field('decisionRemark'), dataIndex: 'decisionRemark', ellipsis: true },
        ]}
      />
      {applying && (
        <RequestEditor
          kind={APPLY_MONEY}
          record={{ orderId: order.id }}
          onClose={() => setApplying(false)}
          // Applying from the order submits at once: the application goes to its approvers.
          onSave={async (values) => {
            const added = (await api.save?.(values)) as Row;
            await run(APPLY_MONEY, 'submit', added);
            feedback.message?.success(t('common.success'));
            await list.refetch();
          }}
        />
      )}
    </Card>
  );
}

