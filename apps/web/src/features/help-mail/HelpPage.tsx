/**
 * One-click help (/workorder/help/index): the cases the caller sees — support's queue of cases waiting for an
 * answer (most urgent first, then the newest, with how long each has waited), the asker's own cases — each opening
 * its thread, with what the caller may do now (take, reply, follow up, close).
 */
import { helpCaseResource, WAITING_CASE_STATUSES } from '@as/shared';
import { EyeOutlined } from '@ant-design/icons';
import { Button, Segmented, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DictSelect } from '../../crud/FieldInput.tsx';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { orderDetailPath } from '../work-orders/order-screen.ts';
import { CaseActions, HelpCaseThread } from './HelpCaseThread.tsx';
import { type HelpCaseRow, helpApi } from './help-api.ts';

const VIEWS = ['waiting', 'all'] as const;

/** The queue searches by what support knows of a case (the order's id is how an order lists its own cases). */
const def = { ...helpCaseResource, fields: helpCaseResource.fields.map((f) => (f.name === 'orderId' || f.name === 'waitingSince' ? { ...f, filter: undefined } : f)) };

/** How long the asker has waited: minutes, hours or days. */
export function waitedText(since: unknown, t: ReturnType<typeof useTranslation>['t']): string {
  if (!since) return '';
  const minutes = Math.max(0, dayjs().diff(dayjs(String(since)), 'minute'));
  if (minutes < 60) return t('helpCase.waitedMinutes', { n: minutes });
  if (minutes < 24 * 60) return t('helpCase.waitedHours', { n: Math.floor(minutes / 60) });
  return t('helpCase.waitedDays', { n: Math.floor(minutes / (24 * 60)) });
}

export function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [view, setView] = useState<(typeof VIEWS)[number]>('waiting');
  const [open, setOpen] = useState<HelpCaseRow>();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented value={view} onChange={(v) => setView(v as (typeof VIEWS)[number])} options={VIEWS.map((v) => ({ value: v, label: <span data-testid={`help-view-${v}`}>{t(`helpCase.view.${v}`)}</span> }))} />
      <ResourcePage
        key={view}
        def={def}
        api={helpApi}
        filters={view === 'waiting' ? { status: WAITING_CASE_STATUSES.join(',') } : undefined}
        searchInputs={{ status: <DictSelect type="help_case_status" multiple />, urgency: <DictSelect type="urgency" multiple /> }}
        cells={{
          caseNo: (value, row) => (
            <Button type="link" size="small" onClick={() => setOpen(row as HelpCaseRow)} data-testid="help-case-no">
              {String(value)}
            </Button>
          ),
          orderNo: (value, row) => (
            <Button type="link" size="small" onClick={() => navigate(orderDetailPath(Number(row.orderId)))}>
              {String(value)}
            </Button>
          ),
          waitingSince: (value) => (value ? <Tag color="orange" data-testid="help-waited">{waitedText(value, t)}</Tag> : ''),
        }}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setOpen(row as HelpCaseRow)} data-testid="help-open">
              {t('helpCase.open')}
            </Button>
            <CaseActions row={row as HelpCaseRow} />
          </>
        )}
      />
      {open && <HelpCaseThread row={open} onClose={() => setOpen(undefined)} />}
    </Space>
  );
}
