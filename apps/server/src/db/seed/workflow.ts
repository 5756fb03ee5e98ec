/** The approval processes every tenant starts with, named in the tenant's language (the web shows its own texts for these keys). */
import type { WfStepDef } from '@as/shared';
import type { Tx } from '../client.ts';
import { wfDefinition } from '../schema.ts';

type Names = { zh: string; en: string };

const step = (key: string, name: Names, roleCodes: string[], org: WfStepDef['org']) => ({ key, name, roleCodes, org });

const centreReview = step('centreReview', { zh: '服务中心审核', en: 'Service centre review' }, ['CENTRE'], 'centre');
const hqReview = step('hqReview', { zh: '总部审核', en: 'Headquarters review' }, ['ROLE_ADMIN'], 'hq');

/** Key, names, business type, started by hand, steps after the initiator's submission. */
const DEFINITIONS = [
  // An outlet submits a change of its data; its centre, then headquarters approve (the network module's snUserChange).
  { key: 'snUserChange', name: { zh: '网点资料变更', en: 'Outlet data change' }, businessType: 'snUserChange', manualStart: false, steps: [centreReview, hqReview] },
  // An outlet submits a change of one of its engineers; its centre approves (the network module's snEngineerChange).
  { key: 'snEngineerChange', name: { zh: '工程师资料变更', en: 'Engineer data change' }, businessType: 'snEngineerChange', manualStart: false, steps: [centreReview] },
  // Work-order appeals (soOrderAppeal): headquarters decides, after the order's centre when the assessment item says
  // branchAppeal; fee applications on an order (soApplyMoney): the centre, then headquarters.
  { key: 'soOrderAppeal', name: { zh: '工单申诉', en: 'Work-order appeal' }, businessType: 'soOrderAppeal', manualStart: false, steps: [hqReview] },
  { key: 'soOrderAppealBranch', name: { zh: '工单申诉（分中心）', en: 'Work-order appeal (centre)' }, businessType: 'soOrderAppeal', manualStart: false, steps: [centreReview, hqReview] },
  { key: 'soApplyMoney', name: { zh: '工单费用申请', en: 'Work-order fee application' }, businessType: 'soApplyMoney', manualStart: false, steps: [centreReview, hqReview] },
  // A parts application (spPartsApplyHeader): the outlet's centre, then headquarters.
  { key: 'spPartsApply', name: { zh: '备件申请', en: 'Parts application' }, businessType: 'spPartsApply', manualStart: false, steps: [centreReview, hqReview] },
  // A request in words (a title and a remark) that goes through the centre and headquarters.
  { key: 'generalRequest', name: { zh: '通用申请', en: 'General request' }, businessType: 'generalRequest', manualStart: true, steps: [centreReview, hqReview] },
];

export async function seedWorkflowDefinitions(tx: Tx, tenantId: number, lang: 'zh' | 'en') {
  await tx.insert(wfDefinition).values(
    DEFINITIONS.map((d, sort) => ({
      tenantId,
      key: d.key,
      name: d.name[lang],
      businessType: d.businessType,
      manualStart: d.manualStart,
      sort,
      steps: d.steps.map((s) => ({ key: s.key, name: s.name[lang], roleCodes: s.roleCodes, org: s.org })),
    })),
  );
}
