/**
 * Return visits (soRecallHeader, soRecallLine, soRecallHistory; spec sections 2, 3, 4, 7; docs/customer-care.md
 * "Return visits"). A finished order (1250) is sampled by the return-visit setup (basRecallSetting), when it finishes
 * or on demand (task sampling, one sampling run = one soRecallHeader), into the screening pool (one soRecallLine per
 * order). A return visitor screens it into the follow-up survey pool or drops it with a reason. In the pool it is
 * assigned to a return visitor, who calls the customer: every call is a dialing record (soRecallHistory) with the
 * number, the outcome, the verdict per question of the setup and the satisfaction. A successful call completes the
 * follow-up and marks the order visited; a failed one schedules a second follow-up, until the setup's most attempts.
 * A verdict that finds a problem raises a follow-up assessment against the outlet (soRecallAssessment).
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { type Transition, allowedIn, transition } from '../state-machine.ts';

/**
 * A line's states: the screening pool (screening, dropped), then the follow-up survey pool (spec section 4: pending
 * after completion, second follow-up, imported, completed). `imported` lines came in from an Excel import of results
 * to be confirmed; they are followed up as pending ones are.
 */
export const RECALL_STATUSES = ['screening', 'dropped', 'pending', 'second', 'imported', 'completed'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];
/** The follow-up survey pool's states: the lines a return visitor calls. */
export const RECALL_OPEN: readonly RecallStatus[] = ['pending', 'second', 'imported'];
/** The survey pool's tabs (the screening pool has its own screen). */
export const RECALL_POOL_STATUSES: readonly RecallStatus[] = ['pending', 'second', 'imported', 'completed'];

/** Spec section 4: call outcomes. */
export const RECALL_OUTCOMES = ['success', 'noAnswer', 'refused', 'invalidNumber', 'wrongNumber', 'other'] as const;
export type RecallOutcome = (typeof RECALL_OUTCOMES)[number];
/**
 * The failed outcomes that schedule a second follow-up (the customer may answer next time). Refused interview,
 * invalid and incorrect number complete the follow-up at once with no result: calling again would not help.
 */
export const RECALL_RETRY_OUTCOMES: readonly RecallOutcome[] = ['noAnswer', 'other'];

/** Spec section 4: verdicts (per question, and the follow-up's as a whole). */
export const RECALL_VERDICTS = ['confirmed', 'unconfirmed', 'noResult'] as const;
export type RecallVerdict = (typeof RECALL_VERDICTS)[number];

/** Spec section 4: satisfaction. */
export const RECALL_SATISFACTION = ['verySatisfied', 'satisfied', 'average', 'dissatisfied', 'veryDissatisfied', 'notRated'] as const;
export type RecallSatisfaction = (typeof RECALL_SATISFACTION)[number];
/** The satisfaction that raises a follow-up assessment. */
export const RECALL_BAD_SATISFACTION: readonly RecallSatisfaction[] = ['dissatisfied', 'veryDissatisfied'];

/**
 * Why an order was drawn: the setup's ratio, always for complaints, always for repeat repairs, by hand, or always
 * once more after a return visit took its completion back and the order finished again (redo).
 */
export const RECALL_SOURCES = ['ratio', 'complaint', 'repeat', 'manual', 'redo'] as const;
export type RecallSource = (typeof RECALL_SOURCES)[number];

/** What a follow-up assessment found (an unconfirmed question of the setup, a dissatisfied customer). */
export const RECALL_PROBLEMS = ['unconfirmed', 'dissatisfied'] as const;
export type RecallProblem = (typeof RECALL_PROBLEMS)[number];

/**
 * The robot caller's requests (soRecallRobot; the adapter's outbox): recorded by the outbox provider (the local
 * implementation, answered from its screen), queued then sent by the http provider (failed after its last attempt),
 * answered once its result is recorded on the line. One outstanding request per line.
 */
