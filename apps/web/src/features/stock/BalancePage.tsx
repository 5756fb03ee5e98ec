/** The stock balance (menu parts.balance): each slot of the caller's warehouses; a part below its safety stock stands out. */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { BALANCE_SCREEN, balanceApi } from './stock-api.ts';
import styles from './stock.module.css';

export function BalancePage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={BALANCE_SCREEN}
      api={balanceApi}
      rowClassName={(row) => (row.belowSafety ? styles.belowSafety : '')}
      cells={{
        // The row names its warehouse (location 0, a dash, holds what has no shelf yet).
        warehouseId: (_, row: Row) => String(row.warehouseName ?? row.warehouseId),
        belowSafety: (value) => (value ? <Tag color="red">{t('stock.belowSafety')}</Tag> : null),
      }}
    />
  );
}
