/** The top bar's site-message bell: the unread count (kept live over the WebSocket); a click opens the messages page. */
import { MailOutlined } from '@ant-design/icons';
import { BADGE_CAP } from '@as/shared';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../api/session.ts';
import { useStore } from '../../app/store.ts';
import { MESSAGES_PATH, useUnreadMessages } from './messages-api.ts';

export function MessageBell({ color }: { color?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tenantId = useStore(sessionStore)?.tenantId;
  const unread = useUnreadMessages(tenantId);
  const label = t('siteMessage.bell', { count: unread });
  return (
    <Tooltip title={label}>
      <Badge count={unread} overflowCount={BADGE_CAP} size="small" data-testid="site-message-count">
        <Button type="text" style={{ color }} aria-label={label} icon={<MailOutlined />} onClick={() => navigate(MESSAGES_PATH)} data-testid="site-messages" />
      </Badge>
    </Tooltip>
  );
}
