/** A document's button to its delivery note (a print view of its own, in a new tab), once it has one to print. */
import { hasDeliveryNote, type StockDocKind } from '@as/shared';
import { PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { deliveryNotePath } from './report-screen.ts';

export function DeliveryNoteButton({ kind, doc }: { kind: StockDocKind; doc: { id: number; shippedAt?: unknown; linkedDocId?: unknown } }) {
  const { t } = useTranslation();
  if (!hasDeliveryNote(kind, doc)) return null;
  return (
    <Button icon={<PrinterOutlined />} href={deliveryNotePath(kind, doc.id)} target="_blank" rel="noopener" data-testid="doc-print">
      {t('stock.note.printNote')}
    </Button>
  );
}
