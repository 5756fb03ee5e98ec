/**
 * The outlet editor: the record's fields in tabs (basics, finance, fees and rules, areas and categories, images,
 * map), saved together; the address list and inspections of a saved outlet are kept in their own tabs with their
 * own saves, as the server keeps them (updateAddressList, inspection).
 */
import { type FieldDef, fieldOf, type Lang, SITE_FIELD_GROUPS, siteAddressLines, siteInspectionScreen, siteResource } from '@as/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Col, Empty, Form, Image, Input, Row as GridRow, Select, Space, Table, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { useFileUrl } from '../../api/useFileUrl.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { FormMapPicker } from '../../crud/FormMapPicker.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { cellOf, type EditorProps } from '../../crud/ResourcePage.tsx';
import { useRefOptions } from '../../crud/refs.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { UploadDialog } from '../../crud/UploadDialog.tsx';
import { SiteLevelSelect } from './SiteLevelSelect.tsx';
import { addInspection, getInspections, getSite, getSiteAddresses, type SiteLine, saveSiteAddresses, siteKeys } from './network-api.ts';

type Values = Record<string, unknown>;
/** The fields a user writes (the organisation node is the server's). */
const WRITABLE = siteResource.fields.filter((f) => !('readOnly' in f && f.readOnly)).map((f) => f.name);
const fieldsOf = (names: readonly string[]) => names.map((n) => fieldOf(siteResource, n)).filter((f): f is FieldDef => Boolean(f));

function Fields({ names, lang }: { names: readonly string[]; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <GridRow gutter={16}>
      {fieldsOf(names).map((f) => (
        <Col span={f.type === 'text' ? 24 : 8} key={f.name}>
          {'readOnly' in f && f.readOnly ? (
            <Form.Item name={f.name} label={t(`entity.site.fields.${f.name}`)} tooltip={t(`network.readOnly.${f.name}`)}>
              <Input disabled />
            </Form.Item>
          ) : (
            <Form.Item name={f.name} label={t(`entity.site.fields.${f.name}`)} rules={[fieldRule(f, lang)]}>
              {f.name === 'siteFloorLevel' ? <SiteLevelSelect /> : <FieldInput field={f} />}
            </Form.Item>
          )}
        </Col>
      ))}
    </GridRow>
  );
}

/** Several references of one resource (areas, categories) chosen by name. */
function RefMultiSelect({ source, value, onChange, id }: { source: string; value?: number[]; onChange?: (v: number[]) => void; id?: string }) {
  const options = useRefOptions(source);
  return <Select id={id} mode="multiple" showSearch={{ optionFilterProp: 'label' }} allowClear loading={options.isPending} value={value} onChange={onChange} options={options.data ?? []} style={{ width: '100%' }} />;
}

function Thumbnail({ url, name }: { url: string; name?: string | null }) {
  const src = useFileUrl(url);
  return <Image src={src} alt={name ?? ''} width={104} height={104} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

function ImagesInput({ value = [], onChange }: { value?: SiteLine[]; onChange?: (v: SiteLine[]) => void }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <Space wrap size={12}>
        {value.length === 0 && <Empty description={t('network.noImages')} image={Empty.PRESENTED_IMAGE_SIMPLE} />}
        {value.map((img) => (
          <Space key={img.url} direction="vertical" align="center" size={4}>
            <Thumbnail url={img.url!} name={img.name} />
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => onChange?.(value.filter((v) => v.url !== img.url))} />
          </Space>
        ))}
      </Space>
      <div style={{ marginTop: 12 }}>
        <Button icon={<PlusOutlined />} onClick={() => setUploading(true)}>
          {t('network.addImage')}
        </Button>
      </div>
      <UploadDialog
        open={uploading}
        title={t('network.addImage')}
        kind="image"
        limit={5}
        onOk={(files) => onChange?.([...value, ...files.map((f) => ({ url: f.url, name: f.original })).filter((f) => !value.some((v) => v.url === f.url))])}
        onClose={() => setUploading(false)}
      />
    </>
  );
}

