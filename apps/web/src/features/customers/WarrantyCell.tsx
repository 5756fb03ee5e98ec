/** An asset's warranty in a grid: its months and whether it covers today (green in, red out, grey unknown). */
import { WARRANTY_TYPE, type WarrantyTerms, warrantyEnd, warrantyStatus } from '@as/shared';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../crud/dicts.ts';

const COLORS = { in: 'green', out: 'red', unknown: 'default' } as const;

export function WarrantyCell({ terms }: { terms: WarrantyTerms }) {
  const { t } = useTranslation();
  const dict = useDict('warranty_type');
  const status = warrantyStatus(terms, new Date().toLocaleDateString('sv'));
  const end = warrantyEnd(terms);
  const label = dict.data?.find((i) => i.value === WARRANTY_TYPE[status])?.label ?? status;
  return (
    <Space size={4}>
      {terms.warrantyMonths != null && <span>{t('customers.months', { n: terms.warrantyMonths })}</span>}
      <Tooltip title={end ? t('customers.warrantyUntil', { date: end }) : undefined}>
        <Tag color={COLORS[status]} data-testid={`warranty-${status}`}>
          {label}
        </Tag>
      </Tooltip>
    </Space>
  );
}

/** The grid cell of the warrantyMonths column, for the asset screens. */
export const warrantyCells = {
  warrantyMonths: (_: unknown, row: Record<string, unknown>) => (
    <WarrantyCell terms={{ purchaseDate: row.purchaseDate as string | null, installTime: row.installTime as string | null, warrantyMonths: row.warrantyMonths as number | null }} />
  ),
};
