/**
 * The network inventory (menu parts.networkInventory): what every outlet in the caller's warehouses holds, a row
 * per outlet and part, or by part across the outlets (how many hold it, the sums, how many are below its safety
 * stock); headquarters sees every outlet, a centre its region's. Both views search and export as any grid.
 */
import { MAX_PAGE_SIZE, NETWORK_OUTLET_SCREEN, NETWORK_PART_SCREEN, type Page } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biz } from '../../api/request.ts';
import { resourceKeys } from '../../crud/resource-api.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { outletStockApi, partStockApi } from './report-api.ts';
import styles from './stock.module.css';

/** The outlets' warehouses (type asc) to search by. */
function OutletSelect(props: { value?: unknown; onChange?: (value: unknown) => void; id?: string }) {
  const outlets = useQuery({
    queryKey: [...resourceKeys('warehouse').all, 'outlets'],
    staleTime: 60_000,
    queryFn: () =>
      biz<Page<{ id: number; name: string; code: string }>>('/basic/basWarehouse/getListPage', {
        method: 'POST',
        data: { current: '1', size: String(MAX_PAGE_SIZE), searchCount: 'false', filters: { warehouseType: 'asc' } },
        silent: true,
      }),
  });
  return (
    <Select
      {...props}
      value={props.value as number | undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={outlets.isPending}
      style={{ minWidth: 200 }}
      options={outlets.data?.records.map((w) => ({ value: w.id, label: `${w.name} (${w.code})` }))}
      data-testid="outlet-select"
    />
  );
}

export function NetworkInventoryPage() {
  const { t } = useTranslation();
  const [view, setView] = useState('outlet');
  const below = (value: unknown) => (value ? <Tag color="red">{t('stock.belowSafety')}</Tag> : null);
  return (
    <Tabs
      activeKey={view}
      onChange={setView}
      style={{ marginTop: -8 }}
      items={[
        {
          key: 'outlet',
          label: <span data-testid="network-by-outlet">{t('stock.network.byOutlet')}</span>,
          children: (
            <ResourcePage
              def={NETWORK_OUTLET_SCREEN}
              api={outletStockApi}
              searchInputs={{ warehouseId: <OutletSelect /> }}
              rowClassName={(row) => (row.belowSafety ? styles.belowSafety : '')}
              cells={{ belowSafety: below }}
            />
          ),
        },
        {
          key: 'part',
          label: <span data-testid="network-by-part">{t('stock.network.byPart')}</span>,
          children: (
            <ResourcePage
              def={NETWORK_PART_SCREEN}
              api={partStockApi}
              searchInputs={{ warehouseId: <OutletSelect /> }}
              rowClassName={(row) => (Number(row.outletsBelow) > 0 ? styles.belowSafety : '')}
              cells={{ outletsBelow: (value) => (Number(value) > 0 ? <Tag color="red">{String(value)}</Tag> : String(value)) }}
            />
          ),
        },
      ]}
    />
  );
}
