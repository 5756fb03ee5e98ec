/**
 * The approval workflow over HTTP (/act/wf): definitions, a request through every step, the four lists, rejection
 * back to an earlier step and to the initiator, cancellation, two approvers at once, tenant isolation, refusals
 * with the spec's messages; and the module API other modules use (startWorkflow, onWorkflowEnd) with its handler
 * running inside the approving transaction.
 */
import { errorText, type WfDetailDto, type WfListType } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import type { AuthContext } from '../src/http/access.ts';
import { AppError } from '../src/http/errors.ts';
import { onWorkflowEnd, startWorkflow, type WorkflowEnd } from '../src/modules/workflow/index.ts';
import { createTestApp } from './helper.ts';

type Headers = Record<string, string>;

describe('approval workflow', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const en = { 'accept-language': 'en-US' };
  const as = async (username: string, tenantId = 1): Promise<Headers> => ({ ...(await t.login(username, { tenantId })), ...en });
  const outlet = await as('outlet_chaoyang');
  const centre = await as('centre_north');
  const admin = await as('admin');
  const haidian = await as('outlet_haidian');
  const admin2 = await as('admin2', 2);

  const post = (url: string, payload: object, headers: Headers) => t.request({ method: 'POST', url: `/act/wf/${url}`, headers, payload });
  const start = async (title: string, headers = outlet) => {
    const res = await post('startWf', { definitionKey: 'generalRequest', title, remark: 'Two more ladders for the Chaoyang team' }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.id as number;
  };
  const detail = async (id: number, headers: Headers): Promise<WfDetailDto> => {
    const res = await post('getById', { id }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const list = async (type: WfListType, headers: Headers, extra: object = {}) => {
    const res = await post('getProcessListPage', { type, current: 1, size: 50, ...extra }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { records: { id: number; status: string; title: string }[]; total: number };
  };
  const ids = async (type: WfListType, headers: Headers) => (await list(type, headers)).records.map((r) => r.id);
  const taskOf = async (id: number, headers: Headers) => {
    const taskId = (await detail(id, headers)).myTaskId;
    expect(taskId).not.toBeNull();
    return taskId as number;
  };
  const message = (res: { json(): { msg: string } }) => res.json().msg;
  const userId = async (username: string) => (await db.select().from(s.sysUser).where(eq(s.sysUser.username, username)))[0].id;

  it('lists the tenant\'s processes with their steps, in the tenant\'s language', async () => {
    const res = await t.request({ method: 'GET', url: '/act/wf/getProcessDefinitions', headers: outlet });
    expect(res.statusCode).toBe(200);
    const defs = res.json().data;
    expect(defs.map((d: { key: string }) => d.key)).toEqual(['snUserChange', 'snEngineerChange', 'soOrderAppeal', 'soOrderAppealBranch', 'soApplyMoney', 'spPartsApply', 'generalRequest', 'sfCheckBillAppeal', 'sfBillSlip']);
    expect(defs[0]).toMatchObject({ name: '网点资料变更', manualStart: false, steps: [{ key: 'centreReview', name: '服务中心审核', roleCodes: ['CENTRE'], org: 'centre' }, { key: 'hqReview', org: 'hq' }] });
    expect(defs[1]).toMatchObject({ name: '工程师资料变更', steps: [{ key: 'centreReview' }] });
    const t2 = (await t.request({ method: 'GET', url: '/act/wf/getProcessDefinitions', headers: admin2 })).json().data;
    expect(t2.map((d: { name: string }) => d.name)).toEqual(['Outlet data change', 'Engineer data change', 'Work-order appeal', 'Work-order appeal (centre)', 'Work-order fee application', 'Parts application', 'General request', 'Assessment sheet appeal', 'Billing slip approval']);
  });

  it('takes a request through the centre and headquarters, each seeing it in the right list', async () => {
    const id = await start('Ladders for Chaoyang');
    expect(await ids('initiated', outlet)).toContain(id);
    expect(await ids('pending', centre)).toContain(id);
    // Headquarters decides only after the centre; nobody else is asked.
    expect(await ids('pending', admin)).not.toContain(id);
    expect(await ids('pending', haidian)).not.toContain(id);

    const first = await detail(id, centre);
    expect(first).toMatchObject({ status: 'running', currentStep: 1, currentStepName: '服务中心审核', initiatorName: '朝阳网点经理', currentApprovers: ['华北中心主管'], canCancel: false });
    expect((await detail(id, outlet)).canCancel).toBe(true);
    expect((await detail(id, outlet)).myTaskId).toBeNull();

    const approved = await post('approve', { taskId: first.myTaskId as number, remark: 'Fine by the centre' }, centre);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'running', currentStep: 2 });
    expect(await ids('pending', centre)).not.toContain(id);
    expect(await ids('processed', centre)).toContain(id);
    expect(await ids('pending', admin)).toContain(id);

    const last = await post('approve', { taskId: await taskOf(id, admin) }, admin);
    expect(last.json().data).toMatchObject({ status: 'approved', currentStep: 0 });
    for (const [type, who] of [['ended', outlet], ['ended', centre], ['ended', admin], ['initiated', outlet]] as const) expect(await ids(type, who)).toContain(id);
    expect(await ids('processed', centre)).not.toContain(id);
    expect(await ids('pending', admin)).not.toContain(id);

    const done = await detail(id, outlet);
    expect(done).toMatchObject({ status: 'approved', currentStep: 0, endedAt: expect.any(String), myTaskId: null, canCancel: false });
    expect(done.history.map((h) => [h.step, h.action, h.userName, h.reason])).toEqual([
      [0, 'start', '朝阳网点经理', 'Two more ladders for the Chaoyang team'],
      [1, 'approve', '华北中心主管', 'Fine by the centre'],
      [2, 'approve', '总部管理员', ''],
    ]);
    // An ended process takes no more decisions.
    const again = await post('approve', { taskId: first.myTaskId as number }, centre);
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(errorText('wfAlreadyHandled', 'en-US'));
  });

  it('filters and pages the lists like the other grids', async () => {
    const a = await start('Paging request A');
    const b = await start('Paging request B');
    const page = await list('pending', centre, { size: 1 });
    expect(page.records).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.records[0].id).toBe(b);
    expect((await list('pending', centre, { filters: { title: 'request A' } })).records.map((r) => r.id)).toEqual([a]);
    expect((await list('initiated', outlet, { filters: { status: 'approved' } })).records.every((r) => r.status === 'approved')).toBe(true);
    const bad = await post('getProcessListPage', { type: 'pending', filters: { initiatorId: '1' } }, centre);
    expect(bad.statusCode).toBe(400);
    expect(message(bad)).toContain('initiatorId');
    const badType = await post('getProcessListPage', { type: 'mine' }, centre);
    expect(badType.statusCode).toBe(400);
    expect(message(badType)).toContain('type: ');
  });

  it('wants a step and a reason for a rejection (the spec\'s message) and returns to an earlier step or ends rejected', async () => {
    const id = await start('Rejected request');
    await post('approve', { taskId: await taskOf(id, centre) }, centre);
    const hqTask = await taskOf(id, admin);
    for (const payload of [{ taskId: hqTask }, { taskId: hqTask, toStep: 1 }, { taskId: hqTask, toStep: 1, reason: '  ' }, { taskId: hqTask, reason: 'No budget' }]) {
      const res = await post('reject', payload, admin);
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe(errorText('wfRejectNeedsStepAndReason', 'en-US'));
    }
    const zh = await post('reject', { taskId: hqTask }, { ...admin, 'accept-language': 'zh-CN' });
    expect(message(zh)).toBe('驳回流程需要选择驳回步骤并填写驳回原因');
    const forward = await post('reject', { taskId: hqTask, toStep: 2, reason: 'No budget' }, admin);
    expect(forward.statusCode).toBe(400);
    expect(message(forward)).toBe(errorText('wfBadRejectStep', 'en-US'));
    expect((await detail(id, admin)).status).toBe('running');

    // Back to the centre: it decides again.
    const back = await post('reject', { taskId: hqTask, toStep: 1, reason: 'Ask for a quote first' }, admin);
    expect(back.json().data).toMatchObject({ status: 'running', currentStep: 1 });
    expect(await ids('pending', centre)).toContain(id);
    expect(await ids('processed', admin)).toContain(id);
    // Then to the initiator: it ends rejected, with its reason in the history.
    const end = await post('reject', { taskId: await taskOf(id, centre), toStep: 0, reason: 'No quote came' }, centre);
    expect(end.json().data).toMatchObject({ status: 'rejected', currentStep: 0 });
    expect(await ids('ended', outlet)).toContain(id);
    const history = (await detail(id, outlet)).history;
    expect(history.map((h) => [h.action, h.step, h.toStep, h.reason])).toEqual([
      ['start', 0, null, 'Two more ladders for the Chaoyang team'],
      ['approve', 1, null, ''],
      ['reject', 2, 1, 'Ask for a quote first'],
      ['reject', 1, 0, 'No quote came'],
    ]);
  });

  it('lets only the initiator cancel, with a reason (the spec\'s message)', async () => {
    const id = await start('Cancelled request');
    const noReason = await post('cancel', { id }, outlet);
    expect(noReason.statusCode).toBe(400);
    expect(message(noReason)).toBe(errorText('wfCancelNeedsReason', 'en-US'));
    const byApprover = await post('cancel', { id, reason: 'Not mine to cancel' }, centre);
    expect(byApprover.statusCode).toBe(403);
    expect(message(byApprover)).toBe(errorText('wfNotInitiator', 'en-US'));
    const taskId = await taskOf(id, centre);

    const res = await post('cancel', { id, reason: 'Bought them ourselves' }, outlet);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled' });
    expect(await ids('pending', centre)).not.toContain(id);
    expect(await ids('ended', centre)).toContain(id);
    const late = await post('approve', { taskId }, centre);
    expect(late.statusCode).toBe(409);
    expect(message(late)).toBe(errorText('wfNotRunning', 'en-US'));
    const twice = await post('cancel', { id, reason: 'again' }, outlet);
    expect(message(twice)).toBe(errorText('wfNotRunning', 'en-US'));
    expect((await detail(id, outlet)).history.at(-1)).toMatchObject({ action: 'cancel', step: 1, reason: 'Bought them ourselves', userName: '朝阳网点经理' });
  });

  it('lets exactly one of two approvers acting at once decide, and tells the other', async () => {
    // A second manager at the northern centre: both are asked.
    const [north] = await db.select().from(s.sysDept).where(and(eq(s.sysDept.tenantId, 1), eq(s.sysDept.code, 'SC-N')));
    const [role] = await db.select().from(s.sysRole).where(and(eq(s.sysRole.tenantId, 1), eq(s.sysRole.code, 'CENTRE')));
    const [model] = await db.select().from(s.sysUser).where(eq(s.sysUser.username, 'centre_north'));
    const [deputy] = await db.insert(s.sysUser).values({ username: 'centre_deputy', name: '华北中心副主管', passwordHash: model.passwordHash }).returning();
    await db.insert(s.sysUserTenant).values({ tenantId: 1, userId: deputy.id, deptId: north.id });
    await db.insert(s.sysUserRole).values({ tenantId: 1, userId: deputy.id, roleId: role.id });
    const second = await as('centre_deputy');

    const id = await start('Raced request');
    const taskId = await taskOf(id, centre);
    expect(await taskOf(id, second)).toBe(taskId);
    const results = await Promise.all([post('approve', { taskId }, centre), post('reject', { taskId, toStep: 0, reason: 'No' }, second)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(message(results.find((r) => r.statusCode === 409)!)).toBe(errorText('wfAlreadyHandled', 'en-US'));
    const after = await detail(id, centre);
    expect(after.history.filter((h) => h.action !== 'start')).toHaveLength(1);
    // Whichever won, the instance moved exactly once: on to headquarters, or back to the initiator.
    expect([after.status, after.currentStep]).toEqual(after.status === 'rejected' ? ['rejected', 0] : ['running', 2]);
  });

  it('keeps each tenant\'s processes to itself', async () => {
    const id = await start('Tenant one only');
    const taskId = await taskOf(id, centre);
    expect((await post('getById', { id }, admin2)).statusCode).toBe(404);
    expect((await post('approve', { taskId }, admin2)).statusCode).toBe(404);
    expect((await post('cancel', { id, reason: 'x' }, admin2)).statusCode).toBe(404);
    for (const type of ['pending', 'processed', 'ended', 'initiated'] as const) expect((await list(type, admin2)).total).toBe(0);
    // admin belongs to both tenants: in tenant 2 it sees nothing of tenant 1.
    const adminT2 = await as('admin', 2);
    expect((await post('getById', { id }, adminT2)).statusCode).toBe(404);
    expect((await list('initiated', adminT2)).total).toBe(0);
    expect((await detail(id, centre)).status).toBe('running');
  });

  it('refuses those who are not asked: approvers of another step, strangers to the process', async () => {
    const id = await start('Guarded request');
    const taskId = await taskOf(id, centre);
    for (const headers of [haidian, admin, outlet]) {
      const res = await post('approve', { taskId }, headers);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toBe(errorText('wfNotApprover', 'en-US'));
      const rej = await post('reject', { taskId, toStep: 0, reason: 'no' }, headers);
      expect(rej.statusCode).toBe(403);
    }
    // Someone with no part in it does not see it at all.
    expect((await post('getById', { id }, haidian)).statusCode).toBe(404);
    expect((await post('approve', { taskId: 999_999 }, centre)).statusCode).toBe(404);
    expect((await detail(id, centre)).history).toHaveLength(1);
  });

  it('refuses bad starts: unknown, business-started, untitled, and ones whose steps have nobody to decide', async () => {
    const unknown = await post('startWf', { definitionKey: 'noSuchProcess', title: 'x' }, outlet);
    expect(unknown.statusCode).toBe(404);
    const business = await post('startWf', { definitionKey: 'snUserChange', title: 'x' }, outlet);
    expect(business.statusCode).toBe(400);
    expect(message(business)).toBe(errorText('wfNotManual', 'en-US'));
    const untitled = await post('startWf', { definitionKey: 'generalRequest', title: '   ' }, outlet);
    expect(untitled.statusCode).toBe(400);
    expect(message(untitled)).toContain('title: ');
    // Headquarters has no service centre above it to review its request.
    const before = await list('initiated', admin);
    const nobody = await post('startWf', { definitionKey: 'generalRequest', title: 'From HQ' }, admin);
    expect(nobody.statusCode).toBe(409);
    expect(message(nobody)).toBe(errorText('wfNoApprover', 'en-US', { step: '服务中心审核' }));
    expect((await list('initiated', admin)).total).toBe(before.total);
  });

  describe('the module API: startWorkflow and onWorkflowEnd', () => {
    const authOf = async (username: string): Promise<AuthContext> => {
      const id = await userId(username);
      const [member] = await db.select().from(s.sysUserTenant).where(and(eq(s.sysUserTenant.tenantId, 1), eq(s.sysUserTenant.userId, id)));
      return {
        tokenId: 0, clientId: 'test', userId: id, username, tenantId: 1, tenantLang: 'zh-CN', deptId: member.deptId, snUserId: member.snUserId,
        roleIds: [], roleCodes: [], dataScope: 'dept_and_below', permissions: new Set(), accessExpiresAt: new Date(Date.now() + 60_000),
      };
    };
    const submit = async (businessId: number, deptId?: number) => {
      const auth = await authOf('outlet_chaoyang');
      return t.deps.database.withTenant(1, (tx) =>
        startWorkflow(tx, auth, { definitionKey: 'snEngineerChange', businessType: 'snEngineerChange', businessId, title: `Engineer change ${businessId}`, deptId }),
      );
    };
    const ends: Omit<WorkflowEnd, 'tx' | 'auth'>[] = [];
    let failNext = false;
    onWorkflowEnd('snEngineerChange', async ({ tx, auth, instance, outcome, reason }) => {
      if (failNext) throw new AppError('notFound');
      // Inside the deciding transaction: it sees the instance already moved.
      const [row] = await tx.select().from(s.wfInstance).where(eq(s.wfInstance.id, instance.id));
      expect(row.status).toBe(outcome);
      expect(auth.tenantId).toBe(1);
      ends.push({ instance, outcome, reason });
    });

    it('starts a process for a business document inside the caller\'s transaction, one at a time per document', async () => {
      const instance = await submit(9001);
      expect(instance).toMatchObject({ status: 'running', currentStep: 1, businessType: 'snEngineerChange', businessId: 9001, definitionName: '工程师资料变更' });
      expect(await ids('pending', centre)).toContain(instance.id);
      await expect(submit(9001)).rejects.toMatchObject({ code: 'wfAlreadyRunning' });
      // A failing business transaction leaves no process behind.
      const auth = await authOf('outlet_chaoyang');
      await expect(
        t.deps.database.withTenant(1, async (tx) => {
          await startWorkflow(tx, auth, { definitionKey: 'snEngineerChange', businessType: 'snEngineerChange', businessId: 9002, title: 'rolled back' });
          throw new Error('business rule failed');
        }),
      ).rejects.toThrow('business rule failed');
      expect((await list('initiated', outlet, { filters: { title: 'rolled back' } })).total).toBe(0);
    });

    it('runs the business handler inside the approving transaction: its failure undoes the approval', async () => {
      const instance = await submit(9003);
      const taskId = await taskOf(instance.id, centre);
      failNext = true;
      const failed = await post('approve', { taskId }, centre);
      failNext = false;
      expect(failed.statusCode).toBe(404);
      expect((await detail(instance.id, centre)).status).toBe('running');
      expect(await ids('pending', centre)).toContain(instance.id);

      const ok = await post('approve', { taskId, remark: 'Certificates checked' }, centre);
      expect(ok.json().data).toMatchObject({ status: 'approved' });
      expect(ends.at(-1)).toMatchObject({ instance: { id: instance.id, businessId: 9003 }, outcome: 'approved', reason: 'Certificates checked' });
    });

    it('tells the business module of a rejection and a cancellation with their reasons', async () => {
      const rejected = await submit(9004);
      await post('reject', { taskId: await taskOf(rejected.id, centre), toStep: 0, reason: 'Photo of the ID card missing' }, centre);
      expect(ends.at(-1)).toMatchObject({ instance: { businessId: 9004 }, outcome: 'rejected', reason: 'Photo of the ID card missing' });
      // Rejected: the document may be submitted again.
      const again = await submit(9004);
      await post('cancel', { id: again.id, reason: 'Engineer left' }, outlet);
      expect(ends.at(-1)).toMatchObject({ instance: { businessId: 9004 }, outcome: 'cancelled', reason: 'Engineer left' });
    });

    it('resolves the steps from the organisation the business module names', async () => {
      // Shanghai Pudong's engineer change goes to the eastern centre's manager, not to the northern one.
      const [pudong] = await db.select().from(s.sysDept).where(and(eq(s.sysDept.tenantId, 1), eq(s.sysDept.code, 'ASC-SH-PD')));
      const instance = await submit(9005, pudong.id);
      expect(await ids('pending', await as('centre_east'))).toContain(instance.id);
      expect(await ids('pending', centre)).not.toContain(instance.id);
    });
  });
});
