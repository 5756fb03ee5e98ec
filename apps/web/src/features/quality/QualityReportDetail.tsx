/**
 * A quality or accident report: what was reported, where it stands (the reason when returned), its history, and one
 * button per action the server offers the caller (edit and submit for the reporter, confirm and return for
 * headquarters and the quality inspector; return asks for the reason).
 */
import type { QualityReportAction, QualityReportKind, QualityReportStatus } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { Attachments } from '../knowledge/Files.tsx';
import { QualityReportForm } from './QualityReportForm.tsx';
import { actOnReport, getQualityReport, qualityKeys, updateReport } from './quality-api.ts';

export const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');
const COLORS: Record<QualityReportStatus, string> = { draft: 'default', submitted: 'blue', returned: 'orange', confirmed: 'green' };
const SEVERITY_COLORS: Record<string, string> = { minor: 'default', major: 'orange', critical: 'red' };

export function ReportStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status as QualityReportStatus]}>{t(`qualityReport.status.${status}`)}</Tag>;
}

export function SeverityTag({ severity }: { severity: string }) {
  const { t } = useTranslation();
  return <Tag color={SEVERITY_COLORS[severity]}>{t(`qualityReport.severity.${severity}`)}</Tag>;
}

export function QualityReportDetail({ kind, id, onClose }: { kind: QualityReportKind; id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: qualityKeys.detail(kind, id), queryFn: () => getQualityReport(kind, id) });
  const [acting, setActing] = useState<'update' | 'return'>();
  const row = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: qualityKeys.all });
    await queryClient.invalidateQueries({ queryKey: resourceKeys(kind === 'quality' ? 'qualityReport' : 'accidentReport').all });
  };
  const act = async (action: QualityReportAction) => {
    if (!row) return;
    if (action === 'update' || action === 'return') return setActing(action);
    await actOnReport(kind, row, action);
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const title = t(`qualityReport.kind.${kind}`);
  return (
    <Modal open title={row ? `${title} ${row.reportNo}` : title} onCancel={onClose} footer={null} width={780} loading={detail.isPending} data-testid="quality-detail">
      {row && (
        <>
          {row.status === 'returned' && row.returnReason && (
            <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('qualityReport.returnedBecause')} description={<span style={{ whiteSpace: 'pre-wrap' }}>{row.returnReason}</span>} data-testid="quality-return-reason" />
          )}
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label={t('entity.qualityReport.fields.reportNo')}>{row.reportNo}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.status')}>
              <span data-testid="quality-status">
                <ReportStatusTag status={row.status} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.itemId')}>{`${row.itemCode ?? ''} ${row.itemName ?? ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.model')}>{row.model}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.serialNo')}>{row.serialNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.orderNo')}>{row.orderNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.severity')}>
              <SeverityTag severity={row.severity} />
            </Descriptions.Item>
            {kind === 'accident' && <Descriptions.Item label={t('entity.accidentReport.fields.injury')}>{row.injury ? <Tag color="red">{t('qualityReport.injured')}</Tag> : t('qualityReport.noInjury')}</Descriptions.Item>}
            <Descriptions.Item label={t('entity.qualityReport.fields.deptId')}>{row.deptName}</Descriptions.Item>
            <Descriptions.Item label={t('qualityReport.reporter')}>{`${row.reporterName ?? ''} ${time(row.createdAt)}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.facts')} span={2}>
              <span style={{ whiteSpace: 'pre-wrap' }} data-testid="quality-facts-text">
                {row.facts}
              </span>
              <Attachments files={row.attachments} />
            </Descriptions.Item>
            {kind === 'accident' && (
              <Descriptions.Item label={t('qualityReport.damage')} span={2}>
                <span style={{ whiteSpace: 'pre-wrap' }}>{row.damage ?? '—'}</span>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('entity.qualityReport.fields.submittedAt')}>{time(row.submittedAt) || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('entity.qualityReport.fields.confirmedAt')}>{time(row.confirmedAt) || '—'}</Descriptions.Item>
          </Descriptions>
          {row.actions.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              {row.actions.map((a) => (
                <Button key={a} danger={a === 'return'} type={a === 'submit' || a === 'confirm' ? 'primary' : 'default'} onClick={() => act(a)} data-testid={`quality-${a}`}>
                  {t(`qualityReport.action.${a}`)}
                </Button>
              ))}
            </Space>
          )}
          <h4 style={{ marginTop: 16 }}>{t('qualityReport.history')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.history}
            scroll={{ x: true }}
            data-testid="quality-history"
            columns={[
              { title: t('qualityReport.when'), dataIndex: 'createdAt', render: time, width: 160 },
              { title: t('qualityReport.step'), dataIndex: 'action', render: (a: string) => t(`qualityReport.action.${a}`, { defaultValue: t('qualityReport.created') }) },
              { title: t('qualityReport.to'), dataIndex: 'toStatus', render: (s: string) => <ReportStatusTag status={s} /> },
              { title: t('qualityReport.who'), dataIndex: 'userName' },
              { title: t('qualityReport.why'), dataIndex: 'remark', render: (r: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{r}</span> },
            ]}
          />
          {acting === 'update' && (
            <QualityReportForm
              kind={kind}
              row={row}
              onClose={() => setActing(undefined)}
              onSave={async (input) => {
                await updateReport(kind, row, input);
                feedback.message?.success(t('common.success'));
                await changed();
              }}
            />
          )}
          {acting === 'return' && (
            <ReasonDialog
              title={`${t('qualityReport.action.return')} ${row.reportNo}`}
              okText={t('qualityReport.action.return')}
              label={t('qualityReport.returnReason')}
              requiredMessage={t('qualityReport.returnRequired')}
              testIds={{ form: 'quality-return-form', ok: 'quality-return-ok', input: 'quality-return-input' }}
              onSubmit={(reason) => actOnReport(kind, row, 'return', reason)}
              onDone={changed}
              onClose={() => setActing(undefined)}
            />
          )}
        </>
      )}
    </Modal>
  );
}
