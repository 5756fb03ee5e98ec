/**
 * Return visits' commands and reads (packages/shared care/recall.ts; docs/customer-care.md "Return visits").
 * Sampling draws finished orders by the return-visit setup into the screening pool (when an order finishes, and on
 * demand); each command on a line is one transaction through documentCommands: the line read in the caller's scope
 * and locked, the shared table deciding, an UPDATE guarded on the version, a history row. A call's history row is
 * its dialing record. A successful call marks the order visited (the order's own lifecycle action, its history row)
 * and raises a follow-up assessment for each problem it found; a failed one (made here, imported or the robot's)
 * queues the push rules' visit_failed event of its order. A batch runs every line in the one transaction: all or
 * none.
 */
import {
  allowedRecallActions,
  type FieldError,
  RECALL_ACTION_LABELS,
  RECALL_ACTION_NAMES,
  RECALL_ACTIONS,
  RECALL_DEFAULT_ATTEMPTS,
  RECALL_LIMITS,
  RECALL_PERMISSIONS,
  RECALL_ROBOT_OUTSTANDING,
  RECALL_ROBOT_STATUS_LABELS,
  RECALL_STATUS_LABELS,
  type RecallAction,
  type RecallActionDef,
  type RecallAnswer,
  type RecallOutcome,
  type RecallSatisfaction,
  type RecallSource,
  type RecallStatus,
  recallDrawPoint,
  recallImportResource,
  recallProblems,
  recallRobotScript,
  recallVerdict,
} from '@as/shared';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import type { ImportTarget } from '../../platform/imports/import.service.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { basItemCategory } from '../master-data/index.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { snSite } from '../network/index.ts';
import { basRecallSetting, basRecallSettingLine, queueVisitFailedPush } from '../rules/index.ts';
import { actOn, type OrderRow, orderScope, soOrder } from '../work-orders/index.ts';
import { soRecallAssessment, soRecallHeader, soRecallHistory, soRecallLine, soRecallRobot } from './recall.table.ts';
import type { RobotCaller } from './robot.adapter.ts';

type Line = typeof soRecallLine.$inferSelect;
type Setting = typeof basRecallSetting.$inferSelect;

/** The return visits a caller may see: those of the orders of their data scope (the order's scope department), and those assigned to them. */
export const recallScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soRecallLine.deptId, owner: soRecallLine.assigneeId });
/** The dialing records of the return visits the caller may see. */
export const recallHistoryScope = (viewer: Viewer): SQL | undefined => {
  const lines = recallScope(viewer);
  return lines ? sql`exists (select 1 from ${soRecallLine} where ${soRecallLine.tenantId} = ${soRecallHistory.tenantId} and ${soRecallLine.id} = ${soRecallHistory.lineId} and ${lines})` : undefined;
};
/** The assessments of the outlets of the caller's scope. */
export const recallAssessmentScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soRecallAssessment.deptId, owner: soRecallAssessment.createdBy });

const commands = documentCommands({
  table: soRecallLine,
  history: { table: soRecallHistory, key: 'lineId' },
  scope: recallScope,
  state: (row) => ({ status: row.status, callCount: row.callCount, maxAttempts: row.maxAttempts, outcome: row.outcome ?? null }),
  actions: RECALL_ACTIONS,
  changed: 'recallChanged',
  refused: (row, action) => new AppError('recallActionRefused', { status: RECALL_STATUS_LABELS[row.status], action: RECALL_ACTION_LABELS[action] }),
});

const day = (at: Date) => at.toISOString().slice(0, 10);
const plusDays = (at: string | Date, days: number) => new Date(new Date(at).getTime() + days * 86_400_000);

async function userName(tx: Tx, userId: number | null): Promise<string | null> {
  if (!userId) return null;
  const [me] = await tx.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, userId));
  return me?.name ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Sampling

/** The conditions a setting names, the most specific first (the first match draws the order). */
const specificity = (s: Setting) => [s.serviceTypeId, s.itemCategoryId, s.siteId, s.engineerId].filter((v) => v !== null).length;

async function settingsOf(tx: Tx, tenantId: number) {
  const settings = await tx
    .select()
    .from(basRecallSetting)
    .where(and(eq(basRecallSetting.tenantId, tenantId), eq(basRecallSetting.enabled, true), isNull(basRecallSetting.deletedAt)))
    .orderBy(asc(basRecallSetting.code));
  settings.sort((a, b) => specificity(b) - specificity(a));
  const categories = new Map((await tx.select({ id: basItemCategory.id, parentId: basItemCategory.parentId }).from(basItemCategory).where(eq(basItemCategory.tenantId, tenantId))).map((c) => [c.id, c.parentId]));
  return { settings, categories };
}

/** The category, or one above it, is `wanted`. */
function within(categories: Map<number, number | null>, category: number | null, wanted: number): boolean {
  const seen = new Set<number>();
  for (let at = category; at !== null && at !== undefined && at > 0 && !seen.has(at); at = categories.get(at) ?? null) {
    if (at === wanted) return true;
    seen.add(at);
  }
  return false;
}