export const RECALL_ROBOT_STATUSES = ['recorded', 'queued', 'sent', 'failed', 'answered'] as const;
export type RecallRobotStatus = (typeof RECALL_ROBOT_STATUSES)[number];
/** The requests still waiting for the robot's answer. */
export const RECALL_ROBOT_OUTSTANDING: readonly RecallRobotStatus[] = ['recorded', 'queued', 'sent'];
export const RECALL_ROBOT_STATUS_LABELS: Record<RecallRobotStatus, Texts> = {
  recorded: { 'zh-CN': '已记录（发件箱）', 'en-US': 'Recorded (outbox)', 'es-ES': 'Registrada (bandeja de salida)' },
  queued: { 'zh-CN': '排队中', 'en-US': 'Queued', 'es-ES': 'En cola' },
  sent: { 'zh-CN': '已发送', 'en-US': 'Sent', 'es-ES': 'Enviada' },
  failed: { 'zh-CN': '发送失败', 'en-US': 'Failed', 'es-ES': 'Fallida' },
  answered: { 'zh-CN': '已应答', 'en-US': 'Answered', 'es-ES': 'Respondida' },
};

/** The most calls of one follow-up when the setup names none. */
export const RECALL_DEFAULT_ATTEMPTS = 3;

export interface RecallState {
  status: RecallStatus;
  /** Calls made so far (the spec's follow-up count). */
  callCount: number;
  /** The setup's most calls. */
  maxAttempts: number;
  /** The outcome of the call being recorded (null outside a call). */
  outcome: RecallOutcome | null;
}

export const RECALL_PERMISSIONS = {
  /** The pools, a line, its calls (the return visitor, headquarters; an outlet its own). */
  view: 'basic_so_recall_view',
  /** Task sampling: run the setup on finished orders. */
  sample: 'basic_so_recall_sample',
  /** Screen a sampled order into the survey pool, or drop it. */
  screen: 'basic_so_recall_screen',
  /** Assign lines to return visitors. */
  assign: 'basic_so_recall_assign',
  /** Call the customer and record the result (one or a batch). */
  follow: 'basic_so_recall_follow',
  export: 'basic_so_recall_export',
  /** Import the results of calls made elsewhere (an outside call centre) from Excel. */
  import: 'basic_so_recall_import',
  /** The follow-up assessments (headquarters, the return visitor; an outlet its own). */
  assessment: 'basic_so_recall_assessment_view',
  assessmentExport: 'basic_so_recall_assessment_export',
} as const;
export type RecallPermission = keyof typeof RECALL_PERMISSIONS;

export interface RecallActionDef extends Transition<RecallState> {
  permission: RecallPermission;
  /** Asks for a reason (drop, reject completion). */
  reason?: boolean;
  /** Records a call (outcome, answers, satisfaction). */
  call?: boolean;
  /** Taken by importing a file or by the robot caller's answer, not by a button on one line. */
  byImport?: boolean;
}

const retryOrDone = (s: RecallState): RecallStatus => (s.outcome !== null && RECALL_RETRY_OUTCOMES.includes(s.outcome) && s.callCount + 1 < s.maxAttempts ? 'second' : 'completed');

/** A call made elsewhere (an imported file, the robot caller) on an open follow-up: taken by no button of a line. */
const madeElsewhere = {
  when: { status: ['pending', 'second'], outcome: RECALL_OUTCOMES },
  sets: { status: (s: RecallState): RecallStatus => (s.outcome === 'success' ? 'imported' : retryOrDone(s)), callCount: (s: RecallState) => s.callCount + 1 },
  call: true,
  byImport: true,
} as const;

/**
 * Screening: screen (into the survey pool) or drop (with a reason, final). The survey pool: assign (to a return
 * visitor; the state stays), a successful call completes it, a failed one schedules a second follow-up for retrying
 * outcomes below the most attempts, else completes it with no result. Both calls count.
 */
