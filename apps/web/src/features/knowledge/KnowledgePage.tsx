/**
 * Knowledge base (menu knowledge.base, 知识库): every role with the read permission searches the published articles
 * addressed to it by words (Chinese, English, Spanish) and type, and reads them; headquarters (the view permission)
 * also manages every article: the grid by state, writing and editing a draft, publishing and withdrawing, the history.
 */
import { KNOWLEDGE_ACTIONS, KNOWLEDGE_LIMITS, KNOWLEDGE_PERMISSIONS, type KnowledgeAction, knowledgeResource } from '@as/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Form, Input, List, Modal, Row, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import { RefSelect } from '../../crud/refs.tsx';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { ReasonDialog } from '../../crud/ReasonDialog.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { useRoles } from '../access/access-api.ts';
import { ArticleContent, ArticleReader } from './ArticleReader.tsx';
import { AttachmentPicker } from './AttachmentPicker.tsx';
import { History } from './History.tsx';
import { type Article, getArticle, knowledgeGridApi, knowledgeKeys, knowledgeTypes, moveArticle, saveArticle, searchArticles } from './knowledge-api.ts';

const STATUS_COLOR: Record<string, string> = { draft: 'default', published: 'green', withdrawn: 'orange' };
const PAGE = 10;

export function KnowledgePage() {
  const { t } = useTranslation();
  const can = useCan();
  const manage = can(KNOWLEDGE_PERMISSIONS.view);
  const browse = can(KNOWLEDGE_PERMISSIONS.read);
  const items = [
    ...(browse ? [{ key: 'browse', label: t('knowledge.browse'), children: <Browse /> }] : []),
    ...(manage ? [{ key: 'manage', label: t('knowledge.manage'), children: <Manage /> }] : []),
  ];
  return <Tabs items={items} data-testid="knowledge-tabs" />;
}

