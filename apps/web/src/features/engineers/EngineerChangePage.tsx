/**
 * Change requests for engineers: what an outlet asked to change (old → new per field), by whom, and the decision.
 * The centre or headquarters approves (the change applies at once) or rejects with a reason.
 */
import { ENGINEER_PERMISSIONS, engineerChangeScreen, type FieldDef } from '@as/shared';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { cellOf, ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { approveChange, changeApi, type FieldChange, rejectChange, useEngineerChoices, useOutlets, WRITABLE } from './engineer-api.ts';

const FIELDS = new Map(WRITABLE.map((f) => [f.name, f]));

/** The engineers in scope, chosen by name and job number. */
function EngineerSelect({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const choices = useEngineerChoices();
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={choices.isPending}
      value={value ? Number(value) : undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(choices.data ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.jobNo})` }))}
      style={{ minWidth: 180 }}
    />
  );
}

/** The asked changes, one per line: field, old value → new value, each shown as its field shows it. */
function Changes({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation();
  const outlets = useOutlets();
  const show = (f: FieldDef | undefined, value: unknown) => {
    if (value == null || value === '') return '—';
    if (f?.name === 'deptId') return outlets.data?.find((o) => o.id === value)?.name ?? String(value);
    return f ? cellOf(f, value) : String(value);
  };
  return (
    <div data-testid="change-lines">
      {changes.map((c) => {
        const f = FIELDS.get(c.field);
        return (
          <div key={c.field}>
            {t(`entity.engineer.fields.${c.field}`, { defaultValue: c.field })}: {show(f, c.old)} → <b>{show(f, c.new)}</b>
          </div>
        );
      })}
    </div>
  );
}

const time = (value: unknown) => (value ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : '');

export function EngineerChangePage() {
  const { t } = useTranslation();
  const can = useCan();

  const decide = async (command: () => Promise<unknown>, refresh: () => Promise<void>) => {
    try {
      await command();
    } catch (e) {
      if (e instanceof ApiError) return;
      throw e;
    }
    feedback.message?.success(t('common.success'));
    await refresh();
  };
  const approve = (row: Row, refresh: () => Promise<void>) =>
    feedback.modal?.confirm({ title: t('engineer.approve'), content: t('engineer.approveConfirm'), onOk: () => decide(() => approveChange(row.id), refresh) });
  const reject = (row: Row, refresh: () => Promise<void>) => {
    let reason = '';
    feedback.modal?.confirm({
      title: t('engineer.reject'),
      content: (
        <Form layout="vertical">
          <Form.Item label={t('engineer.rejectReason')} required>
            <Input.TextArea maxLength={500} rows={3} onChange={(e) => (reason = e.target.value)} data-testid="reject-reason" />
          </Form.Item>
        </Form>
      ),
      okButtonProps: { danger: true },
      onOk: () => decide(() => rejectChange(row.id, reason), refresh),
    });
  };

  return (
    <ResourcePage
      def={engineerChangeScreen}
      api={changeApi}
      searchInputs={{ engineerId: <EngineerSelect /> }}
      cells={{ changes: (value) => <Changes changes={(value as FieldChange[]) ?? []} />, createTime: time, decidedAt: time }}
      rowActions={(row, { refresh }) =>
        row.status === 'pending' &&
        can(ENGINEER_PERMISSIONS.changeAudit) && (
          <>
            <Button type="link" size="small" icon={<CheckOutlined />} onClick={() => approve(row, refresh)} data-testid="change-approve">
              {t('engineer.approve')}
            </Button>
            <Button type="link" size="small" danger icon={<CloseOutlined />} onClick={() => reject(row, refresh)} data-testid="change-reject">
              {t('engineer.reject')}
            </Button>
          </>
        )
      }
    />
  );
}