export const RECALL_ACTIONS = {
  screen: { permission: 'screen', when: { status: ['screening'] }, sets: { status: 'pending' } },
  drop: { permission: 'screen', when: { status: ['screening'] }, sets: { status: 'dropped' }, reason: true },
  assign: { permission: 'assign', when: { status: RECALL_OPEN }, sets: {} },
  successfulRecall: { permission: 'follow', when: { status: RECALL_OPEN, outcome: ['success'] }, sets: { status: 'completed', callCount: (s) => s.callCount + 1 }, call: true },
  failRecall: {
    permission: 'follow',
    when: { status: RECALL_OPEN, outcome: ['noAnswer', 'refused', 'invalidNumber', 'wrongNumber', 'other'] },
    sets: { status: retryOrDone, callCount: (s) => s.callCount + 1 },
    call: true,
  },
  // A successful call that finds the work not done (a question answered unconfirmed): the follow-up completes and the
  // order's completion is taken back (the order's own rejectCompletion step), with a reason.
  rejectCompletion: { permission: 'follow', when: { status: RECALL_OPEN, outcome: ['success'] }, sets: { status: 'completed', callCount: (s) => s.callCount + 1 }, call: true, reason: true },
  // A result imported from Excel (a call made elsewhere): a successful one waits, imported, for the return visitor
  // to confirm it by a call with the verdicts; a failed one counts as a failed call.
  importResult: { permission: 'import', ...madeElsewhere },
  // Handing open lines to the robot caller (an outbound IVR behind its adapter): the state stays until it answers.
  submitRobot: { permission: 'follow', when: { status: ['pending', 'second'] }, sets: {} },
  // The robot's answer (its provider's callback, or recorded from its outbox): as a call made elsewhere.
  robotResult: { permission: 'follow', ...madeElsewhere },
} as const satisfies Record<string, RecallActionDef>;

export type RecallAction = keyof typeof RECALL_ACTIONS;
export const RECALL_ACTION_NAMES = Object.keys(RECALL_ACTIONS) as RecallAction[];

export const applyRecallAction = (state: RecallState, action: RecallAction): RecallState | null => transition(state, RECALL_ACTIONS[action] as RecallActionDef);
export const allowedRecallActions = (state: RecallState): RecallAction[] => allowedIn(RECALL_ACTIONS as Record<RecallAction, RecallActionDef>, state);

/** One question's answer: the verdict for a yes/no, the score for a score item, the text for a free-text one. */
export interface RecallAnswer {
  lineNo: number;
  question: string;
  answerType: 'yes_no' | 'score' | 'text';
  verdict?: RecallVerdict;
  score?: number;
  text?: string;
}

/** The follow-up's verdict: unconfirmed if any question is, confirmed if a question was confirmed, else no result. */
export function recallVerdict(answers: readonly RecallAnswer[]): RecallVerdict {
  if (answers.some((a) => a.verdict === 'unconfirmed')) return 'unconfirmed';
  if (answers.some((a) => a.verdict === 'confirmed')) return 'confirmed';
  return 'noResult';
}

/** What a successful call found that raises an assessment against the outlet: unconfirmed questions, a dissatisfied customer. */
export function recallProblems(answers: readonly RecallAnswer[], satisfaction: RecallSatisfaction): { problem: RecallProblem; question?: string }[] {
  const found: { problem: RecallProblem; question?: string }[] = answers.filter((a) => a.verdict === 'unconfirmed').map((a) => ({ problem: 'unconfirmed', question: a.question }));
  if (RECALL_BAD_SATISFACTION.includes(satisfaction)) found.push({ problem: 'dissatisfied' });
  return found;
}

/** Limits: a reason or remark, the lines of one batch, the orders one sampling run draws, a repeat/exclusion window. */
export const RECALL_LIMITS = { reason: 500, remark: 500, batch: 200, sample: 500, phone: 32, text: 500, days: 365 } as const;

/** The realtime event a return visitor's sockets get when lines are assigned to them (the pool refreshes). */
export const RECALL_EVENT = 'soRecall';
export interface RecallNotice {
  count: number;
  action: 'assign' | 'sample';
}

