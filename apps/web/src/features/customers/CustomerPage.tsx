/**
 * Customer profiles: search by phone or name, the generic grid and form, a warning of profiles already holding the
 * mobile number while one is entered (save anyway, or open the existing one), each customer's assets, and the
 * service history of a customer and of an appliance's serial number.
 */
import { checkMobile, custAssetResource, custProfileResource, type ScreenDef } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, List, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../crud/FormDialog.tsx';
import { type EditorProps, ResourcePage } from '../../crud/ResourcePage.tsx';
import { basicApi, type ResourceApi, type Row } from '../../crud/resource-api.ts';
import { customerApi, customerKeys, customerName, customerScreen, nameColumn } from './customer-api.ts';
import { HistoryButton } from './ServiceHistory.tsx';
import { warrantyCells } from './WarrantyCell.tsx';

export function CustomerPage() {
  const { t } = useTranslation();
  const api = useMemo(() => basicApi(custProfileResource), []);
  const [assetsOf, setAssetsOf] = useState<Row>();
  return (
    <>
      <ResourcePage
        def={customerScreen}
        api={api}
        {...nameColumn(t)}
        editor={ProfileEditor}
        rowActions={(row) => (
          <>
            <Button type="link" size="small" onClick={() => setAssetsOf(row)} data-testid="row-assets">
              {t('customers.assets')}
            </Button>
            <HistoryButton row={row} of="customer" />
          </>
        )}
      />
      {assetsOf && (
        <Drawer open size={1100} title={t('customers.assetsOf', { name: customerName(assetsOf) })} onClose={() => setAssetsOf(undefined)} destroyOnHidden>
          <CustomerAssets customerId={assetsOf.id} />
        </Drawer>
      )}
    </>
  );
}

/** The profile form; opening a duplicate swaps the dialog to that profile (also call access's new caller). */
export function ProfileEditor({ record, onSave, onClose }: EditorProps) {
  const [current, setCurrent] = useState(record);
  return (
    <FormDialog
      key={String(current.id ?? 'new')}
      def={custProfileResource}
      record={current}
      onSave={onSave}
      onClose={onClose}
      after={{ phone: <DuplicatesNotice id={current.id as number | undefined} onOpen={async (id) => setCurrent(await customerApi.get(id))} /> }}
    />
  );
}

/** Watches the mobile number of the form it sits in and lists the other profiles holding it. */
function DuplicatesNotice({ id, onOpen }: { id?: number; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const phone = Form.useWatch<string | undefined>('phone', Form.useFormInstance());
  const valid = typeof phone === 'string' && checkMobile(phone) === null;
  const duplicates = useQuery({ queryKey: customerKeys.duplicates(phone ?? '', id), enabled: valid, queryFn: () => customerApi.duplicates(phone!, id) });
  const rows = valid ? (duplicates.data ?? []) : [];
  if (!rows.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="duplicates"
      title={t('customers.duplicates.title', { count: rows.length })}
      description={
        <>
          <Typography.Text type="secondary">{t('customers.duplicates.hint')}</Typography.Text>
          <List
            size="small"
            dataSource={rows}
            renderItem={(row) =>
              row.visible ? (
                <List.Item
                  actions={[
                    <Button key="open" type="link" size="small" onClick={() => onOpen(row.id)} data-testid="duplicate-open">
                      {t('customers.duplicates.open')}
                    </Button>,
                  ]}
                >
                  {customerName(row)} · {row.phone}
                  {row.address ? ` · ${row.address}` : ''}
                </List.Item>
              ) : (
                <List.Item>
                  <Typography.Text type="secondary">
                    {t('customers.duplicates.otherOrg')} · {row.phone}
                  </Typography.Text>
                </List.Item>
              )
            }
          />
        </>
      }
    />
  );
}

/** The asset grid and form of one customer: the customer is fixed, so its field is neither shown nor asked. */
const customerAssetScreen: ScreenDef = { ...custAssetResource, fields: custAssetResource.fields.filter((f) => f.name !== 'custId') };

function CustomerAssets({ customerId }: { customerId: number }) {
  const api = useMemo<ResourceApi>(() => {
    const assets = basicApi(custAssetResource);
    return { list: assets.list, save: (record) => assets.save!({ ...record, custId: customerId }), remove: assets.remove };
  }, [customerId]);
  return <ResourcePage def={customerAssetScreen} api={api} cells={warrantyCells} filters={{ custId: String(customerId) }} rowActions={(row) => <HistoryButton row={row} of="serial" />} />;
}
