/**
 * The delivery note of a shipped stock-out or transfer (a granted request's: the transfer it became), printed from
 * its own route without the app's frame: the company, the document, where it leaves and arrives, the carrier and
 * waybill, the lines and their total, and the boxes where shipper, carrier and receiver sign. In the user's
 * language; the print button (or the browser's) prints the A4 sheet alone.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../api/request.ts';
import { DictLabel } from '../../crud/ResourcePage.tsx';
import { addTexts } from '../../app/i18n.ts';
import { DATE_FORMAT } from '../../app/dates.ts';
import styles from './delivery-note.module.css';
import { stockLocale } from './locale.ts';
import { type DeliveryNote, deliveryNote, type NoteWarehouse } from './report-api.ts';
import { noteRoute } from './report-screen.ts';

// Outside the frame, the stock texts are not loaded with the shell's.
addTexts(stockLocale);

export function DeliveryNotePage() {
  const { t } = useTranslation();
  const params = useParams();
  const route = noteRoute(params.kind, params.id);
  const note = useQuery({ queryKey: ['deliveryNote', route], queryFn: () => deliveryNote(route!.kind, route!.id), enabled: !!route, retry: false });
  useEffect(() => {
    document.title = note.data ? `${t('stock.note.title')} ${note.data.docNo}` : t('stock.note.title');
  }, [note.data, t]);

  if (!route || note.isError) {
    const message = note.error instanceof ApiError ? note.error.message : t('stock.note.notFound');
    return <Result className={styles.state} status={note.error instanceof ApiError && note.error.status === 409 ? 'warning' : '404'} title={t('stock.note.title')} subTitle={message} data-testid="note-error" />;
  }
  if (!note.data) return <Spin fullscreen />;
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="note-print">
          {t('stock.note.print')}
        </Button>
      </div>
      <Sheet note={note.data} />
    </div>
  );
}

function Party({ title, warehouse }: { title: string; warehouse: NoteWarehouse | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.party}>
      <div className={styles.partyTitle}>{title}</div>
      {warehouse ? (
        <>
          <div>
            {warehouse.name} ({warehouse.code})
          </div>
          <div>
            <span className={styles.label}>{t('stock.note.address')}</span>
            {warehouse.address ?? '—'}
          </div>
          <div>
            <span className={styles.label}>{t('stock.note.phone')}</span>
            {warehouse.phone ?? '—'}
            {warehouse.storekeeper && (
              <>
                {'　'}
                <span className={styles.label}>{t('stock.note.storekeeper')}</span>
                {warehouse.storekeeper}
              </>
            )}
          </div>
        </>
      ) : (
        <div>—</div>
      )}
    </section>
  );
}

function Sheet({ note }: { note: DeliveryNote }) {
  const { t } = useTranslation();
  const field = (label: string, value: string | null | undefined, testId?: string) => (
    <div>
      <span className={styles.label}>{label}</span>
      <span data-testid={testId}>{value || '—'}</span>
    </div>
  );
  return (
    <article className={styles.sheet} data-testid="delivery-note">
      <header className={styles.head}>
        <div className={styles.company} data-testid="note-company">
          {note.company}
        </div>
        <h1 className={styles.title}>{t('stock.note.title')}</h1>
        <div className={styles.kind}>
          <DictLabel type="stock_doc_type" value={note.docType} />
        </div>
      </header>
      <div className={styles.meta}>
        {field(t('stock.note.docNo'), note.docNo, 'note-docNo')}
        {field(t('stock.note.shippedAt'), dayjs(note.shippedAt).format(DATE_FORMAT))}
        {note.requestNo ? field(t('stock.note.requestNo'), note.requestNo) : <div />}
        {field(t('stock.note.carrier'), note.carrier, 'note-carrier')}
        {field(t('stock.note.waybillNumber'), note.waybillNumber, 'note-waybill')}
      </div>
      <div className={styles.parties}>
        <Party title={t('stock.note.from')} warehouse={note.from} />
        <Party title={t('stock.note.to')} warehouse={note.to} />
      </div>
      <table className={styles.lines} data-testid="note-lines">
        <colgroup>
          <col style={{ width: '7%' }} />
          <col style={{ width: '18%' }} />
          <col />
          <col style={{ width: '10%' }} />
          <col style={{ width: '13%' }} />
          <col style={{ width: '20%' }} />
        </colgroup>
        <thead>
          <tr>
            <th>{t('stock.note.lineNo')}</th>
            <th>{t('stock.note.partsCode')}</th>
            <th>{t('stock.note.partsName')}</th>
            <th className={styles.num}>{t('stock.note.qty')}</th>
            <th>{t('stock.note.location')}</th>
            <th>{t('stock.note.barcode')}</th>
          </tr>
        </thead>
        <tbody>
          {note.lines.map((line, i) => (
            <tr key={line.id}>
              <td>{i + 1}</td>
              <td>{line.partsCode}</td>
              <td>{line.partsName}</td>
              <td className={styles.num}>{line.qty}</td>
              <td>{line.locationCode ?? '—'}</td>
              <td>{line.barcode ?? ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>
              {t('stock.note.total', { n: note.lines.length })}
            </td>
            <td className={styles.num} data-testid="note-total">
              {note.totalQty}
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
      <div className={styles.remark}>
        <span className={styles.label}>{t('stock.note.remark')}</span>
        {note.remark || '—'}
      </div>
      <div className={styles.signatures}>
        {(['shipper', 'carrierSign', 'receiver'] as const).map((who) => (
          <section key={who} className={styles.signature} data-testid={`note-sign-${who}`}>
            <strong>{t(`stock.note.${who}`)}</strong>
            <div>
              <span className={styles.label}>{t('stock.note.sign')}</span>
              <div className={styles.signLine} />
            </div>
            <div>
              <span className={styles.label}>{t('stock.note.date')}</span>
              <div className={styles.signLine} />
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
