/**
 * The engineer's editor and the change request an outlet files with the same fields. Adding also opens the
 * engineer's login (account and first password); the whole ID number shows only here; the level changes only by
 * promotion, and a change request leaves out the login account and the level.
 */
import { ENGINEER_CHANGE_FIELDS, type FieldDef, type Lang } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Form, type FormInstance, Input, Row as GridRow } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { FormMapPicker } from '../../crud/FormMapPicker.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { cellOf, type EditorProps } from '../../crud/ResourcePage.tsx';
import type { Row } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { engineerKeys, getEngineer, requestChange, WRITABLE } from './engineer-api.ts';
import { OutletSelect } from './OutletSelect.tsx';

type Values = Record<string, unknown>;
const WIDTH = 820;

/**
 * The fields in two columns; the outlet is chosen among the caller's, disabled ones shown but not sent. The
 * coordinates are typed or picked on the map, as an outlet's are.
 */
function EngineerFields({ fields, disabled = [] }: { fields: FieldDef[]; disabled?: string[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const located = fields.some((f) => f.name === 'lat') && fields.some((f) => f.name === 'lng');
  return (
    <GridRow gutter={16}>
      {fields.map((f) => (
        <Col key={f.name} span={f.type === 'text' ? 24 : 12}>
          <Form.Item name={f.name} label={t(`entity.engineer.fields.${f.name}`)} rules={disabled.includes(f.name) ? [] : [fieldRule(f, lang)]}>
            {f.name === 'deptId' ? <OutletSelect /> : <FieldInputOrDisabled field={f} disabled={disabled.includes(f.name)} />}
          </Form.Item>
        </Col>
      ))}
      {located && (
        <Col span={24}>
          <Form.Item label={t('map.location')}>
            <FormMapPicker height={280} />
          </Form.Item>
        </Col>
      )}
    </GridRow>
  );
}

function FieldInputOrDisabled({ field, disabled, value, onChange, id }: { field: FieldDef; disabled: boolean; value?: unknown; onChange?: (v: unknown) => void; id?: string }) {
  // A disabled field is shown as its grid shows it: its value is kept, never sent.
  if (disabled)
    return (
      <div id={id} className="ant-input ant-input-disabled">
        {cellOf(field, value)}
      </div>
    );
  return <FieldInput id={id} field={field} value={value} onChange={onChange} />;
}

/** The engineer as stored (whole ID number), loaded when an existing one is opened. */
function useStored(id: unknown) {
  return useQuery({ queryKey: engineerKeys.detail(Number(id)), enabled: id != null, queryFn: () => getEngineer(Number(id)), gcTime: 0 });
}

function useFill(form: FormInstance<Values>, values: Values | undefined) {
  useEffect(() => {
    if (values) form.setFieldsValue(values);
  }, [form, values]);
}

async function submit(form: FormInstance<Values>, names: string[], send: (v: Values) => Promise<unknown>): Promise<boolean> {
  const values = await checkedValues(form);
  if (!values) return false;
  try {
    await send(values);
    return true;
  } catch (e) {
    // Field errors from the server name the field: shown beside it; anything else was already toasted.
    if (!(e instanceof ApiError)) throw e;
    showServerErrors(form, e, names);
    return false;
  }
}

export function EngineerEditor({ record, onSave, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const editing = record.id != null;
  const stored = useStored(record.id);
  const defaults = Object.fromEntries(WRITABLE.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]));
  useFill(form, editing ? stored.data : defaults);
  const names = [...WRITABLE.map((f) => f.name), 'password'];

  const save = () =>
    submit(form, names, (v) => {
      // Blanks go as '' (a missing value keeps the old one); the level changes by promotion only.
      const fields = Object.fromEntries(WRITABLE.filter((f) => !(editing && f.name === 'level')).map((f) => [f.name, v[f.name] ?? '']));
      return onSave(editing ? { id: record.id, ...fields } : { ...fields, password: v.password });
    });

  return (
    <SaveDialog
      form={form}
      formTestId="engineer-form"
      width={WIDTH}
      title={`${t(editing ? 'common.edit' : 'common.add')} · ${t('entity.engineer.title')}`}
      saveDisabled={editing && !stored.data}
      onSave={save}
      onClose={onClose}
    >
      <EngineerFields fields={WRITABLE} disabled={editing ? ['level'] : []} />
      {!editing && (
        <Form.Item
          name="password"
          label={t('entity.engineer.fields.password')}
          rules={[fieldRule({ name: 'password', type: 'string', required: true, min: 6, max: 64 }, i18n.language as Lang)]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} data-testid="engineer-password" />
        </Form.Item>
      )}
    </SaveDialog>
  );
}

const CHANGE_FIELDS = WRITABLE.filter((f) => ENGINEER_CHANGE_FIELDS.includes(f.name));
const REASON: FieldDef = { name: 'reason', type: 'text', max: 500 };

/** An outlet's request to change an engineer: only the fields that differ from the stored ones are sent. */
export function ChangeRequestDialog({ engineer, onClose, onDone }: { engineer: Row; onClose: () => void; onDone: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const stored = useStored(engineer.id);
  useFill(form, stored.data);

  const save = () =>
    submit(form, CHANGE_FIELDS.map((f) => f.name), async ({ reason, ...v }) => {
      const before: Values = stored.data ?? {};
      const changed = Object.fromEntries(CHANGE_FIELDS.filter((f) => String(v[f.name] ?? '') !== String(before[f.name] ?? '')).map((f) => [f.name, v[f.name] ?? '']));
      await requestChange(engineer.id, changed, reason as string | undefined);
      feedback.message?.success(t('common.success'));
      await onDone();
    });

  return (
    <SaveDialog
      form={form}
      formTestId="engineer-change-form"
      width={WIDTH}
      title={`${t('engineer.requestChange')} · ${engineer.name} (${engineer.jobNo})`}
      saveDisabled={!stored.data}
      onSave={save}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t('engineer.changeHint')} style={{ marginBottom: 12 }} />
      <EngineerFields fields={CHANGE_FIELDS} />
      <Form.Item name="reason" label={t('engineer.reason')}>
        <FieldInput field={REASON} />
      </Form.Item>
    </SaveDialog>
  );
}
