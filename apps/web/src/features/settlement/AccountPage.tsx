/**
 * The account balance view (menu finance.siteAccount, 账户余额): per outlet in the caller's scope, the available
 * balance at the period's start, each column's movement within it and the available balance at its end, with export;
 * headquarters records a deposit, a credit grant or a payment received, and checks every account against its flows.
 */
import { ACCOUNT_PERMISSIONS, ACCOUNT_SCREEN, MANUAL_FLOW_KINDS, type ManualFlowKind } from '@as/shared';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { RefSelect } from '../../crud/refs.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { accountApi, checkAccounts, type RecordInput, recordFlow } from './account-api.ts';

const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

export function AccountPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [recording, setRecording] = useState(false);
  const check = async () => {
    const result = await checkAccounts();
    if (result.differences.length) feedback.message?.error(t('siteAccount.checkDiffers', { n: result.differences.length }));
    else feedback.message?.success(t('siteAccount.checkClean', { n: result.accounts }));
  };
  return (
    <ResourcePage
      def={ACCOUNT_SCREEN}
      api={accountApi}
      cells={{ available: (value) => <strong className={String(value).startsWith('-') ? 'ant-typography-danger' : undefined}>{String(value)}</strong> }}
      toolbar={({ refresh }) => (
        <>
          {can(ACCOUNT_PERMISSIONS.record) && (
            <Button type="primary" onClick={() => setRecording(true)} data-testid="account-record">
              {t('siteAccount.record')}
            </Button>
          )}
          {can(ACCOUNT_PERMISSIONS.check) && (
            <Button onClick={check} data-testid="account-check">
              {t('siteAccount.check')}
            </Button>
          )}
          {recording && (
            <RecordDialog
              onClose={() => setRecording(false)}
              onSaved={async () => {
                setRecording(false);
                await refresh();
              }}
            />
          )}
        </>
      )}
    />
  );
}

function RecordDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RecordInput>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await recordFlow({ ...values, amount: values.amount.trim() });
    } catch (e) {
      showServerErrors(form, e, ['siteId', 'kind', 'amount', 'reason', 'docNo']);
      return false;
    }
    feedback.message?.success(t('common.success'));
    await onSaved();
    return true;
  };
  return (
    <SaveDialog title={t('siteAccount.record')} form={form} onSave={save} onClose={onClose} formTestId="account-record-form" saveTestId="account-record-ok">
      <Form.Item name="siteId" label={t('entity.siteAccount.fields.siteName')} rules={[{ required: true, message: t('siteAccount.siteRequired') }]}>
        <RefSelect source="snUser" />
      </Form.Item>
      <Form.Item name="kind" label={t('siteAccount.kind')} initialValue={'deposit' satisfies ManualFlowKind} rules={[{ required: true }]}>
        <Select data-testid="account-record-kind" options={MANUAL_FLOW_KINDS.map((k) => ({ value: k, label: t(`siteAccount.kinds.${k}`) }))} />
      </Form.Item>
      <Form.Item name="amount" label={t('siteAccount.amount')} extra={t('siteAccount.amountHint')} rules={[{ required: true, pattern: MONEY, message: t('siteAccount.amountInvalid') }]}>
        <Input inputMode="decimal" data-testid="account-record-amount" />
      </Form.Item>
      <Form.Item name="docNo" label={t('entity.siteFinflow.fields.docNo')}>
        <Input maxLength={32} data-testid="account-record-docno" />
      </Form.Item>
      <Form.Item name="reason" label={t('siteAccount.reason')} rules={[{ required: true, whitespace: true, message: t('siteAccount.reasonRequired') }]}>
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="account-record-reason" />
      </Form.Item>
    </SaveDialog>
  );
}