type Candidate = Pick<OrderRow, 'id' | 'orderNo' | 'orderType' | 'serviceTypeId' | 'categoryId' | 'itemId' | 'serialNo' | 'custId' | 'siteId' | 'engineerId' | 'scopeDeptId' | 'createdAt' | 'finishedAt'>;
const candidateColumns = {
  id: soOrder.id,
  orderNo: soOrder.orderNo,
  orderType: soOrder.orderType,
  serviceTypeId: soOrder.serviceTypeId,
  categoryId: soOrder.categoryId,
  itemId: soOrder.itemId,
  serialNo: soOrder.serialNo,
  custId: soOrder.custId,
  siteId: soOrder.siteId,
  engineerId: soOrder.engineerId,
  scopeDeptId: soOrder.scopeDeptId,
  createdAt: soOrder.createdAt,
  finishedAt: soOrder.finishedAt,
};

const exists = async (tx: Tx, query: SQL) => (await queryRows<{ found: boolean }>(tx, sql`select exists (${query}) as found`))[0]?.found === true;

/**
 * Whether the setting draws the order, and why: a complaint (a complaint order, or one a complaint is about) when the
 * setting says always; a repeat repair (another order of the same customer and product within repeatDays) when it
 * says so; else by its ratio (the order's stable draw point, recallDrawPoint), unless the customer was drawn within
 * excludeDays.
 */
async function decide(tx: Tx, tenantId: number, order: Candidate, setting: Setting, point: number): Promise<RecallSource | null> {
  if (setting.alwaysComplaints) {
    if (order.orderType === 'complaint') return 'complaint';
    if (await exists(tx, sql`select 1 from so_complaint c where c.tenant_id = ${tenantId} and c.order_id = ${order.id}`)) return 'complaint';
  }
  if (setting.repeatDays && order.custId && (order.itemId || order.serialNo)) {
    const since = plusDays(order.createdAt, -setting.repeatDays).toISOString();
    const until = plusDays(order.createdAt, setting.repeatDays).toISOString();
    const product = order.serialNo ? eq(soOrder.serialNo, order.serialNo) : eq(soOrder.itemId, order.itemId as number);
    const [twin] = await tx
      .select({ id: soOrder.id })
      .from(soOrder)
      .where(and(eq(soOrder.tenantId, tenantId), eq(soOrder.custId, order.custId), product, ne(soOrder.id, order.id), ne(soOrder.status, 1260), isNull(soOrder.deletedAt), gte(soOrder.createdAt, new Date(since)), lte(soOrder.createdAt, new Date(until))))
      .limit(1);
    if (twin) return 'repeat';
  }
  if (setting.excludeDays && order.custId) {
    const since = plusDays(new Date(), -setting.excludeDays);
    const [recent] = await tx
      .select({ id: soRecallLine.id })
      .from(soRecallLine)
      .where(and(eq(soRecallLine.tenantId, tenantId), eq(soRecallLine.custId, order.custId), gte(soRecallLine.createdAt, since)))
      .limit(1);
    if (recent) return null;
  }
  return point < Number(setting.samplingRatio) ? 'ratio' : null;
}

function matches(categories: Map<number, number | null>, order: Candidate, s: Setting): boolean {
  return (
    s.orderType === order.orderType &&
    (s.serviceTypeId === null || s.serviceTypeId === order.serviceTypeId) &&
    (s.itemCategoryId === null || within(categories, order.categoryId, s.itemCategoryId)) &&
    (s.siteId === null || s.siteId === order.siteId) &&
    (s.engineerId === null || s.engineerId === order.engineerId)
  );
}

/**
 * Puts the drawn orders into the screening pool: one line each (unique per order), its history row, and the order's
 * visit → sampled by its lifecycle action (its history row too): by the system when an order finishing drew it, else
 * under the caller's sampling permission.
 */
async function draw(tx: Tx, auth: AuthContext, drawn: { order: Candidate; setting: Setting | null; source: RecallSource }[], headerId: number | null, system: boolean) {
  if (!drawn.length) return 0;
  const ids = drawn.map((d) => d.order.id);
  const locked = new Map((await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), inArray(soOrder.id, ids))).orderBy(asc(soOrder.id)).for('update')).map((o) => [o.id, o]));
  const by = system ? null : auth.userId;
  let made = 0;
  for (const { order, setting, source } of drawn) {
    const row = locked.get(order.id);
    if (row?.status !== 1250 || row.visit !== 'notVisited') continue;
    const [line] = await tx
      .insert(soRecallLine)
      .values({
        tenantId: auth.tenantId,
        headerId,
        settingId: setting?.id ?? null,
        source,
        status: 'screening',
        orderId: row.id,
        orderNo: row.orderNo,
        orderType: row.orderType,
        siteId: row.siteId,
        deptId: row.scopeDeptId,
        engineerId: row.engineerId,
        custId: row.custId,
        custName: row.customerName,
        phone: row.phone,
        finishedAt: row.finishedAt,
        dueDate: day(plusDays(row.finishedAt ?? new Date(), setting?.delayDays ?? 0)),
        maxAttempts: setting?.maxAttempts ?? RECALL_DEFAULT_ATTEMPTS,
        createdBy: by,
        updatedBy: by,
      })
      .onConflictDoNothing()
      .returning();
    if (!line) continue;
    await tx.insert(soRecallHistory).values({ tenantId: auth.tenantId, lineId: line.id, orderId: row.id, orderNo: row.orderNo, action: 'sample', fromStatus: null, toStatus: 'screening', userId: by, userName: system ? null : await userName(tx, by), remark: source });
    await actOn(tx, auth, row, 'sampleVisit', { id: row.id }, system ? { system: true } : { permission: RECALL_PERMISSIONS.sample });
    made++;
  }
  return made;
}

