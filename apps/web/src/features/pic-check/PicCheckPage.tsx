/**
 * Picture review (menu workorder.picCheck, 图片审核): the quality inspector's queue by status; allocation queues finished
 * orders (a sample by percentage, or all of an outlet's); a review shows the order's completion photos large, one at a
 * time (←/→), with Pass (P) and Reject (R, with a reason); the outlet sees its orders' reviews and resubmits a rejected
 * one with the photos it adds. The history of every step under the photos. Headquarters selects reviews to review
 * and assigns them to an inspector (Assign), whose queue lists them first and who may show only his own (Assigned to me).
 */
import { PIC_CHECK_LIMITS, PIC_CHECK_PERMISSIONS, PIC_CHECK_STATUSES, type PicCheckAction, type PicCheckStatus, picCheckResource } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Checkbox, DatePicker, Descriptions, Empty, Form, Image, InputNumber, Modal, Radio, Select, Space, Spin, Table, Tabs, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { sessionStore } from '../../api/session.ts';
import { useFileUrl } from '../../api/useFileUrl.ts';
import { useStore } from '../../app/store.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { actOnPicCheck, allocatePicChecks, assignPicChecks, getInspectors, getPicCheck, type Inspector, type PicCheck, picCheckGridApi, picCheckKeys } from './pic-check-api.ts';

const STATUS_COLOR: Record<PicCheckStatus, string> = { pending: 'blue', passed: 'green', rejected: 'red', resubmitted: 'orange' };

export function PicCheckPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [status, setStatus] = useState<string>(can(PIC_CHECK_PERMISSIONS.review) ? 'pending' : 'rejected');
  const [open, setOpen] = useState<number>();
  const [allocating, setAllocating] = useState(false);
  const [assigning, setAssigning] = useState<{ ids: number[]; done: () => Promise<void> }>();
  const [mine, setMine] = useState(false);
  const me = useStore(sessionStore)?.user?.sysUser.userId;
  const inspectors = useQuery({ queryKey: picCheckKeys.inspectors, queryFn: getInspectors, staleTime: 60_000 });
  const nameOf = (id: unknown) => (inspectors.data ?? []).find((u) => u.id === Number(id))?.name ?? (id == null ? '' : String(id));
  const filters = { ...(status ? { status } : {}), ...(mine && me ? { assigneeId: String(me) } : {}) };
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[...PIC_CHECK_STATUSES.map((s) => ({ key: s, label: t(`picCheck.status.${s}`) })), { key: '', label: t('picCheck.all') }]}
        style={{ marginBottom: -8 }}
        data-testid="pic-check-tabs"
      />
      <ResourcePage
        def={picCheckResource}
        api={picCheckGridApi}
        filters={Object.keys(filters).length ? filters : undefined}
        toolbar={(ctx) => (
          <>
            {can(PIC_CHECK_PERMISSIONS.allocate) && (
              <Button type="primary" onClick={() => setAllocating(true)} data-testid="pic-check-allocate">
                {t('picCheck.allocate')}
              </Button>
            )}
            {can(PIC_CHECK_PERMISSIONS.assign) && (
              <Button
                onClick={() => {
                  const ids = ctx.requireSelected();
                  if (ids) setAssigning({ ids, done: ctx.refresh });
                }}
                data-testid="pic-check-assign"
              >
                {t('picCheck.assign')}
              </Button>
            )}
            {can(PIC_CHECK_PERMISSIONS.review) && (
              <Checkbox checked={mine} onChange={(e) => setMine(e.target.checked)} style={{ whiteSpace: 'nowrap' }} data-testid="pic-check-mine">
                {t('picCheck.mine')}
              </Checkbox>
            )}
          </>
        )}
        searchInputs={{ assigneeId: <InspectorSelect inspectors={inspectors.data} /> }}
        cells={{
          orderNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="pic-check-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <Tag color={STATUS_COLOR[value as PicCheckStatus]}>{t(`picCheck.status.${String(value)}`)}</Tag>,
          assigneeId: (value) => nameOf(value),
        }}
      />
      {assigning && <AssignDialog ids={assigning.ids} inspectors={inspectors.data ?? []} onClose={() => setAssigning(undefined)} onDone={assigning.done} />}
      {open !== undefined && <Review id={open} onClose={() => setOpen(undefined)} />}
      {allocating && <AllocationDialog onClose={() => setAllocating(false)} />}
    </>
  );
}

