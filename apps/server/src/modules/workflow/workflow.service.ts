/**
 * The approval workflow engine: start an instance for a business document, approve or reject its current step,
 * cancel it as its initiator. Each command is one transaction with guarded updates (two approvers acting at
 * once: one wins, the other is told someone else handled the task); when an instance ends, the handler its
 * business type registered runs inside the same transaction, so the business change commits or fails with it.
 */
import type { ListQuery, WfDefinitionDto, WfDetailDto, WfHistoryDto, WfInstanceDto, WfListType, WfOutcome, WfStepDef } from '@as/shared';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, throwIf } from '../../http/errors.ts';
import { contains } from '../../platform/logs/page-query.ts';
import { afterApprove, afterReject, cancelProblem, orgFor, rejectProblem } from './domain/workflow.rules.ts';
import * as repo from './workflow.repository.ts';
import { wfInstance } from './workflow.table.ts';

export interface StartWorkflow {
  definitionKey: string;
  businessType: string;
  /** The business document; none for a request that is only its title and remark. */
  businessId: number | null;
  title: string;
  remark?: string;
  /** The organisation whose centre, outlet or headquarters approve; the initiator's when absent. */
  deptId?: number | null;
}

/** What a business module learns when one of its instances ends. */
export interface WorkflowEnd {
  tx: Tx;
  /** Whoever ended it: the last approver, the rejecting approver or the cancelling initiator. */
  auth: AuthContext;
  instance: repo.InstanceRow;
  outcome: WfOutcome;
  /** The rejection's or cancellation's reason, the last approver's remark. */
  reason: string;
}

export type WorkflowEndHandler = (end: WorkflowEnd) => Promise<void>;

const endHandlers = new Map<string, WorkflowEndHandler>();

/**
 * Registers what happens to a business type's document when its instance ends (approved, rejected back to the
 * initiator, or cancelled). One handler per type; registering again replaces it (every app built registers).
 */
export function onWorkflowEnd(businessType: string, handler: WorkflowEndHandler): void {
  endHandlers.set(businessType, handler);
}

async function ended(end: WorkflowEnd) {
  await endHandlers.get(end.instance.businessType)?.(end);
}

/** The users who approve a step of an instance running in `deptId`; refused when nobody does. */
async function approversOf(tx: Tx, tenantId: number, deptId: number | null, step: WfStepDef): Promise<number[]> {
  let orgId: number | null = null;
  if (step.org) {
    const org = deptId === null ? undefined : orgFor(step.org, await repo.deptChain(tx, tenantId, deptId));
    if (!org) throw new AppError('wfNoApprover', { step: step.name });
    orgId = org.id;
  }
  const ids = await repo.usersWith(tx, tenantId, step.roleCodes, orgId);
  throwIf(!ids.length, 'wfNoApprover', { step: step.name });
  return ids;
}

/** Who starts a process: the engine needs no more of the caller than this (a seed can start one too). */
export type Initiator = Pick<AuthContext, 'tenantId' | 'userId' | 'deptId'>;

/** Starts a process inside the caller's transaction (a business module's submission, or startWf). */
export async function startWorkflow(tx: Tx, auth: Initiator, input: StartWorkflow): Promise<repo.InstanceRow> {
  const def = await repo.findDefinition(tx, auth.tenantId, input.definitionKey);
  if (!def || def.businessType !== input.businessType) throw new AppError('notFound');
  if (input.businessId !== null) throwIf(await repo.runningInstanceOf(tx, auth.tenantId, input.businessType, input.businessId), 'wfAlreadyRunning');
  const deptId = input.deptId ?? auth.deptId;
  // Every step must have someone to decide it, checked now rather than halfway through.
  const approvers = [];
  for (const step of def.steps) approvers.push(await approversOf(tx, auth.tenantId, deptId, step));
  const instance = await repo.insertInstance(tx, {
    tenantId: auth.tenantId,
    definitionId: def.id,
    definitionKey: def.key,
    definitionName: def.name,
    businessType: def.businessType,
    businessId: input.businessId,
    title: input.title,
    remark: input.remark ?? '',
    initiatorId: auth.userId,
    deptId,
    currentStep: 1,
    steps: def.steps,
  });
  await repo.insertHistory(tx, { tenantId: auth.tenantId, instanceId: instance.id, step: 0, action: 'start', userId: auth.userId, reason: input.remark ?? '' });
  await repo.insertTask(tx, { tenantId: auth.tenantId, instanceId: instance.id, step: 1, candidateIds: approvers[0] });
  return instance;
}

