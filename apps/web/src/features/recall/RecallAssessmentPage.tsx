/**
 * Follow-up assessments (menu care.recallAssessment, 回访评估): the problems successful follow-ups found (an
 * unconfirmed question, a dissatisfied customer), against the order's outlet: grid, filters, export. An outlet sees
 * those against it; headquarters and the return visitor all.
 */
import { recallAssessmentResource } from '@as/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../crud/ResourcePage.tsx';
import { recallAssessmentApi } from './recall-api.ts';

export function RecallAssessmentPage() {
  const { t } = useTranslation();
  return (
    <ResourcePage
      def={recallAssessmentResource}
      api={recallAssessmentApi}
      title={t('menu.care.recallAssessment')}
      cells={{ problem: (value) => <Tag color="error">{t(`recall.problem.${String(value)}`)}</Tag> }}
    />
  );
}
