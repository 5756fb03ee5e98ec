/**
 * A statement's detail: its header and totals, the invoice when uploaded, its lines (order, assessment sheet, fee
 * application, old-part deduction), its history, one button per action the server says the caller may take now,
 * a reason dialog (objection, returned invoice, cancellation), the invoice dialog (number, amount, tax rate, the SAP
 * fields, the scanned image through the upload dialog), the statement as a PDF (drawn by the server, saved as a
 * file) and the lines' export through the export tasks. A paid statement's billing slip opens from its number.
 */
import { STATEMENT_ACTIONS, type StatementAction, type StatementInvoice } from '@as/shared';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Empty, Form, Input, Modal, Space, Spin, Table, Tag, Timeline, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { saveBlob } from '../../api/download.ts';
import { ApiError } from '../../api/request.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { confirmAction } from '../../crud/confirm-action.ts';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { BillSlipDetail, BillSlipStatusTag } from './BillSlipDetail.tsx';
import { actOnStatement, exportLines, getStatement, type Statement, type StatementLine, statementKeys, statementPdf } from './statement-api.ts';

export const STATUS_COLORS: Record<string, string> = {
  generated: 'default',
  toConfirm: 'processing',
  confirmed: 'cyan',
  objection: 'warning',
  toInvoice: 'purple',
  invoiced: 'geekblue',
  invoiceReceived: 'blue',
  settled: 'success',
  cancelled: 'error',
};
const DANGER: StatementAction[] = ['object', 'returnInvoice', 'cancel'];

