/** How the work-order screens show a status (coloured, named by the tenant's order_status dictionary) and an engineer (by name). */
import { engineerResource, type OrderStatus, permissionsOf, UNACCEPTED } from '@as/shared';
import { Tag } from 'antd';
import { useCan } from '../../access/useCan.ts';
import { useDict } from '../../crud/dicts.ts';
import { useEngineerChoices } from '../engineers/engineer-api.ts';

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

/** The engineer's name and job number among the engineers the caller may see (else the id). */
export function EngineerLabel({ id }: { id: unknown }) {
  const can = useCan();
  if (id == null) return null;
  return can(permissionsOf(engineerResource.permission).view) ? <EngineerName id={id} /> : String(id);
}

function EngineerName({ id }: { id: unknown }) {
  const engineers = useEngineerChoices();
  const engineer = engineers.data?.find((e) => e.id === id);
  return <>{engineer ? `${engineer.name} (${engineer.jobNo})` : String(id)}</>;
}