/** An order has just finished (doOrderFinish): the setup decides whether it is drawn. Runs in the finish's transaction. */
export async function sampleOnFinish(tx: Tx, auth: AuthContext, order: OrderRow): Promise<boolean> {
  if (order.status !== 1250 || order.visit !== 'notVisited') return false;
  const { settings, categories } = await settingsOf(tx, auth.tenantId);
  const setting = settings.find((s) => matches(categories, order, s));
  // A return visit took this order's completion back: the work done again is always visited again.
  const [rejected] = await tx
    .select({ settingId: soRecallLine.settingId })
    .from(soRecallLine)
    .where(and(eq(soRecallLine.tenantId, auth.tenantId), eq(soRecallLine.orderId, order.id), isNotNull(soRecallLine.completionRejectedAt)))
    .orderBy(desc(soRecallLine.id))
    .limit(1);
  if (rejected) {
    const earlier = settings.find((s) => s.id === rejected.settingId) ?? setting ?? null;
    return (await draw(tx, auth, [{ order, setting: earlier, source: 'redo' }], null, true)) > 0;
  }
  if (!setting) return false;
  const source = await decide(tx, auth.tenantId, order, setting, recallDrawPoint(auth.tenantId, order.id));
  if (!source) return false;
  return (await draw(tx, auth, [{ order, setting, source }], null, true)) > 0;
}

export interface SampleInput {
  finishedFrom?: string;
  finishedTo?: string;
  siteId?: number;
  /** Orders drawn by hand, whatever the setup says. */
  orderIds?: number[];
}

/**
 * Task sampling (createRecall): the finished orders of the caller's scope not visited and not drawn before, finished
 * in the range and of the outlet chosen, run through the setup (or the orders named, drawn by hand); a sampling run
 * records what was found and drawn.
 */
export async function sampleOrders(tx: Tx, auth: AuthContext, input: SampleInput) {
  if (input.finishedFrom && input.finishedTo && input.finishedFrom > input.finishedTo) throw new FieldErrors([{ field: 'finishedTo', code: 'minValue', params: { n: input.finishedFrom } }]);
  if (input.siteId) {
    const [site] = await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, input.siteId), isNull(snSite.deletedAt)));
    if (!site) throw new FieldErrors([{ field: 'siteId', code: 'notFound' }]);
  }
  const byHand = [...new Set(input.orderIds ?? [])];
  const where = and(
    eq(soOrder.tenantId, auth.tenantId),
    isNull(soOrder.deletedAt),
    byHand.length ? inArray(soOrder.id, byHand) : and(eq(soOrder.status, 1250), eq(soOrder.visit, 'notVisited')),
    input.siteId ? eq(soOrder.siteId, input.siteId) : undefined,
    input.finishedFrom ? sql`${soOrder.finishedAt} >= ${input.finishedFrom}::date::timestamptz` : undefined,
    input.finishedTo ? sql`${soOrder.finishedAt} < (${input.finishedTo}::date + 1)::timestamptz` : undefined,
    sql`not exists (select 1 from ${soRecallLine} l where l.tenant_id = ${soOrder.tenantId} and l.order_id = ${soOrder.id} and l.completion_rejected_at is null)`,
    orderScope(auth),
  );
  const found = (await tx.select(candidateColumns).from(soOrder).where(where).orderBy(asc(soOrder.finishedAt), asc(soOrder.id)).limit(RECALL_LIMITS.sample)) as Candidate[];
  const { settings, categories } = await settingsOf(tx, auth.tenantId);
  const drawn: { order: Candidate; setting: Setting | null; source: RecallSource }[] = [];
  if (byHand.length) {
    // Every order named must be a finished, unvisited order of the caller's, not drawn before.
    const foundIds = new Set(found.map((o) => o.id));
    const rows = await tx.select({ id: soOrder.id, status: soOrder.status, visit: soOrder.visit }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), inArray(soOrder.id, byHand)));
    const state = new Map(rows.map((r) => [r.id, r]));
    const errors: FieldError[] = byHand.flatMap((id, i): FieldError[] => {
      if (!foundIds.has(id)) return [{ field: `orderIds[${i}]`, code: state.has(id) ? 'notAnOption' : 'notFound' }];
      const r = state.get(id);
      return r && (r.status !== 1250 || r.visit !== 'notVisited') ? [{ field: `orderIds[${i}]`, code: 'notAnOption' }] : [];
    });
    if (errors.length) throw new FieldErrors(errors);
    for (const order of found) drawn.push({ order, setting: settings.find((s) => matches(categories, order, s)) ?? null, source: 'manual' });
  } else {
    for (const order of found) {
      const setting = settings.find((s) => matches(categories, order, s));
      if (!setting) continue;
      const source = await decide(tx, auth.tenantId, order, setting, recallDrawPoint(auth.tenantId, order.id));
      if (source) drawn.push({ order, setting, source });
    }
  }
  const [header] = await tx
    .insert(soRecallHeader)
    .values({ tenantId: auth.tenantId, trigger: 'manual', dateFrom: input.finishedFrom ?? null, dateTo: input.finishedTo ?? null, siteId: input.siteId ?? null, found: found.length, createdBy: auth.userId, updatedBy: auth.userId })
    .returning();
  const sampled = await draw(tx, auth, drawn, header.id, false);
  await tx.update(soRecallHeader).set({ sampled }).where(and(eq(soRecallHeader.tenantId, auth.tenantId), eq(soRecallHeader.id, header.id)));
  return { headerId: header.id, found: found.length, sampled };
}

