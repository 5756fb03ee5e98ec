/**
 * An order's return/exchange applications, on the detail of an order in a replacement (SRA) or return (POR)
 * sub-flow: each with its status, opening the return-and-exchange screen filtered to the order; with none yet, a
 * holder of the add permission files one from the order's data (product, serial number, customer, address).
 */
import { EXCHANGE_PERMISSIONS, exchangeBillResource, type FieldDef, type Page } from '@as/shared';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../access/useCan.ts';
import { FormDialog } from '../../crud/FormDialog.tsx';
import { cellOf } from '../../crud/ResourcePage.tsx';
import { resourceKeys, type Row } from '../../crud/resource-api.ts';
import type { OrderRecord } from '../work-orders/order-api.ts';
import { EXCHANGE_PATH, exchangeApi } from './exchange-api.ts';

const STATUS = exchangeBillResource.fields.find((f) => f.name === 'status') as FieldDef;
const TYPE = exchangeBillResource.fields.find((f) => f.name === 'type') as FieldDef;

/** A new application as the order describes it: exchange for a replacement, return for a return. */
const fromOrder = (order: OrderRecord): Record<string, unknown> => ({
  orderId: order.id,
  type: order.sra !== 'none' ? 'exchange' : 'return',
  source: 'order',
  categoryId: order.categoryId,
  itemId: order.itemId,
  serialNo: order.serialNo,
  consignee: order.customerName,
  contact: order.phone,
  address: order.address,
});

export function OrderExchanges({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState<Record<string, unknown>>();
  const inSubFlow = order.sra !== 'none' || order.por !== 'none';
  const bills = useQuery({
    queryKey: [...resourceKeys(exchangeBillResource.key).all, 'ofOrder', order.id],
    enabled: inSubFlow,
    queryFn: () => exchangeApi.list({ current: 1, size: 50, filters: { orderId: String(order.id) } }) as Promise<Page<Row>>,
  });
  if (!inSubFlow) return null;
  const records = bills.data?.records ?? [];
  const open = () => navigate(`${EXCHANGE_PATH}?orderId=${order.id}`);

  return (
    <Card
      size="small"
      title={t('exchange.ofOrder')}
      loading={bills.isPending}
      data-testid="order-exchanges"
      extra={
        <Space>
          {records.length > 0 && (
            <Button size="small" type="link" onClick={open} data-testid="order-exchanges-open">
              {t('exchange.showAll')}
            </Button>
          )}
          {bills.isSuccess && records.length === 0 && can(EXCHANGE_PERMISSIONS.add) && (
            <Button size="small" icon={<PlusOutlined />} onClick={() => setAdding(fromOrder(order))} data-testid="order-exchange-create">
              {t('exchange.create')}
            </Button>
          )}
        </Space>
      }
    >
      {records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('exchange.noneOfOrder')} />
      ) : (
        <List
          size="small"
          dataSource={records}
          renderItem={(bill) => (
            <List.Item data-testid="order-exchange">
              <Space wrap>
                <Typography.Link onClick={open}>{String(bill.billNo)}</Typography.Link>
                {cellOf(TYPE, bill.type)}
                {cellOf(STATUS, bill.status)}
              </Space>
            </List.Item>
          )}
        />
      )}
      {adding && (
        <FormDialog
          def={exchangeBillResource}
          record={adding}
          onSave={async (values) => {
            await exchangeApi.save!({ ...values, orderId: order.id });
            await bills.refetch();
          }}
          onClose={() => setAdding(undefined)}
        />
      )}
    </Card>
  );
}
