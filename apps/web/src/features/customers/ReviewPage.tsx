/**
 * The review queue: profiles pending review (when the company configuration asks for manual review), approved with a
 * confirmation or rejected with a reason. Other review states can be searched for.
 */
import { custProfileResource } from '@as/shared';
import { Button, Form, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { ResourcePage, type ScreenContext } from '../../crud/ResourcePage.tsx';
import { basicApi, type ResourceApi, type Row } from '../../crud/resource-api.ts';
import { customerApi, customerName, customerScreen, nameColumn } from './customer-api.ts';

const AUDIT = `${custProfileResource.permission}_audit`;
/** The queue: pending profiles, unless the user searches for another review state. */
const PENDING = { reviewStatus: 'pending' };

export function ReviewPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [rejecting, setRejecting] = useState<{ row: Row; context: ScreenContext }>();
  // Read-only but for the decisions: no add, edit, delete, import or export here.
  const api = useMemo<ResourceApi>(() => ({ list: basicApi(custProfileResource).list }), []);
  const approve = (row: Row, context: ScreenContext) =>
    confirmAction({
      title: t('common.tip'),
      content: t('customers.review.confirmApprove', { name: customerName(row) }),
      run: () => customerApi.approve([row.id]),
      success: t('common.success'),
      onDone: context.refresh,
    });
  return (
    <>
      <ResourcePage
        def={customerScreen}
        api={api}
        {...nameColumn(t)}
        filters={PENDING}
        rowActions={(row, context) =>
          can(AUDIT) &&
          row.reviewStatus === 'pending' && (
            <>
              <Button type="link" size="small" onClick={() => approve(row, context)} data-testid="row-approve">
                {t('customers.review.approve')}
              </Button>
              <Button type="link" size="small" danger onClick={() => setRejecting({ row, context })} data-testid="row-reject">
                {t('customers.review.reject')}
              </Button>
            </>
          )
        }
      />
      {rejecting && <RejectDialog row={rejecting.row} onDone={rejecting.context.refresh} onClose={() => setRejecting(undefined)} />}
    </>
  );
}

function RejectDialog({ row, onDone, onClose }: { row: Row; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await customerApi.reject(row.id, values.reason);
      feedback.message?.success(t('common.success'));
      await onDone();
      onClose();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open centered maskClosable={false} title={`${t('customers.review.reject')} · ${customerName(row)}`} okText={t('customers.review.reject')} okButtonProps={{ danger: true }} confirmLoading={saving} onOk={submit} onCancel={onClose}>
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('customers.review.reason')} rules={[{ required: true, whitespace: true, message: t('customers.review.reasonRequired') }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
