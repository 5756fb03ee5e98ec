/**
 * Serial code generator (basCompanyBarcodeGenerate): the generated batches, listed and exported, and Generate — N
 * serial codes for a model, prefix + model code + production date + running number, registered in the barcode library.
 */
import { barcodeGenerateCommand, barcodeGenerateResource, type Lang, permissionsOf, serialOf, serialStem } from '@as/shared';
import { BarcodeOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../access/useCan.ts';
import { ApiError, biz } from '../../api/request.ts';
import { feedback } from '../../app/feedback.ts';
import { fieldRule } from '../../crud/field-rules.ts';
import { FieldInput } from '../../crud/FieldInput.tsx';
import { showServerErrors } from '../../crud/server-errors.ts';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { basicApi, resourceKeys } from '../../crud/resource-api.ts';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';

const api = basicApi(barcodeGenerateResource);
const fieldNames = barcodeGenerateCommand.fields.map((f) => f.name);
const initial = (): Record<string, string> => ({ quantity: '100', prefix: 'SN', productionDate: dayjs().format('YYYY-MM-DD') });

interface Batch {
  batchNo: string;
  quantity: number;
  firstSerial: string;
  lastSerial: string;
}

export function BarcodeGeneratePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [done, setDone] = useState<() => Promise<void>>();
  return (
    <>
      <ResourcePage
        def={barcodeGenerateResource}
        api={api}
        toolbar={({ refresh }) =>
          can(permissionsOf(barcodeGenerateResource.permission).add) && (
            <Button type="primary" icon={<BarcodeOutlined />} onClick={() => setDone(() => refresh)} data-testid="generate">
              {t('barcodeGenerate.generate')}
            </Button>
          )
        }
      />
      {done && <GenerateDialog onGenerated={done} onClose={() => setDone(undefined)} />}
    </>
  );
}

function GenerateDialog({ onGenerated, onClose }: { onGenerated: () => Promise<void>; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const itemId = Form.useWatch('itemId', form) as number | undefined;
  const prefix = (Form.useWatch('prefix', form) as string | undefined) ?? '';
  const productionDate = Form.useWatch('productionDate', form) as string | undefined;
  const item = useQuery({
    queryKey: ['resource', 'item', 'detail', itemId],
    enabled: Boolean(itemId),
    queryFn: () => biz<{ code: string }>('/basic/basItem/getById', { method: 'POST', data: { id: itemId }, silent: true }),
  });
  // What the codes will look like: the running number continues after the ones the model already has that day.
  const example = item.data && productionDate ? serialOf(serialStem(prefix, item.data.code, productionDate), 1) : undefined;

  async function generate(): Promise<boolean> {
    const values = await checkedValues(form);
    if (!values) return false;
    try {
      const batch = await biz<Batch>(`/basic/${barcodeGenerateResource.name}/generate`, { method: 'POST', data: values });
      feedback.message?.success(t('barcodeGenerate.generated', { n: batch.quantity, first: batch.firstSerial, last: batch.lastSerial }));
      await Promise.all([onGenerated(), queryClient.invalidateQueries({ queryKey: resourceKeys('itemBarcode').all })]);
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showServerErrors(form, e, fieldNames);
      return false;
    }
  }

  return (
    <SaveDialog form={form} formTestId="generate-form" title={t('barcodeGenerate.generate')} onSave={generate} onClose={onClose}>
      {barcodeGenerateCommand.fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.name}
          label={t(`entity.barcodeGenerate.fields.${f.name}`)}
          rules={[fieldRule(f, lang)]}
          initialValue={initial()[f.name]}
        >
          <FieldInput field={f} />
        </Form.Item>
      ))}
      <Typography.Text type="secondary" data-testid="generate-example">
        {example ? t('barcodeGenerate.example', { example }) : t('barcodeGenerate.rule')}
      </Typography.Text>
    </SaveDialog>
  );
}
