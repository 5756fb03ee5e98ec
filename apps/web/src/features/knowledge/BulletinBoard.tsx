/**
 * The home page's bulletins: the signed-in user's unread bulletins in force (or all of them), each opening its text;
 * opening one records the reading, so it leaves the unread list. A new bulletin arrives over the WebSocket.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, List, Modal, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT } from '../../app/dates.ts';
import { ArticleBody } from './ArticleBody.tsx';
import { Attachments } from './Files.tsx';
import { bulletinKeys, myBulletins, readBulletin } from './knowledge-api.ts';

export function BulletinBoard() {
  const { t } = useTranslation();
  const [unread, setUnread] = useState(true);
  const [open, setOpen] = useState<number>();
  const list = useQuery({ queryKey: bulletinKeys.mine(unread), queryFn: () => myBulletins(unread) });
  const count = unread ? (list.data?.total ?? 0) : undefined;
  return (
    <Card
      title={
        <span>
          <NotificationOutlined /> {t(unread ? 'bulletin.unread' : 'bulletin.board')} {count ? <Badge count={count} data-testid="bulletin-unread-count" /> : null}
        </span>
      }
      extra={
        <Button type="link" size="small" onClick={() => setUnread((u) => !u)} data-testid="bulletin-toggle">
          {t(unread ? 'bulletin.showAll' : 'bulletin.showUnread')}
        </Button>
      }
      data-testid="bulletin-board"
    >
      <List
        size="small"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(unread ? 'bulletin.allRead' : 'common.empty')} /> }}
        renderItem={(b) => (
          <List.Item key={b.id} extra={<Typography.Text type="secondary">{b.publishedAt ? dayjs(b.publishedAt).format(DATE_FORMAT) : ''}</Typography.Text>}>
            <Button type="link" size="small" style={{ padding: 0, fontWeight: b.read ? 'normal' : 600 }} onClick={() => setOpen(b.id)} data-testid="bulletin-item">
              {b.title}
            </Button>
            {b.read && <Tag style={{ marginInlineStart: 8 }}>{t('bulletin.read')}</Tag>}
          </List.Item>
        )}
      />
      {open !== undefined && <BulletinReader id={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}

function BulletinReader({ id, onClose }: { id: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const bulletin = useQuery({
    queryKey: bulletinKeys.read(id),
    queryFn: async () => {
      const read = await readBulletin(id);
      // The reading is recorded: the unread list and its count follow.
      await queryClient.invalidateQueries({ queryKey: ['bulletin', 'mine'] });
      return read;
    },
  });
  return (
    <Modal open title={bulletin.data?.title ?? ''} onCancel={onClose} footer={null} width={720} data-testid="bulletin-reader">
      {bulletin.data ? (
        <>
          <ArticleBody body={bulletin.data.body} />
          <Attachments files={bulletin.data.attachments} />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
