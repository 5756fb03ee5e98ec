/**
 * The completion form (saveResult: temporary save; complete: submit), plugged into the work-order action
 * registry: the fault tree as cascading selects (phenomenon → cause → measure), the result and photos, the
 * replaced parts (each barcode checked when it is left), the fees — the remote fee and the total as the server
 * computes them from these inputs — and the customer's payment, recorded after the action when filled in.
 * Completing marks and checks what the server will ask for (the fault tree the company configuration requires,
 * parts when the measure replaces one) with the server's messages; a refusal still shows beside its field.
 * The simple completion (simpleFinishOrder) asks for the remark only.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEFAULT_THEME_COLOR, type ErrorCode, errorText, type FieldDef, type Lang, PAY_METHODS, PAY_STATUSES, UPLOAD_LIMITS } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Divider, Form, type FormInstance, Image, Input, Row, Select, Space, Spin, Statistic, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/request.ts';
import { useFileUrl } from '../../../api/useFileUrl.ts';
import { DATE_TIME_FORMAT } from '../../../app/dates.ts';
import { feedback } from '../../../app/feedback.ts';
import { RelatedArticles } from '../../knowledge/RelatedArticles.tsx';
import { DateTimePicker } from '../../../crud/DateTimePicker.tsx';
import { FieldInput } from '../../../crud/FieldInput.tsx';
import { checkedValues, SaveDialog } from '../../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../../crud/server-errors.ts';
import { UploadDialog, type UploadedFile } from '../../../crud/UploadDialog.tsx';
import type { ActionFormProps } from '../action-forms.tsx';
import { actOnOrder, type OrderRecord } from '../order-api.ts';
import { checkBarcode, type Fees, getResult, type OrderPart, previewFees, recordPayment, type TreeField } from './completion-api.ts';
import { PartSelect } from './PartSelect.tsx';

const FORM_WIDTH = 1000;
const FEE_INPUTS = ['remoteKm', 'feeService', 'feeBonus', 'feeReward', 'feeAdhoc', 'feeDiscount'] as const;
const numberField = (name: string, type: FieldDef['type'], min?: number, decimals?: number): FieldDef => ({ name, type, min, decimals });
const FEE_FIELDS: Record<(typeof FEE_INPUTS)[number], FieldDef> = {
  remoteKm: numberField('remoteKm', 'decimal', 0, 1),
  feeService: numberField('feeService', 'money', 0),
  feeBonus: numberField('feeBonus', 'money', 0),
  // A reward is positive, a penalty negative.
  feeReward: numberField('feeReward', 'money'),
  feeAdhoc: numberField('feeAdhoc', 'money', 0),
  feeDiscount: numberField('feeDiscount', 'money', 0),
};
const QUANTITY = numberField('quantity', 'int', 1);
const PRICE = numberField('factoryPrice', 'money', 0);
/** The server's message when completion lacks a fault-tree field the configuration asks for. */
const TREE_REQUIRED: Record<TreeField, ErrorCode> = { faultSymptomId: 'faultSymptomRequired', faultReasonId: 'faultReasonRequired', fixMethodId: 'fixMethodRequired' };
/** The form's own fields, where the server's field errors go (a part line's product is its picker, whichever the server names). */
const FORM_FIELDS = new Set(['faultSymptomId', 'faultReasonId', 'fixMethodId', 'resultRemark', 'parts', ...FEE_INPUTS, 'payMethod', 'payStatus', 'payer', 'payAccount', 'paidAt', 'payNote']);
const PART_FIELDS = new Set(['partsId', 'barcode', 'oldBarcode', 'quantity', 'factoryPrice', 'returnFlag']);
function formFieldOf(field: string): (string | number)[] | undefined {
  const line = /^parts\.(\d+)\.(\w+)$/.exec(field);
  if (line) {
    const name = line[2] === 'code' ? 'partsId' : line[2];
    return PART_FIELDS.has(name) ? ['parts', Number(line[1]), name] : undefined;
  }
  return FORM_FIELDS.has(field) ? [field] : undefined;
}