function InspectorSelect({ inspectors, value, onChange, testId }: { inspectors?: Inspector[]; value?: unknown; onChange?: (v: unknown) => void; testId?: string }) {
  return (
    <Select
      value={value == null || value === '' ? undefined : Number(value)}
      onChange={onChange}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={!inspectors}
      options={(inspectors ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }))}
      style={{ minWidth: 160 }}
      data-testid={testId}
    />
  );
}

/** Headquarters gives the selected reviews to one of the users who review pictures: all or none. */
function AssignDialog({ ids, inspectors, onClose, onDone }: { ids: number[]; inspectors: Inspector[]; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ assigneeId: number }>();
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await assignPicChecks(ids, values.assigneeId);
    } catch (e) {
      showServerErrors(form, e, ['assigneeId']);
      return false;
    }
    feedback.message?.success(t('picCheck.assigned', { n: ids.length, name: inspectors.find((u) => u.id === values.assigneeId)?.name ?? '' }));
    await queryClient.invalidateQueries({ queryKey: picCheckKeys.all });
    await onDone();
    return true;
  };
  return (
    <SaveDialog title={t('picCheck.assignTitle', { n: ids.length })} okText={t('picCheck.assign')} form={form} onSave={save} onClose={onClose} formTestId="pic-check-assign-form" saveTestId="pic-check-assign-ok">
      <Form.Item name="assigneeId" label={t('picCheck.assignee')} rules={[{ required: true, message: t('picCheck.assigneeRequired') }]}>
        <InspectorSelect inspectors={inspectors} testId="pic-check-assignee" />
      </Form.Item>
    </SaveDialog>
  );
}

interface AllocationForm {
  source: 'sample' | 'outlet';
  percent?: number;
  siteId?: number;
  period?: [Dayjs, Dayjs];
}

function AllocationDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<AllocationForm>();
  const source = Form.useWatch('source', form) ?? 'sample';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      const [from, to] = values.period ?? [];
      const done = await allocatePicChecks({
        source: values.source,
        percent: values.source === 'sample' ? values.percent : undefined,
        siteId: values.source === 'outlet' ? values.siteId : undefined,
        finishedFrom: from?.format('YYYY-MM-DD'),
        finishedTo: to?.format('YYYY-MM-DD'),
      });
      feedback.message?.success(t('picCheck.allocated', done));
    } catch (e) {
      showServerErrors(form, e, ['percent', 'siteId']);
      return false;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys(picCheckResource.key).all });
    return true;
  };
  return (
    <SaveDialog title={t('picCheck.allocate')} okText={t('picCheck.allocate')} form={form} onSave={save} onClose={onClose} formTestId="pic-check-allocation-form" saveTestId="pic-check-allocation-ok">
      <Form.Item name="source" label={t('entity.picCheck.fields.source')} initialValue="sample">
        <Radio.Group options={(['sample', 'outlet'] as const).map((s) => ({ value: s, label: t(`picCheck.source.${s}`) }))} data-testid="pic-check-source" />
      </Form.Item>
      {source === 'sample' ? (
        <Form.Item name="percent" label={t('picCheck.percent')} initialValue={10} rules={[{ required: true, message: t('picCheck.percentRequired') }]}>
          <InputNumber min={1} max={100} precision={0} data-testid="pic-check-percent" />
        </Form.Item>
      ) : (
        <Form.Item name="siteId" label={t('picCheck.site')} rules={[{ required: true, message: t('picCheck.siteRequired') }]}>
          <RefSelect source="snUser" />
        </Form.Item>
      )}
      <Form.Item name="period" label={`${t('picCheck.finishedFrom')} – ${t('picCheck.finishedTo')}`}>
        <DatePicker.RangePicker />
      </Form.Item>
    </SaveDialog>
  );
}