/** The pending task the caller is about to act on, and its running instance; refusals name why. */
async function openTask(tx: Tx, auth: AuthContext, taskId: number) {
  const task = await repo.findTask(tx, auth.tenantId, taskId);
  if (!task) throw new AppError('notFound');
  const instance = await repo.findInstance(tx, auth.tenantId, task.instanceId);
  if (!instance) throw new AppError('notFound');
  throwIf(!task.candidateIds.includes(auth.userId), 'wfNotApprover');
  throwIf(task.status === 'done', 'wfAlreadyHandled');
  throwIf(task.status !== 'pending' || instance.status !== 'running', 'wfNotRunning');
  return { task, instance };
}

/** Marks the task handled and moves the instance; whoever comes second finds both already moved. */
async function decide(tx: Tx, auth: AuthContext, task: repo.TaskRow, to: { status: WfOutcome | 'running'; currentStep: number }) {
  if (!(await repo.takeTask(tx, auth.tenantId, task.id, auth.userId))) throw new AppError('wfAlreadyHandled');
  const moved = await repo.moveInstance(tx, auth.tenantId, task.instanceId, task.step, to);
  if (!moved) throw new AppError('wfAlreadyHandled');
  return moved;
}

async function openStep(tx: Tx, instance: repo.InstanceRow, step: number) {
  const candidateIds = await approversOf(tx, instance.tenantId, instance.deptId, instance.steps[step - 1]);
  await repo.insertTask(tx, { tenantId: instance.tenantId, instanceId: instance.id, step, candidateIds });
}

export async function approve(tx: Tx, auth: AuthContext, input: { taskId: number; remark?: string }) {
  const { task, instance } = await openTask(tx, auth, input.taskId);
  const moved = await decide(tx, auth, task, afterApprove(task.step, instance.steps.length));
  const remark = input.remark?.trim() ?? '';
  await repo.insertHistory(tx, { tenantId: auth.tenantId, instanceId: instance.id, step: task.step, action: 'approve', userId: auth.userId, reason: remark });
  if (moved.status === 'running') await openStep(tx, moved, moved.currentStep);
  else await ended({ tx, auth, instance: moved, outcome: 'approved', reason: remark });
  return moved;
}

export async function reject(tx: Tx, auth: AuthContext, input: { taskId: number; toStep?: number; reason?: string }) {
  const { task, instance } = await openTask(tx, auth, input.taskId);
  const problem = rejectProblem(task.step, input.toStep, input.reason);
  if (problem) throw new AppError(problem);
  const toStep = input.toStep as number;
  const reason = (input.reason as string).trim();
  const moved = await decide(tx, auth, task, afterReject(toStep));
  await repo.insertHistory(tx, { tenantId: auth.tenantId, instanceId: instance.id, step: task.step, action: 'reject', userId: auth.userId, reason, toStep });
  if (moved.status === 'running') await openStep(tx, moved, moved.currentStep);
  else await ended({ tx, auth, instance: moved, outcome: 'rejected', reason });
  return moved;
}

export async function cancel(tx: Tx, auth: AuthContext, input: { id: number; reason?: string }) {
  const problem = cancelProblem(input.reason);
  if (problem) throw new AppError(problem);
  const reason = (input.reason as string).trim();
  const instance = await repo.findInstance(tx, auth.tenantId, input.id);
  if (!instance || !(await repo.tookPart(tx, auth.tenantId, instance, auth.userId))) throw new AppError('notFound');
  throwIf(instance.initiatorId !== auth.userId, 'wfNotInitiator');
  throwIf(instance.status !== 'running', 'wfNotRunning');
  const moved = await repo.moveInstance(tx, auth.tenantId, instance.id, instance.currentStep, { status: 'cancelled', currentStep: 0 });
  if (!moved) throw new AppError('wfAlreadyHandled');
  await repo.closePendingTasks(tx, auth.tenantId, instance.id);
  await repo.insertHistory(tx, { tenantId: auth.tenantId, instanceId: instance.id, step: instance.currentStep, action: 'cancel', userId: auth.userId, reason });
  await ended({ tx, auth, instance: moved, outcome: 'cancelled', reason });
  return moved;
}

const stepOf = (instance: repo.InstanceRow, step: number) => (step > 0 ? instance.steps[step - 1] : undefined);

