/**
 * The dialogs of one-click help: asking about an order (the question, the urgency, photos through the upload
 * dialog), and each action of a case that carries a message (reply, follow-up, close), with its photos.
 */
import { HELP_CASE_ACTIONS, type HelpCaseAction, type HelpCaseActionDef, MAX_CASE_PHOTOS } from '@as/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { DictSelect } from '../../crud/FieldInput.tsx';
import { checkedValues, SaveDialog } from '../../crud/SaveDialog.tsx';
import { sent } from '../../crud/confirm-action.ts';
import { PhotoPicker } from '../../crud/PhotoPicker.tsx';
import type { UploadedFile } from '../../crud/UploadDialog.tsx';
import { RelatedArticles } from '../knowledge/RelatedArticles.tsx';
import { actOnCase, askForHelp, type HelpCaseRow, helpKeys } from './help-api.ts';

/** The case's photos field. */
function CasePhotos({ photos, onChange }: { photos: UploadedFile[]; onChange: (photos: UploadedFile[]) => void }) {
  const { t } = useTranslation();
  return <PhotoPicker photos={photos} onChange={onChange} label={t('helpCase.photos')} addText={t('helpCase.addPhoto')} limit={MAX_CASE_PHOTOS} testId="help-add-photo" />;
}


/** One-click help on an order: the question, how urgent, photos. */
export function AskHelpDialog({ order, onClose }: { order: { id: number; orderNo: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ question: string; urgency: string }>();
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const ok = await sent(() => askForHelp({ orderId: order.id, question: values.question.trim(), urgency: values.urgency, photos: photos.map((p) => p.id) }));
    if (!ok) return false;
    feedback.message?.success(t('helpCase.asked'));
    await queryClient.invalidateQueries({ queryKey: helpKeys.all });
    return true;
  };
  return (
    <SaveDialog form={form} title={`${t('helpCase.ask')} · ${order.orderNo}`} okText={t('helpCase.send')} onSave={save} onClose={onClose} formTestId="help-ask-form" saveTestId="help-ask-ok">
      <RelatedArticles orderId={order.id} />
      <Form.Item name="question" label={t('entity.helpCase.fields.question')} rules={[{ required: true, whitespace: true, message: t('helpCase.questionRequired') }]}>
        <Input.TextArea rows={4} maxLength={2000} showCount data-testid="help-question" />
      </Form.Item>
      <Form.Item name="urgency" label={t('entity.helpCase.fields.urgency')} initialValue="1">
        <DictSelect type="urgency" />
      </Form.Item>
      <CasePhotos photos={photos} onChange={setPhotos} />
    </SaveDialog>
  );
}

/** An action of a case that carries a message: reply, follow-up, close (its message optional). */
export function CaseMessageDialog({ action, row, onClose, onDone }: { action: HelpCaseAction; row: HelpCaseRow; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ message?: string }>();
  const [photos, setPhotos] = useState<UploadedFile[]>([]);
  const def: HelpCaseActionDef = HELP_CASE_ACTIONS[action];
  const save = async () => {
    const values = await checkedValues(form);
    if (!values) return false;
    const ok = await sent(() => actOnCase(action, row, { message: values.message?.trim() ?? '', photos: photos.map((p) => p.id) }));
    if (!ok) return false;
    feedback.message?.success(t('common.success'));
    onDone();
    return true;
  };
  return (
    <SaveDialog form={form} title={`${t(`helpCase.action.${action}`)} · ${row.caseNo}`} okText={t(`helpCase.action.${action}`)} onSave={save} onClose={onClose} formTestId={`help-${action}-form`} saveTestId="help-message-ok">
      <Form.Item name="message" label={t('helpCase.message')} rules={def.message === 'required' ? [{ required: true, whitespace: true, message: t('helpCase.messageRequired') }] : []}>
        <Input.TextArea rows={4} maxLength={2000} showCount data-testid="help-message" />
      </Form.Item>
      {def.message !== 'none' && <CasePhotos photos={photos} onChange={setPhotos} />}
    </SaveDialog>
  );
}
