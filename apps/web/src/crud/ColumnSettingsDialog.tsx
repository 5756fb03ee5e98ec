/** The column-settings panel of a grid: show or hide, order and size its columns; saved for the user and table. */
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { DIALOG_WIDTH } from '@as/shared';
import { Button, Checkbox, Flex, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COLUMN_WIDTH, type ColumnSetting, moveColumn } from './column-settings.ts';

interface Props {
  /** The grid's columns as they are now. */
  columns: ColumnSetting[];
  /** The screen's own columns, for "restore defaults". */
  defaults: ColumnSetting[];
  onSave: (columns: ColumnSetting[]) => Promise<unknown>;
  onClose: () => void;
}

export function ColumnSettingsDialog({ columns, defaults, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(columns);
  const [saving, setSaving] = useState(false);
  const shown = draft.filter((c) => c.visible).length;
  const change = (index: number, patch: Partial<ColumnSetting>) => setDraft((d) => d.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      onClose();
    } catch {
      // The request layer has shown why; the panel stays open with the user's changes.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      centered
      width={DIALOG_WIDTH}
      title={t('crud.columns.title')}
      onCancel={onClose}
      footer={[
        <Button key="reset" onClick={() => setDraft(defaults)} data-testid="columns-reset">
          {t('crud.columns.reset')}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={save} data-testid="columns-save">
          {t('common.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('crud.columns.hint')}</Typography.Paragraph>
      <Flex vertical gap={4} data-testid="columns-panel">
        {draft.map((c, i) => (
          <Flex key={c.field} align="center" gap={8} data-testid={`column-${c.field}`}>
            <Checkbox
              style={{ flex: 1 }}
              checked={c.visible}
              // The last shown column stays: a grid without columns could not be set back.
              disabled={c.visible && shown === 1}
              onChange={(e) => change(i, { visible: e.target.checked })}
            >
              {c.title}
            </Checkbox>
            <InputNumber
              size="small"
              min={COLUMN_WIDTH.min}
              max={COLUMN_WIDTH.max}
              precision={0}
              step={10}
              value={c.width ?? null}
              placeholder={t('crud.columns.auto')}
              aria-label={t('crud.columns.width', { title: c.title })}
              suffix="px"
              style={{ width: 110 }}
              onChange={(width) => change(i, { width: width ?? null })}
            />
            <Button size="small" icon={<ArrowUpOutlined />} disabled={i === 0} onClick={() => setDraft((d) => moveColumn(d, i, -1))} aria-label={t('crud.columns.up', { title: c.title })} />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={i === draft.length - 1}
              onClick={() => setDraft((d) => moveColumn(d, i, 1))}
              aria-label={t('crud.columns.down', { title: c.title })}
            />
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