function instanceDto(row: repo.InstanceRow, names: Map<number, string>): WfInstanceDto {
  return {
    id: row.id,
    definitionKey: row.definitionKey,
    definitionName: row.definitionName,
    businessType: row.businessType,
    businessId: row.businessId,
    title: row.title,
    remark: row.remark,
    status: row.status,
    currentStep: row.currentStep,
    currentStepKey: stepOf(row, row.currentStep)?.key ?? null,
    currentStepName: stepOf(row, row.currentStep)?.name ?? null,
    initiatorId: row.initiatorId,
    initiatorName: names.get(row.initiatorId) ?? '',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export async function definitions(tx: Tx, auth: AuthContext): Promise<WfDefinitionDto[]> {
  const rows = await repo.listDefinitions(tx, auth.tenantId);
  return rows.map(({ id, key, name, manualStart, steps }) => ({ id, key, name, manualStart, steps }));
}

/** One page of the caller's process list. */
export async function listPage(tx: Tx, auth: AuthContext, type: WfListType, query: ListQuery) {
  const { records, total } = await repo.listInstances(tx, {
    tenantId: auth.tenantId,
    condition: repo.listCondition(type, auth.userId),
    extra: [
      query.filters.title?.length ? contains(wfInstance.title, query.filters.title.join(',')) : undefined,
      query.filters.definitionKey?.length ? inArray(wfInstance.definitionKey, query.filters.definitionKey) : undefined,
      query.filters.status?.length ? inArray(wfInstance.status, query.filters.status as repo.InstanceRow['status'][]) : undefined,
    ],
    sort: (query.sort as 'createdAt' | 'updatedAt' | null) ?? 'updatedAt',
    order: query.sort ? query.order : 'desc',
    limit: query.size,
    offset: (query.current - 1) * query.size,
    searchCount: query.searchCount,
  });
  const names = await repo.userNames(tx, records.map((r) => r.initiatorId));
  return { records: records.map((r) => instanceDto(r, names)), total };
}

/** An instance with its steps, history and what the caller may do; only for those who took part. */
export async function detail(tx: Tx, auth: AuthContext, id: number): Promise<WfDetailDto> {
  const instance = await repo.findInstance(tx, auth.tenantId, id);
  if (!instance || !(await repo.tookPart(tx, auth.tenantId, instance, auth.userId))) throw new AppError('notFound');
  const history = await repo.historyOf(tx, auth.tenantId, id);
  const task = instance.status === 'running' ? await repo.pendingTaskOf(tx, auth.tenantId, id) : undefined;
  const names = await repo.userNames(tx, [instance.initiatorId, ...history.map((h) => h.userId), ...(task?.candidateIds ?? [])]);
  const historyDtos: WfHistoryDto[] = history.map((h) => ({
    id: h.id,
    step: h.step,
    stepName: stepOf(instance, h.step)?.name ?? '',
    action: h.action,
    userId: h.userId,
    userName: names.get(h.userId) ?? '',
    reason: h.reason,
    toStep: h.toStep,
    createdAt: h.createdAt.toISOString(),
  }));
  return {
    ...instanceDto(instance, names),
    steps: instance.steps,
    history: historyDtos,
    myTaskId: task?.candidateIds.includes(auth.userId) ? task.id : null,
    currentApprovers: (task?.candidateIds ?? []).map((uid) => names.get(uid) ?? ''),
    canCancel: instance.status === 'running' && instance.initiatorId === auth.userId,
  };
}

/** The open task of a business document's running process; refused when the document has none under way. */
async function taskOfDocument(tx: Tx, auth: AuthContext, businessType: string, businessId: number) {
  const running = await repo.runningInstanceOf(tx, auth.tenantId, businessType, businessId);
  const task = running ? await repo.pendingTaskOf(tx, auth.tenantId, running.id) : undefined;
  if (!running || !task) throw new AppError('wfNotRunning');
  return { instanceId: running.id, taskId: task.id };
}

/**
 * A business module's own approve and reject verbs, acting on its document's process: approve the current step
 * (the document changes only when the last step approves it), or reject it back to the initiator (which ends it).
 */
export async function approveDocument(tx: Tx, auth: AuthContext, businessType: string, businessId: number, remark?: string) {
  return approve(tx, auth, { taskId: (await taskOfDocument(tx, auth, businessType, businessId)).taskId, remark });
}

export async function rejectDocument(tx: Tx, auth: AuthContext, businessType: string, businessId: number, reason: string) {
  return reject(tx, auth, { taskId: (await taskOfDocument(tx, auth, businessType, businessId)).taskId, toStep: 0, reason });
}

/**
 * What the caller may do with a document's running process: decide its current step (a candidate of the pending
 * task) or withdraw it (its initiator). Both false when no process runs.
 */
export async function documentTurn(tx: Tx, auth: AuthContext, businessType: string, businessId: number): Promise<{ decides: boolean; withdraws: boolean }> {
  const running = await repo.runningInstanceOf(tx, auth.tenantId, businessType, businessId);
  const task = running ? await repo.pendingTaskOf(tx, auth.tenantId, running.id) : undefined;
  return { decides: !!task && auth.userId !== null && task.candidateIds.includes(auth.userId), withdraws: !!running && running.initiatorId === auth.userId };
}

/** The initiator withdraws a document's process. */
export async function cancelDocument(tx: Tx, auth: AuthContext, businessType: string, businessId: number, reason: string) {
  return cancel(tx, auth, { id: (await taskOfDocument(tx, auth, businessType, businessId)).instanceId, reason });
}
