/** Add / edit dialog of a screen: its writable fields, and its lines when it has them. */
import { DIALOG_WIDTH, type FieldDef, type Lang, type ScreenDef } from '@as/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Table } from 'antd';
import { Fragment, type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/request.ts';
import { fieldRule } from './field-rules.ts';
import { FieldInput } from './FieldInput.tsx';
import { initialValues } from './initial-values.ts';
import { refLabelOf } from './refs.tsx';
import { checkedValues, SaveDialog } from './SaveDialog.tsx';
import { showServerErrors } from './server-errors.ts';

type Row = Record<string, unknown>;

/** A header with lines: room for a line of choices (a part, its locations) and inputs side by side. */
const LINES_DIALOG_WIDTH = 1100;
/**
 * A line's columns share the table by their kind of input (fixed layout: a long choice or hint is cut, not widening
 * its column past the dialog).
 */
const LINE_COLUMN_WIDTH: Record<FieldDef['type'], number> = { ref: 180, dict: 140, int: 80, decimal: 100, money: 100, string: 120, text: 160, boolean: 70, date: 140, datetime: 180 };

interface Props {
  def: ScreenDef;
  /** The record being edited (with id), or initial values of a new one. */
  record: Row;
  onSave: (values: Row) => Promise<unknown>;
  onClose: () => void;
  /** Shown below a field, inside the form (e.g. a notice that watches the field). */
  after?: Record<string, ReactNode>;
}

export function FormDialog({ def, record, onSave, onClose, after }: Props) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [form] = Form.useForm<Row>();
  const editing = record.id != null;
  const fields = def.fields.filter((f) => !f.readOnly && !(def.tree && f.name === def.tree.parentField));
  const label = (name: string) => t(`entity.${def.key}.fields.${name}`, { defaultValue: name });

  useEffect(() => {
    form.setFieldsValue({ ...initialValues(def.fields), ...record });
  }, [form, def, record]);

  async function save(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      await onSave({ ...record, ...values });
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, [...fields.map((f) => f.name), ...(def.lines ? ['lines'] : [])]);
      return false;
    }
  }

  return (
    <SaveDialog
      form={form}
      formTestId="resource-form"
      width={def.lines ? LINES_DIALOG_WIDTH : DIALOG_WIDTH}
      title={`${t(editing ? 'common.edit' : 'common.add')} · ${t(`entity.${def.key}.title`)}`}
      onSave={save}
      onClose={onClose}
    >
      {fields.map((f) => (
        <Fragment key={f.name}>
          <Form.Item name={f.name} label={label(f.name)} rules={[fieldRule(f, lang)]}>
            <FieldInput field={f} label={refLabelOf(record, f.name)} parentLabel={f.refParent && label(f.refParent)} />
          </Form.Item>
          {after?.[f.name]}
        </Fragment>
      ))}
      {def.lines && <LinesEditor def={def} lang={lang} />}
    </SaveDialog>
  );
}

function LinesEditor({ def, lang }: { def: ScreenDef; lang: Lang }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // What the server writes on a line (a receipt's quantity, a count's book) is not the user's to enter.
  const lineFields = (def.lines?.fields ?? []).filter((f) => !f.readOnly);
  const parentLabel = (f: FieldDef) => (f.refParent ? t(`entity.${def.key}.fields.${f.refParent}`, { defaultValue: f.refParent }) : undefined);
  return (
    <Form.List name="lines">
      {(rows, { add, remove }) => (
        <>
          <Table
            size="small"
            pagination={false}
            tableLayout="fixed"
            rowKey="key"
            dataSource={rows}
            columns={[
              ...lineFields.map((f) => ({
                title: t(`entity.${def.key}.lines.${f.name}`, { defaultValue: f.name }),
                key: f.name,
                width: LINE_COLUMN_WIDTH[f.type],
                render: (_: unknown, row: { name: number }) => (
                  <Form.Item name={[row.name, f.name]} rules={[fieldRule(f, lang)]} style={{ margin: 0 }}>
                    <FieldInput field={f} label={refLabelOf(form.getFieldValue(['lines', row.name]), f.name)} parentLabel={parentLabel(f)} />
                  </Form.Item>
                ),
              })),
              {
                title: t('common.actions'),
                key: 'actions',
                // As wide as its title in the longest language (Acciones).
                width: 90,
                render: (_: unknown, row: { name: number }) => <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(row.name)} aria-label={t('common.delete')} />,
              },
            ]}
          />
          <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add(initialValues(lineFields))} disabled={def.lines?.max !== undefined && rows.length >= def.lines.max} style={{ marginTop: 8 }}>
            {t('common.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
