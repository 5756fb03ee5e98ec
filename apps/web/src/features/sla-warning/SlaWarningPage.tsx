/**
 * The warning screen (/workorder/warning/index): the orders in the caller's scope with a clock whose reminder is
 * due or whose deadline has passed, the nearest deadline first, filtered by order, clock, state and type; each
 * shows all of its order's clocks or opens the order's detail.
 */
import { type SlaState, slaWarningScreen } from '@as/shared';
import { ClockCircleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { slaWarningApi } from './sla-api.ts';
import { dateTime, SlaStateTag, TimeLeft } from './SlaParts.tsx';
import { SlaRecords } from './SlaRecords.tsx';

export function SlaWarningPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [showing, setShowing] = useState<Row>();
  return (
    <>
      <ResourcePage
        def={slaWarningScreen}
        api={slaWarningApi}
        cells={{
          state: (value) => <SlaStateTag state={value as SlaState} />,
          minutesLeft: (value) => <TimeLeft minutes={Number(value)} />,
          dueAt: dateTime,
          reportAt: dateTime,
        }}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" icon={<ClockCircleOutlined />} onClick={() => setShowing(row)} data-testid="show-sla">
              {t('slaWarning.records')}
            </Button>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => navigate(`/workorder/order/detail/${row.orderId}`)} data-testid="open-order">
              {t('slaWarning.open')}
            </Button>
          </>
        )}
      />
      <Drawer open={showing !== undefined} title={String(showing?.orderNo ?? '')} size={640} onClose={() => setShowing(undefined)} destroyOnHidden>
        {showing && <SlaRecords orderId={Number(showing.orderId)} />}
      </Drawer>
    </>
  );
}
