/**
 * The shell's handling of return visits' realtime event (useRealtime calls it): return visits assigned to this user,
 * shown as a notification, the pools refreshed. True when the message was one.
 */
import { RECALL_EVENT, type RecallNotice, recallLineResource } from '@as/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { SocketMessage } from '../../api/socket.ts';
import { feedback } from '../../app/feedback.ts';
import { t } from '../../app/i18n.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { recallKeys } from './recall-api.ts';

export function handleRecallEvent(message: SocketMessage, queryClient: QueryClient): boolean {
  if (message.type !== RECALL_EVENT) return false;
  const notice = message.data as RecallNotice;
  void queryClient.invalidateQueries({ queryKey: recallKeys.all });
  void queryClient.invalidateQueries({ queryKey: resourceKeys(recallLineResource.key).all });
  feedback.notification?.info({ message: t('recall.noticeTitle'), description: t(`recall.notice.${notice.action}`, { count: notice.count }) });
  return true;
}
