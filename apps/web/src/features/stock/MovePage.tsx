/** The movement history (menu parts.stockMove): what moved, from where to where, by which document, newest first. */
import { STOCK_DOC_GROUPS, type StockDocKind } from '@as/shared';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { MOVE_SCREEN, moveApi } from './stock-api.ts';

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
        docType: (value) => (value ? t(`entity.${STOCK_DOC_GROUPS[value as StockDocKind]?.name}.title`, { defaultValue: String(value) }) : ''),
      }}
    />
  );
}