function AddressesTab({ siteId, lang }: { siteId: number; lang: Lang }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ lines: Values[] }>();
  const queryClient = useQueryClient();
  const addresses = useQuery({ queryKey: siteKeys.addresses(siteId), queryFn: () => getSiteAddresses(siteId) });
  useEffect(() => {
    if (addresses.data) form.setFieldsValue({ lines: addresses.data });
  }, [form, addresses.data]);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return;
    try {
      const saved = await saveSiteAddresses(siteId, (values.lines ?? []).map(({ id, lineNo, ...line }) => line));
      queryClient.setQueryData(siteKeys.addresses(siteId), saved);
      feedback.message?.success(t('common.success'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  const fields = siteAddressLines.fields as readonly FieldDef[];
  return (
    <Form form={form} component={false}>
      <Form.List name="lines">
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              loading={addresses.isPending}
              dataSource={rows}
              columns={[
                ...fields.map((f) => ({
                  title: t(`entity.siteAddress.lines.${f.name}`),
                  key: f.name,
                  render: (_: unknown, row: { name: number }) => (
                    <Form.Item name={[row.name, f.name]} rules={[fieldRule(f, lang)]} style={{ margin: 0 }}>
                      <FieldInput field={f} />
                    </Form.Item>
                  ),
                })),
                {
                  title: t('common.actions'),
                  key: 'actions',
                  width: 60,
                  render: (_: unknown, row: { name: number }) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('common.delete')} />,
                },
              ]}
            />
            <Space style={{ marginTop: 8 }}>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ isDefault: false })} disabled={rows.length >= (siteAddressLines.max ?? 20)}>
                {t('common.add')}
              </Button>
              <Button type="primary" onClick={save} data-testid="save-addresses">
                {t('network.saveAddresses')}
              </Button>
            </Space>
          </>
        )}
      </Form.List>
    </Form>
  );
}

function InspectionsTab({ siteId, lang }: { siteId: number; lang: Lang }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const inspections = useQuery({ queryKey: siteKeys.inspections(siteId), queryFn: () => getInspections(siteId) });
  const fields = siteInspectionScreen.fields as readonly FieldDef[];
  const add = async () => {
    const values = await checkedValues(form);
    if (!values) return;
    try {
      await addInspection(siteId, values);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: siteKeys.inspections(siteId) });
      feedback.message?.success(t('common.success'));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    }
  };
  return (
    <>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        loading={inspections.isPending}
        dataSource={inspections.data ?? []}
        columns={fields.map((f) => ({ title: t(`entity.siteInspection.fields.${f.name}`), dataIndex: f.name, key: f.name, render: (v: unknown) => cellOf(f, v) }))}
      />
      <Form form={form} component={false}>
        <GridRow gutter={8} style={{ marginTop: 12 }} align="bottom">
          {fields.map((f) => (
            <Col span={f.type === 'text' ? 24 : 6} key={f.name}>
              <Form.Item name={f.name} label={t(`entity.siteInspection.fields.${f.name}`)} rules={[fieldRule(f, lang)]}>
                <FieldInput field={f} />
              </Form.Item>
            </Col>
          ))}
        </GridRow>
        <Button icon={<PlusOutlined />} onClick={add}>
          {t('network.addInspection')}
        </Button>
      </Form>
    </>
  );
}

/** The form's values as the server takes them: writable fields, and the lines from the pickers. */
function toPayload(record: Values, values: Values) {
  const { areaIds, categoryIds, images } = values;
  return {
    ...(record.id != null ? { id: record.id } : {}),
    // The writable fields only: a read-only one (the credit limit) is shown, never sent.
    ...Object.fromEntries(WRITABLE.filter((name) => name in values).map((name) => [name, values[name]])),
    areas: ((areaIds as number[] | undefined) ?? []).map((areaId) => ({ areaId })),
    categories: ((categoryIds as number[] | undefined) ?? []).map((categoryId) => ({ categoryId })),
    images: ((images as SiteLine[] | undefined) ?? []).map(({ url, name }) => ({ url, name: name ?? null })),
  };
}

