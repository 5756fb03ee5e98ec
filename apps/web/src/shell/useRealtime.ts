/**
 * The shell's realtime connection for the signed-in session: notifications appear as they arrive, a finished export
 * says so (and the export-task list reloads), an SLA reminder shows and refreshes the badge and the warning list, a
 * help case's move by the other side shows and refreshes the help lists, the arrival of an engineer's parts shows
 * (until closed) and refreshes his applications and orders, a bulletin published to the user shows and refreshes the
 * home page's unread list, a picture review's rejection or resubmission shows and refreshes the queue, a supervision
 * order's step by the other side shows and refreshes its grid and detail, a site message shows and refreshes the
 * bell and the inbox, and a dictionary change refreshes the
 * cached dictionaries. The connection follows the tenant.
 */
import { BULLETIN_EVENT, type BulletinNotice, orderResource, PARTS_APPLY_EVENT, PIC_CHECK_EVENT, type PartsApplyNotice, type PicCheckNotice, partsApplyResource, picCheckResource, SITE_MESSAGE_EVENT, type SiteMessageNotice, SUPERVISION_EVENT, type SupervisionNotice, supervisionResource } from '@as/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionStore } from '../api/session.ts';
import { connectRealtime, realtimeUrl, type SocketMessage } from '../api/socket.ts';
import { feedback } from '../app/feedback.ts';
import { t } from '../app/i18n.ts';
import { useStore } from '../app/store.ts';
import { dictKeys } from '../crud/dicts.ts';
import { resourceKeys } from '../crud/resource-api.ts';
import { exportTaskScreen } from '../features/exports/screens.ts';
import { helpKeys } from '../features/help-mail/help-api.ts';
import { bulletinKeys } from '../features/knowledge/knowledge-api.ts';
import { supervisionKeys } from '../features/care/supervision-api.ts';
import { messageKeys } from '../features/messages/messages-api.ts';
import { picCheckKeys } from '../features/pic-check/pic-check-api.ts';
import { handleQualityEvent } from '../features/quality/realtime.ts';
import { handleRecallEvent } from '../features/recall/realtime.ts';
import { slaWarningKeys } from '../features/sla-warning/sla-api.ts';
import { reminderKeys } from './reminders.ts';

interface Notice {
  title?: string;
  content?: string;
}

/** An SLA reminder pushed by the server's scan (SlaNotice). */
interface SlaNotice {
  orderNo: string;
  clock: string;
  state: 'reminder' | 'overdue';
}

interface ExportDone {
  id: number;
  status: string;
  fileName?: string;
}

