/**
 * The work order's old parts (a section of its detail): each replaced part marked for return to the factory, its
 * deadline, and where its return stands (not returned, on a return with its status and inspection), opening that
 * return's detail.
 */
import { PARTS_RETURN_PERMISSIONS } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import type { OrderRecord } from '../work-orders/order-api.ts';
import { type OrderOldPart, oldPartsOfOrder, partsReturnKeys } from './return-api.ts';
import { InspectionTag, ReturnDetail, ReturnStatusTag } from './ReturnDetail.tsx';

export function OrderOldParts({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const visible = useCan()(PARTS_RETURN_PERMISSIONS.view);
  const [open, setOpen] = useState<number>();
  const list = useQuery({ queryKey: partsReturnKeys.order(order.id), queryFn: () => oldPartsOfOrder(order.id), enabled: visible });
  if (!visible || !list.data?.length) return null;
  return (
    <Card size="small" title={t('partsReturn.oldParts')} data-testid="order-old-parts">
      <Table<OrderOldPart>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={list.data}
        locale={{ emptyText: t('partsReturn.noOldParts') }}
        columns={[
          { key: 'part', title: t('entity.partsReturn.lines.partsId'), render: (_: unknown, p) => `${p.code} ${p.name}` },
          { key: 'quantity', dataIndex: 'quantity', title: t('entity.partsReturn.lines.qty'), align: 'right' },
          {
            key: 'deadline',
            title: t('partsReturn.deadline'),
            render: (_: unknown, p) =>
              p.deadline && (
                <Space size={4}>
                  {dayjs(p.deadline).format(DATE_TIME_FORMAT)}
                  {!p.ret?.live && dayjs(p.deadline).isBefore(dayjs()) && <Tag color="error">{t('partsReturn.overdue')}</Tag>}
                </Space>
              ),
          },
          {
            key: 'ret',
            title: t('entity.partsReturn.fields.returnNo'),
            render: (_: unknown, p) =>
              p.ret ? (
                <Space size={4} wrap>
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(p.ret!.returnId)} data-testid="order-old-part-return">
                    {p.ret.returnNo}
                  </Button>
                  <ReturnStatusTag status={p.ret.status} />
                  {p.ret.inspection !== 'pending' && <InspectionTag value={p.ret.inspection} />}
                </Space>
              ) : (
                <Tag data-testid="order-old-part-none">{t('partsReturn.notReturned')}</Tag>
              ),
          },
        ]}
      />
      {open !== undefined && <ReturnDetail id={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