export const RECALL_STATUS_LABELS: Record<RecallStatus, Texts> = {
  screening: { 'zh-CN': '待甄别', 'en-US': 'To screen', 'es-ES': 'Por filtrar' },
  dropped: { 'zh-CN': '已剔除', 'en-US': 'Dropped', 'es-ES': 'Descartada' },
  pending: { 'zh-CN': '完工待回访', 'en-US': 'Pending after completion', 'es-ES': 'Pendiente tras finalizar' },
  second: { 'zh-CN': '二次回访', 'en-US': 'Second follow-up', 'es-ES': 'Segundo seguimiento' },
  imported: { 'zh-CN': '已导入', 'en-US': 'Imported', 'es-ES': 'Importada' },
  completed: { 'zh-CN': '已完成', 'en-US': 'Completed', 'es-ES': 'Completada' },
};

export const RECALL_OUTCOME_LABELS: Record<RecallOutcome, Texts> = {
  success: { 'zh-CN': '回访成功', 'en-US': 'Successful', 'es-ES': 'Con éxito' },
  noAnswer: { 'zh-CN': '无人接听', 'en-US': 'No answer', 'es-ES': 'Sin respuesta' },
  refused: { 'zh-CN': '拒绝访问', 'en-US': 'Refused interview', 'es-ES': 'Rechazó la entrevista' },
  invalidNumber: { 'zh-CN': '空号', 'en-US': 'Invalid number', 'es-ES': 'Número no válido' },
  wrongNumber: { 'zh-CN': '号码错误', 'en-US': 'Incorrect number', 'es-ES': 'Número incorrecto' },
  other: { 'zh-CN': '其他', 'en-US': 'Other', 'es-ES': 'Otro' },
};

export const RECALL_VERDICT_LABELS: Record<RecallVerdict, Texts> = {
  confirmed: { 'zh-CN': '属实', 'en-US': 'Confirmed', 'es-ES': 'Confirmado' },
  unconfirmed: { 'zh-CN': '不属实', 'en-US': 'Unconfirmed', 'es-ES': 'No confirmado' },
  noResult: { 'zh-CN': '无结果', 'en-US': 'No result', 'es-ES': 'Sin resultado' },
};

export const RECALL_SATISFACTION_LABELS: Record<RecallSatisfaction, Texts> = {
  verySatisfied: { 'zh-CN': '非常满意', 'en-US': 'Very satisfied', 'es-ES': 'Muy satisfecho' },
  satisfied: { 'zh-CN': '满意', 'en-US': 'Satisfied', 'es-ES': 'Satisfecho' },
  average: { 'zh-CN': '一般', 'en-US': 'Average', 'es-ES': 'Regular' },
  dissatisfied: { 'zh-CN': '不满意', 'en-US': 'Dissatisfied', 'es-ES': 'Insatisfecho' },
  veryDissatisfied: { 'zh-CN': '非常不满意', 'en-US': 'Very dissatisfied', 'es-ES': 'Muy insatisfecho' },
  notRated: { 'zh-CN': '未评价', 'en-US': 'Not rated', 'es-ES': 'Sin valorar' },
};

export const RECALL_SOURCE_LABELS: Record<RecallSource, Texts> = {
  ratio: { 'zh-CN': '按比例抽样', 'en-US': 'Sampled by ratio', 'es-ES': 'Muestreo por porcentaje' },
  complaint: { 'zh-CN': '投诉必访', 'en-US': 'Always for complaints', 'es-ES': 'Siempre en quejas' },
  repeat: { 'zh-CN': '重复维修必访', 'en-US': 'Always for repeat repairs', 'es-ES': 'Siempre en reparaciones repetidas' },
  manual: { 'zh-CN': '手工抽样', 'en-US': 'Sampled by hand', 'es-ES': 'Muestreo manual' },
  redo: { 'zh-CN': '驳回完工后必访', 'en-US': 'Always after a rejected completion', 'es-ES': 'Siempre tras una finalización rechazada' },
};

export const RECALL_PROBLEM_LABELS: Record<RecallProblem, Texts> = {
  unconfirmed: { 'zh-CN': '回访不属实', 'en-US': 'Unconfirmed by the customer', 'es-ES': 'No confirmado por el cliente' },
  dissatisfied: { 'zh-CN': '客户不满意', 'en-US': 'Dissatisfied customer', 'es-ES': 'Cliente insatisfecho' },
};