interface PartRow {
  partsId?: number;
  label?: string;
  barcode?: string;
  oldBarcode?: string;
  quantity?: string;
  factoryPrice?: string;
  returnFlag?: boolean;
}
interface Values {
  faultSymptomId?: number | null;
  faultReasonId?: number | null;
  fixMethodId?: number | null;
  resultRemark?: string;
  parts?: PartRow[];
  remoteKm?: string;
  feeService?: string;
  feeBonus?: string;
  feeReward?: string;
  feeAdhoc?: string;
  feeDiscount?: string;
  payMethod?: string;
  payStatus?: string;
  payer?: string;
  payAccount?: string;
  paidAt?: Dayjs;
  payNote?: string;
}

const text = (v: unknown) => (v == null ? undefined : String(v));
/** A typed amount as the server takes it: empty is none, a lone minus or a trailing dot is what it would be. */
const amount = (v: string | undefined) => (v && v !== '-' ? v.replace(/\.$/, '') : undefined);

/** The fee inputs of the form, as the action and the preview send them (an empty distance is measured by the server). */
function feeInput(values: Pick<Values, (typeof FEE_INPUTS)[number]>) {
  return Object.fromEntries(FEE_INPUTS.map((name) => [name, amount(values[name]) ?? (name === 'remoteKm' ? null : '0')]));
}

/** Sends the action, then the payment when one was filled in; false when the server refused (shown beside the fields it names). */
async function submit(form: FormInstance, action: ActionFormProps['action'], order: OrderRecord, input: Record<string, unknown>, payment?: Parameters<typeof recordPayment>[1]) {
  try {
    await actOnOrder(action, order, input);
    if (payment) await recordPayment(order.id, payment);
    return true;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    showServerErrors(form, e, formFieldOf);
    return false;
  }
}

/** antd's required mark, for a section that is not a single labelled field. */
function RequiredMark() {
  const { token } = theme.useToken();
  return (
    <span aria-hidden style={{ color: token.colorError, marginInlineEnd: token.marginXXS, fontFamily: 'SimSun, sans-serif' }}>
      *
    </span>
  );
}

export function Photo({ file, onRemove }: { file: UploadedFile; onRemove: () => void }) {
  const src = useFileUrl(file.url);
  return (
    <Space direction="vertical" size={2} align="center" data-testid="completion-photo">
      <Image src={src} width={72} height={72} style={{ objectFit: 'cover' }} alt={file.original} />
      <Button size="small" type="link" danger icon={<DeleteOutlined />} onClick={onRemove} />
    </Space>
  );
}

