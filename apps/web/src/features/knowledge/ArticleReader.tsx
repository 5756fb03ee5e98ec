/** A published article as a reader sees it (from the knowledge base's search, the completion form or one-click help). */
import { useQuery } from '@tanstack/react-query';
import { Modal, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleImages, Attachments } from './Files.tsx';
import { type Article, knowledgeKeys, readArticle } from './knowledge-api.ts';

/** The article's filing, text, images and attachments. */
export function ArticleContent({ article }: { article: Article }) {
  const { t } = useTranslation();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{article.articleNo}</Typography.Text>
        {article.typeName && <Tag color="blue">{article.typeName}</Tag>}
        {article.categoryName && <Tag>{article.categoryName}</Tag>}
        {article.faultSymptomName && <Tag color="orange">{article.faultSymptomName}</Tag>}
        {article.publishedAt && <Typography.Text type="secondary">{t('knowledge.publishedAt', { at: dayjs(article.publishedAt).format(DATE_TIME_FORMAT) })}</Typography.Text>}
      </Space>
      <ArticleBody body={article.body} />
      <ArticleImages files={article.images} />
      <Attachments files={article.attachments} />
    </>
  );
}

export function ArticleReader({ id, onClose }: { id: number; onClose: () => void }) {
  const article = useQuery({ queryKey: knowledgeKeys.article(id), queryFn: () => readArticle(id) });
  return (
    <Modal open title={article.data?.title ?? ''} onCancel={onClose} footer={null} width={760} data-testid="article-reader">
      {article.data ? <ArticleContent article={article.data} /> : <Spin />}
    </Modal>
  );
}
