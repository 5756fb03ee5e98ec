/**
 * The knowledge base's articles for an order's product and fault, as a short list of links (the completion form, one-
 * click help): shown to whoever may read the knowledge base, and only when there is something to show.
 */
import { BookOutlined } from '@ant-design/icons';
import { KNOWLEDGE_PERMISSIONS } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ArticleReader } from './ArticleReader.tsx';
import { knowledgeKeys, relatedArticles } from './knowledge-api.ts';

export function RelatedArticles({ orderId, faultSymptomId }: { orderId: number; faultSymptomId?: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(KNOWLEDGE_PERMISSIONS.read);
  const related = useQuery({ queryKey: knowledgeKeys.related(orderId, faultSymptomId), queryFn: () => relatedArticles(orderId, faultSymptomId), enabled: allowed });
  const [open, setOpen] = useState<number>();
  if (!allowed || !related.data?.length) return null;
  return (
    <>
      <Alert
        type="info"
        showIcon
        icon={<BookOutlined />}
        style={{ marginBottom: 12 }}
        title={t('knowledge.related')}
        description={
          <Space wrap size={[12, 0]} data-testid="related-articles">
            {related.data.map((a) => (
              <Button key={a.id} type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(a.id)} data-testid="related-article">
                {a.title}
              </Button>
            ))}
          </Space>
        }
      />
      {open !== undefined && <ArticleReader id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
