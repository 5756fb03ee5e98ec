/**
 * The parts plans screen (menu parts.plan): the grid by status tab over the generic list (search, export), the
 * dialog that computes a plan for a warehouse the planner sees and a period, and the detail (opened on the new
 * plan once computed) where the planner edits the quantities and confirms or cancels.
 */
import { PARTS_PLAN_PERIODS, PARTS_PLAN_STATUSES } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Tag, Typography } from 'antd';
import { type ComponentType, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { StatusTabs } from '../../crud/StatusTabs.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { type PlanBrief, partsPlanKeys, planGridApi, planWarehouses } from './plan-api.ts';
import { PLAN_SCREEN, PLAN_STATUS_COLORS } from './plan-screen.ts';
import { PlanDetail } from './PlanDetail.tsx';

export function PlanStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={PLAN_STATUS_COLORS[status]} data-testid="plan-status">
      {t(`partsPlan.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

interface CreateValues {
  warehouseId?: number;
  periodDays: number;
  remark?: string;
}

/** The dialog computing a plan: a warehouse of the planner's organisation (saying what confirming will make) and the days looked back on. */
function PlanCreate({ onSave, onClose, onMade }: EditorProps & { onMade: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CreateValues>();
  const warehouses = useQuery({ queryKey: partsPlanKeys.warehouses(), queryFn: planWarehouses });
  const chosen = Form.useWatch('warehouseId', form);
  const supplied = warehouses.data?.find((w) => w.id === chosen)?.supplyWarehouseId;
  useEffect(() => form.setFieldsValue({ periodDays: 90 }), [form]);

  async function save() {
    if (!(await checkedValues(form))) return false;
    const values = form.getFieldsValue(true) as CreateValues;
    try {
      const made = (await onSave({ warehouseId: values.warehouseId, periodDays: values.periodDays, remark: values.remark?.trim() || null })) as PlanBrief;
      onMade(made.id);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, ['warehouseId', 'periodDays', 'remark']);
      return false;
    }
  }

  return (
    <SaveDialog form={form} title={t('partsPlan.create')} onSave={save} onClose={onClose} formTestId="plan-form" saveTestId="plan-compute">
      <Form.Item
        name="warehouseId"
        label={t('partsPlan.warehouse')}
        rules={[{ required: true, message: t('partsPlan.warehouseRequired') }]}
        extra={chosen === undefined ? undefined : supplied ? t('partsPlan.supplied') : t('partsPlan.buys')}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={warehouses.isPending}
          options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
          data-testid="plan-warehouse"
        />
      </Form.Item>
      <Form.Item name="periodDays" label={t('partsPlan.period')}>
        <Select options={PARTS_PLAN_PERIODS.map((n) => ({ value: n, label: t('partsPlan.days', { n }) }))} data-testid="plan-period" />
      </Form.Item>
      <Form.Item name="remark" label={t('entity.partsPlan.fields.remark')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('partsPlan.formula')}
      </Typography.Paragraph>
    </SaveDialog>
  );
}

export function PlanPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  // The dialog opens the plan it computed.
  const editor = useMemo<ComponentType<EditorProps>>(() => (props: EditorProps) => <PlanCreate {...props} onMade={setOpen} />, []);
  return (
    <>
      <StatusTabs prefix="partsPlan" statuses={PARTS_PLAN_STATUSES} value={status} onChange={setStatus} testId="plan-tabs" />
      <ResourcePage
        def={PLAN_SCREEN}
        api={planGridApi}
        editor={editor}
        filters={status ? { status } : undefined}
        rowEditable={() => false}
        cells={{
          planNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="plan-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <PlanStatusTag status={String(value)} />,
          periodDays: (value) => t('partsPlan.days', { n: value }),
          docNo: (value) => (value ? String(value) : '—'),
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('partsPlan.detail')}
          </Button>
        )}
      />
      {open !== undefined && <PlanDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