export const RECALL_ACTION_LABELS: Record<RecallAction, Texts> = {
  screen: { 'zh-CN': '转入调查池', 'en-US': 'To the survey pool', 'es-ES': 'Al grupo de encuestas' },
  drop: { 'zh-CN': '剔除', 'en-US': 'Drop', 'es-ES': 'Descartar' },
  assign: { 'zh-CN': '分配', 'en-US': 'Assign', 'es-ES': 'Asignar' },
  successfulRecall: { 'zh-CN': '回访成功', 'en-US': 'Successful follow-up', 'es-ES': 'Seguimiento con éxito' },
  failRecall: { 'zh-CN': '回访失败', 'en-US': 'Failed follow-up', 'es-ES': 'Seguimiento fallido' },
  rejectCompletion: { 'zh-CN': '驳回完工', 'en-US': 'Reject completion', 'es-ES': 'Rechazar la finalización' },
  importResult: { 'zh-CN': '导入回访结果', 'en-US': 'Imported result', 'es-ES': 'Resultado importado' },
  submitRobot: { 'zh-CN': '提交机器人外呼', 'en-US': 'Submit to robot call', 'es-ES': 'Enviar a llamada automática' },
  robotResult: { 'zh-CN': '机器人外呼结果', 'en-US': 'Robot call result', 'es-ES': 'Resultado de la llamada automática' },
};

type Dict = { type: string; description: string; items: [string, string, string, string][] };
const dict = <K extends string>(type: string, description: string, keys: readonly K[], labels: Record<K, Texts>): Dict => ({
  type,
  description,
  items: keys.map((k) => [k, labels[k]['zh-CN'], labels[k]['en-US'], labels[k]['es-ES']]),
});

export const RECALL_DICTS: Dict[] = [
  dict('recall_status', '回访状态', RECALL_STATUSES, RECALL_STATUS_LABELS),
  dict('recall_outcome', '回访呼叫结果', RECALL_OUTCOMES, RECALL_OUTCOME_LABELS),
  dict('recall_verdict', '回访结论', RECALL_VERDICTS, RECALL_VERDICT_LABELS),
  dict('recall_satisfaction', '满意度', RECALL_SATISFACTION, RECALL_SATISFACTION_LABELS),
  dict('recall_source', '回访抽样来源', RECALL_SOURCES, RECALL_SOURCE_LABELS),
  dict('recall_problem', '回访评估问题', RECALL_PROBLEMS, RECALL_PROBLEM_LABELS),
  dict('recall_robot_status', '机器人外呼状态', RECALL_ROBOT_STATUSES, RECALL_ROBOT_STATUS_LABELS),
];

