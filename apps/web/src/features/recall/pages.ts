/** Return visits (issue 18) under 客户关怀: task sampling, the screening pool, the follow-up survey pool, the follow-up assessments. */
import { type PageDef, page } from '../../shell/page-def.ts';

export const RECALL_PAGES: PageDef[] = [
  { pattern: '/care/recall-sampling/index', menu: true, component: page(() => import('./RecallSamplingPage.tsx'), (m) => m.RecallSamplingPage) },
  { pattern: '/care/recall-screening/index', menu: true, component: page(() => import('./RecallPoolPage.tsx'), (m) => m.RecallScreeningPage) },
  { pattern: '/care/recall-survey/index', menu: true, component: page(() => import('./RecallPoolPage.tsx'), (m) => m.RecallSurveyPage) },
  { pattern: '/care/recall-assessment/index', menu: true, component: page(() => import('./RecallAssessmentPage.tsx'), (m) => m.RecallAssessmentPage) },
];