// ---------------------------------------------------------------------------------------------------------------
// Commands on lines

export interface Item {
  id: number;
  version?: number;
}

/** The moved lines, and the return visitor to tell (assign). */
export interface Moved {
  saved: Line[];
  tell: number[];
}

/** Screens lines into the survey pool, or drops them with a reason: each line or none. */
export async function screenLines(tx: Tx, auth: AuthContext, action: 'screen' | 'drop', items: Item[], reason = ''): Promise<Moved> {
  const why = reason.trim();
  if (action === 'drop' && !why) throw new FieldErrors([{ field: 'reason', code: 'required' }]);
  const saved: Line[] = [];
  const me = await userName(tx, auth.userId);
  for (const item of items) {
    const row = await commands.forUpdate(tx, auth, item.id);
    const moved = commands.next(row, action, item.version);
    const line = await commands.save(tx, auth, row, { status: moved.status, ...(action === 'drop' ? { dropReason: why } : {}) });
    await commands.history(tx, auth, row, line, action, why, { orderId: row.orderId, orderNo: row.orderNo, userName: me });
    saved.push(line);
  }
  return { saved, tell: [] };
}

/** The users of the tenant who may follow up (their roles grant the call), with their names. */
export async function returnVisitors(tx: Tx, tenantId: number): Promise<{ id: number; name: string }[]> {
  const rows = await queryRows<{ id: string | number; name: string }>(
    tx,
    sql`select distinct u.id, u.name from sys_user_tenant ut
          join sys_user u on u.id = ut.user_id
          join sys_user_role ur on ur.tenant_id = ut.tenant_id and ur.user_id = ut.user_id
          join sys_role_menu rm on rm.tenant_id = ut.tenant_id and rm.role_id = ur.role_id
          join sys_menu m on m.tenant_id = ut.tenant_id and m.id = rm.menu_id and m.permission = ${RECALL_PERMISSIONS.follow}
        where ut.tenant_id = ${tenantId} order by u.name`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** Assigns open lines to a return visitor (one who may follow up): each or none; the return visitor is told. */
export async function assignLines(tx: Tx, auth: AuthContext, items: Item[], assigneeId: number): Promise<Moved> {
  const visitor = (await returnVisitors(tx, auth.tenantId)).find((u) => u.id === assigneeId);
  if (!visitor) throw new FieldErrors([{ field: 'assigneeId', code: 'notAnOption' }]);
  const saved: Line[] = [];
  for (const item of items) {
    const row = await commands.forUpdate(tx, auth, item.id);
    const moved = commands.next(row, 'assign', item.version);
    const line = await commands.save(tx, auth, row, { status: moved.status, assigneeId: visitor.id, assigneeName: visitor.name });
    await commands.history(tx, auth, row, line, 'assign', visitor.name, { orderId: row.orderId, orderNo: row.orderNo, userName: await userName(tx, auth.userId) });
    saved.push(line);
  }
  return { saved, tell: visitor.id === auth.userId ? [] : [visitor.id] };
}

export interface CallInput {
  outcome: RecallOutcome;
  /** The number called (the line's phone when not given). */
  phone?: string;
  answers?: { lineNo: number; verdict?: RecallAnswer['verdict']; score?: number; text?: string }[];
  satisfaction?: RecallSatisfaction;
  remark?: string;
  /** A successful call that found the work not done takes the order's completion back (the remark is the reason). */
  rejectCompletion?: boolean;
}

/** The setting's questions, the answers checked against them (each mandatory one answered in its type's terms). */
async function checkedAnswers(tx: Tx, tenantId: number, settingId: number | null, input: CallInput, at: string): Promise<RecallAnswer[]> {
  const questions = settingId
    ? await tx.select().from(basRecallSettingLine).where(and(eq(basRecallSettingLine.tenantId, tenantId), eq(basRecallSettingLine.parentId, settingId))).orderBy(asc(basRecallSettingLine.lineNo))
    : [];
  const given = new Map((input.answers ?? []).map((a) => [a.lineNo, a]));
  const errors: FieldError[] = [];
  const known = new Set(questions.map((q) => q.lineNo));
  for (const lineNo of given.keys()) if (!known.has(lineNo)) errors.push({ field: `${at}answers`, code: 'notAnOption' });
  const answers: RecallAnswer[] = [];
  for (const q of questions) {
    const a = given.get(q.lineNo);
    const field = `${at}answers[${q.lineNo}]`;
    const type = q.answerType as RecallAnswer['answerType'];
    if (type === 'yes_no') {
      if (!a?.verdict) {
        if (q.mandatory) errors.push({ field, code: 'required' });
        continue;
      }
      answers.push({ lineNo: q.lineNo, question: q.question, answerType: type, verdict: a.verdict });
    } else if (type === 'score') {
      if (a?.score === undefined) {
        if (q.mandatory) errors.push({ field, code: 'required' });
        continue;
      }
      if (a.score > q.maxScore) errors.push({ field, code: 'maxValue', params: { n: q.maxScore } });
      else answers.push({ lineNo: q.lineNo, question: q.question, answerType: type, score: a.score });
    } else {
      const text = a?.text?.trim() ?? '';
      if (!text) {
        if (q.mandatory) errors.push({ field, code: 'required' });
        continue;
      }
      answers.push({ lineNo: q.lineNo, question: q.question, answerType: 'text', text });
    }
  }
  if (!input.satisfaction) errors.push({ field: `${at}satisfaction`, code: 'required' });
  if (errors.length) throw new FieldErrors(errors);
  return answers;
}

/**
 * One call on one line: the dialing record; a successful one completes the line with the answers, verdict and
 * satisfaction, marks the order visited and raises the assessments of its problems; a failed one schedules a
 * second follow-up or, past the most attempts or for an outcome not worth retrying, completes it with no result.
 */
async function callOne(tx: Tx, auth: AuthContext, item: Item, input: CallInput, at = ''): Promise<Line> {
  const action: RecallAction = input.rejectCompletion ? 'rejectCompletion' : input.outcome === 'success' ? 'successfulRecall' : 'failRecall';
  const row = await commands.forUpdate(tx, auth, item.id);
  const moved = commands.next({ ...row, outcome: input.outcome }, action, item.version);
  const success = action !== 'failRecall';
  const answers = success ? await checkedAnswers(tx, auth.tenantId, row.settingId, input, at) : [];
  const remark = input.remark?.trim() ?? '';
  if (action === 'rejectCompletion') {
    const errors: FieldError[] = [];
    if (recallVerdict(answers) !== 'unconfirmed') errors.push({ field: `${at}answers`, code: 'recallRejectNeedsUnconfirmed' });
    if (!remark) errors.push({ field: `${at}remark`, code: 'required' });
    if (errors.length) throw new FieldErrors(errors);
  }
  const satisfaction = success ? (input.satisfaction as RecallSatisfaction) : null;
  const done = moved.status === 'completed';
  const now = new Date();
  const saved = await commands.save(tx, auth, row, {
    status: moved.status as RecallStatus,
    callCount: moved.callCount,
    outcome: input.outcome,
    ...(success ? { answers, satisfaction, verdict: recallVerdict(answers) } : done ? { verdict: 'noResult' as const, satisfaction: 'notRated' as const } : {}),
    ...(done ? { completedAt: now } : {}),
    ...(action === 'rejectCompletion' ? { completionRejectedAt: now } : {}),
    ...(row.assigneeId ? {} : { assigneeId: auth.userId, assigneeName: await userName(tx, auth.userId) }),
  });
  const callId = await commands.history(tx, auth, row, saved, action, remark, {
    orderId: row.orderId,
    orderNo: row.orderNo,
    userName: await userName(tx, auth.userId),
    phone: input.phone?.trim() || row.phone,
    outcome: input.outcome,
    satisfaction,
    answers: success ? answers : null,
  });
  if (!success) await queueVisitFailedPush(tx, auth, { id: callId, orderId: row.orderId });
  if (success) {
    // The order's own step: visited (its version bumped and its history row), unless somebody marked it already; or
    // its completion taken back, which the order's state (settled, not the sampled finish) may refuse.
    const [order] = await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, row.orderId))).for('update');
    if (action === 'rejectCompletion') {
      if (!order) throw new AppError('notFound');
      await actOn(tx, auth, order, 'rejectCompletion', { id: order.id, reason: remark }, { permission: RECALL_PERMISSIONS.follow });
    } else if (order && order.status === 1250 && (order.visit === 'notVisited' || order.visit === 'sampled')) {
      await actOn(tx, auth, order, 'visit', { id: order.id, reason: remark }, { permission: RECALL_PERMISSIONS.follow });
    }
    const problems = recallProblems(answers, satisfaction as RecallSatisfaction);
    if (problems.length) {
      await tx.insert(soRecallAssessment).values(
        problems.map((p) => ({
          tenantId: auth.tenantId,
          lineId: row.id,
          historyId: callId,
          orderId: row.orderId,
          orderNo: row.orderNo,
          siteId: row.siteId,
          deptId: row.deptId,
          engineerId: row.engineerId,
          problem: p.problem,
          question: p.question ?? null,
          satisfaction,
          remark,
          createdBy: auth.userId,
          updatedBy: auth.userId,
        })),
      );
    }
  }
  return saved;
}

