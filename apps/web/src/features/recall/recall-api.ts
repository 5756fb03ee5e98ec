/** Return visits' server calls (docs/customer-care.md, Return visits): the grids and exports, sampling, the commands, the detail and an order's visits. */
import {
  type RecallAction,
  type RecallAnswer,
  type RecallOutcome,
  type RecallSatisfaction,
  type RecallStatus,
  recallAssessmentResource,
  recallImportResource,
  recallLineResource,
  recallRobotResource,
} from '@as/shared';
import { biz } from '../../api/request.ts';
import { basicApi, type ResourceApi } from '../../crud/resource-api.ts';

const line = `/basic/${recallLineResource.name}`;
const header = '/basic/soRecallHeader';
const history = '/basic/soRecallHistory';
const grid = basicApi(recallLineResource);

export const recallLineApi: ResourceApi = { list: grid.list, export: grid.export };
const imports = basicApi(recallImportResource);
/** The survey pool's grid, with the import of results of calls made elsewhere (the whole file or nothing). */
export const recallSurveyApi: ResourceApi = { ...recallLineApi, import: imports.import, importTemplate: imports.importTemplate, importAllOrNothing: true };
const robots = basicApi(recallRobotResource);
/** The robot caller's requests (read only: the answer is its own command). */
export const recallRobotApi: ResourceApi = { list: robots.list, export: robots.export };
const assessments = basicApi(recallAssessmentResource);
export const recallAssessmentApi: ResourceApi = { list: assessments.list, export: assessments.export };

export const recallKeys = { all: ['recall'] as const, detail: (id: number) => ['recall', 'detail', id] as const, order: (id: number) => ['recall', 'order', id] as const };

export interface RecallStep {
  id: number;
  lineId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  remark: string;
  phone: string | null;
  outcome: RecallOutcome | null;
  satisfaction: RecallSatisfaction | null;
  answers: RecallAnswer[] | null;
  createdAt: string;
}

export interface RecallQuestion {
  lineNo: number;
  question: string;
  answerType: 'yes_no' | 'score' | 'text';
  maxScore: number;
  mandatory: boolean;
}

export interface RecallLine {
  id: number;
  orderId: number;
  orderNo: string;
  status: RecallStatus;
  source: string;
  custName: string | null;
  phone: string | null;
  address?: string | null;
  siteName?: string | null;
  engineerName?: string | null;
  settingName?: string | null;
  assigneeName: string | null;
  callCount: number;
  maxAttempts: number;
  outcome: RecallOutcome | null;
  verdict: string | null;
  satisfaction: RecallSatisfaction | null;
  answers: RecallAnswer[];
  dropReason: string | null;
  dueDate: string | null;
  completedAt: string | null;
  /** When this visit took the order's completion back. */
  completionRejectedAt: string | null;
  version: number;
  questions?: RecallQuestion[];
  history: RecallStep[];
  actions?: RecallAction[];
}

export const getRecall = (id: number) => biz<RecallLine>(`${line}/getDetail`, { method: 'POST', data: { id } });
export const recallsOfOrder = (orderId: number) => biz<RecallLine[]>(`${line}/getByOrder`, { method: 'POST', data: { orderId } });
export const returnVisitors = () => biz<{ id: number; name: string }[]>(`${line}/assignees`, { method: 'POST', data: {} });

export const sampleRecalls = (input: { finishedFrom?: string; finishedTo?: string; siteId?: number; orderIds?: number[] }) =>
  biz<{ headerId: number; found: number; sampled: number }>(`${header}/createRecall`, { method: 'POST', data: input });

type Item = { id: number; version: number };
export const screenRecalls = (items: Item[]) => biz(`${line}/screen`, { method: 'POST', data: { items } });
export const dropRecalls = (items: Item[], reason: string) => biz(`${line}/drop`, { method: 'POST', data: { items, reason } });
export const assignRecalls = (items: Item[], assigneeId: number) => biz(`${line}/assign`, { method: 'POST', data: { items, assigneeId } });

export interface CallValues {
  outcome: RecallOutcome;
  phone?: string;
  answers?: { lineNo: number; verdict?: string; score?: number; text?: string }[];
  satisfaction?: RecallSatisfaction;
  remark?: string;
  /** A successful call that found the work not done: the order's completion taken back (the remark is the reason). */
  rejectCompletion?: boolean;
}

/** One call on one line (successfulRecall, rejectCompletion or failRecall), or the same result for many (batchRecall). */
export function recordCall(items: Item[], { rejectCompletion, ...values }: CallValues) {
  if (items.length > 1) return biz(`${line}/batchRecall`, { method: 'POST', data: { items, ...values } });
  const [{ id, version }] = items;
  if (values.outcome === 'success') {
    const data = { id, version, phone: values.phone, answers: values.answers, satisfaction: values.satisfaction, remark: values.remark };
    return biz(`${line}/${rejectCompletion ? 'rejectCompletion' : 'successfulRecall'}`, { method: 'POST', data });
  }
  return biz(`${line}/failRecall`, { method: 'POST', data: { id, version, outcome: values.outcome, phone: values.phone, remark: values.remark } });
}

/** The questions a return visit found not true (what an outlet redoing the work is to put right). */
export interface NotTrueSubject {
  lineNo: number;
  question: string;
  at: string;
  userName: string | null;
}
export const notTrueSubjects = (lineId: number) => biz<NotTrueSubject[]>(`${history}/getSubjectByNotTrueReason`, { method: 'POST', data: { lineId } });

/** Hands open follow-ups to the robot caller (all or none). */
export const submitRobot = (items: Item[]) => biz(`${history}/submitRobot`, { method: 'POST', data: { items } });
/** Records the robot's answer to one of its requests. */
export const answerRobot = (id: number, outcome: RecallOutcome, satisfaction?: RecallSatisfaction) =>
  biz(`/basic/${recallRobotResource.name}/answer`, { method: 'POST', data: { id, outcome, satisfaction } });
