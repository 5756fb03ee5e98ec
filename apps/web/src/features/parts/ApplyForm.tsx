/**
 * Add / edit of a parts application (a draft, or a rejected one to submit again): for a work order (its model's
 * BOM parts offered first) or for the outlet's own stock (its warehouse, when the user may choose one); the type an
 * outlet may choose out of warranty (free is the server's decision, shown as such for an order in warranty), the urgency, and the lines: part, quantity,
 * the fault it fixes. The lines stack on a phone.
 */
import { type Lang, resourcePermissions, warehouseResource } from '@as/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Radio, Row, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError } from '../../api/request.ts';
import { useDict } from '../../crud/dicts.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { RefSelect, refLabelOf } from '../../crud/refs.tsx';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { PartSelect } from '../work-orders/completion/PartSelect.tsx';
import { applyInputOf, type FormValues, formValuesOf, LINE_FIELDS } from './apply-screen.ts';
import styles from './parts.module.css';

const FORM_WIDTH = 860;
/** Where the server's field errors go: the header's choices and the lines (lines[0].qty as ['lines', 0, 'qty']). */
const FORM_FIELDS = ['warehouseId', 'applyType', 'urgency', 'remark', 'lines'];

export function ApplyForm({ record, onSave, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const can = useCan();
  const [form] = Form.useForm<FormValues>();
  const types = useDict('parts_apply_type');
  const urgencies = useDict('parts_urgency');
  const editing = record.id != null;
  const orderId = (record.orderId as number | null | undefined) ?? undefined;
  const field = (name: string) => t(`entity.partsApply.fields.${name}`);
  const lineLabel = (name: string) => t(`entity.partsApply.lines.${name}`);
  // An outlet's own stock arrives at its warehouse: one who sees warehouses may name another of those he sees.
  // Known from the order (its warranty type 1): the server makes such an application free when it is submitted.
  const inWarranty = record.warrantyType === '1';
  const choosesWarehouse = !editing && orderId === undefined && can(resourcePermissions(warehouseResource).view);

  useEffect(() => {
    form.setFieldsValue(formValuesOf(record));
  }, [form, record]);

  async function save(): Promise<boolean> {
    if (!(await checkedValues(form))) return false;
    // The whole store: a line keeps what has no input of its own (its part's name, its remark).
    const values = form.getFieldsValue(true) as FormValues;
    try {
      await onSave(applyInputOf(record, values) as unknown as Record<string, unknown>);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, FORM_FIELDS);
      return false;
    }
  }

  return (
    <SaveDialog
      form={form}
      width={FORM_WIDTH}
      title={`${t(editing ? 'common.edit' : 'common.add')} · ${t('partsApply.one')}`}
      onSave={save}
      onClose={onClose}
      formTestId="apply-form"
      saveTestId="apply-save"
    >
      <Typography.Paragraph type="secondary" data-testid="apply-form-for">
        {[record.applyNo, record.orderNo ? `${field('orderId')}: ${record.orderNo}` : t('partsApply.ownStock')].filter(Boolean).join(' · ')}
      </Typography.Paragraph>
      {choosesWarehouse && (
        <Form.Item name="warehouseId" label={field('warehouseId')} extra={t('partsApply.warehouseHint')}>
          <RefSelect source={warehouseResource.name} label={refLabelOf(record, 'warehouseId')} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          {inWarranty ? (
            <Form.Item label={field('applyType')} extra={t('partsApply.inWarranty')}>
              <Tag color="green" data-testid="apply-form-free">
                {types.data?.find((d) => d.value === 'free')?.label}
              </Tag>
            </Form.Item>
          ) : (
            <Form.Item name="applyType" label={field('applyType')} extra={t('partsApply.typeHint')}>
              <Radio.Group
                optionType="button"
                options={(types.data ?? []).filter((d) => d.value !== 'free').map((d) => ({ value: d.value, label: d.label }))}
                data-testid="apply-form-type"
              />
            </Form.Item>
          )}
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="urgency" label={field('urgency')}>
            <Radio.Group optionType="button" options={(urgencies.data ?? []).map((d) => ({ value: d.value, label: d.label }))} data-testid="apply-form-urgency" />
          </Form.Item>
        </Col>
      </Row>
      <Form.List name="lines">
        {(rows, { add, remove }) => (
          <>
            {rows.map(({ key, name }, i) => (
              <div key={key} className={styles.line} data-testid="apply-line">
                <div className={styles.lineHead}>
                  <Typography.Text strong>{t('partsApply.lineNo', { n: i + 1 })}</Typography.Text>
                  {rows.length > 1 && <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(name)} aria-label={t('common.delete')} />}
                </div>
                <Row gutter={12}>
                  <Col xs={24} md={12}>
                    {/* The part's name is in the store, not in an input: the picker reads it as the store changes. */}
                    <Form.Item noStyle shouldUpdate>
                      {() => (
                        <Form.Item name={[name, 'partsId']} label={lineLabel('partsId')} rules={[{ required: true, message: t('partsApply.partRequired') }]}>
                          <PartSelect
                            testId="apply-part"
                            orderId={orderId}
                            label={form.getFieldValue(['lines', name, 'label'])}
                            onPick={(part) => form.setFieldValue(['lines', name, 'label'], `${part.name} (${part.code})`)}
                          />
                        </Form.Item>
                      )}
                    </Form.Item>
                  </Col>
                  <Col xs={8} md={4}>
                    <Form.Item name={[name, 'qty']} label={lineLabel('qty')} rules={[{ required: true, message: t('partsApply.qtyRequired') }, fieldRule(LINE_FIELDS.qty, lang)]}>
                      <FieldInput field={LINE_FIELDS.qty} />
                    </Form.Item>
                  </Col>
                  <Col xs={16} md={8}>
                    <Form.Item name={[name, 'fault']} label={lineLabel('fault')} rules={[fieldRule(LINE_FIELDS.fault, lang)]}>
                      <Input maxLength={255} data-testid="apply-fault" />
                    </Form.Item>
                  </Col>
                </Row>
              </div>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ qty: '1' })} disabled={rows.length >= 100} style={{ marginBottom: 16 }} data-testid="apply-add-line">
              {t('partsApply.addLine')}
            </Button>
          </>
        )}
      </Form.List>
      <Form.Item name="remark" label={field('remark')}>
        <Input.TextArea rows={2} maxLength={500} showCount data-testid="apply-form-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
