/**
 * What the bell counts, opened from it: the orders of the caller's scope with an SLA reminder due or a deadline
 * passed, the nearest deadline first (the warning screen's list, its first rows), each opening the order's detail.
 */
import { ORDER_PERMISSIONS, type SlaState } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../access/useCan.ts';
import { sessionStore } from '../api/session.ts';
import { useStore } from '../app/store.ts';
import { SLA_WARNING_PATH } from '../features/sla-warning/pages.ts';
import { slaWarningApi } from '../features/sla-warning/sla-api.ts';
import { ClockLabel, SlaStateTag, TimeLeft } from '../features/sla-warning/SlaParts.tsx';
import { orderDetailPath } from '../features/work-orders/order-screen.ts';
import { findByPath, useMenus } from './menus.ts';
import { reminderKeys } from './reminders.ts';
import styles from './topbar.module.css';

/** The rows the panel lists; the warning screen has them all. */
const SHOWN = 8;

export function ReminderPanel({ onOpened }: { onOpened: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const tenantId = useStore(sessionStore)?.tenantId;
  const menus = useMenus();
  const allowed = can(ORDER_PERMISSIONS.view);
  // Under the badge's key: a pushed reminder refreshes both.
  const list = useQuery({
    queryKey: [...reminderKeys.all, 'list', tenantId],
    enabled: allowed,
    queryFn: () => slaWarningApi.list({ current: 1, size: SHOWN, filters: {} }),
  });
  const open = (path: string) => {
    onOpened();
    navigate(path);
  };
  const rows = list.data?.records ?? [];

  return (
    <div className={styles.reminderPanel} data-testid="reminder-panel">
      {allowed && list.isPending ? (
        <Spin className={styles.reminderSpin} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.reminderPanel.empty')} />
      ) : (
        <ul className={styles.reminderList}>
          {rows.map((row) => (
            <li key={row.id}>
              <Button type="link" size="small" className={styles.reminderOrder} onClick={() => open(orderDetailPath(Number(row.orderId)))} data-testid="reminder-order">
                {String(row.orderNo)}
              </Button>
              <Typography.Text type="secondary">{String(row.customerName ?? '')}</Typography.Text>
              <span className={styles.reminderState}>
                <ClockLabel clock={String(row.clock)} /> <SlaStateTag state={row.state as SlaState} /> <TimeLeft minutes={Number(row.minutesLeft)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {findByPath(menus.data, SLA_WARNING_PATH) && (
        <Button type="link" block onClick={() => open(SLA_WARNING_PATH)} data-testid="reminder-all">
          {t('shell.reminderPanel.all', { count: list.data?.total ?? 0 })}
        </Button>
      )}
    </div>
  );
}
