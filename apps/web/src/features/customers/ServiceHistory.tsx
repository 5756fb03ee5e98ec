/**
 * Service histories on the customer screens (issue 5): a profile's orders, and an appliance's serial number with
 * its orders (repeat repairs tagged); offered to those who may view orders.
 */
import { orderResource, permissionsOf } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import type { Row } from '../../crud/resource-api.ts';
import { callApi, callKeys } from '../call-access/call-api.ts';
import { HistoryTable } from '../call-access/HistoryTable.tsx';
import { customerName } from './customer-api.ts';

const VIEW_ORDERS = permissionsOf(orderResource.permission).view;

function CustomerHistory({ custId }: { custId: number }) {
  const history = useQuery({ queryKey: callKeys.customer(custId), queryFn: () => callApi.customerHistory(custId) });
  return <HistoryTable orders={history.data?.orders ?? []} loading={history.isPending} />;
}

function SerialHistory({ serialNo }: { serialNo: string }) {
  const history = useQuery({ queryKey: callKeys.serial(serialNo), queryFn: () => callApi.serialHistory(serialNo) });
  return <HistoryTable orders={history.data?.orders ?? []} loading={history.isPending} />;
}

/** The row button opening a profile's (custProfile rows) or an appliance's (custAsset rows) service history. */
export function HistoryButton({ row, of }: { row: Row; of: 'customer' | 'serial' }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!can(VIEW_ORDERS)) return null;
  const title = of === 'customer' ? t('callAccess.historyOf', { name: customerName(row) }) : t('callAccess.serialHistory', { serialNo: row.serialNo });
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} data-testid="row-history">
        {t('callAccess.serviceHistory')}
      </Button>
      {open && (
        <Drawer open size={1000} title={title} onClose={() => setOpen(false)} destroyOnHidden>
          {of === 'customer' ? <CustomerHistory custId={row.id} /> : <SerialHistory serialNo={String(row.serialNo)} />}
        </Drawer>
      )}
    </>
  );
}
