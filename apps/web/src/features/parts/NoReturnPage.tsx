/**
 * 旧件未返核销 (menu parts.noReturn; spec section 7's /rpt/partsNoReturn): the old parts past their return deadline
 * that have not left their outlet on a return (or were rejected at inspection), per outlet with the amount at stake
 * (factory price × quantity) and the totals of the list; exportable. Settlement deducts what it lists.
 */
import { type FieldDef, PARTS_NO_RETURN_SCREEN, type ScreenDef } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { RefSelect } from '../../crud/refs.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { noReturnApi, noReturnTotals, partsReturnKeys } from './return-api.ts';

// The outlet is chosen above the grid (it scopes the totals too).
const SCREEN: ScreenDef = { ...PARTS_NO_RETURN_SCREEN, fields: (PARTS_NO_RETURN_SCREEN.fields as FieldDef[]).map((f) => (f.name === 'siteId' ? { ...f, filter: undefined } : f)) };
const time = (value: unknown) => (value ? dayjs(String(value)).format(DATE_TIME_FORMAT) : '');

export function NoReturnPage() {
  const { t } = useTranslation();
  const [siteId, setSiteId] = useState<number>();
  const filters: Record<string, string> = siteId ? { siteId: String(siteId) } : {};
  const totals = useQuery({ queryKey: [...partsReturnKeys.all, 'noReturnTotals', siteId ?? 0], queryFn: () => noReturnTotals(filters) });
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>{t('partsReturn.outlet')}</Typography.Text>
        <div style={{ width: 260 }} data-testid="no-return-outlet">
          <RefSelect source="snUser" value={siteId} onChange={(v) => setSiteId((v as number | undefined) ?? undefined)} />
        </div>
        {totals.data && (
          <Alert
            type="warning"
            showIcon
            style={{ padding: '2px 12px' }}
            title={<span data-testid="no-return-totals">{t('partsReturn.totals', { count: totals.data.count, qty: totals.data.qty, amount: totals.data.amount })}</span>}
          />
        )}
      </Space>
      <ResourcePage
        def={SCREEN}
        api={noReturnApi}
        filters={filters}
        cells={{
          completedAt: time,
          deadline: time,
          overdueDays: (value) => <Tag color="error">{String(value)}</Tag>,
          rejectReason: (value) => (value ? <Tag color="orange">{String(value)}</Tag> : ''),
        }}
      />
    </Space>
  );
}
