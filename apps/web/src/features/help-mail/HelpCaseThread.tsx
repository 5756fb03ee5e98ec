/**
 * A help case opened from the queue or from its order: the question and the thread (who wrote what, when, with
 * photos), and the buttons of what the caller may do now — by the case's table and their part in it (asker or
 * support); `CaseActions` is the same row of buttons in the queue.
 */
import { allowedHelpCaseActions, type HelpCaseAction, mayActOnCase } from '@as/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Empty, Image, Space, Spin, Tag, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { sessionStore } from '../../api/session.ts';
import { useFileUrl } from '../../api/useFileUrl.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { useStore } from '../../app/store.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { RelatedArticles } from '../knowledge/RelatedArticles.tsx';
import { CaseMessageDialog } from './CaseDialogs.tsx';
import { actOnCase, type CaseMessage, type HelpCaseRow, helpKeys, useCase, useThread } from './help-api.ts';

/** What the signed-in user may do to the case now. */
function useCaseActions(row: HelpCaseRow): HelpCaseAction[] {
  const user = useStore(sessionStore)?.user;
  const caller = { userId: user?.sysUser.userId ?? 0, permissions: new Set(user?.permissions ?? []) };
  return allowedHelpCaseActions({ status: row.status }).filter((action) => mayActOnCase(action, caller, Number(row.askedBy)));
}

/** The buttons of what the caller may do to the case now; the queue, the thread and the order's cases refresh after. */
export function CaseActions({ row }: { row: HelpCaseRow }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [acting, setActing] = useState<HelpCaseAction>();
  const done = () => void queryClient.invalidateQueries({ queryKey: helpKeys.all });
  // Taking a case is one click; the others carry a message.
  const take = async () => {
    try {
      await actOnCase('take', row);
    } catch (e) {
      if (e instanceof ApiError) return done();
      throw e;
    }
    feedback.message?.success(t('common.success'));
    done();
  };
  return (
    <>
      {useCaseActions(row).map((action) => (
        <Button key={action} type="link" size="small" danger={action === 'close'} onClick={() => (action === 'take' ? void take() : setActing(action))} data-testid={`help-${action}`}>
          {t(`helpCase.action.${action}`)}
        </Button>
      ))}
      {acting && <CaseMessageDialog action={acting} row={row} onClose={() => setActing(undefined)} onDone={done} />}
    </>
  );
}

function Thumb({ file }: { file: UploadedFile }) {
  const src = useFileUrl(file.url);
  return <Image src={src} width={64} height={64} style={{ objectFit: 'cover' }} alt={file.original} />;
}

const KIND_COLOR: Record<CaseMessage['kind'], string> = { question: 'blue', reply: 'green', followUp: 'orange', close: 'gray' };

export function HelpCaseThread({ row: opened, onClose }: { row: HelpCaseRow; onClose: () => void }) {
  const { t } = useTranslation();
  const thread = useThread(opened.id);
  const row = useCase(opened.id).data ?? opened;
  return (
    <Drawer
      open
      width={560}
      title={
        <Space>
          {row.caseNo} · {row.orderNo}
          <DictLabel type="help_case_status" value={row.status} />
        </Space>
      }
      onClose={onClose}
      extra={<CaseActions key={row.version} row={row} />}
      data-testid="help-thread"
    >
      <RelatedArticles orderId={row.orderId} />
      {thread.isPending ? (
        <Spin />
      ) : !thread.data?.length ? (
        <Empty />
      ) : (
        <Timeline
          items={thread.data.map((m) => ({
            color: KIND_COLOR[m.kind],
            children: (
              <div data-testid="help-message-item">
                <Space wrap>
                  <Typography.Text type="secondary">{dayjs(m.createdAt).format(DATE_TIME_FORMAT)}</Typography.Text>
                  <Typography.Text strong>{m.userName}</Typography.Text>
                  <Tag color={KIND_COLOR[m.kind]}>{t(`helpCase.kind.${m.kind}`)}</Tag>
                </Space>
                {m.body && <div style={{ whiteSpace: 'pre-wrap' }} data-testid="help-message-body">{m.body}</div>}
                {m.photos.length > 0 && (
                  <Image.PreviewGroup>
                    <Space wrap>
                      {m.photos.map((file) => (
                        <Thumb key={file.id} file={file} />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                )}
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