export function useRealtime(): void {
  const queryClient = useQueryClient();
  const tenantId = useStore(sessionStore)?.tenantId;

  useEffect(() => {
    if (tenantId === undefined) return;
    const handle = (message: SocketMessage) => {
      if (message.type === 'dict_changed') return void queryClient.invalidateQueries({ queryKey: dictKeys.all });
      if (message.type === 'export') {
        const done = message.data as ExportDone;
        const failed = done.status === 'failed';
        // An open export-task screen shows the new status without a click (ResourcePage's list key of that screen).
        void queryClient.invalidateQueries({ queryKey: resourceKeys(exportTaskScreen.key).all });
        return feedback.notification?.[failed ? 'error' : 'success']({
          message: t('realtime.exportTitle'),
          description: t(failed ? 'realtime.exportFailed' : 'realtime.exportDone', { name: done.fileName ?? done.id }),
        });
      }
      if (message.type === 'sla') {
        const notice = message.data as SlaNotice;
        // The badge and an open warning screen count the order now rather than at their next poll.
        void queryClient.invalidateQueries({ queryKey: reminderKeys.all });
        void queryClient.invalidateQueries({ queryKey: slaWarningKeys.all });
        return feedback.notification?.[notice.state === 'overdue' ? 'error' : 'warning']({
          message: t('slaWarning.noticeTitle'),
          description: t(`slaWarning.notice.${notice.state}`, { orderNo: notice.orderNo, clock: t(`slaWarning.clocks.${notice.clock}`) }),
        });
      }
      if (message.type === 'soCase') {
        // The other side of a help case acted: an open queue, thread or order shows it now.
        const notice = message.data as { caseNo: string; orderNo: string; action: string; by: string };
        void queryClient.invalidateQueries({ queryKey: helpKeys.all });
        return feedback.notification?.info({ message: t('helpCase.noticeTitle'), description: t(`helpCase.notice.${notice.action}`, notice) });
      }
      if (message.type === PARTS_APPLY_EVENT) {
        // The parts of the engineer's order have arrived: its application and the order (now 1090) show it.
        const notice = message.data as PartsApplyNotice;
        void queryClient.invalidateQueries({ queryKey: resourceKeys(partsApplyResource.key).all });
        void queryClient.invalidateQueries({ queryKey: resourceKeys(orderResource.key).all });
        return feedback.notification?.success({ message: t('partsApply.notice.title'), description: t('partsApply.notice.received', { applyNo: notice.applyNo, orderNo: notice.orderNo }), duration: 0 });
      }
      if (message.type === BULLETIN_EVENT) {
        // Headquarters published a bulletin for this user: the home page's unread list shows it now.
        const notice = message.data as BulletinNotice;
        void queryClient.invalidateQueries({ queryKey: bulletinKeys.all });
        return feedback.notification?.info({ message: t('bulletin.noticeTitle'), description: notice.title });
      }
      if (message.type === PIC_CHECK_EVENT) {
        // The inspector rejected the outlet's photos, or the outlet resubmitted them: an open queue or review shows it now.
        const notice = message.data as PicCheckNotice;
        void queryClient.invalidateQueries({ queryKey: picCheckKeys.all });
        void queryClient.invalidateQueries({ queryKey: resourceKeys(picCheckResource.key).all });
        const rejected = notice.status === 'rejected';
        return feedback.notification?.[rejected ? 'warning' : 'info']({ message: t('picCheck.noticeTitle'), description: t(`picCheck.notice.${rejected ? 'rejected' : 'resubmitted'}`, { ...notice }), duration: rejected ? 0 : undefined });
      }
      // Return visits assigned to this user.
      if (handleRecallEvent(message, queryClient)) return;
      // Quality and accident reports, good-comment applications: submitted, answered, claimed.
      if (handleQualityEvent(message, queryClient)) return;
      if (message.type === SUPERVISION_EVENT) {
        // The other side of a supervision order acted: an open grid or detail shows it now.
        const notice = message.data as SupervisionNotice;
        void queryClient.invalidateQueries({ queryKey: supervisionKeys.all });
        void queryClient.invalidateQueries({ queryKey: resourceKeys(supervisionResource.key).all });
        return feedback.notification?.info({ message: t('supervision.noticeTitle'), description: t(`supervision.notice.${notice.action}`, { supervisionNo: notice.supervisionNo }) });
      }
      if (message.type === SITE_MESSAGE_EVENT) {
        // A site message for this user (a push rule, a supervision reminder): the bell and an open inbox count it now.
        const notice = message.data as SiteMessageNotice;
        void queryClient.invalidateQueries({ queryKey: messageKeys.all });
        return feedback.notification?.info({ message: t('siteMessage.noticeTitle'), description: notice.title });
      }
      if (message.type === 'notice') {
        const notice = (message.data ?? {}) as Notice;
        feedback.notification?.info({ message: notice.title ?? t('realtime.notice'), description: notice.content });
      }
    };
    const connection = connectRealtime({
      url: () => realtimeUrl(window.location, sessionStore.get()?.accessToken ?? '', tenantId),
      onMessage: handle,
    });
    return () => connection.close();
  }, [tenantId, queryClient]);
}
