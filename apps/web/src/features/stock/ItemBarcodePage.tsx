/**
 * The item barcode search (menu parts.itemBarcodeSearch; spec section 7's /rpt/itemBarcodeSearch): a barcode typed
 * or scanned (or a part, a warehouse) finds where each serial-numbered item is now, within the caller's
 * warehouses; an item's history shows every place it has been.
 */
import { ITEM_BARCODE_SCREEN } from '@as/shared';
import { BarcodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Input, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { type ItemStep, itemApi, itemHistory } from './report-api.ts';
import { endOf, itemPlace } from './report-screen.ts';

const PLACE_COLOURS = { available: 'green', reserved: 'gold', transit: 'blue', defective: 'red', left: 'default' } as const;

export function ItemBarcodePage() {
  const { t } = useTranslation();
  const [tracked, setTracked] = useState<string>();
  const dash = (value: unknown) => (value == null || value === '' ? '—' : String(value));
  return (
    <>
      <ResourcePage
        def={ITEM_BARCODE_SCREEN}
        api={itemApi}
        // A scanner types the code and Enter: the search runs.
        searchInputs={{ barcode: <Input autoFocus allowClear prefix={<BarcodeOutlined />} placeholder={t('stock.item.scan')} style={{ width: 220 }} data-testid="item-barcode" /> }}
        cells={{
          warehouseName: dash,
          locationCode: dash,
          bucket: (_, row) => {
            const place = itemPlace(row);
            return <Tag color={PLACE_COLOURS[place]}>{t(`stock.item.place.${place}`)}</Tag>;
          },
          moveType: (value) => t(`stock.moveType.${value}`, { defaultValue: String(value) }),
          docNo: dash,
          waybillNumber: dash,
        }}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setTracked(String(row.barcode))} data-testid="item-history">
            {t('stock.item.track')}
          </Button>
        )}
      />
      {tracked && <ItemHistory barcode={tracked} onClose={() => setTracked(undefined)} />}
    </>
  );
}

/** Every place one item has been (its movements within the caller's warehouses), oldest first. */
function ItemHistory({ barcode, onClose }: { barcode: string; onClose: () => void }) {
  const { t } = useTranslation();
  const steps = useQuery({ queryKey: ['itemBarcodeSearch', 'history', barcode], queryFn: () => itemHistory(barcode) });
  const bucket = (value: string | null) => (value ? t(`stock.bucket.${value}`) : null);
  const end = (warehouse: string | null, location: string | null, inBucket: string | null) => (warehouse ? endOf(warehouse, location, bucket(inBucket)) : t('stock.item.outside'));
  // Short values stay on one line; the two ends take what is left.
  const nowrap = { onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
  return (
    <Drawer open size={1000} title={t('stock.item.historyOf', { barcode })} onClose={onClose} data-testid="item-history-drawer">
      <Table<ItemStep>
        size="small"
        rowKey="id"
        pagination={false}
        loading={steps.isFetching}
        dataSource={steps.data ?? []}
        locale={{ emptyText: steps.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stock.item.noHistory')} /> }}
        columns={[
          { key: 'movedAt', dataIndex: 'movedAt', title: t('stock.at'), ...nowrap, render: (v: string) => dayjs(v).format(DATE_TIME_FORMAT) },
          { key: 'moveType', dataIndex: 'moveType', title: t('stock.step'), ...nowrap, render: (v: string) => t(`stock.moveType.${v}`, { defaultValue: v }) },
          { key: 'from', title: t('stock.item.from'), render: (_: unknown, s: ItemStep) => end(s.fromWarehouseName, s.fromLocationCode, s.fromBucket) },
          { key: 'to', title: t('stock.item.to'), render: (_: unknown, s: ItemStep) => end(s.toWarehouseName, s.toLocationCode, s.toBucket) },
          { key: 'docNo', dataIndex: 'docNo', title: t('entity.itemBarcodeSearch.fields.docNo'), ...nowrap, render: (v: string | null) => v ?? '—' },
          { key: 'waybillNumber', dataIndex: 'waybillNumber', title: t('stock.waybillNumber'), ...nowrap, render: (v: string | null) => v || '—' },
          { key: 'userName', dataIndex: 'userName', title: t('stock.who'), ...nowrap },
        ]}
      />
    </Drawer>
  );
}
