/** How the process screens name things: a process and a step in the user's language when the app knows them, a status as a coloured tag. */
import type { WfStatus, WfStepDef } from '@as/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

const COLOR: Record<WfStatus, string> = { running: 'processing', approved: 'success', rejected: 'error', cancelled: 'default' };

export const processName = (t: TFunction, key: string, stored: string) => t(`workflow.def.${key}`, { defaultValue: stored });

export const stepName = (t: TFunction, step: Pick<WfStepDef, 'key' | 'name'> | undefined) => (step ? t(`workflow.step.${step.key}`, { defaultValue: step.name }) : '');

export function StatusTag({ status }: { status: WfStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOR[status]} data-testid="process-status">
      {t(`workflow.status.${status}`)}
    </Tag>
  );
}