/** One call (successfulRecall, failRecall), or the same result for many lines at once (batch follow-up): all or none. */
export async function recordCalls(tx: Tx, auth: AuthContext, items: Item[], input: CallInput): Promise<Moved> {
  const saved: Line[] = [];
  for (const [i, item] of items.entries()) saved.push(await callOne(tx, auth, item, input, items.length > 1 ? `items[${i}].` : ''));
  return { saved, tell: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// Results imported from Excel

/** One row of an imported file (recallImportResource): a call made elsewhere on an order's open follow-up. */
export interface ImportedResult {
  orderNo: string;
  outcome: RecallOutcome;
  satisfaction?: RecallSatisfaction | null;
  phone?: string | null;
  remark?: string | null;
}

/** The open follow-up (pending or second) of the order the row names, in the caller's scope, locked; the state the result moves it to. */
async function importedLine(tx: Tx, auth: AuthContext, value: ImportedResult) {
  const orderNo = value.orderNo.trim();
  const [found] = await tx
    .select({ id: soRecallLine.id })
    .from(soRecallLine)
    .where(and(eq(soRecallLine.tenantId, auth.tenantId), eq(soRecallLine.orderNo, orderNo), inArray(soRecallLine.status, ['pending', 'second']), isNull(soRecallLine.deletedAt), recallScope(auth)));
  if (!found) throw new FieldErrors([{ field: 'orderNo', code: 'recallImportNoFollowUp', params: { value: orderNo } }]);
  if (value.outcome === 'success' && !value.satisfaction) throw new FieldErrors([{ field: 'satisfaction', code: 'required' }]);
  const row = await commands.forUpdate(tx, auth, found.id);
  return { row, moved: commands.next({ ...row, outcome: value.outcome }, 'importResult', undefined) };
}

/** The import's check of a row: everything the import itself would refuse, before anything is written. */
export async function checkImportedResult(tx: Tx, auth: AuthContext, value: ImportedResult): Promise<void> {
  await importedLine(tx, auth, value);
}

/**
 * A call made elsewhere (an imported result, the robot's answer): the dialing record, and the line moved as the shared
 * table says (a success imported, waiting for the return visitor to confirm it with the verdicts; a failure as a
 * failed call).
 */
async function recordElsewhere(tx: Tx, auth: AuthContext, row: Line, action: 'importResult' | 'robotResult', value: Omit<ImportedResult, 'orderNo'>): Promise<Line> {
  const moved = commands.next({ ...row, outcome: value.outcome }, action, undefined);
  const success = value.outcome === 'success';
  const done = moved.status === 'completed';
  const satisfaction = success ? (value.satisfaction as RecallSatisfaction) : null;
  const saved = await commands.save(tx, auth, row, {
    status: moved.status as RecallStatus,
    callCount: moved.callCount,
    outcome: value.outcome,
    ...(success ? { satisfaction } : done ? { verdict: 'noResult' as const, satisfaction: 'notRated' as const, completedAt: new Date() } : {}),
  });
  const callId = await commands.history(tx, auth, row, saved, action, value.remark?.trim() ?? '', {
    orderId: row.orderId,
    orderNo: row.orderNo,
    userName: await userName(tx, auth.userId),
    phone: value.phone?.trim() || row.phone,
    outcome: value.outcome,
    satisfaction,
    answers: null,
  });
  if (!success) await queueVisitFailedPush(tx, auth, { id: callId, orderId: row.orderId });
  return saved;
}

/** An imported result, recorded on the order's open follow-up. */
export async function importResult(tx: Tx, auth: AuthContext, value: ImportedResult): Promise<Line> {
  const { row } = await importedLine(tx, auth, value);
  return recordElsewhere(tx, auth, row, 'importResult', value);
}

export const recallImportTarget = (auth: AuthContext): ImportTarget => ({
  def: recallImportResource,
  duplicates: async () => [],
  insert: async (tx, _tenantId, _userId, value) => importResult(tx, auth, value as unknown as ImportedResult),
});

// ---------------------------------------------------------------------------------------------------------------
// The robot caller

/** The robot requests a caller may see: those of the return visits of their data scope, and those they made. */
export const robotScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soRecallRobot.deptId, owner: soRecallRobot.createdBy });