export function CompletionForm({ action, order, onDone, onClose }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Values>();
  const result = useQuery({ queryKey: ['completion', 'result', order.id, order.version], queryFn: () => getResult(order.id) });
  const [photos, setPhotos] = useState<UploadedFile[]>();
  const [uploading, setUploading] = useState(false);
  const [fees, setFees] = useState<Fees>();
  const tree = result.data?.faultTree ?? [];
  const symptomId = Form.useWatch('faultSymptomId', form);
  const reasonId = Form.useWatch('faultReasonId', form);
  const methodId = Form.useWatch('fixMethodId', form);
  const reasons = tree.find((s) => s.id === symptomId)?.reasons ?? [];
  const methods = reasons.find((r) => r.id === reasonId)?.methods ?? [];
  // Completing (not the temporary save) asks for what the server will: the configured fault tree, parts when the measure replaces one.
  const final = action === 'complete';
  const required = new Set(final ? (result.data?.required ?? []) : []);
  const partsRequired = final && Boolean(methods.find((m) => m.id === methodId)?.needParts);
  const treeRules = (field: TreeField) => (required.has(field) ? [{ required: true, message: errorText(TREE_REQUIRED[field], lang) }] : []);
  const feeValues = Form.useWatch((values: Values) => JSON.stringify(feeInput(values)), form);
  const shownPhotos = photos ?? result.data?.photos ?? [];

  const initialValues = useMemo<Values>(
    () => ({
      faultSymptomId: (order.faultSymptomId as number | null) ?? undefined,
      faultReasonId: (order.faultReasonId as number | null) ?? undefined,
      fixMethodId: (order.fixMethodId as number | null) ?? undefined,
      resultRemark: text(order.resultRemark),
      ...Object.fromEntries(FEE_INPUTS.map((name) => [name, text(order[name])])),
      payMethod: text(order.payMethod),
      payStatus: text(order.payStatus),
      payer: text(order.payer),
      payAccount: text(order.payAccount),
      paidAt: order.paidAt ? dayjs(String(order.paidAt)) : undefined,
      payNote: text(order.payNote),
    }),
    [order],
  );

  // The parts held so far, once loaded.
  useEffect(() => {
    if (!result.data) return;
    form.setFieldValue(
      'parts',
      result.data.parts.map((p: OrderPart): PartRow => ({
        partsId: p.partsId ?? undefined,
        label: `${p.code} ${p.name}`,
        barcode: p.barcode ?? undefined,
        oldBarcode: p.oldBarcode ?? undefined,
        quantity: String(p.quantity),
        factoryPrice: p.factoryPrice,
        returnFlag: p.returnFlag,
      })),
    );
  }, [result.data, form]);

  // The server computes the fees from what is typed (the remote fee by the outlet's rule): asked again a moment after each change.
  useEffect(() => {
    if (feeValues === undefined) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      previewFees(order.id, JSON.parse(feeValues))
        .then((computed) => !cancelled && setFees(computed))
        .catch(() => !cancelled && setFees(undefined));
    }, 300);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [feeValues, order.id]);

  /** A barcode may go on this order: the server checks the library and the other orders, and its message shows under the field. */
  async function verifyBarcode(value: unknown) {
    const barcode = typeof value === 'string' ? value.trim() : '';
    if (!barcode) return;
    try {
      await checkBarcode(order.id, barcode);
    } catch (e) {
      throw e instanceof ApiError ? new Error(e.message) : e;
    }
  }

  async function save(): Promise<boolean> {
    const values = await checkedValues<Values>(form);
    if (!values) return false;
    const input = {
      faultSymptomId: values.faultSymptomId ?? null,
      faultReasonId: values.faultReasonId ?? null,
      fixMethodId: values.fixMethodId ?? null,
      resultRemark: values.resultRemark?.trim() ?? '',
      photos: shownPhotos.map((p) => p.id),
      parts: (values.parts ?? []).map((p) => ({
        partsId: p.partsId ?? null,
        barcode: p.barcode?.trim() || null,
        oldBarcode: p.oldBarcode?.trim() || null,
        quantity: p.quantity ? Number(p.quantity) : null,
        factoryPrice: amount(p.factoryPrice) ?? null,
        returnFlag: Boolean(p.returnFlag),
      })),
      ...feeInput(values),
    };
    const payment = values.payMethod
      ? {
          payMethod: values.payMethod,
          payStatus: values.payStatus,
          payer: values.payer?.trim() ?? '',
          payAccount: values.payAccount?.trim() || undefined,
          paidAt: values.paidAt?.format(DATE_TIME_FORMAT),
          payNote: values.payNote?.trim() || undefined,
        }
      : undefined;
    if (!(await submit(form, action, order, input, payment as Parameters<typeof recordPayment>[1]))) return false;
    feedback.message?.success(t('common.success'));
    onDone(true);
    return true;
  }

  const requiredIfPaying = (message: string) => [
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
      validator: (_: unknown, value: unknown) => (getFieldValue('payMethod') && !(typeof value === 'string' ? value.trim() : value) ? Promise.reject(new Error(message)) : Promise.resolve()),
    }),
  ];
  const label = (name: string) => t(`entity.order.fields.${name}`);
  const confirm = t(`workOrders.confirm.${action}`, { defaultValue: '' });

  return (
    <SaveDialog
      form={form}
      title={`${t(`workOrders.action.${action}`)} · ${order.orderNo}`}
      okText={t(`workOrders.action.${action}`)}
      onSave={save}
      onClose={onClose}
      width={FORM_WIDTH}
      saveDisabled={result.isPending}
      formTestId={`order-action-form-${action}`}
      saveTestId="order-action-ok"
    >
      {result.isPending ? (
        <Spin />
      ) : (
        <>
          <InitialValues form={form} values={initialValues} />
          {confirm && <Typography.Paragraph data-testid="order-action-confirm">{confirm}</Typography.Paragraph>}
          <Divider titlePlacement="start">{t('completion.fault')}</Divider>
          <RelatedArticles orderId={order.id} faultSymptomId={symptomId ?? undefined} />
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="faultSymptomId" label={label('faultSymptomId')} rules={treeRules('faultSymptomId')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={tree.map((s) => ({ value: s.id, label: s.name }))}
                  onChange={() => form.setFieldsValue({ faultReasonId: undefined, fixMethodId: undefined })}
                  data-testid="completion-symptom"
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="faultReasonId" label={label('faultReasonId')} rules={treeRules('faultReasonId')}>
                <Select
                  allowClear
                  disabled={!symptomId}
                  options={reasons.map((r) => ({ value: r.id, label: r.name }))}
                  onChange={() => form.setFieldsValue({ fixMethodId: undefined })}
                  data-testid="completion-reason"
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="fixMethodId" label={label('fixMethodId')} rules={treeRules('fixMethodId')}>
                <Select
                  allowClear
                  disabled={!reasonId}
                  options={methods.map((m) => ({ value: m.id, label: m.needParts ? `${m.name} (${t('completion.needsParts')})` : m.name }))}
                  data-testid="completion-method"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="resultRemark" label={label('resultRemark')}>
            <Input.TextArea rows={2} maxLength={1000} data-testid="completion-remark" />
          </Form.Item>
          <Form.Item label={`${t('completion.photos')} (${shownPhotos.length}/${UPLOAD_LIMITS.attachmentCount})`}>
            <Space wrap align="start">
              {shownPhotos.map((file) => (
                <Photo key={file.id} file={file} onRemove={() => setPhotos(shownPhotos.filter((p) => p.id !== file.id))} />
              ))}
              {shownPhotos.length < UPLOAD_LIMITS.attachmentCount && (
                <Button icon={<PlusOutlined />} onClick={() => setUploading(true)} data-testid="completion-add-photo">
                  {t('completion.addPhoto')}
                </Button>
              )}
            </Space>
          </Form.Item>

          <Divider titlePlacement="start">
            {partsRequired && <RequiredMark />}
            {t('completion.parts')}
          </Divider>
          <Form.List
            name="parts"
            rules={[{ validator: async (_, parts?: PartRow[]) => (partsRequired && !parts?.length ? Promise.reject(new Error(errorText('measureNeedsParts', lang))) : undefined) }]}
          >
            {(rows, { add, remove }, { errors }) => (
              <>
                {rows.length > 0 && (
                  <Row gutter={8} style={{ fontWeight: 500, marginBottom: 4 }}>
                    <Col span={7}>{t('completion.part')}</Col>
                    <Col span={4}>{t('completion.barcode')}</Col>
                    <Col span={4}>{t('completion.oldBarcode')}</Col>
                    <Col span={2}>{t('completion.quantity')}</Col>
                    <Col span={3}>{t('completion.factoryPrice')}</Col>
                    <Col span={3}>{t('completion.returnFlag')}</Col>
                  </Row>
                )}
                {rows.map(({ key, name }) => (
                  <Row key={key} gutter={8} align="top" data-testid="completion-part-row">
                    <Col span={7}>
                      <Form.Item name={[name, 'partsId']} rules={[{ required: true, message: errorText('productEmpty', lang) }]}>
                        <PartSelect
                          testId="completion-part"
                          orderId={order.id}
                          label={form.getFieldValue(['parts', name, 'label'])}
                          onPick={(part) => {
                            if (!form.getFieldValue(['parts', name, 'factoryPrice'])) form.setFieldValue(['parts', name, 'factoryPrice'], part.factoryPrice);
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item name={[name, 'barcode']} validateTrigger="onBlur" rules={[{ validator: (_, value) => verifyBarcode(value) }]}>
                        <Input maxLength={64} data-testid="completion-barcode" />
                      </Form.Item>
                    </Col>
                    <Col span={4}>
                      <Form.Item name={[name, 'oldBarcode']}>
                        <Input maxLength={64} data-testid="completion-old-barcode" />
                      </Form.Item>
                    </Col>
                    <Col span={2}>
                      <Form.Item name={[name, 'quantity']} rules={[{ required: true, message: errorText('quantityMissing', lang) }]}>
                        <FieldInput field={QUANTITY} />
                      </Form.Item>
                    </Col>
                    <Col span={3}>
                      <Form.Item name={[name, 'factoryPrice']}>
                        <FieldInput field={PRICE} />
                      </Form.Item>
                    </Col>
                    <Col span={2}>
                      <Form.Item name={[name, 'returnFlag']} valuePropName="checked">
                        <Checkbox />
                      </Form.Item>
                    </Col>
                    <Col span={2}>
                      <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(name)} aria-label={t('common.delete')} />
                    </Col>
                  </Row>
                ))}
                <Form.Item data-testid="completion-parts-errors">
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ quantity: '1', returnFlag: false })} data-testid="completion-add-part">
                    {t('completion.addPart')}
                  </Button>
                  <Form.ErrorList errors={errors} />
                </Form.Item>
              </>
            )}
          </Form.List>

          <Divider titlePlacement="start">{t('completion.fees')}</Divider>
          <Row gutter={12}>
            {FEE_INPUTS.map((name) => (
              <Col span={8} key={name}>
                <Form.Item name={name} label={label(name)} extra={name === 'remoteKm' ? t('completion.remoteKmHint') : undefined}>
                  <FieldInput field={FEE_FIELDS[name]} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Space size="large" data-testid="completion-fees">
            <Statistic title={label('remoteKm')} value={fees?.remoteKm ?? '—'} />
            <Statistic title={label('feeRemote')} value={fees?.feeRemote ?? '—'} data-testid="completion-fee-remote" />
            <Statistic title={label('feeTotal')} value={fees?.feeTotal ?? '—'} styles={{ content: { color: DEFAULT_THEME_COLOR } }} data-testid="completion-fee-total" />
          </Space>

          <Divider titlePlacement="start">{t('completion.payment')}</Divider>
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item name="payMethod" label={label('payMethod')}>
                <Select allowClear options={PAY_METHODS.map((m) => ({ value: m, label: t(`completion.payMethods.${m}`) }))} data-testid="completion-pay-method" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payStatus" label={label('payStatus')} rules={requiredIfPaying(t('completion.pickPayStatus'))}>
                <Select allowClear options={PAY_STATUSES.map((s) => ({ value: s, label: t(`completion.payStatuses.${s}`) }))} data-testid="completion-pay-status" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payer" label={label('payer')} rules={requiredIfPaying(t('completion.fillPayer'))}>
                <Input maxLength={64} data-testid="completion-payer" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payAccount" label={label('payAccount')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="paidAt" label={label('paidAt')}>
                <DateTimePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="payNote" label={label('payNote')}>
                <Input maxLength={500} />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
      <UploadDialog
        open={uploading}
        title={t('completion.addPhoto')}
        kind="image"
        limit={UPLOAD_LIMITS.attachmentCount - shownPhotos.length}
        onOk={(files) => setPhotos([...shownPhotos, ...files.filter((f) => !shownPhotos.some((p) => p.id === f.id))])}
        onClose={() => setUploading(false)}
      />
    </SaveDialog>
  );
}

/** Puts the order's values into the form once, when the form first shows. */
function InitialValues({ form, values }: { form: ReturnType<typeof Form.useForm<Values>>[0]; values: Values }) {
  useEffect(() => {
    form.setFieldsValue(values);
  }, [form, values]);
  return null;
}

/** The simple completion: the remark is all it needs (spec: "fill in remark"). */
export function SimpleFinishForm({ action, order, onDone, onClose }: ActionFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ resultRemark: string }>();
  async function save() {
    const values = await checkedValues<{ resultRemark: string }>(form);
        const remark = values?.resultRemark.trim();
    // The remark is the result, and the history's reason too.
    if (!remark || !(await submit(form, action, order, { resultRemark: remark, reason: remark }))) return false;
    feedback.message?.success(t('common.success'));
    onDone(true);
    return true;
  }
  return (
    <SaveDialog
      form={form}
      title={`${t(`workOrders.action.${action}`)} · ${order.orderNo}`}
      okText={t(`workOrders.action.${action}`)}
      onSave={save}
      onClose={onClose}
      formTestId={`order-action-form-${action}`}
      saveTestId="order-action-ok"
    >
      <Typography.Paragraph data-testid="order-action-confirm">{t('workOrders.confirm.simpleFinishOrder')}</Typography.Paragraph>
      <Form.Item name="resultRemark" label={t('entity.order.fields.resultRemark')} rules={[{ required: true, whitespace: true, message: errorText('fillRemark', i18n.language as Lang) }]}>
        <Input.TextArea rows={3} maxLength={1000} data-testid="order-action-reason" />
      </Form.Item>
    </SaveDialog>
  );
}
