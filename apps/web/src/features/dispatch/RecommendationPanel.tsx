/**
 * The ranked outlets or engineers for one order, each with why it ranks there: distance, load against capacity,
 * skill (engineer level, the dispatch rule that matches or names him) and the risk of missing the SLA.
 */
import { Button, Empty, Table, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../crud/dicts.ts';
import { type Candidate, type SlaRisk, useRecommendation } from './dispatch-api.ts';

const RISK_COLOR: Record<SlaRisk, string> = { none: 'default', low: 'green', medium: 'orange', high: 'red' };

/** The reasons as short texts, in the order the ranking weighs them. */
export function reasonsOf(c: Candidate, t: TFunction, levelLabel: (level: string) => string): string[] {
  const reasons: string[] = [];
  if (c.ruleNamed) reasons.push(t('dispatch.reason.ruleNamed'));
  else if (c.ruleRank !== null) reasons.push(t('dispatch.reason.rule', { rank: c.ruleRank }));
  if (c.distanceKm !== null) reasons.push(t('dispatch.reason.distance', { km: c.distanceKm.toFixed(1) }));
  reasons.push(t('dispatch.reason.load', { load: c.load, capacity: c.capacity }));
  if (c.level) reasons.push(t('dispatch.reason.skill', { level: levelLabel(c.level) }));
  return reasons;
}

interface Props {
  orderId: number;
  level?: 'site' | 'engineer';
  selected?: number;
  onSelect?: (c: Candidate) => void;
  onAssign?: (c: Candidate) => void;
  assigning?: boolean;
}

export function RecommendationPanel({ orderId, level, selected, onSelect, onAssign, assigning }: Props) {
  const { t } = useTranslation();
  const recommendation = useRecommendation(orderId, level);
  const levels = useDict('engineer_level');
  const levelLabel = (value: string) => levels.data?.find((d) => d.value === value)?.label ?? value;
  const data = recommendation.data;
  return (
    <div data-testid="recommendation">
      <Typography.Text type="secondary">
        {t(data?.level === 'engineer' ? 'dispatch.engineersFor' : 'dispatch.sitesFor')}
        {data?.hoursLeft != null && ` · ${t('dispatch.hoursLeft', { hours: data.hoursLeft })}`}
      </Typography.Text>
      <Table<Candidate>
        size="small"
        rowKey="id"
        loading={recommendation.isPending}
        dataSource={data?.candidates ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('dispatch.noCandidates')} /> }}
        rowSelection={onSelect ? { type: 'radio', selectedRowKeys: selected === undefined ? [] : [selected], onChange: (_keys, rows) => rows[0] && onSelect(rows[0]) } : undefined}
        onRow={(c) => ({ onClick: () => onSelect?.(c), 'data-testid': `candidate-${c.code}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: '#', width: 40, render: (_v, _c, i) => i + 1 },
          {
            title: t('dispatch.candidate'),
            width: 150,
            render: (_v, c) => (
              <>
                <div style={{ whiteSpace: 'nowrap' }}>{c.name}</div>
                <Typography.Text type="secondary">{c.parentName ?? c.code}</Typography.Text>
              </>
            ),
          },
          {
            title: t('dispatch.reasons'),
            render: (_v, c) => (
              <>
                {reasonsOf(c, t, levelLabel).map((text) => (
                  <Tag key={text}>{text}</Tag>
                ))}
                <Tag color={RISK_COLOR[c.slaRisk]}>{t(`dispatch.risk.${c.slaRisk}`)}</Tag>
                {c.full && <Tag color="red">{t('dispatch.full')}</Tag>}
              </>
            ),
          },
          { title: t('dispatch.score'), dataIndex: 'score', width: 70 },
          ...(onAssign
            ? [
                {
                  title: '',
                  width: 80,
                  render: (_v: unknown, c: Candidate) => (
                    <Button size="small" type="primary" loading={assigning} disabled={c.full} onClick={() => onAssign(c)} data-testid={`assign-${c.code}`}>
                      {t('dispatch.assign')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