/**
 * Hands open follow-ups to the robot caller: for each line (pending or second, with a number, none outstanding) a
 * request through the adapter with its script — the order and the setup's questions — and a history row; each or none.
 */
export async function submitRobot(tx: Tx, auth: AuthContext, caller: RobotCaller, items: Item[]): Promise<Moved> {
  const saved: Line[] = [];
  const me = await userName(tx, auth.userId);
  for (const [i, item] of items.entries()) {
    const row = await commands.forUpdate(tx, auth, item.id);
    commands.next(row, 'submitRobot', item.version);
    const [outstanding] = await tx
      .select({ id: soRecallRobot.id })
      .from(soRecallRobot)
      .where(and(eq(soRecallRobot.tenantId, auth.tenantId), eq(soRecallRobot.lineId, row.id), inArray(soRecallRobot.status, [...RECALL_ROBOT_OUTSTANDING])));
    if (outstanding) throw new AppError('recallRobotPending', { orderNo: row.orderNo });
    if (!row.phone?.trim()) throw new FieldErrors([{ field: `items[${i}].phone`, code: 'required' }]);
    const questions = row.settingId
      ? await tx
          .select({ question: basRecallSettingLine.question })
          .from(basRecallSettingLine)
          .where(and(eq(basRecallSettingLine.tenantId, auth.tenantId), eq(basRecallSettingLine.parentId, row.settingId)))
          .orderBy(asc(basRecallSettingLine.lineNo))
      : [];
    const request = await caller.call(tx, {
      tenantId: auth.tenantId,
      lineId: row.id,
      orderNo: row.orderNo,
      deptId: row.deptId,
      phone: row.phone.trim(),
      script: recallRobotScript(row.orderNo, questions.map((q) => q.question)),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    });
    const line = await commands.save(tx, auth, row, {});
    await commands.history(tx, auth, row, line, 'submitRobot', `#${request.id}`, { orderId: row.orderId, orderNo: row.orderNo, userName: me, phone: request.phone });
    saved.push(line);
  }
  return { saved, tell: [] };
}

