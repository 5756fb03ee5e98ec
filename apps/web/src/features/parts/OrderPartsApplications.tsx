/**
 * The work order's parts applications (a section of its detail): each with its status and delivery, opening its
 * detail; and "apply for parts" for who may add applications while the order is where its parts may be asked for
 * (the lifecycle's requestParts, which the application's submission takes): the form names the order and offers
 * its model's BOM parts first; once saved, the new application's detail opens to submit it.
 */
import { type OrderStateColumns, PARTS_APPLY_PERMISSIONS } from '@as/shared';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { DATE_TIME_FORMAT } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import type { OrderRecord } from '../work-orders/order-api.ts';
import { type ApplyBrief, applicationsOfOrder, applyGridApi, type OrderApplication, partsApplyKeys } from './apply-api.ts';
import { partsRequestable } from './apply-screen.ts';
import { ApplyDetail, ApplyStatusTag, useApplyChanged } from './ApplyDetail.tsx';
import { ApplyForm } from './ApplyForm.tsx';

export function OrderPartsApplications({ order }: { order: OrderRecord }) {
  const { t } = useTranslation();
  const can = useCan();
  const changed = useApplyChanged();
  const [applying, setApplying] = useState(false);
  const [open, setOpen] = useState<number>();
  const visible = can(PARTS_APPLY_PERMISSIONS.view);
  const list = useQuery({ queryKey: partsApplyKeys.order(order.id), queryFn: () => applicationsOfOrder(order.id), enabled: visible });
  if (!visible) return null;
  const field = (name: string) => t(`entity.partsApply.fields.${name}`);
  const mayApply = can(PARTS_APPLY_PERMISSIONS.add) && partsRequestable(order as unknown as OrderStateColumns);

  return (
    <Card
      size="small"
      title={t('partsApply.section')}
      extra={
        mayApply && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)} data-testid="order-apply-parts">
            {t('partsApply.apply')}
          </Button>
        )
      }
      data-testid="order-parts-applications"
    >
      <Table<OrderApplication>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={list.data ?? []}
        locale={{ emptyText: t('partsApply.none') }}
        columns={[
          {
            key: 'applyNo',
            dataIndex: 'applyNo',
            title: field('applyNo'),
            render: (value: string, row) => (
              <Button type="link" size="small" onClick={() => setOpen(row.id)} style={{ padding: 0 }} data-testid="order-apply-open">
                {value}
              </Button>
            ),
          },
          { key: 'status', dataIndex: 'status', title: field('status'), render: (value: string) => <ApplyStatusTag status={value} /> },
          { key: 'delivery', dataIndex: 'delivery', title: field('delivery'), render: (value: string) => <DictLabel type="parts_delivery" value={value} /> },
          { key: 'applyType', dataIndex: 'applyType', title: field('applyType'), render: (value: string) => <DictLabel type="parts_apply_type" value={value} /> },
          { key: 'amount', dataIndex: 'amount', title: field('amount'), align: 'right' },
          { key: 'waybillNumber', dataIndex: 'waybillNumber', title: field('waybillNumber') },
          { key: 'createdAt', dataIndex: 'createdAt', title: field('createdAt'), render: (value: string) => dayjs(value).format(DATE_TIME_FORMAT) },
        ]}
      />
      {applying && (
        <ApplyForm
          record={{ orderId: order.id, orderNo: order.orderNo, warrantyType: order.warrantyType }}
          onClose={() => setApplying(false)}
          onSave={async (values) => {
            const added = (await applyGridApi.save!(values)) as ApplyBrief;
            feedback.message?.success(t('common.success'));
            await changed();
            setOpen(added.id);
          }}
        />
      )}
      {open !== undefined && <ApplyDetail id={open} onClose={() => setOpen(undefined)} />}
    </Card>
  );
}
