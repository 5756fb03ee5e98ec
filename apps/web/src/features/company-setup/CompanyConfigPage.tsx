/**
 * Company configuration (basCompanyConfig): the tenant's one record, edited as a form in sections — completion
 * rules, serial codes, customers, work orders and message templates. Saved whole; read-only without the edit permission.
 */
import { companyConfigResource, errorText, type FieldDef, type Lang, permissionsOf, TEMPLATE_PLACEHOLDERS, type TemplateField, templateErrors } from '@as/shared';
import { SaveOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Divider, Form, Row, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { biz } from '../../api/request.ts';
import { fromNow } from '../../app/dates.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { resourceKeys } from '../../crud/resource-api.ts';

type Config = Record<string, unknown> & { id: number | null; updateTime: string | null };

const def = companyConfigResource;
const base = `/basic/${def.name}`;
const keys = resourceKeys(def.key);
const byName = new Map<string, FieldDef>(def.fields.map((f) => [f.name, f]));

/** The form's sections, in the order the screen shows them. */
const SECTIONS: { key: string; fields: string[] }[] = [
  { key: 'completion', fields: ['faultSymptomRequired', 'faultReasonRequired', 'fixMethodRequired'] },
  { key: 'barcode', fields: ['barcodeUnique', 'barcodeCheck'] },
  { key: 'customer', fields: ['custProfileReview'] },
  { key: 'workOrder', fields: ['maxAppointmentChanges', 'repeatRepairDays', 'autoDispatch', 'appealDays'] },
  { key: 'parts', fields: ['oldPartReturnDays'] },
  { key: 'money', fields: ['moneyRounding', 'moneyDecimals'] },
];

export function CompanyConfigPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const can = useCan();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const canEdit = can(permissionsOf(def.permission).edit);
  const config = useQuery({ queryKey: keys.all, queryFn: () => biz<Config>(`${base}/get`, { method: 'POST', data: {} }) });
  const label = (name: string) => t(`entity.${def.key}.fields.${name}`);

  useEffect(() => {
    if (config.data) form.setFieldsValue(config.data);
  }, [form, config.data]);

  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => biz<Config>(`${base}/save`, { method: 'POST', data: values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.all, saved);
      feedback.message?.success(t('common.success'));
    },
    onError: (e) => {
      showServerErrors(form, e, def.fields.map((f) => f.name));
    },
  });

  const templateRule = (name: TemplateField) => ({
    validator: async (_: unknown, value: unknown) => {
      const [error] = templateErrors({ [name]: value });
      if (error) throw new Error(errorText(error.code, lang, error.params));
    },
  });

  const item = (name: string) => {
    const f = byName.get(name)!;
    return (
      <Col xs={24} md={12} xl={8} key={name}>
        <Form.Item name={name} label={label(name)} tooltip={t(`companyConfig.help.${name}`)} rules={[fieldRule(f, lang)]}>
          <FieldInput field={f} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Card
      size="small"
      title={t(`entity.${def.key}.title`)}
      data-testid="company-config"
      extra={config.data?.updateTime ? <Typography.Text type="secondary">{t('companyConfig.savedAt', { time: fromNow(config.data.updateTime) })}</Typography.Text> : null}
      loading={config.isPending}
    >
      {config.data && config.data.id === null && <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('companyConfig.defaults')} />}
      <Form form={form} name="company-config" layout="vertical" disabled={!canEdit} onFinish={(values) => save.mutate(values)}>
        {SECTIONS.map((section) => (
          <div key={section.key}>
            <Divider titlePlacement="start">{t(`companyConfig.sections.${section.key}`)}</Divider>
            <Row gutter={24}>{section.fields.map(item)}</Row>
          </div>
        ))}
        <Divider titlePlacement="start">{t('companyConfig.sections.templates')}</Divider>
        {(Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateField[]).map((name) => (
          <Form.Item
            key={name}
            name={name}
            label={label(name)}
            rules={[fieldRule(byName.get(name)!, lang), templateRule(name)]}
            extra={t('companyConfig.placeholders', { list: TEMPLATE_PLACEHOLDERS[name].map((p) => `{${p}}`).join(' ') })}
          >
            <FieldInput field={byName.get(name)!} />
          </Form.Item>
        ))}
        {canEdit && (
          <Space>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid="company-config-save">
              {t('common.save')}
            </Button>
            <Button onClick={() => config.data && form.setFieldsValue(config.data)}>{t('common.reset')}</Button>
          </Space>
        )}
      </Form>
    </Card>
  );
}