/** A review: the photos large, the inspector's Pass / Reject (P / R), the outlet's resubmission, the history. */
function Review({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: picCheckKeys.detail(id), queryFn: () => getPicCheck(id) });
  const check = detail.data;
  const [shown, setShown] = useState(0);
  const [dialog, setDialog] = useState<'reject' | 'resubmit'>();
  const [busy, setBusy] = useState(false);
  const changed = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: picCheckKeys.all });
    await queryClient.invalidateQueries({ queryKey: resourceKeys(picCheckResource.key).all });
  }, [queryClient]);
  const act = useCallback(
    async (action: PicCheckAction) => {
      if (!check?.actions.includes(action) || busy) return;
      if (action === 'reject' || action === 'resubmit') return setDialog(action);
      setBusy(true);
      try {
        await actOnPicCheck(action, check);
        feedback.message?.success(t('common.success'));
        await changed();
      } finally {
        setBusy(false);
      }
    },
    [check, busy, changed, t],
  );
  const count = check?.photos.length ?? 0;
  useEffect(() => {
    if (dialog) return;
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (e.ctrlKey || e.metaKey || e.altKey || target?.closest('input, textarea, [contenteditable="true"]')) return;
      const key = e.key.toLowerCase();
      if (key === 'p') void act('pass');
      else if (key === 'r') void act('reject');
      else if (key === 'arrowright' && count) setShown((i) => (i + 1) % count);
      else if (key === 'arrowleft' && count) setShown((i) => (i - 1 + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [act, count, dialog]);
  const photo = check?.photos[Math.min(shown, count - 1)];
  return (
    <Modal open title={check ? `${t('picCheck.review')} ${check.orderNo}` : ''} onCancel={onClose} footer={null} width={1000} data-testid="pic-check-review">
      {check ? (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            <span data-testid="pic-check-status">
              <Tag color={STATUS_COLOR[check.status]}>{t(`picCheck.status.${check.status}`)}</Tag>
            </span>
            {check.actions.map((a) => (
              <Button key={a} type={a === 'reject' ? 'default' : 'primary'} danger={a === 'reject'} loading={busy && a === 'pass'} onClick={() => act(a)} data-testid={`pic-check-${a}`}>
                {t(`picCheck.action.${a}`)}
                {a === 'pass' ? ' (P)' : a === 'reject' ? ' (R)' : ''}
              </Button>
            ))}
            {check.actions.includes('pass') && <Typography.Text type="secondary">{t('picCheck.shortcuts')}</Typography.Text>}
          </Space>
          {check.reason && check.status !== 'passed' && <Alert type="warning" showIcon title={t('picCheck.lastReason', { reason: check.reason })} style={{ marginBottom: 12 }} data-testid="pic-check-reason" />}
          <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('entity.picCheck.fields.siteId')}>{check.siteName}</Descriptions.Item>
            <Descriptions.Item label={t('picCheck.customer')}>{check.customerName}</Descriptions.Item>
            <Descriptions.Item label={t('entity.picCheck.fields.finishedAt')}>{check.finishedAt}</Descriptions.Item>
            {check.assigneeName && <Descriptions.Item label={t('entity.picCheck.fields.assigneeId')}>{check.assigneeName}</Descriptions.Item>}
          </Descriptions>
          {photo ? (
            <div data-testid="pic-check-photos">
              <div style={{ background: '#f5f5f5', padding: 8 }}>
                <Large file={photo} />
              </div>
              <Space wrap style={{ marginTop: 8 }}>
                {check.photos.map((p, i) => (
                  <button
                    key={p.id}
                    type="button"
                    onClick={() => setShown(i)}
                    style={{ padding: 0, border: i === shown ? '2px solid #1677ff' : '2px solid transparent', background: 'none', cursor: 'pointer' }}
                    aria-label={p.original}
                  >
                    <Thumb file={p} />
                  </button>
                ))}
                <Typography.Text type="secondary">
                  {Math.min(shown, count - 1) + 1} / {count}
                </Typography.Text>
              </Space>
            </div>
          ) : (
            <Empty description={t('picCheck.noPhotos')} />
          )}
          <h4 style={{ marginTop: 16 }}>{t('picCheck.historyTitle')}</h4>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={check.history}
            scroll={{ x: true }}
            data-testid="pic-check-history"
            columns={[
              { title: t('knowledge.history.when'), dataIndex: 'createdAt', render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT), width: 160 },
              { title: t('knowledge.history.step'), dataIndex: 'action', render: (a: string) => t(`picCheck.action.${a}`) },
              { title: t('knowledge.history.to'), dataIndex: 'toStatus', render: (s: string) => t(`picCheck.status.${s}`) },
              { title: t('knowledge.history.who'), dataIndex: 'userName' },
              { title: t('knowledge.history.why'), dataIndex: 'remark', render: (r: string, step) => (step.action === 'allocation' ? t(`picCheck.source.${r}`) : r) },
            ]}
          />
          {dialog === 'reject' && <RejectDialog check={check} onClose={() => setDialog(undefined)} onDone={changed} />}
          {dialog === 'resubmit' && <ResubmitDialog check={check} onClose={() => setDialog(undefined)} onDone={changed} />}
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

/** The photo under review, as large as the dialog allows (preview on a click); fetched with the session's token. */
function Large({ file }: { file: UploadedFile }) {
  const src = useFileUrl(file.url);
  return <Image src={src} alt={file.original} width="100%" height={480} style={{ objectFit: 'contain' }} data-testid="pic-check-photo" />;
}

function Thumb({ file }: { file: UploadedFile }) {
  const src = useFileUrl(file.url);
  return <img src={src} alt={file.original} width={72} height={72} style={{ objectFit: 'cover', display: 'block' }} />;
}

function RejectDialog({ check, onClose, onDone }: { check: PicCheck; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={`${t('picCheck.action.reject')} ${check.orderNo}`}
      okText={t('picCheck.action.reject')}
      label={t('picCheck.reason')}
      requiredMessage={t('picCheck.reasonRequired')}
      maxLength={PIC_CHECK_LIMITS.reason}
      testIds={{ form: 'pic-check-reject-form', ok: 'pic-check-reject-ok', input: 'pic-check-reason-input' }}
      onSubmit={(reason) => actOnPicCheck('reject', check, { reason })}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

function ResubmitDialog({ check, onClose, onDone }: { check: PicCheck; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const save = async () => {
    try {
      await actOnPicCheck('resubmit', check, { photos: photos.map((p) => p.id) });
    } catch (e) {
      showServerErrors(form, e, ['photos']);
      return false;
    }
    await onDone();
    return true;
  };
  return (
    <SaveDialog
      title={`${t('picCheck.action.resubmit')} ${check.orderNo}`}
      okText={t('picCheck.action.resubmit')}
      form={form}
      onSave={save}
      onClose={onClose}
      saveDisabled={photos.length === 0}
      formTestId="pic-check-resubmit-form"
      saveTestId="pic-check-resubmit-ok"
    >
      <Alert type="warning" showIcon title={t('picCheck.lastReason', { reason: check.reason })} style={{ marginBottom: 12 }} />
      <PhotoPicker photos={photos} onChange={setPhotos} label={t('picCheck.addPhotos')} addText={t('picCheck.addPhoto')} limit={PIC_CHECK_LIMITS.photos} testId="pic-check-add-photo" />
    </SaveDialog>
  );
}
