/**
 * 网点变更申请: an outlet user asks to change their outlet's data (the fields it may ask for, prefilled); the centre
 * or headquarters approves (applied at once) or rejects with a reason; the submitter may withdraw while pending.
 * The list is the history: every request with what it asked, who decided and why.
 */
import { type FieldDef, fieldOf, type Lang, SITE_CHANGE_AUDIT, SITE_CHANGEABLE_FIELDS, siteChangeScreen, siteResource } from '@as/shared';
import { CheckOutlined, CloseOutlined, EditOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, Input, Modal, Row as GridRow, Table, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { sessionStore } from '../../api/session.ts';
import { feedback } from '../../app/feedback.ts';
import { useStore } from '../../app/store.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { cellOf, ResourcePage } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { approveSiteChange, type FieldChange, getSite, rejectSiteChange, type SiteChange, siteChangeApi, siteKeys, submitSiteChange, withdrawSiteChange } from './network-api.ts';

const CHANGEABLE = SITE_CHANGEABLE_FIELDS.map((name) => fieldOf(siteResource, name)).filter((f): f is FieldDef => Boolean(f));
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

function ValueCell({ field, value }: { field: string; value: unknown }) {
  const f = fieldOf(siteResource, field);
  return <>{f ? cellOf(f, value) : String(value ?? '')}</>;
}

function ChangesTable({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={changes}
      columns={[
        { title: t('network.change.field'), dataIndex: 'field', key: 'field', render: (field: string) => t(`entity.site.fields.${field}`) },
        { title: t('network.change.oldValue'), dataIndex: 'oldValue', key: 'oldValue', render: (v: unknown, c: FieldChange) => <ValueCell field={c.field} value={v} /> },
        { title: t('network.change.newValue'), dataIndex: 'newValue', key: 'newValue', render: (v: unknown, c: FieldChange) => <ValueCell field={c.field} value={v} /> },
      ]}
      data-testid="change-details"
    />
  );
}

/** The outlet user's own outlet, its changeable fields prefilled: only what differs is asked for. */
function SubmitDialog({ siteId, onDone, onClose }: { siteId: number; onDone: () => Promise<void>; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Record<string, unknown>>();
  const site = useQuery({ queryKey: siteKeys.detail(siteId), queryFn: () => getSite(siteId) });
  const initial = site.data ? Object.fromEntries(CHANGEABLE.map((f) => [f.name, site.data[f.name]])) : undefined;

  async function save(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values || !initial) return false;
    const { reason, ...fields } = values;
    const changes = Object.fromEntries(Object.entries(fields).filter(([name, value]) => !same(initial[name], value)));
    try {
      await submitSiteChange(changes, (reason as string | undefined) || null);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, (field) => (CHANGEABLE.some((f) => `changes.${f.name}` === field) ? [field.slice('changes.'.length)] : undefined));
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onDone();
    return true;
  }

  return (
    <SaveDialog form={form} formTestId="change-form" width={800} title={t('network.change.submitTitle')} onSave={save} onClose={onClose} saveDisabled={!initial}>
      {initial && (
        <>
          <GridRow gutter={16}>
            {CHANGEABLE.map((f) => (
              <Col span={f.type === 'text' ? 24 : 12} key={f.name}>
                <Form.Item name={f.name} label={t(`entity.site.fields.${f.name}`)} rules={[fieldRule(f, lang)]} initialValue={initial[f.name]}>
                  <FieldInput field={f} />
                </Form.Item>
              </Col>
            ))}
          </GridRow>
          <Form.Item name="reason" label={t('entity.siteChange.fields.reason')}>
            <Input.TextArea maxLength={500} showCount rows={2} />
          </Form.Item>
        </>
      )}
    </SaveDialog>
  );
}

export function SiteChangePage() {
  const { t } = useTranslation();
  const can = useCan();
  const session = useStore(sessionStore);
  const siteId = session?.user?.sysUser.snUserId ?? null;
  const userId = session?.user?.sysUser.userId;
  const [submitting, setSubmitting] = useState<() => Promise<void>>();
  const [rejecting, setRejecting] = useState<{ id: number; refresh: () => Promise<void> }>();
  const [remark, setRemark] = useState('');

  const act = async (run: () => Promise<unknown>, refresh: () => Promise<void>) => {
    try {
      await run();
    } catch (e) {
      if (e instanceof ApiError) return;
      throw e;
    }
    feedback.message?.success(t('common.success'));
    await refresh();
  };

  const actions = (row: Row, refresh: () => Promise<void>): ReactNode => {
    const change = row as SiteChange;
    const pending = change.status === 'pending';
    return (
      <>
        <Tooltip title={t('network.change.details')}>
          <Button
            type="link"
            size="small"
            icon={<EyeOutlined />}
            aria-label={t('network.change.details')}
            onClick={() => feedback.modal?.info({ title: t('network.change.details'), width: 640, content: <ChangesTable changes={change.changes} /> })}
          />
        </Tooltip>
        {pending && can(SITE_CHANGE_AUDIT) && change.siteId !== siteId && (
          <>
            <Button
              type="link"
              size="small"
              icon={<CheckOutlined />}
              data-testid="change-approve"
              onClick={() => feedback.modal?.confirm({ title: t('common.tip'), content: t('network.change.confirmApprove'), onOk: () => act(() => approveSiteChange(change.id, null), refresh) })}
            >
              {t('network.change.approve')}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              icon={<CloseOutlined />}
              data-testid="change-reject"
              onClick={() => {
                setRemark('');
                setRejecting({ id: change.id, refresh });
              }}
            >
              {t('network.change.reject')}
            </Button>
          </>
        )}
        {pending && change.submittedBy === userId && (
          <Button
            type="link"
            size="small"
            icon={<RollbackOutlined />}
            onClick={() => feedback.modal?.confirm({ title: t('common.tip'), content: t('network.change.confirmWithdraw'), onOk: () => act(() => withdrawSiteChange(change.id), refresh) })}
          >
            {t('network.change.withdraw')}
          </Button>
        )}
      </>
    );
  };

  return (
    <>
      <ResourcePage
        def={siteChangeScreen}
        api={siteChangeApi}
        rowActions={(row, context) => actions(row, context.refresh)}
        toolbar={(context) =>
          can(`${siteChangeScreen.permission}_add`) && (
            <Button
              type="primary"
              icon={<EditOutlined />}
              data-testid="change-submit"
              onClick={() => (siteId ? setSubmitting(() => context.refresh) : feedback.message?.warning(t('network.change.onlySiteUser')))}
            >
              {t('network.change.submit')}
            </Button>
          )
        }
        cells={{
          fieldNames: (value) =>
            String(value ?? '')
              .split(',')
              .filter(Boolean)
              .map((field) => t(`entity.site.fields.${field}`))
              .join(', '),
        }}
      />
      {submitting && siteId && <SubmitDialog siteId={siteId} onDone={submitting} onClose={() => setSubmitting(undefined)} />}
      <Modal
        open={Boolean(rejecting)}
        title={t('network.change.rejectTitle')}
        okText={t('network.change.reject')}
        okButtonProps={{ danger: true, ...{ 'data-testid': 'reject-ok' } }}
        cancelText={t('common.cancel')}
        onCancel={() => setRejecting(undefined)}
        onOk={async () => {
          if (!remark.trim()) {
            feedback.message?.warning(t('network.change.rejectRemarkRequired'));
            return;
          }
          const current = rejecting!;
          setRejecting(undefined);
          await act(() => rejectSiteChange(current.id, remark.trim()), current.refresh);
        }}
      >
        <Form layout="vertical">
          <Form.Item label={t('network.change.remark')} required>
            <Input.TextArea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} showCount rows={3} data-testid="reject-remark" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