export interface RobotAnswer {
  outcome: RecallOutcome;
  satisfaction?: RecallSatisfaction | null;
}

/**
 * The robot's answer to an outstanding request, recorded on its line as a call made elsewhere (robotResult): by a
 * return visitor reading the outbox (in their scope), or by the provider's callback (the tenant's system actor).
 */
export async function answerRobot(tx: Tx, auth: AuthContext, id: number, answer: RobotAnswer, scoped = true) {
  const [request] = await tx
    .select()
    .from(soRecallRobot)
    .where(and(eq(soRecallRobot.tenantId, auth.tenantId), eq(soRecallRobot.id, id), scoped ? robotScope(auth) : undefined))
    .for('update');
  if (!request) throw new AppError('notFound');
  if (!RECALL_ROBOT_OUTSTANDING.includes(request.status)) throw new AppError('recallRobotAnswered', { status: RECALL_ROBOT_STATUS_LABELS[request.status] });
  if (answer.outcome === 'success' && !answer.satisfaction) throw new FieldErrors([{ field: 'satisfaction', code: 'required' }]);
  const row = await commands.forUpdate(tx, auth, request.lineId, scoped ? recallScope : () => undefined);
  const line = await recordElsewhere(tx, auth, row, 'robotResult', { outcome: answer.outcome, satisfaction: answer.satisfaction, phone: request.phone, remark: `#${request.id}` });
  const now = new Date();
  const [answered] = await tx
    .update(soRecallRobot)
    .set({ status: 'answered', outcome: answer.outcome, satisfaction: answer.outcome === 'success' ? answer.satisfaction : null, answeredAt: now, updatedAt: now, updatedBy: auth.userId })
    .where(and(eq(soRecallRobot.tenantId, auth.tenantId), eq(soRecallRobot.id, id)))
    .returning();
  return { request: answered, line };
}

// ---------------------------------------------------------------------------------------------------------------
// Reads

const historyColumns = {
  id: soRecallHistory.id,
  lineId: soRecallHistory.lineId,
  action: soRecallHistory.action,
  fromStatus: soRecallHistory.fromStatus,
  toStatus: soRecallHistory.toStatus,
  userName: soRecallHistory.userName,
  remark: soRecallHistory.remark,
  phone: soRecallHistory.phone,
  outcome: soRecallHistory.outcome,
  satisfaction: soRecallHistory.satisfaction,
  answers: soRecallHistory.answers,
  createdAt: soRecallHistory.createdAt,
};

/** The actions the caller may take on the line now (a call as either outcome; an import is no action of one line). */
const actionsFor = (auth: AuthContext, line: Line): RecallAction[] => {
  const state = { status: line.status, callCount: line.callCount, maxAttempts: line.maxAttempts };
  const allowed = new Set([...allowedRecallActions({ ...state, outcome: 'success' }), ...allowedRecallActions({ ...state, outcome: 'noAnswer' })]);
  return RECALL_ACTION_NAMES.filter((a) => allowed.has(a) && !(RECALL_ACTIONS[a] as RecallActionDef).byImport && auth.permissions.has(RECALL_PERMISSIONS[RECALL_ACTIONS[a].permission]));
};

