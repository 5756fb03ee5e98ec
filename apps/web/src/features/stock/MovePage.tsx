/** The movement history (menu parts.stockMove): what moved, from where to where, by which document, newest first. */
import { orderResource, partsApplyResource, STOCK_DOC_GROUPS, type StockDocKind } from '@as/shared';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { MOVE_SCREEN, moveApi } from './stock-api.ts';

/** The screen key of each document that moves stock: the stock documents, a parts application, a work order's completion. */
const DOC_KEYS: Record<string, string> = {
  ...(Object.fromEntries(Object.entries(STOCK_DOC_GROUPS).map(([kind, group]) => [kind, group.name])) as Record<StockDocKind, string>),
  apply: partsApplyResource.key,
  order: orderResource.key,
};

export function MovePage() {
  const { t } = useTranslation();
  const bucket = (value: unknown) => (value ? t(`stock.bucket.${value}`) : '—');
  return (
    <ResourcePage
      def={MOVE_SCREEN}
      api={moveApi}
      cells={{
        moveType: (value) => t(`stock.moveType.${value}`, { defaultValue: String(value) }),
        fromBucket: bucket,
        toBucket: bucket,
        // A movement names the kind of the document that made it.
        docType: (value) => (value ? t(`entity.${DOC_KEYS[String(value)]}.title`, { defaultValue: String(value) }) : ''),
      }}
    />
  );
}
