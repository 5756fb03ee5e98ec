/**
 * On a work order's detail: headquarters or the order's centre raises an assessment sheet on the order, against the
 * outlet that holds it (addByOrder); the new draft is then issued from the sheets' screen.
 */
import { AuditOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { feedback } from '../../app/feedback.ts';
import { addCheckBillByOrder } from './check-bill-api.ts';
import { byOrderBody, mayRaiseSheetOn, type SheetValues } from './check-bill-screen.ts';
import { CheckBillForm, type SheetOrder } from './CheckBillForm.tsx';

export function RaiseSheetButton({ order }: { order: SheetOrder & { siteId?: unknown } }) {
  const { t } = useTranslation();
  const can = useCan();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!mayRaiseSheetOn(order, can)) return null;
  const raise = async (values: Record<string, unknown>) => {
    const bill = await addCheckBillByOrder(byOrderBody(order.id, values as unknown as SheetValues));
    feedback.message?.success(t('checkBill.raised', { no: bill.billNo }));
    await client.invalidateQueries({ queryKey: ['resource', 'checkBill'] });
  };
  return (
    <>
      <Button size="small" icon={<AuditOutlined />} onClick={() => setOpen(true)} data-testid="order-raise-sheet">
        {t('checkBill.raiseOnOrder')}
      </Button>
      {open && <CheckBillForm record={{}} order={order} onSave={raise} onClose={() => setOpen(false)} />}
    </>
  );
}
