/**
 * A stock document kind's screen (menus parts.stockIn … parts.stockRequest): the grid by status tab, add / edit of
 * a draft with its lines (the generic form), and the detail with one button per action the shared transition table
 * allows in the document's state. Given a type (parts.scrapOld: old-part write-offs), the screen is that type's:
 * its grid lists only them and its form makes only them.
 */
import { STOCK_DOC_EDITABLE, STOCK_DOC_RESOURCES, type StockDocKind, type StockDocStatus, type StockDocType } from '@as/shared';
import { Button, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuText } from '../../app/i18n.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { DocDetail } from './DocDetail.tsx';
import { statusesOf, typedResource } from './doc-screen.ts';
import { stockDocApi } from './stock-api.ts';


export function DocPage({ kind, docType }: { kind: StockDocKind; docType?: StockDocType }) {
  const { t } = useTranslation();
  const def = useMemo(() => typedResource(STOCK_DOC_RESOURCES[kind], docType), [kind, docType]);
  const api = useMemo(() => stockDocApi(kind), [kind]);
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number>();
  return (
    <>
      <Tabs
        activeKey={status}
        onChange={setStatus}
        items={[{ key: '', label: t('stock.allStatuses') }, ...statusesOf(kind, docType).map((s) => ({ key: s, label: t(`stock.status.${s}`) }))]}
        style={{ marginBottom: -8 }}
      />
      <ResourcePage
        def={def}
        api={api.grid}
        title={docType ? menuText(`parts.${docType}`, docType) : undefined}
        filters={status || docType ? { ...(status ? { status } : {}), ...(docType ? { docType } : {}) } : undefined}
        rowEditable={(row) => STOCK_DOC_EDITABLE.includes(row.status as StockDocStatus)}
        rowActions={(row) => (
          <Button type="link" size="small" onClick={() => setOpen(row.id)} data-testid="row-detail">
            {t('stock.detail')}
          </Button>
        )}
      />
      {open !== undefined && (
        <DocDetail
          kind={kind}
          id={open}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
