/**
 * Bulletins (menu knowledge.bulletin, 公告): headquarters' grid by state, writing a draft (text, audience: everybody or
 * chosen organisations and roles, validity, attachments), publishing it (its receivers are told at once), revoking it,
 * and the detail with its receivers and readers counted and its history.
 */
import { BULLETIN_ACTIONS, BULLETIN_LIMITS, BULLETIN_STATUSES, type BulletinAction, type BulletinAudience, bulletinResource } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Form, Input, Modal, Radio, Select, Space, Spin, Tag, TreeSelect } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { useDeptTree, useRoles } from '../access/access-api.ts';
import { ArticleBody } from './ArticleBody.tsx';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { Attachments } from './Files.tsx';
import { History } from './History.tsx';
import { type Bulletin, bulletinGridApi, bulletinKeys, getBulletin, moveBulletin, saveBulletin } from './knowledge-api.ts';
import { StatusTabs } from '../../crud/StatusTabs.tsx';

const STATUS_COLOR: Record<string, string> = { draft: 'default', published: 'green', revoked: 'red' };
const time = (v: string | null | undefined) => (v ? dayjs(v).format(DATE_TIME_FORMAT) : '—');

export function BulletinPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <StatusTabs prefix="bulletin" statuses={BULLETIN_STATUSES} value={status} onChange={setStatus} />
      <ResourcePage
        def={bulletinResource}
        api={{ ...bulletinGridApi, save: (record) => saveBulletin(record as never) }}
        editor={BulletinEditor}
        filters={status ? { status } : undefined}
        rowEditable={(row) => row.status === 'draft'}
        cells={{
          title: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="bulletin-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <Tag color={STATUS_COLOR[String(value)]}>{t(`bulletin.status.${String(value)}`)}</Tag>,
        }}
      />
      {open !== undefined && <BulletinDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

interface Draft {
  title: string;
  body: string;
  audience: BulletinAudience;
  deptIds?: number[];
  roleIds?: number[];
  validFrom: Dayjs;
  validTo?: Dayjs | null;
}

function BulletinEditor({ record, onSave, onClose }: EditorProps) {
  const id = record.id as number | undefined;
  const loaded = useQuery({ queryKey: bulletinKeys.detail(id ?? 0), queryFn: () => getBulletin(id!), enabled: id !== undefined });
  if (id !== undefined && !loaded.data)
    return (
      <Modal open footer={null} onCancel={onClose}>
        <Spin />
      </Modal>
    );
  return <BulletinForm bulletin={loaded.data} onSave={onSave} onClose={onClose} />;
}

function BulletinForm({ bulletin, onSave, onClose }: { bulletin?: Bulletin; onSave: EditorProps['onSave']; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const roles = useRoles();
  const depts = useDeptTree();
  const [attachments, setAttachments] = useState<UploadedFile[]>(bulletin?.attachments ?? []);
  const audience = Form.useWatch('audience', form) ?? bulletin?.audience ?? 'all';
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const chosen = values.audience === 'chosen';
    try {
      await onSave({
        id: bulletin?.id,
        version: bulletin?.version,
        title: values.title,
        body: values.body,
        audience: values.audience,
        deptIds: chosen ? (values.deptIds ?? []) : [],
        roleIds: chosen ? (values.roleIds ?? []) : [],
        validFrom: values.validFrom.toISOString(),
        validTo: values.validTo ? values.validTo.toISOString() : null,
        attachments: attachments.map((f) => f.id),
      });
    } catch (e) {
      showServerErrors(form, e, ['title', 'body', 'audience', 'deptIds', 'roleIds', 'validFrom', 'validTo']);
      return false;
    }
    return true;
  };
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <SaveDialog title={bulletin ? t('bulletin.edit') : t('bulletin.add')} form={form} onSave={save} onClose={onClose} width={760} formTestId="bulletin-form" saveTestId="bulletin-save">
      <Form.Item name="title" label={t('entity.bulletin.fields.title')} initialValue={bulletin?.title} rules={required(t('bulletin.titleRequired'))}>
        <Input maxLength={BULLETIN_LIMITS.title} data-testid="bulletin-title" />
      </Form.Item>
      <Form.Item name="body" label={t('bulletin.body')} initialValue={bulletin?.body} rules={required(t('bulletin.bodyRequired'))} extra={t('knowledge.bodyHint')}>
        <Input.TextArea rows={6} maxLength={BULLETIN_LIMITS.body} data-testid="bulletin-body" />
      </Form.Item>
      <Form.Item name="audience" label={t('bulletin.audience')} initialValue={bulletin?.audience ?? 'all'}>
        <Radio.Group options={(['all', 'chosen'] as const).map((a) => ({ value: a, label: t(`bulletin.audiences.${a}`) }))} data-testid="bulletin-audience" />
      </Form.Item>
      {audience === 'chosen' && (
        <>
          <Form.Item name="deptIds" label={t('bulletin.depts')} initialValue={bulletin?.deptIds.map(Number) ?? []} extra={t('bulletin.audienceHint')}>
            <TreeSelect
              multiple
              treeData={depts.data ?? []}
              fieldNames={{ label: 'name', value: 'id', children: 'children' }}
              loading={depts.isPending}
              allowClear
              showSearch={{ treeNodeFilterProp: 'name' }}
              treeDefaultExpandAll
              data-testid="bulletin-depts"
            />
          </Form.Item>
          <Form.Item name="roleIds" label={t('bulletin.roles')} initialValue={bulletin?.roleIds.map(Number) ?? []}>
            <Select mode="multiple" allowClear loading={roles.isPending} options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} optionFilterProp="label" data-testid="bulletin-roles" />
          </Form.Item>
        </>
      )}
      <Space wrap>
        <Form.Item name="validFrom" label={t('bulletin.validFrom')} initialValue={bulletin ? dayjs(bulletin.validFrom) : dayjs()} rules={[{ required: true, message: t('bulletin.validFromRequired') }]}>
          <DatePicker showTime data-testid="bulletin-valid-from" />
        </Form.Item>
        <Form.Item name="validTo" label={t('bulletin.validTo')} initialValue={bulletin?.validTo ? dayjs(bulletin.validTo) : undefined}>
          <DatePicker showTime data-testid="bulletin-valid-to" />
        </Form.Item>
      </Space>
      <AttachmentPicker files={attachments} onChange={setAttachments} label={t('bulletin.attachments')} addText={t('bulletin.addAttachment')} limit={BULLETIN_LIMITS.attachments} testId="bulletin-add-attachment" />
    </SaveDialog>
  );
}

function BulletinDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: bulletinKeys.detail(id), queryFn: () => getBulletin(id) });
  const [revoking, setRevoking] = useState(false);
  const bulletin = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: bulletinKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['resource', bulletinResource.key] });
  };
  const act = async (action: Exclude<BulletinAction, 'update'>) => {
    if (!bulletin) return;
    if ('reason' in BULLETIN_ACTIONS[action]) return setRevoking(true);
    await moveBulletin(action, bulletin);
    feedback.message?.success(t('common.success'));
    await changed();
  };
  const audience = bulletin?.audience === 'all' ? t('bulletin.everyone') : [...(bulletin?.depts ?? []), ...(bulletin?.roles ?? [])].map((x) => x.name).join('、');
  return (
    <Modal open title={bulletin?.title ?? ''} onCancel={onClose} footer={null} width={780} data-testid="bulletin-detail">
      {bulletin ? (
        <>
          <Space style={{ marginBottom: 12 }}>
            <span data-testid="bulletin-status">
              <Tag color={STATUS_COLOR[bulletin.status]}>{t(`bulletin.status.${bulletin.status}`)}</Tag>
            </span>
            {(bulletin.actions ?? [])
              .filter((a): a is Exclude<BulletinAction, 'update'> => a !== 'update')
              .map((a) => (
                <Button key={a} type={a === 'publish' ? 'primary' : 'default'} danger={a === 'revoke'} onClick={() => act(a)} data-testid={`bulletin-${a}`}>
                  {t(`bulletin.action.${a}`)}
                </Button>
              ))}
          </Space>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('entity.bulletin.fields.bulletinNo')}>{bulletin.bulletinNo}</Descriptions.Item>
            <Descriptions.Item label={t('bulletin.audience')}>{audience}</Descriptions.Item>
            <Descriptions.Item label={t('bulletin.period')}>{`${time(bulletin.validFrom)} ~ ${bulletin.validTo ? time(bulletin.validTo) : ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('entity.bulletin.fields.publishedAt')}>{time(bulletin.publishedAt)}</Descriptions.Item>
            <Descriptions.Item label={t('bulletin.receivers')}>
              <span data-testid="bulletin-receivers">{bulletin.receivers}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('bulletin.readers')}>
              <span data-testid="bulletin-readers">{bulletin.readers}</span>
            </Descriptions.Item>
          </Descriptions>
          <ArticleBody body={bulletin.body} />
          <Attachments files={bulletin.attachments} />
          <h4 style={{ marginTop: 16 }}>{t('bulletin.historyTitle')}</h4>
          <History steps={bulletin.history ?? []} prefix="bulletin" />
          {revoking && <RevokeDialog bulletin={bulletin} onClose={() => setRevoking(false)} onDone={changed} />}
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function RevokeDialog({ bulletin, onClose, onDone }: { bulletin: Bulletin; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={`${t('bulletin.action.revoke')} ${bulletin.bulletinNo}`}
      okText={t('bulletin.action.revoke')}
      label={t('bulletin.reason')}
      requiredMessage={t('bulletin.reasonRequired')}
      testIds={{ form: 'bulletin-revoke-form', ok: 'bulletin-revoke-ok', input: 'bulletin-reason' }}
      onSubmit={(reason) => moveBulletin('revoke', bulletin, reason)}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
