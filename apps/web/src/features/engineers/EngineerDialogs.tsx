/** The engineer's commands beside the editor: promote (batch), on-job status, inspection, and the records they leave. */
import { type FieldDef, type Lang, POST_STAT_TRANSITIONS, type PostStat } from '@as/shared';
import { Form, Modal, Select, Table, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { DATE_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { useDict } from '../../crud/dicts.ts';
import { DictSelect, FieldInput } from '../../crud/FieldInput.tsx';
import { cellOf } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { batchPromote, inspect, type RecordKind, updatePostStat, useEngineerRecords } from './engineer-api.ts';

type Values = Record<string, unknown>;

const REASON: FieldDef = { name: 'reason', type: 'text', max: 500 };
const DAY: FieldDef = { name: 'day', type: 'date', required: true };
const SCORE: FieldDef = { name: 'score', type: 'int', min: 0, max: 100 };
/** A choice that must be made. */
const CHOICE: FieldDef = { name: 'choice', type: 'dict', required: true };

/** Runs a command from a dialog: true (close) when it went through; a refusal was already shown by the request layer. */
async function run(command: () => Promise<unknown>, done: () => Promise<void>, success: string): Promise<boolean> {
  try {
    await command();
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
  feedback.message?.success(success);
  await done();
  return true;
}

interface CommandProps {
  onClose: () => void;
  onDone: () => Promise<void>;
}

export function PromoteDialog({ ids, onClose, onDone }: CommandProps & { ids: number[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const save = async () => {
    const v = await checkedValues(form);
    return !!v && run(() => batchPromote(ids, v.level as string, v.promotedOn as string, v.reason as string | undefined), onDone, t('common.success'));
  };
  return (
    <SaveDialog form={form} formTestId="promote-form" title={`${t('engineer.batchPromote')} (${ids.length})`} onSave={save} onClose={onClose}>
      <Form.Item name="level" label={t('engineer.toLevel')} rules={[fieldRule(CHOICE, lang)]}>
        <DictSelect type="engineer_level" />
      </Form.Item>
      <Form.Item name="promotedOn" label={t('engineer.promotedOn')} initialValue={dayjs().format(DATE_FORMAT)} rules={[fieldRule(DAY, lang)]}>
        <FieldInput field={DAY} />
      </Form.Item>
      <Form.Item name="reason" label={t('engineer.reason')}>
        <FieldInput field={REASON} />
      </Form.Item>
    </SaveDialog>
  );
}

/** Moves one engineer to a status the transition table allows from its current one. */
export function PostStatDialog({ engineer, onClose, onDone }: CommandProps & { engineer: Row }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const allowed = POST_STAT_TRANSITIONS[engineer.postStat as PostStat] ?? [];
  const save = async () => {
    const v = await checkedValues(form);
    return !!v && run(() => updatePostStat(engineer.id, v.postStat as string, v.reason as string | undefined), onDone, t('common.success'));
  };
  return (
    <SaveDialog form={form} formTestId="post-stat-form" title={`${t('engineer.postStat')} · ${engineer.name} (${engineer.jobNo})`} onSave={save} onClose={onClose}>
      <Form.Item label={t('engineer.from')}>{cellOf({ name: 'postStat', type: 'dict', dict: 'engineer_post_stat' }, engineer.postStat)}</Form.Item>
      <Form.Item name="postStat" label={t('engineer.newPostStat')} rules={[fieldRule(CHOICE, lang)]}>
        <PostStatChoice allowed={allowed} />
      </Form.Item>
      <Form.Item name="reason" label={t('engineer.reason')}>
        <FieldInput field={REASON} />
      </Form.Item>
    </SaveDialog>
  );
}

function PostStatChoice({ allowed, value, onChange, id }: { allowed: readonly string[]; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const dict = useDict('engineer_post_stat');
  const options = (dict.data ?? []).filter((item) => allowed.includes(item.value)).map((item) => ({ value: item.value, label: item.label }));
  return <Select id={id} value={value as string | undefined} onChange={onChange} options={options} loading={dict.isPending} data-testid="post-stat-choice" />;
}

export function InspectionDialog({ engineer, onClose, onDone }: CommandProps & { engineer: Row }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const save = async () => {
    const v = await checkedValues(form);
    if (!v) return false;
    const score = v.score === undefined || v.score === '' || v.score === null ? null : Number(v.score);
    return run(
      () => inspect({ engineerId: engineer.id, inspectedOn: v.inspectedOn as string, result: v.result as string, score, remark: v.remark as string | undefined }),
      onDone,
      t('common.success'),
    );
  };
  return (
    <SaveDialog form={form} formTestId="inspection-form" title={`${t('engineer.inspect')} · ${engineer.name} (${engineer.jobNo})`} onSave={save} onClose={onClose}>
      <Form.Item name="inspectedOn" label={t('engineer.inspectedOn')} initialValue={dayjs().format(DATE_FORMAT)} rules={[fieldRule(DAY, lang)]}>
        <FieldInput field={DAY} />
      </Form.Item>
      <Form.Item name="result" label={t('engineer.result')} rules={[fieldRule(CHOICE, lang)]}>
        <DictSelect type="inspection_result" />
      </Form.Item>
      <Form.Item name="score" label={t('engineer.score')} rules={[fieldRule(SCORE, lang)]}>
        <FieldInput field={SCORE} />
      </Form.Item>
      <Form.Item name="remark" label={t('common.remark')}>
        <FieldInput field={REASON} />
      </Form.Item>
    </SaveDialog>
  );
}

const dict = (type: string) => (value: unknown) => cellOf({ name: type, type: 'dict', dict: type }, value);
const when = (value: unknown) => (value ? dayjs(String(value)).format('YYYY-MM-DD HH:mm') : '');

function RecordTable({ kind, engineerId }: { kind: RecordKind; engineerId: number }) {
  const { t } = useTranslation();
  const records = useEngineerRecords(kind, engineerId);
  const byWhom = [
    { title: t('engineer.by'), dataIndex: 'createdByName', key: 'by' },
    { title: t('engineer.at'), dataIndex: 'createTime', key: 'at', render: when },
  ];
  const columns = {
    promotions: [
      { title: t('engineer.promotedOn'), dataIndex: 'promotedOn', key: 'promotedOn' },
      { title: t('engineer.fromLevel'), dataIndex: 'fromLevel', key: 'fromLevel', render: dict('engineer_level') },
      { title: t('engineer.toLevel'), dataIndex: 'toLevel', key: 'toLevel', render: dict('engineer_level') },
      { title: t('engineer.reason'), dataIndex: 'reason', key: 'reason' },
      ...byWhom,
    ],
    postStats: [
      { title: t('engineer.from'), dataIndex: 'fromStat', key: 'fromStat', render: dict('engineer_post_stat') },
      { title: t('engineer.to'), dataIndex: 'toStat', key: 'toStat', render: dict('engineer_post_stat') },
      { title: t('engineer.reason'), dataIndex: 'reason', key: 'reason' },
      ...byWhom,
    ],
    inspections: [
      { title: t('engineer.inspectedOn'), dataIndex: 'inspectedOn', key: 'inspectedOn' },
      { title: t('engineer.result'), dataIndex: 'result', key: 'result', render: dict('inspection_result') },
      { title: t('engineer.score'), dataIndex: 'score', key: 'score' },
      { title: t('common.remark'), dataIndex: 'remark', key: 'remark' },
      ...byWhom,
    ],
  }[kind];
  return <Table<Row> size="small" rowKey="id" loading={records.isPending} dataSource={records.data ?? []} columns={columns} pagination={false} data-testid={`records-${kind}`} />;
}

/** An engineer's records: promotions, status changes, inspections. */
export function RecordsDialog({ engineer, onClose }: { engineer: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const kinds: RecordKind[] = ['promotions', 'postStats', 'inspections'];
  return (
    <Modal open centered width={820} title={`${t('engineer.records')} · ${engineer.name} (${engineer.jobNo})`} footer={null} onCancel={onClose}>
      <Tabs items={kinds.map((kind) => ({ key: kind, label: t(`engineer.${kind}`), children: <RecordTable kind={kind} engineerId={engineer.id} /> }))} />
    </Modal>
  );
}
