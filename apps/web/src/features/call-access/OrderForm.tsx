/**
 * The order form of call access: every field of ORDER_INPUT_FIELDS with the spec's messages, province, city and
 * district cascading down the area tree, the product category tree, models of the chosen category, and the serial
 * number checked against the barcode library (its model filled in, the appliance's warranty and an earlier repair
 * shown). The variant fixes the order type: a service order, a complaint (nature and object required) or a
 * consultation (which may be finished on the call). The caller's location is a point on the map (or the
 * profile's), never typed coordinates; numbers of other systems and orders are not asked. The same form edits a
 * registered order (its detail page): given the order, it starts from its values and saves them with its version
 * (POST /basic/soOrder/update).
 */
import { errorText, type FieldDef, type Lang, MAX_PAGE_SIZE, ORDER_INPUT_FIELDS, type Page } from '@as/shared';
import { EnvironmentOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, type FormInstance, Input, Row, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { biz } from '../../api/request.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { FormMapPicker } from '../../crud/FormMapPicker.tsx';
import { resourceKeys } from '../../crud/resource-api.ts';
import { showServerErrors } from '../../crud/server-errors.ts';
import { WarrantyCell } from '../customers/WarrantyCell.tsx';
import { callApi, type SerialInfo } from './call-api.ts';
import { RepeatTag } from './HistoryTable.tsx';

export type Variant = 'service' | 'complaint' | 'consult';
type Values = Record<string, unknown>;
type TreeNode = { value: number; title: string; children: TreeNode[] };
type Named = { id: number; name: string; parentId?: number; categoryId?: number; model?: string; brand?: string | null; code?: string };

const FIXED_TYPE: Record<Variant, string | undefined> = { service: undefined, complaint: 'complaint', consult: 'consult' };
const COMPLAINT_FIELDS = new Set(['complaintNature', 'complaintObject']);
/** An e-commerce platform's order number and a related order's: set by the import or by the step that links orders, not typed on a call. */
const NOT_ASKED = new Set(['externalNo', 'parentNo']);
/** The location: kept in the form (from the profile, or picked on the map), not typed. */
const LOCATION = new Set(['lat', 'lng']);
/** The fields' defaults; a call's source is the phone. */
const INITIAL: Values = { ...Object.fromEntries(ORDER_INPUT_FIELDS.filter((f) => 'default' in f).map((f) => [f.name, (f as FieldDef).default])), source: 'phone' };

/** Rows of a business resource, filtered (whole list, the server's largest page). */
function useRows(name: string, key: string, filters: Record<string, string>, enabled = true) {
  return useQuery({
    queryKey: [...resourceKeys(key).all, 'rows', filters],
    enabled,
    staleTime: 60_000,
    queryFn: async () => (await biz<Page<Named>>(`/basic/${name}/getListPage`, { method: 'POST', data: { current: '1', size: String(MAX_PAGE_SIZE), filters }, silent: true })).records,
  });
}

/** One level of the area tree: the children of `parentId` (provinces under -1); nothing until the level above is chosen. */
function AreaSelect({ parentId, value, onChange, id }: { parentId: unknown; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const ready = typeof parentId === 'number';
  const areas = useRows('basArea', 'area', { parentId: String(parentId) }, ready);
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      disabled={!ready}
      loading={ready && areas.isPending}
      value={typeof value === 'number' ? value : undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
    />
  );
}

/** The product category tree. */
function CategorySelect({ value, onChange, id }: { value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const rows = useRows('basItemCategory', 'itemCategory', {});
  const tree = useMemo(() => {
    const children = (parent: number): TreeNode[] =>
      (rows.data ?? []).filter((c) => Number(c.parentId ?? -1) === parent).map((c) => ({ value: c.id, title: c.name, children: children(c.id) }));
    return children(-1);
  }, [rows.data]);
  return (
    <TreeSelect
      id={id}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      treeDefaultExpandAll
      loading={rows.isPending}
      value={typeof value === 'number' ? value : undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={tree}
    />
  );
}

/** Models of the chosen category (all models before one is chosen). */
function ItemSelect({ categoryId, value, onChange, id }: { categoryId: unknown; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  const items = useRows('basItem', 'item', typeof categoryId === 'number' ? { categoryId: String(categoryId) } : {});
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={items.isPending}
      value={typeof value === 'number' ? value : undefined}
      onChange={(v) => onChange?.(v ?? null)}
      options={(items.data ?? []).map((i) => ({ value: i.id, label: `${i.name} (${i.model})` }))}
    />
  );
}

/** The serial number, checked when it is left or Enter is pressed. */
function SerialInput({ value, onChange, onCheck, id }: { value?: unknown; onChange?: (v: unknown) => void; onCheck: (serialNo: string) => void; id?: string }) {
  const { t } = useTranslation();
  const check = () => typeof value === 'string' && value.trim() && onCheck(value.trim());
  return (
    <Input
      id={id}
      value={value as string | undefined}
      onChange={(e) => onChange?.(e.target.value)}
      onBlur={check}
      onPressEnter={(e) => {
        e.preventDefault();
        check();
      }}
      allowClear
      placeholder={t('callAccess.serialHint')}
      data-testid="serial-input"
    />
  );
}

/** The caller's location: shown when known, picked on the map on demand (leaflet loads only then). */
function LocationPicker() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const form = Form.useFormInstance();
  const lat = Form.useWatch('lat', form);
  const lng = Form.useWatch('lng', form);
  const known = lat != null && lat !== '' && lng != null && lng !== '';
  return (
    <div style={{ marginBottom: 16 }} data-testid="order-location">
      <Space wrap>
        <Typography.Text type="secondary">{known ? t('callAccess.locationAt', { lat, lng }) : t('callAccess.noLocation')}</Typography.Text>
        <Button size="small" icon={<EnvironmentOutlined />} onClick={() => setOpen(!open)} aria-expanded={open} data-testid="order-location-toggle">
          {t(open ? 'callAccess.hideMap' : 'callAccess.pickOnMap')}
        </Button>
      </Space>
      {open && (
        <div style={{ marginTop: 8 }}>
          <FormMapPicker height={320} />
        </div>
      )}
    </div>
  );
}

type Saved = { id: number; orderNo: string; version: number; repeatOfOrderNo: string | null };

type Props = { form: FormInstance<Values>; variant: Variant } & (
  | { onCreated: (order: Saved) => void; editing?: undefined }
  | {
      /** The order edited (its input fields, id and version): saved with its version, refused (409) when it changed meanwhile. */
      editing: Values & { id: number; version: number };
      onUpdated: () => void;
      onCreated?: undefined;
    }
);

/** The variant an order's type calls for (complaints and consultations have their own). */
export const variantOf = (orderType: unknown): Variant => (orderType === 'complaint' ? 'complaint' : orderType === 'consult' ? 'consult' : 'service');

export function OrderForm(props: Props) {
  const { form, variant, editing } = props;
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [serial, setSerial] = useState<SerialInfo>();
  const [saving, setSaving] = useState(false);
  const provinceId = Form.useWatch('provinceId', form);
  const cityId = Form.useWatch('cityId', form);
  const categoryId = Form.useWatch('categoryId', form);
  const fixedType = FIXED_TYPE[variant];
  const label = (f: FieldDef) => t(`entity.order.fields.${f.name}`, { defaultValue: f.name });
  const fields = (ORDER_INPUT_FIELDS as readonly FieldDef[]).filter(
    (f) => (variant === 'complaint' || !COMPLAINT_FIELDS.has(f.name)) && !(fixedType && f.name === 'orderType') && !NOT_ASKED.has(f.name),
  );

  async function checkSerial(serialNo: string) {
    try {
      const info = await callApi.checkSerial(serialNo);
      setSerial(info);
      const model = info.asset ?? (info.item && { itemId: info.item.id, categoryId: info.item.categoryId, brand: info.item.brand });
      if (model) form.setFieldsValue({ itemId: model.itemId, categoryId: model.categoryId ?? undefined, brand: model.brand ?? form.getFieldValue('brand'), ...(info.asset && { purchaseDate: info.asset.purchaseDate, channelId: info.asset.channelId, shopId: info.asset.shopId }) });
      form.setFields([{ name: 'serialNo', errors: [] }]);
    } catch (e) {
      setSerial(undefined);
      showServerErrors(form, e, ['serialNo']);
    }
  }

  function rules(f: FieldDef) {
    if (variant === 'complaint' && COMPLAINT_FIELDS.has(f.name)) {
      const code = f.name === 'complaintNature' ? 'complaintNatureRequired' : 'complaintObjectRequired';
      return [{ required: true, message: errorText(code, lang) }];
    }
    return [fieldRule(f, lang)];
  }

  function input(f: FieldDef) {
    switch (f.name) {
      case 'provinceId':
        return <AreaSelect parentId={-1} />;
      case 'cityId':
        return <AreaSelect parentId={provinceId} />;
      case 'districtId':
        return <AreaSelect parentId={cityId} />;
      case 'categoryId':
        return <CategorySelect />;
      case 'itemId':
        return <ItemSelect categoryId={categoryId} />;
      case 'serialNo':
        return <SerialInput onCheck={checkSerial} />;
      default:
        return <FieldInput field={f} />;
    }
  }

  // A new province clears the city and district below it; a new city the district.
  function onValuesChange(changed: Values) {
    if ('provinceId' in changed) form.setFieldsValue({ cityId: null, districtId: null });
    else if ('cityId' in changed) form.setFieldsValue({ districtId: null });
    if ('serialNo' in changed) setSerial(undefined);
  }

  async function submit(values: Values) {
    setSaving(true);
    try {
      if (editing) {
        // The fields changed, an emptied one as null (editing may clear what was filled in): the history names them.
        const now = (name: string) => (values[name] === undefined || values[name] === '' ? null : values[name]);
        const changed = Object.fromEntries(fields.filter((f) => JSON.stringify(now(f.name)) !== JSON.stringify(editing[f.name] ?? null)).map((f) => [f.name, now(f.name)]));
        if (Object.keys(changed).length) await callApi.update({ ...changed, id: editing.id, version: editing.version });
        props.onUpdated();
        return;
      }
      const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
      const order = await callApi.create({ ...clean, ...(fixedType && { orderType: fixedType }) });
      setSerial(undefined);
      props.onCreated?.(order);
    } catch (e) {
      showServerErrors(form, e, ORDER_INPUT_FIELDS.map((f) => f.name));
    } finally {
      setSaving(false);
    }
  }

  const asset = serial?.asset;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={onValuesChange}
      initialValues={editing ? Object.fromEntries(fields.map((f) => [f.name, editing[f.name] ?? undefined])) : INITIAL}
      data-testid="order-form"
    >
      {/* The caller's profile the operator picked: the order belongs to that customer. */}
      <Form.Item name="custId" hidden>
        <Input />
      </Form.Item>
      {[...LOCATION].map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
      <Row gutter={16}>
        {fields
          .filter((f) => !LOCATION.has(f.name))
          .map((f) => (
          <Col key={f.name} xs={24} md={f.type === 'text' ? 24 : 8}>
            <Form.Item name={f.name} label={label(f)} rules={rules(f)} required={f.required || (variant === 'complaint' && COMPLAINT_FIELDS.has(f.name))}>
              {input(f)}
            </Form.Item>
            {f.name === 'serialNo' && serial && (
              <Space wrap style={{ marginTop: -16, marginBottom: 16 }} data-testid="serial-info">
                {serial.item ? <Tag color="blue">{`${serial.item.name} (${serial.item.model})`}</Tag> : <Tag>{t('callAccess.notInLibrary')}</Tag>}
                {asset ? <WarrantyCell terms={asset} /> : <Tag>{t('callAccess.noAsset')}</Tag>}
                {serial.recentRepair && <RepeatTag orderNo={serial.recentRepair.orderNo} />}
              </Space>
            )}
          </Col>
        ))}
      </Row>
      <LocationPicker />
      {serial?.recentRepair && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('callAccess.repeatWarning', { orderNo: serial.recentRepair.orderNo })} data-testid="repeat-warning" />
      )}
      <Button type="primary" htmlType="submit" loading={saving} data-testid="order-submit">
        {editing ? t('workOrders.edit.save') : t(`callAccess.submit.${variant}`)}
      </Button>
    </Form>
  );
}
