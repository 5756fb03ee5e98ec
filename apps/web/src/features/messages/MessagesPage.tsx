/**
 * 站内消息: the signed-in user's inbox, newest first — all or the unread ones, paged; a message shows its title, its
 * text (as text: nothing in it becomes markup), when it came and what sent it; opening one marks it read and follows
 * its link (a route of the app); "mark read" and "mark all read" without opening. New messages arrive over the
 * WebSocket and refresh the list.
 */
import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Empty, List, Pagination, Segmented, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { useDict } from '../../crud/dicts.ts';
import { messageKeys, pageMessages, readAllMessages, readMessage, type SiteMessage } from './messages-api.ts';

const PAGE_SIZES = [10, 20, 50];

export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const events = useDict('push_event');
  const list = useQuery({ queryKey: messageKeys.page(current, size, unreadOnly), queryFn: () => pageMessages(current, size, unreadOnly) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: messageKeys.all });
  const read = useMutation({ mutationFn: readMessage, onSuccess: refresh });
  const readAll = useMutation({ mutationFn: readAllMessages, onSuccess: refresh });
  const unread = list.data?.unread ?? 0;
  const sourceLabel = (event: string) => events.data?.find((item) => item.value === event)?.label ?? t(`siteMessage.source.${event}`, { defaultValue: event });
  const open = async (m: SiteMessage) => {
    if (!m.readAt) await read.mutateAsync(m.id);
    if (m.link?.startsWith('/')) navigate(m.link);
  };

  return (
    <Card
      title={
        <Space>
          <MailOutlined />
          <span>{t('siteMessage.title')}</span>
          <Badge count={unread} showZero={false} data-testid="site-message-unread" />
        </Space>
      }
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        <Segmented
          value={unreadOnly ? 'unread' : 'all'}
          onChange={(v) => {
            setUnreadOnly(v === 'unread');
            setCurrent(1);
          }}
          options={[
            { value: 'all', label: t('siteMessage.all') },
            { value: 'unread', label: t('siteMessage.unread') },
          ]}
          data-testid="site-message-filter"
        />
        <Button icon={<CheckOutlined />} disabled={!unread} loading={readAll.isPending} onClick={() => readAll.mutate()} data-testid="site-message-read-all">
          {t('siteMessage.readAll')}
        </Button>
      </div>
      <List
        itemLayout="vertical"
        loading={list.isPending}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(unreadOnly ? 'siteMessage.noneUnread' : 'siteMessage.none')} /> }}
        renderItem={(m) => (
          <List.Item
            key={m.id}
            data-testid="site-message"
            actions={
              m.readAt
                ? [<Tag key="read">{t('siteMessage.read')}</Tag>]
                : [
                    <Button key="mark" size="small" type="link" onClick={() => read.mutate(m.id)} data-testid="site-message-mark">
                      {t('siteMessage.markRead')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Button type="link" style={{ padding: 0, height: 'auto', fontWeight: m.readAt ? 'normal' : 600, whiteSpace: 'normal', textAlign: 'start' }} onClick={() => void open(m)} data-testid="site-message-title">
                  {m.title}
                </Button>
              }
              description={
                <div>
                  <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{m.text}</Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {dayjs(m.createdAt).format(DATE_TIME_FORMAT)} · {sourceLabel(m.sourceEvent)}
                  </Typography.Text>
                </div>
              }
            />
          </List.Item>
        )}
      />
      <Pagination
        style={{ marginTop: 12, textAlign: 'end' }}
        size="small"
        current={current}
        pageSize={size}
        total={list.data?.total ?? 0}
        showSizeChanger
        pageSizeOptions={PAGE_SIZES}
        showTotal={(total) => t('siteMessage.total', { total })}
        onChange={(page, pageSize) => {
          setCurrent(pageSize === size ? page : 1);
          setSize(pageSize);
        }}
      />
    </Card>
  );
}
