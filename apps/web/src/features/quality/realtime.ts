/**
 * The shell's handling of this feature's realtime events (useRealtime calls it first): a submitted, confirmed or
 * returned quality or accident report, a good-comment claim or its answer, shown as a notification, the grids and
 * details refreshed. True when the message was one of them.
 */
import { GOOD_COMMENT_EVENT, type GoodCommentNotice, goodCommentResource, QUALITY_REPORT_EVENT, QUALITY_REPORT_RESOURCES, type QualityReportNotice } from '@as/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { SocketMessage } from '../../api/socket.ts';
import { feedback } from '../../app/feedback.ts';
import { t } from '../../app/i18n.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { goodCommentKeys, qualityKeys } from './quality-api.ts';

export function handleQualityEvent(message: SocketMessage, queryClient: QueryClient): boolean {
  if (message.type === QUALITY_REPORT_EVENT) {
    const notice = message.data as QualityReportNotice;
    void queryClient.invalidateQueries({ queryKey: qualityKeys.all });
    void queryClient.invalidateQueries({ queryKey: resourceKeys(QUALITY_REPORT_RESOURCES[notice.kind].key).all });
    const returned = notice.action === 'return';
    feedback.notification?.[returned ? 'warning' : 'info']({
      message: t('qualityReport.noticeTitle'),
      description: t(`qualityReport.notice.${notice.action}`, { kind: t(`qualityReport.kind.${notice.kind}`), reportNo: notice.reportNo }),
      duration: returned || notice.action === 'submit' ? 0 : undefined,
    });
    return true;
  }
  if (message.type === GOOD_COMMENT_EVENT) {
    const notice = message.data as GoodCommentNotice;
    void queryClient.invalidateQueries({ queryKey: goodCommentKeys.all });
    void queryClient.invalidateQueries({ queryKey: resourceKeys(goodCommentResource.key).all });
    feedback.notification?.[notice.action === 'reject' ? 'warning' : 'info']({ message: t('goodComment.noticeTitle'), description: t(`goodComment.notice.${notice.action}`, { applyNo: notice.applyNo, orderNo: notice.orderNo }) });
    return true;
  }
  return false;
}