/** The reader's search: words and type, the results newest first, each opening the article. */
function Browse() {
  const { t } = useTranslation();
  const [words, setWords] = useState('');
  const [query, setQuery] = useState<{ keyword?: string; typeId?: number; current: number }>({ current: 1 });
  const found = useQuery({ queryKey: knowledgeKeys.search(query), queryFn: () => searchArticles({ ...query, size: PAGE }) });
  const types = useQuery({ queryKey: knowledgeKeys.types, queryFn: knowledgeTypes, staleTime: 60_000 });
  const [open, setOpen] = useState<number>();
  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={words}
          onChange={(e) => setWords(e.target.value)}
          onSearch={(keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim() || undefined, current: 1 }))}
          placeholder={t('knowledge.searchHint')}
          style={{ width: 360 }}
          enterButton
          data-testid="knowledge-search"
        />
        <Select
          allowClear
          placeholder={t('entity.knowledge.fields.typeId')}
          style={{ minWidth: 200 }}
          value={query.typeId}
          onChange={(typeId?: number) => setQuery((q) => ({ ...q, typeId, current: 1 }))}
          options={(types.data ?? []).map((k) => ({ value: k.id, label: k.name }))}
          data-testid="knowledge-type-filter"
        />
      </Space>
      {found.data?.more && <Typography.Paragraph type="secondary" data-testid="knowledge-more">{t('knowledge.more', { n: found.data.total })}</Typography.Paragraph>}
      <List
        loading={found.isPending}
        dataSource={found.data?.records ?? []}
        locale={{ emptyText: <Empty description={t('knowledge.noResult')} /> }}
        pagination={{ current: query.current, pageSize: PAGE, total: found.data?.total ?? 0, onChange: (current) => setQuery((q) => ({ ...q, current })), showSizeChanger: false }}
        renderItem={(a) => (
          <List.Item key={a.id} data-testid="knowledge-result">
            <List.Item.Meta
              title={
                <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(a.id)} data-testid="knowledge-result-open">
                  {a.title}
                </Button>
              }
              description={
                <Space wrap size={[8, 0]}>
                  {a.typeName && <Tag color="blue">{a.typeName}</Tag>}
                  {a.categoryName && <Tag>{a.categoryName}</Tag>}
                  {a.faultSymptomName && <Tag color="orange">{a.faultSymptomName}</Tag>}
                  {a.publishedAt && <Typography.Text type="secondary">{dayjs(a.publishedAt).format(DATE_FORMAT)}</Typography.Text>}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {open !== undefined && <ArticleReader id={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}

/** Headquarters' grid of every article, by state, with the editor and the detail. */
function Manage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[{ key: '', label: t('knowledge.allStatuses') }, ...(['draft', 'published', 'withdrawn'] as const).map((s) => ({ key: s, label: t(`knowledge.status.${s}`) }))]}
        style={{ marginBottom: -8 }}
      />
      <ResourcePage
        def={knowledgeResource}
        api={{ ...knowledgeGridApi, save: (record) => saveArticle(record as never) }}
        editor={ArticleEditor}
        filters={status ? { status } : undefined}
        rowEditable={(row) => row.status === 'draft' || row.status === 'withdrawn'}
        cells={{
          title: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="knowledge-open">
              {String(value)}
            </Button>
          ),
          status: (value) => <Tag color={STATUS_COLOR[String(value)]}>{t(`knowledge.status.${String(value)}`)}</Tag>,
        }}
      />
      {open !== undefined && <ArticleDetail id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

interface Draft {
  title: string;
  typeId: number;
  categoryId?: number | null;
  faultSymptomId?: number | null;
  keywords?: string;
  body: string;
  roleIds?: number[];
}

/** Write or edit an article: a new one starts empty, an existing one loads its whole text first. */
function ArticleEditor({ record, onSave, onClose }: EditorProps) {
  const id = record.id as number | undefined;
  const loaded = useQuery({ queryKey: knowledgeKeys.detail(id ?? 0), queryFn: () => getArticle(id!), enabled: id !== undefined });
  if (id !== undefined && !loaded.data) return <Modal open footer={null} onCancel={onClose}><Spin /></Modal>;
  return <ArticleForm article={loaded.data} onSave={onSave} onClose={onClose} />;
}

function ArticleForm({ article, onSave, onClose }: { article?: Article; onSave: EditorProps['onSave']; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const roles = useRoles();
  const [images, setImages] = useState<UploadedFile[]>(article?.images ?? []);
  const [attachments, setAttachments] = useState<UploadedFile[]>(article?.attachments ?? []);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({ ...values, id: article?.id, version: article?.version, roleIds: values.roleIds ?? [], images: images.map((f) => f.id), attachments: attachments.map((f) => f.id) });
    } catch (e) {
      showServerErrors(form, e, ['title', 'typeId', 'categoryId', 'faultSymptomId', 'keywords', 'body', 'roleIds']);
      return false;
    }
    return true;
  };
  const required = (message: string) => [{ required: true, whitespace: true, message }];
  return (
    <SaveDialog title={article ? t('knowledge.edit') : t('knowledge.add')} form={form} onSave={save} onClose={onClose} width={860} formTestId="knowledge-form" saveTestId="knowledge-save">
      <Form.Item name="title" label={t('entity.knowledge.fields.title')} initialValue={article?.title} rules={required(t('knowledge.titleRequired'))}>
        <Input maxLength={KNOWLEDGE_LIMITS.title} data-testid="knowledge-title" />
      </Form.Item>
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item name="typeId" label={t('entity.knowledge.fields.typeId')} initialValue={article?.typeId} rules={[{ required: true, message: t('knowledge.typeRequired') }]}>
            <RefSelect source="basKnowledgeType" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="categoryId" label={t('entity.knowledge.fields.categoryId')} initialValue={article?.categoryId ?? undefined}>
            <RefSelect source="basItemCategory" />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="faultSymptomId" label={t('entity.knowledge.fields.faultSymptomId')} initialValue={article?.faultSymptomId ?? undefined}>
            <RefSelect source="basFaultSymptom" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="keywords" label={t('entity.knowledge.fields.keywords')} initialValue={article?.keywords} extra={t('knowledge.keywordsHint')}>
        <Input maxLength={KNOWLEDGE_LIMITS.keywords} data-testid="knowledge-keywords" />
      </Form.Item>
      <Form.Item name="body" label={t('knowledge.body')} initialValue={article?.body} rules={required(t('knowledge.bodyRequired'))} extra={t('knowledge.bodyHint')}>
        <Input.TextArea rows={10} maxLength={KNOWLEDGE_LIMITS.body} data-testid="knowledge-body" />
      </Form.Item>
      <Form.Item name="roleIds" label={t('knowledge.roles')} initialValue={article?.roleIds.map(Number) ?? []} extra={t('knowledge.rolesHint')}>
        <Select mode="multiple" allowClear loading={roles.isPending} options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))} optionFilterProp="label" data-testid="knowledge-roles" />
      </Form.Item>
      <PhotoPicker photos={images} onChange={setImages} label={t('knowledge.images')} addText={t('knowledge.addImage')} limit={KNOWLEDGE_LIMITS.images} testId="knowledge-add-image" />
      <AttachmentPicker files={attachments} onChange={setAttachments} label={t('knowledge.attachments')} addText={t('knowledge.addAttachment')} limit={KNOWLEDGE_LIMITS.attachments} testId="knowledge-add-attachment" />
    </SaveDialog>
  );
}