export function SiteEditor({ record, onSave, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const id = record.id != null ? Number(record.id) : undefined;
  const site = useQuery({ queryKey: siteKeys.detail(id ?? 0), queryFn: () => getSite(id!), enabled: id !== undefined });
  const [tab, setTab] = useState('basics');

  useEffect(() => {
    if (id === undefined) {
      form.setFieldsValue(Object.fromEntries(siteResource.fields.filter((f) => 'default' in f).map((f) => [f.name, (f as { default: unknown }).default])));
      form.setFieldsValue({ siteKind: 'outlet', siteFloorLevel: 1 });
      return;
    }
    if (!site.data) return;
    const data = site.data;
    form.setFieldsValue({
      ...Object.fromEntries(siteResource.fields.map((f) => [f.name, data[f.name]])),
      areaIds: data.areas.map((l) => l.areaId),
      categoryIds: data.categories.map((l) => l.categoryId),
      images: data.images,
    });
  }, [form, id, site.data]);

  async function save(): Promise<boolean> {
    const values = await form.validateFields().catch((e: { errorFields?: { name: (string | number)[] }[] }) => {
      // Show the tab of the first field in error.
      const first = String(e.errorFields?.[0]?.name[0] ?? '');
      const group = (Object.keys(SITE_FIELD_GROUPS) as (keyof typeof SITE_FIELD_GROUPS)[]).find((g) => (SITE_FIELD_GROUPS[g] as readonly string[]).includes(first));
      if (group) setTab(group);
      return undefined;
    });
    if (!values) return false;
    try {
      await onSave(toPayload(record, values));
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, WRITABLE);
      return false;
    }
  }

  const saved = id !== undefined;
  const notYet = <Empty description={t('network.saveFirst')} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <SaveDialog
      form={form}
      formTestId="site-form"
      width={960}
      title={`${t(saved ? 'common.edit' : 'common.add')} · ${t('entity.site.title')}`}
      onSave={save}
      onClose={onClose}
      saveDisabled={saved && !site.data}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'basics', label: t('network.tabs.basics'), forceRender: true, children: <Fields names={SITE_FIELD_GROUPS.basics} lang={lang} /> },
          { key: 'finance', label: t('network.tabs.finance'), forceRender: true, children: <Fields names={SITE_FIELD_GROUPS.finance} lang={lang} /> },
          { key: 'fees', label: t('network.tabs.fees'), forceRender: true, children: <Fields names={SITE_FIELD_GROUPS.fees} lang={lang} /> },
          {
            key: 'coverage',
            label: t('network.tabs.coverage'),
            forceRender: true,
            children: (
              <>
                <Form.Item name="areaIds" label={t('network.areas')}>
                  <RefMultiSelect source="basArea" />
                </Form.Item>
                <Form.Item name="categoryIds" label={t('network.categories')}>
                  <RefMultiSelect source="basItemCategory" />
                </Form.Item>
              </>
            ),
          },
          {
            key: 'images',
            label: t('network.tabs.images'),
            forceRender: true,
            children: (
              <Form.Item name="images">
                <ImagesInput />
              </Form.Item>
            ),
          },
          {
            key: 'map',
            label: t('network.tabs.map'),
            forceRender: true,
            children: (
              <>
                <Fields names={SITE_FIELD_GROUPS.map} lang={lang} />
                {tab === 'map' && <FormMapPicker />}
              </>
            ),
          },
          { key: 'addresses', label: t('network.tabs.addresses'), children: saved ? <AddressesTab siteId={id} lang={lang} /> : notYet },
          { key: 'inspections', label: t('network.tabs.inspections'), children: saved ? <InspectionsTab siteId={id} lang={lang} /> : notYet },
        ]}
      />
    </SaveDialog>
  );
}