const lineFields: FieldDef[] = [
  { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
  { name: 'status', type: 'dict', dict: 'recall_status', readOnly: true, filter: 'in', sort: true },
  { name: 'source', type: 'dict', dict: 'recall_source', readOnly: true, filter: 'in' },
  { name: 'orderType', type: 'dict', dict: 'order_type', readOnly: true, filter: 'in' },
  { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
  { name: 'custName', type: 'string', readOnly: true, filter: 'like' },
  { name: 'phone', type: 'string', readOnly: true, filter: 'like' },
  { name: 'assigneeId', type: 'int', readOnly: true, list: false },
  { name: 'assigneeName', type: 'string', readOnly: true, filter: 'like' },
  { name: 'callCount', type: 'int', readOnly: true, sort: true },
  { name: 'outcome', type: 'dict', dict: 'recall_outcome', readOnly: true, filter: 'in' },
  { name: 'verdict', type: 'dict', dict: 'recall_verdict', readOnly: true, filter: 'in' },
  { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', readOnly: true, filter: 'in' },
  { name: 'dueDate', type: 'date', readOnly: true, filter: 'range', sort: true },
  { name: 'finishedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  { name: 'dropReason', type: 'text', readOnly: true, list: false },
  { name: 'completedAt', type: 'datetime', readOnly: true, sort: true },
  { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
];

/** The screening and survey pools' grid, detail and export (the generic list, count, get, export); the commands are the module's own. */
export const recallLineResource = {
  name: 'soRecallLine',
  key: 'recallLine',
  permission: 'basic_so_recall',
  readOnly: true,
  fields: lineFields,
  defaultSort: { field: 'createdAt', order: 'desc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;

/**
 * The results of calls made elsewhere, imported from Excel (/basic/soRecallHistory/importTemplate, getListByExcel):
 * each row names the order of an open follow-up (pending or second), the outcome, the satisfaction of a successful
 * call, the number called and a remark. The whole file or nothing.
 */
export const recallImportResource = {
  name: 'soRecallHistory',
  key: 'recallImport',
  permission: 'basic_so_recall',
  fields: [
    { name: 'orderNo', type: 'string', required: true, max: 32 },
    { name: 'outcome', type: 'dict', dict: 'recall_outcome', required: true, max: 16 },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', max: 16 },
    { name: 'phone', type: 'string', max: RECALL_LIMITS.phone },
    { name: 'remark', type: 'text', max: RECALL_LIMITS.remark },
  ],
} as const satisfies ResourceDef;

/** The dialing records and command history of the lines. */
export const recallHistoryResource = {
  name: 'soRecallHistory',
  key: 'recallHistory',
  permission: 'basic_so_recall',
  readOnly: true,
  fields: [
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'action', type: 'string', readOnly: true, filter: 'eq' },
    { name: 'outcome', type: 'dict', dict: 'recall_outcome', readOnly: true, filter: 'in' },
    { name: 'phone', type: 'string', readOnly: true, filter: 'like' },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', readOnly: true, filter: 'in' },
    { name: 'userName', type: 'string', readOnly: true },
    { name: 'remark', type: 'text', readOnly: true },
    { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;

/** What the robot says to the customer: the order and the setup's questions, one per line (text, never markup). */
export const recallRobotScript = (orderNo: string, questions: readonly string[]): string => [`#${orderNo}`, ...questions.map((q, i) => `${i + 1}. ${q}`)].join('\n');

export const recallRobotResource = {
  name: 'soRecallRobot',
  key: 'recallRobot',
  permission: 'basic_so_recall',
  readOnly: true,
  // The grid asks for its columns only (not the script).
  slimList: true,
  fields: [
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'phone', type: 'string', readOnly: true, filter: 'like' },
    { name: 'status', type: 'dict', dict: 'recall_robot_status', readOnly: true, filter: 'in', sort: true },
    { name: 'provider', type: 'string', readOnly: true },
    { name: 'outcome', type: 'dict', dict: 'recall_outcome', readOnly: true, filter: 'in' },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', readOnly: true },
    { name: 'script', type: 'text', readOnly: true, list: false },
    { name: 'answeredAt', type: 'datetime', readOnly: true, sort: true },
    { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;

/** The follow-up assessments against outlets. */
export const recallAssessmentResource = {
  name: 'soRecallAssessment',
  key: 'recallAssessment',
  permission: 'basic_so_recall_assessment',
  readOnly: true,
  fields: [
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
    { name: 'problem', type: 'dict', dict: 'recall_problem', readOnly: true, filter: 'in', sort: true },
    { name: 'question', type: 'string', readOnly: true },
    { name: 'satisfaction', type: 'dict', dict: 'recall_satisfaction', readOnly: true, filter: 'in' },
    { name: 'remark', type: 'text', readOnly: true },
    { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  label: ['orderNo'],
} as const satisfies ResourceDef;

/**
 * The ratio draw's point for an order, 0 (inclusive) to 100 (exclusive): a stable hash (FNV-1a) of tenant and order,
 * so an order is drawn by a ratio r exactly when recallDrawPoint < r, however often sampling runs over it (running
 * task sampling again draws no more than the ratio) and reproducibly in tests.
 */
export function recallDrawPoint(tenantId: number, orderId: number): number {
  let hash = 0x811c9dc5;
  for (const ch of `${tenantId}:${orderId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 10_000) / 100;
}