/** Headquarters' view of an article: its content, its history and the actions the server offers. */
function ArticleDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: knowledgeKeys.detail(id), queryFn: () => getArticle(id) });
  const [withdrawing, setWithdrawing] = useState(false);
  const article = detail.data;
  const changed = async () => {
    await queryClient.invalidateQueries({ queryKey: knowledgeKeys.all });
    await queryClient.invalidateQueries({ queryKey: ['resource', knowledgeResource.key] });
  };
  const act = async (action: Exclude<KnowledgeAction, 'update'>) => {
    if (!article) return;
    if ('reason' in KNOWLEDGE_ACTIONS[action]) return setWithdrawing(true);
    await moveArticle(action, article);
    feedback.message?.success(t('common.success'));
    await changed();
  };
  return (
    <Modal open title={article?.title ?? ''} onCancel={onClose} footer={null} width={820} data-testid="knowledge-detail">
      {article ? (
        <>
          <Space style={{ marginBottom: 12 }}>
            <span data-testid="knowledge-status">
              <Tag color={STATUS_COLOR[article.status]}>{t(`knowledge.status.${article.status}`)}</Tag>
            </span>
            {(article.actions ?? [])
              .filter((a): a is Exclude<KnowledgeAction, 'update'> => a !== 'update')
              .map((a) => (
                <Button key={a} type={a === 'publish' ? 'primary' : 'default'} danger={a === 'withdraw'} onClick={() => act(a)} data-testid={`knowledge-${a}`}>
                  {t(`knowledge.action.${a}`)}
                </Button>
              ))}
          </Space>
          <ArticleContent article={article} />
          <h4 style={{ marginTop: 16 }}>{t('knowledge.historyTitle')}</h4>
          <History steps={article.history ?? []} prefix="knowledge" />
          {withdrawing && <WithdrawDialog article={article} onClose={() => setWithdrawing(false)} onDone={changed} />}
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

function WithdrawDialog({ article, onClose, onDone }: { article: Article; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <ReasonDialog
      title={`${t('knowledge.action.withdraw')} ${article.articleNo}`}
      okText={t('knowledge.action.withdraw')}
      label={t('knowledge.reason')}
      requiredMessage={t('knowledge.reasonRequired')}
      testIds={{ form: 'knowledge-withdraw-form', ok: 'knowledge-withdraw-ok', input: 'knowledge-reason' }}
      onSubmit={(reason) => moveArticle('withdraw', article, reason)}
      onDone={onDone}
      onClose={onClose}
    />
  );
}
