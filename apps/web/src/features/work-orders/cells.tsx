/** How the work-order screens show a status (coloured, named by the tenant's order_status dictionary). */
import { type OrderStatus, UNACCEPTED } from '@as/shared';
import { Tag } from 'antd';
import { useDict } from '../../crud/dicts.ts';

const colorOf = (status: number) =>
  status === 1250 ? 'green' : status === 1260 ? 'default' : UNACCEPTED.includes(status as OrderStatus) ? 'blue' : status === 1110 || status === 1230 ? 'purple' : 'orange';

export function StatusTag({ status }: { status: number }) {
  const dict = useDict('order_status');
  return (
    <Tag color={colorOf(status)} data-testid="order-status">
      {dict.data?.find((item) => item.value === String(status))?.label ?? status}
    </Tag>
  );
}