/** A line with its order's facts, its setup's questions, its history and calls, and the caller's actions now. */
export async function recallDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ line: soRecallLine, siteName: snSite.name, engineerName: snSiteEngineer.name, settingName: basRecallSetting.name, address: soOrder.address, orderVisit: soOrder.visit })
    .from(soRecallLine)
    .leftJoin(snSite, and(eq(snSite.tenantId, soRecallLine.tenantId), eq(snSite.id, soRecallLine.siteId)))
    .leftJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, soRecallLine.tenantId), eq(snSiteEngineer.id, soRecallLine.engineerId)))
    .leftJoin(basRecallSetting, and(eq(basRecallSetting.tenantId, soRecallLine.tenantId), eq(basRecallSetting.id, soRecallLine.settingId)))
    .leftJoin(soOrder, and(eq(soOrder.tenantId, soRecallLine.tenantId), eq(soOrder.id, soRecallLine.orderId)))
    .where(and(eq(soRecallLine.tenantId, auth.tenantId), eq(soRecallLine.id, id), isNull(soRecallLine.deletedAt), recallScope(auth)));
  if (!row) throw new AppError('notFound');
  const questions = row.line.settingId
    ? await tx
        .select({ lineNo: basRecallSettingLine.lineNo, question: basRecallSettingLine.question, answerType: basRecallSettingLine.answerType, maxScore: basRecallSettingLine.maxScore, mandatory: basRecallSettingLine.mandatory })
        .from(basRecallSettingLine)
        .where(and(eq(basRecallSettingLine.tenantId, auth.tenantId), eq(basRecallSettingLine.parentId, row.line.settingId)))
        .orderBy(asc(basRecallSettingLine.lineNo))
    : [];
  const history = await tx.select(historyColumns).from(soRecallHistory).where(and(eq(soRecallHistory.tenantId, auth.tenantId), eq(soRecallHistory.lineId, id))).orderBy(asc(soRecallHistory.id));
  const { tenantId: _t, deletedAt: _d, ...line } = row.line;
  return { ...line, siteName: row.siteName, engineerName: row.engineerName, settingName: row.settingName, address: row.address, orderVisit: row.orderVisit, questions, history, actions: actionsFor(auth, row.line) };
}

/** An order's return visits with their calls (the order detail's section): the order must be the caller's to see. */
export async function recallsOfOrder(tx: Tx, auth: AuthContext, orderId: number) {
  const [order] = await tx.select({ id: soOrder.id }).from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, orderId), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new AppError('notFound');
  const lines = await tx.select().from(soRecallLine).where(and(eq(soRecallLine.tenantId, auth.tenantId), eq(soRecallLine.orderId, orderId), isNull(soRecallLine.deletedAt)));
  const history = lines.length
    ? await tx
        .select(historyColumns)
        .from(soRecallHistory)
        .where(and(eq(soRecallHistory.tenantId, auth.tenantId), inArray(soRecallHistory.lineId, lines.map((l) => l.id))))
        .orderBy(asc(soRecallHistory.id))
    : [];
  return lines.map(({ tenantId: _t, deletedAt: _d, ...line }) => ({ ...line, history: history.filter((h) => h.lineId === line.id) }));
}

/**
 * The subjects a return visit found not true (getSubjectByNotTrueReason): each question of the line's setup answered
 * unconfirmed in one of its calls, with the last such call's time and return visitor — what an outlet redoing the
 * work after a rejected completion is to put right. The line must be the caller's to see.
 */
export async function notTrueSubjects(tx: Tx, auth: AuthContext, lineId: number) {
  const [line] = await tx.select({ id: soRecallLine.id }).from(soRecallLine).where(and(eq(soRecallLine.tenantId, auth.tenantId), eq(soRecallLine.id, lineId), isNull(soRecallLine.deletedAt), recallScope(auth)));
  if (!line) throw new AppError('notFound');
  const calls = await tx
    .select({ answers: soRecallHistory.answers, createdAt: soRecallHistory.createdAt, userName: soRecallHistory.userName })
    .from(soRecallHistory)
    .where(and(eq(soRecallHistory.tenantId, auth.tenantId), eq(soRecallHistory.lineId, lineId), isNotNull(soRecallHistory.answers)))
    .orderBy(asc(soRecallHistory.id));
  const subjects = new Map<number, { lineNo: number; question: string; at: Date; userName: string | null }>();
  for (const call of calls)
    for (const answer of call.answers ?? []) if (answer.verdict === 'unconfirmed') subjects.set(answer.lineNo, { lineNo: answer.lineNo, question: answer.question, at: call.createdAt, userName: call.userName });
  return [...subjects.values()].sort((a, b) => a.lineNo - b.lineNo);
}

/** The lines of the caller's scope by status (the tabs' counts). */
export async function countByStatus(tx: Tx, auth: AuthContext): Promise<Record<string, number>> {
  const rows = await tx
    .select({ status: soRecallLine.status, n: sql<number>`count(*)::int` })
    .from(soRecallLine)
    .where(and(eq(soRecallLine.tenantId, auth.tenantId), isNull(soRecallLine.deletedAt), recallScope(auth)))
    .groupBy(soRecallLine.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The caller's own work list: open lines assigned to them, due first (getWaitRecallListPage). */
export async function waitingFor(tx: Tx, auth: AuthContext, page: number, size: number) {
  const where = and(eq(soRecallLine.tenantId, auth.tenantId), isNull(soRecallLine.deletedAt), eq(soRecallLine.assigneeId, auth.userId), inArray(soRecallLine.status, ['pending', 'second', 'imported']));
  const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(soRecallLine).where(where);
  const rows = await tx.select().from(soRecallLine).where(where).orderBy(asc(soRecallLine.dueDate), asc(soRecallLine.id)).limit(size).offset((page - 1) * size);
  return { total: Number(total), rows: rows.map(({ tenantId: _t, deletedAt: _d, ...line }) => line) };
}

