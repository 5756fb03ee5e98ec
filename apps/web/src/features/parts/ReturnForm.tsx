/**
 * Add / edit of a parts return (a draft). New parts: the parts received through the outlet's applications, each with
 * the quantity to send back (what it received less what other returns hold), and parts of the outlet's own stock.
 * Old parts: the replaced parts marked for return of its completed orders that are on no other return, chosen by a
 * tick, the overdue ones tagged.
 */
import type { PartsReturnKind } from '@as/shared';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../app/dates.ts';
import type { EditorProps } from '../../crud/ResourcePage.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { PartSelect } from '../work-orders/completion/PartSelect.tsx';
import { partsReturnKeys, returnableNew, returnableOld } from './return-api.ts';
import { isOverdue, type ReturnFormValues, returnFormValuesOf, returnLinesOf, WHOLE_NUMBER } from './return-screen.ts';

/** A part in a narrow cell (a phone's): its code, its name under it, and what else the row says of it (its application). */
export function PartCell({ code, name, note }: { code: string; name: string; note?: ReactNode }) {
  return (
    <>
      <div>{code}</div>
      <Typography.Text type="secondary">{name}</Typography.Text>
      {note && <div>{note}</div>}
    </>
  );
}

export function ReturnForm({ kind, record, onSave, onClose }: EditorProps & { kind: PartsReturnKind }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReturnFormValues>();
  const returnId = record.id as number | undefined;
  const initial = returnFormValuesOf(record);
  const choicesNew = useQuery({ queryKey: partsReturnKeys.choices('new', returnId), queryFn: () => returnableNew(returnId), enabled: kind === 'new' });
  const choicesOld = useQuery({ queryKey: partsReturnKeys.choices('old', returnId), queryFn: () => returnableOld(returnId), enabled: kind === 'old' });
  const [ticked, setTicked] = useState<number[]>(initial.ticked);
  const time = (v: string | null) => (v ? dayjs(v).format(DATE_TIME_FORMAT) : '');

  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const lines = returnLinesOf(kind, values, ticked, choicesNew.data ?? []);
    if (!lines.length) {
      form.setFields([{ name: 'remark', errors: [t('partsReturn.pickSome')] }]);
      return false;
    }
    try {
      await onSave({ id: returnId, version: record.version, kind, remark: values.remark?.trim() || null, lines });
    } catch (e) {
      showServerErrors(form, e, (name) => (name === 'remark' || name.startsWith('lines') ? ['remark'] : undefined));
      return false;
    }
    return true;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored values, once, when the dialog opens.
  useEffect(() => form.setFieldsValue(initial.values), []);

  return (
    <SaveDialog
      title={`${kind === 'new' ? t('partsReturn.newTitle') : t('partsReturn.oldTitle')}${record.returnNo ? ` ${record.returnNo}` : ''}`}
      form={form}
      onSave={save}
      onClose={onClose}
      width={860}
      formTestId="return-form"
      saveTestId="return-save"
    >
      {kind === 'old' ? (
        <>
          <Typography.Text strong>{t('partsReturn.pickOld')}</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            loading={choicesOld.isFetching}
            pagination={false}
            scroll={{ x: 'max-content', y: 320 }}
            dataSource={choicesOld.data ?? []}
            locale={{ emptyText: t('partsReturn.noneReturnable') }}
            rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as number[]), getCheckboxProps: (r) => ({ 'data-testid': `return-pick-${r.id}` }) as object }}
            data-testid="return-old-choices"
            columns={[
              { key: 'part', title: `${t('entity.partsReturn.lines.partsId')} · ${t('entity.partsReturn.lines.orderNo')}`, render: (_: unknown, r) => <PartCell code={r.code} name={r.name} note={r.orderNo} /> },
              {
                // The day is enough here (the time in its tooltip): the column stays narrow on a phone.
                key: 'deadline',
                title: t('partsReturn.deadline'),
                render: (_: unknown, r) => (
                  <>
                    <div title={time(r.deadline)}>{dayjs(r.deadline).format(DATE_FORMAT)}</div>
                    {isOverdue(r.deadline) && <Tag color="error">{t('partsReturn.overdue')}</Tag>}
                  </>
                ),
              },
              { key: 'quantity', dataIndex: 'quantity', title: t('entity.partsReturn.lines.qty'), align: 'right' },
              { key: 'factoryPrice', dataIndex: 'factoryPrice', title: t('entity.partsNoReturn.fields.factoryPrice'), align: 'right', responsive: ['sm'] },
            ]}
          />
        </>
      ) : (
        <>
          <Typography.Text strong>{t('partsReturn.pickApplyLines')}</Typography.Text>
          <Table
            size="small"
            rowKey="id"
            loading={choicesNew.isFetching}
            pagination={false}
            scroll={{ x: 'max-content', y: 240 }}
            dataSource={choicesNew.data ?? []}
            locale={{ emptyText: t('partsReturn.noneReturnable') }}
            data-testid="return-new-choices"
            columns={[
              { key: 'part', title: `${t('entity.partsReturn.lines.partsId')} · ${t('partsReturn.applyNo')}`, render: (_: unknown, r) => <PartCell code={r.code} name={r.name} note={r.applyNo} /> },
              { key: 'left', dataIndex: 'left', title: t('partsReturn.left'), align: 'right' },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: t('entity.partsReturn.lines.unitPrice'), align: 'right', responsive: ['sm'] },
              {
                key: 'qty',
                title: t('partsReturn.returnQty'),
                render: (_: unknown, r) => (
                  <Form.Item name={['applied', String(r.id)]} style={{ margin: 0 }} rules={[{ pattern: WHOLE_NUMBER, message: t('partsReturn.wholeNumber') }]}>
                    <Input inputMode="numeric" style={{ width: 64 }} placeholder="0" data-testid={`return-applied-${r.id}`} />
                  </Form.Item>
                ),
              },
            ]}
          />
          <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
            {t('partsReturn.pickOwnStock')}
          </Typography.Text>
          <Form.List name="own">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f, i) => (
                  <Space key={f.key} align="start" wrap>
                    <Form.Item name={[f.name, 'partsId']} style={{ minWidth: 320, marginBottom: 8 }}>
                      <PartSelect label={form.getFieldValue(['own', f.name, 'label'])} testId={`return-own-part-${i}`} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'qty']} initialValue="1" style={{ marginBottom: 8 }} rules={[{ pattern: WHOLE_NUMBER, message: t('partsReturn.wholeNumber') }]}>
                      <Input inputMode="numeric" style={{ width: 64 }} data-testid={`return-own-qty-${i}`} />
                    </Form.Item>
                    <Button icon={<DeleteOutlined />} onClick={() => remove(f.name)} />
                  </Space>
                ))}
                <Button icon={<PlusOutlined />} onClick={() => add({ qty: '1' })} data-testid="return-add-own">
                  {t('partsReturn.addLine')}
                </Button>
              </>
            )}
          </Form.List>
        </>
      )}
      <Form.Item name="remark" label={t('entity.partsReturn.fields.remark')} style={{ marginTop: 12 }}>
        <Input.TextArea rows={2} maxLength={500} data-testid="return-remark" />
      </Form.Item>
    </SaveDialog>
  );
}