export function StatementStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="statement-status">
      {t(`statement.status.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export function StatementDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: statementKeys.detail(id), queryFn: () => getStatement(id), retry: false });
  const [asking, setAsking] = useState<StatementAction>();
  const [printing, setPrinting] = useState(false);
  const [slipOpen, setSlipOpen] = useState(false);
  const statement = detail.data;
  const changed = () => queryClient.invalidateQueries({ queryKey: statementKeys.all });
  const field = (name: string) => t(`entity.statement.fields.${name}`);

  const start = (action: StatementAction) => {
    if (!statement) return;
    const def = STATEMENT_ACTIONS[action];
    if ('input' in def) return setAsking(action);
    const label = t(`statement.action.${action}`);
    confirmAction({ title: label, content: t('statement.confirmAction', { action: label, no: statement.statementNo }), run: () => actOnStatement(action, statement), success: t('common.success'), onDone: changed });
  };
  const printPdf = async () => {
    if (!statement) return;
    setPrinting(true);
    try {
      saveBlob(await statementPdf(statement.id), `${statement.statementNo}.pdf`);
    } catch (e) {
      // The request layer has shown the server's message.
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setPrinting(false);
    }
  };
  const exportAll = async () => {
    const columns = ['kind', 'sourceNo', 'orderNo', 'amount', 'remark'].map((f) => ({ field: f, title: t(`entity.statementLine.fields.${f}`) }));
    await exportLines(id, columns);
    feedback.message?.success(t('crud.exportQueued'));
  };

  return (
    <Modal open centered width={1000} title={statement ? `${t('statement.one')} ${statement.statementNo}` : t('statement.detail')} footer={null} onCancel={onClose} data-testid="statement-detail">
      {!statement ? (
        detail.isError ? <Empty description={t('statement.notFound')} /> : <Spin />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap data-testid="statement-actions">
            {statement.actions.map((a) => (
              <Button key={a} type={DANGER.includes(a) ? 'default' : 'primary'} danger={DANGER.includes(a)} onClick={() => start(a)} data-testid={`statement-${a}`}>
                {t(`statement.action.${a}`)}
              </Button>
            ))}
            {can('basic_sf_batch_settle_export') && (
              <>
                <Button icon={<FilePdfOutlined />} loading={printing} onClick={printPdf} data-testid="statement-pdf">
                  {t('statement.printPdf')}
                </Button>
                <Button onClick={exportAll} data-testid="statement-export">
                  {t('statement.exportLines')}
                </Button>
              </>
            )}
          </Space>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={field('status')}>
              <StatementStatusTag status={statement.status} />
            </Descriptions.Item>
            <Descriptions.Item label={field('siteId')}>{statement.siteName}</Descriptions.Item>
            <Descriptions.Item label={field('batchNo')}>{statement.batchNo}</Descriptions.Item>
            <Descriptions.Item label={field('periodStart')}>{`${statement.periodStart} ~ ${statement.periodEnd}`}</Descriptions.Item>
            <Descriptions.Item label={field('orderCount')}>{statement.orderCount}</Descriptions.Item>
            <Descriptions.Item label={field('orderAmount')}>{statement.orderAmount}</Descriptions.Item>
            <Descriptions.Item label={field('feeAmount')}>{statement.feeAmount}</Descriptions.Item>
            <Descriptions.Item label={field('sheetAmount')}>{statement.sheetAmount}</Descriptions.Item>
            <Descriptions.Item label={field('deductionAmount')}>{statement.deductionAmount}</Descriptions.Item>
            <Descriptions.Item label={field('totalAmount')}>
              <Typography.Text strong data-testid="statement-total">
                {statement.totalAmount}
              </Typography.Text>
            </Descriptions.Item>
            {statement.objectionReason && <Descriptions.Item label={t('statement.objection')}>{statement.objectionReason}</Descriptions.Item>}
            {statement.billSlip && (
              <Descriptions.Item label={t('billSlip.one')}>
                <Space size={4} wrap>
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSlipOpen(true)} data-testid="statement-bill-slip">
                    {statement.billSlip.slipNo}
                  </Button>
                  <BillSlipStatusTag status={statement.billSlip.status} />
                </Space>
              </Descriptions.Item>
            )}
            {statement.invoiceNo && (
              <>
                <Descriptions.Item label={t('statement.invoice.invoiceNo')}>
                  <span data-testid="statement-invoice-no">{statement.invoiceNo}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('statement.invoice.invoiceAmount')}>{statement.invoiceAmount}</Descriptions.Item>
                <Descriptions.Item label={t('statement.invoice.taxRate')}>{statement.taxRate}</Descriptions.Item>
                {(['vbeln', 'vgbel', 'aubel', 'name1', 'fkdat', 'kunnr'] as const).map((k) =>
                  statement[k] ? (
                    <Descriptions.Item key={k} label={t(`statement.invoice.${k}`)}>
                      {statement[k]}
                    </Descriptions.Item>
                  ) : null,
                )}
                {statement.invoiceImageUrl && (
                  <Descriptions.Item label={t('statement.invoice.image')}>
                    <a href={statement.invoiceImageUrl} target="_blank" rel="noreferrer">
                      {t('statement.invoice.image')}
                    </a>
                  </Descriptions.Item>
                )}
              </>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('statement.lines')}</Typography.Title>
          <Table<StatementLine>
            size="small"
            rowKey="id"
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            dataSource={statement.lines}
            data-testid="statement-lines"
            columns={[
              { key: 'kind', title: t('entity.statementLine.fields.kind'), render: (_, l) => t(`statement.kind.${l.kind}`) },
              { key: 'sourceNo', title: t('entity.statementLine.fields.sourceNo'), dataIndex: 'sourceNo' },
              { key: 'orderNo', title: t('entity.statementLine.fields.orderNo'), dataIndex: 'orderNo' },
              { key: 'amount', title: t('entity.statementLine.fields.amount'), dataIndex: 'amount', align: 'right' },
              { key: 'remark', title: t('entity.statementLine.fields.remark'), dataIndex: 'remark' },
            ]}
          />
          <Typography.Title level={5}>{t('statement.history')}</Typography.Title>
          <Timeline
            data-testid="statement-history"
            items={statement.history.map((step) => ({
              key: step.id,
              content: (
                <div>
                  <Typography.Text strong>{t(`statement.action.${step.action}`, { defaultValue: step.action === 'generate' ? t('statement.status.generated') : step.action })}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {step.userName ?? ''} {dayjs(step.createdAt).format(DATE_TIME_FORMAT)}
                  </Typography.Text>
                  {step.remark && <div>{step.remark}</div>}
                </div>
              ),
            }))}
          />
        </Space>
      )}
      {statement && asking && (
        <ActionDialog
          statement={statement}
          action={asking}
          onClose={() => setAsking(undefined)}
          onDone={async () => {
            feedback.message?.success(t('common.success'));
            await changed();
          }}
        />
      )}
      {statement?.billSlip && slipOpen && <BillSlipDetail id={statement.billSlip.id} onClose={() => setSlipOpen(false)} />}
    </Modal>
  );
}

interface ActionForm extends Partial<Omit<StatementInvoice, 'fkdat' | 'invoiceImage'>> {
  reason?: string;
  fkdat?: Dayjs;
}

/** A reason (objection, returned invoice, cancellation) or the invoice. */
function ActionDialog({ statement, action, onDone, onClose }: { statement: Statement; action: StatementAction; onDone: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionForm>();
  const [image, setImage] = useState<UploadedFile[]>([]);
  const def = STATEMENT_ACTIONS[action];
  const invoice = 'input' in def && def.input === 'invoice';
  const label = t(`statement.action.${action}`);

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const { reason, fkdat, ...rest } = values;
    try {
      await actOnStatement(
        action,
        statement,
        invoice
          ? { invoice: { ...(rest as StatementInvoice), fkdat: fkdat ? fkdat.format('YYYY-MM-DD') : null, invoiceImage: image[0]?.id ?? null } }
          : { reason },
      );
    } catch (e) {
      showServerErrors(form, e, (name) => (name.startsWith('invoice.') ? [name.slice('invoice.'.length)] : name === 'reason' ? ['reason'] : undefined));
      return false;
    }
    await onDone();
    return true;
  };
  const text = (name: keyof StatementInvoice, max: number, required = false) => (
    <Form.Item name={name} label={t(`statement.invoice.${name}`)} rules={required ? [{ required: true, whitespace: true }] : []}>
      <Input maxLength={max} data-testid={`invoice-${name}`} />
    </Form.Item>
  );

  return (
    <SaveDialog
      title={`${label} ${statement.statementNo}`}
      okText={label}
      okDanger={DANGER.includes(action)}
      form={form}
      onSave={save}
      onClose={onClose}
      width={invoice ? 640 : undefined}
      formTestId="statement-action-form"
      saveTestId="statement-action-ok"
    >
      {invoice ? (
        <>
          <Typography.Paragraph type="secondary">{t('statement.invoice.total', { total: statement.totalAmount })}</Typography.Paragraph>
          {text('invoiceNo', 64, true)}
          <Form.Item name="invoiceAmount" label={t('statement.invoice.invoiceAmount')} initialValue={statement.totalAmount} rules={[{ required: true }, { pattern: /^-?\d{1,12}(\.\d{1,2})?$/ }]}>
            <Input inputMode="decimal" data-testid="invoice-invoiceAmount" />
          </Form.Item>
          <Form.Item name="taxRate" label={t('statement.invoice.taxRate')} initialValue="6" rules={[{ required: true }, { pattern: /^\d{1,3}(\.\d{1,2})?$/ }]}>
            <Input inputMode="decimal" data-testid="invoice-taxRate" />
          </Form.Item>
          {text('vbeln', 32)}
          {text('vgbel', 32)}
          {text('aubel', 32)}
          {text('name1', 128)}
          <Form.Item name="fkdat" label={t('statement.invoice.fkdat')}>
            <DatePicker data-testid="invoice-fkdat" />
          </Form.Item>
          {text('kunnr', 32)}
          <PhotoPicker photos={image} onChange={setImage} label={t('statement.invoice.image')} addText={t('statement.invoice.addImage')} limit={1} testId="invoice-image" />
        </>
      ) : (
        <Form.Item name="reason" label={t('statement.reason')} rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="statement-reason" />
        </Form.Item>
      )}
    </SaveDialog>
  );
}
