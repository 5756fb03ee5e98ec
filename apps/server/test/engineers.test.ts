/**
 * Engineers over HTTP (/basic/snSiteEngineer, /basic/snEngineerChange): the login created with each engineer, the
 * spec's messages, masked ID numbers, on-job status and promotions with their records, change requests, data scope
 * (outlet, centre, engineer), tenant isolation and permission denial on every route.
 */
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';

type Payload = Record<string, unknown>;

describe('engineers', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const haidian = await t.login('outlet_haidian');
  const call = (group: string, verb: string, payload: unknown, headers = admin) =>
    t.request({ method: 'POST', url: `/basic/${group}/${verb}`, headers, payload: payload as object });
  const eng = (verb: string, payload: unknown, headers = admin) => call('snSiteEngineer', verb, payload, headers);
  const change = (verb: string, payload: unknown, headers = admin) => call('snEngineerChange', verb, payload, headers);
  const deptId = async (code: string) => (await db.select().from(s.sysDept).where(eq(s.sysDept.code, code)))[0].id;
  const jobNos = (res: { json(): { objx: { records: { jobNo: string }[] } } }) => res.json().objx.records.map((r) => r.jobNo).sort();

  /** Exports as the caller, runs the export job and reads the file back: the rows, titles first. */
  const exported = async (payload: Payload, headers: Record<string, string>) => {
    const res = await eng('export', payload, headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.deps.jobs.runOnce()).toBe(true);
    const download = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers, payload: { id: res.json().objx.id } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
  };

  let seq = 0;
  const newEngineer = async (outlet: string, extra: Payload = {}, headers = admin) => {
    seq += 1;
    const n = String(seq).padStart(2, '0');
    return eng(
      'save',
      {
        jobNo: `T9${n}`, name: `测试工程师${n}`, loginAccount: `test.engineer${n}`, password: 'secret99', mobile: `139000099${n}`,
        deptId: await deptId(outlet), engineerType: 'self', level: 'novice', education: 'college', sex: '1', dailyCapacity: 6,
        idNumber: `1101051990010${n}12X`.slice(0, 18), insuranceCompany: '中国平安', insurancePolicyNo: `PA-${n}`, insuranceExpiry: '2027-01-31',
        lat: '39.9', lng: '116.4', ...extra,
      },
      headers,
    );
  };

  it('creates the engineer and its login in one go: the engineer logs in and sees only himself', async () => {
    const res = await newEngineer('ASC-BJ-HD');
    expect(res.statusCode).toBe(200);
    const created = res.json().objx;
    expect(created).toMatchObject({ jobNo: 'T901', postStat: 'on_job', level: 'novice', refLabels: { deptId: '北京海淀网点' }, lat: '39.900000' });
    const [user] = await db.select().from(s.sysUser).where(eq(s.sysUser.username, 'test.engineer01'));
    expect(user).toMatchObject({ id: created.userId, name: '测试工程师01', phone: '13900009901' });
    const [membership] = await db.select().from(s.sysUserTenant).where(eq(s.sysUserTenant.userId, user.id));
    const [site] = await db.select().from(s.snSite).where(eq(s.snSite.code, 'ASC-BJ-HD'));
    expect(membership).toMatchObject({ deptId: await deptId('ASC-BJ-HD'), snUserId: site.id });

    const self = await t.login('test.engineer01', { password: 'secret99' });
    const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers: self })).json().data;
    expect(info.roles).toEqual([expect.any(Number)]);
    expect(info.permissions).toContain('basic_engineer_view');
    const mine = await eng('getListPage', { size: 50 }, self);
    expect(jobNos(mine)).toEqual(['T901']);
    // Asking for others through a filter still gives only himself.
    expect(jobNos(await eng('getListPage', { filters: { userId: '1' } }, self))).toEqual([]);
    const wang = (await eng('getListPage', { filters: { jobNo: 'E1001' } })).json().objx.records[0];
    expect((await eng('getById', { id: wang.id }, self)).statusCode).toBe(404);
  });

  it('answers the spec messages for a blank or taken login account, in the caller language', async () => {
    const blank = await newEngineer('ASC-BJ-CY', { loginAccount: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ type: 'error', msg: '登录账号不能为空' });
    const taken = await newEngineer('ASC-BJ-CY', { loginAccount: 'admin' }, en);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('The login account already exists');
    const bad = await newEngineer('ASC-BJ-CY', { idNumber: '12345678901234567Y', mobile: '12345678901', engineerType: 'boss' }, en);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('idNumber: format error');
    expect(bad.json().msg).toContain('mobile: The mobile number format is incorrect');
    expect((await newEngineer('ASC-BJ-CY', { engineerType: 'boss' }, en)).json().msg).toBe('engineerType: is not one of its options');
    expect((await newEngineer('ASC-BJ-CY', { password: '' }, en)).json().msg).toBe('password: cannot be empty');
    // Nothing of the refused ones was written.
    expect(await db.select().from(s.sysUser).where(eq(s.sysUser.phone, '13900009902'))).toHaveLength(0);
  });

  it('masks the ID number in lists and exports, and shows it whole only in the editor of those who may edit', async () => {
    const list = (await eng('getListPage', { filters: { jobNo: 'E1001' } })).json().objx.records;
    expect(list[0]).toMatchObject({ idNumber: '1101**********1234', refLabels: { deptId: '北京朝阳网点' } });
    expect((await eng('getById', { id: list[0].id })).json().objx.idNumber).toBe('110105198503121234');
    expect((await eng('getById', { id: list[0].id }, chaoyang)).json().objx.idNumber).toBe('1101**********1234');

    const rows = await exported({ columns: [{ field: 'jobNo', title: 'Job' }, { field: 'idNumber', title: 'ID' }, { field: 'level', title: 'Level' }], filters: { jobNo: 'E1001' } }, en);
    expect(rows).toEqual([['Job', 'ID', 'Level'], ['E1001', '1101**********1234', 'Senior']]);
  });

  it('keeps each caller to its scope: an outlet its own (and its secondary outlets), a centre its outlets', async () => {
    // Chaoyang (primary) sees Chaoyang and Haidian; Haidian (secondary) only its own; the north centre no Shanghai engineer.
    const cy = jobNos(await eng('getListPage', { size: 100 }, chaoyang));
    expect(cy).toContain('E1001');
    expect(cy).toContain('T901');
    expect(cy.some((j: string) => j.startsWith('E2'))).toBe(false);
    expect(jobNos(await eng('getListPage', { size: 100 }, haidian))).toEqual(['T901']);
    const north = jobNos(await eng('getListPage', { size: 100 }, centre));
    expect(north).toEqual(cy);
    // An export, which runs later without its requester, holds the rows of the requester's scope.
    expect((await exported({ columns: [{ field: 'jobNo', title: 'Job' }], sort: 'jobNo', order: 'asc' }, centre)).slice(1).flat()).toEqual(north);
    expect(jobNos(await eng('getListPage', { size: 100 }))).toEqual(expect.arrayContaining(['E1001', 'E2001', 'E2002', 'E2101', 'E2102', 'T901']));
    // A filter for another outlet gives nothing rather than that outlet's engineers.
    expect(jobNos(await eng('getListPage', { filters: { deptId: String(await deptId('ASC-SH-PD')) } }, chaoyang))).toEqual([]);

    const liu = (await eng('getListPage', { filters: { jobNo: 'E2001' } })).json().objx.records[0];
    expect((await eng('getById', { id: liu.id }, chaoyang)).statusCode).toBe(404);
    expect((await eng('update', { id: liu.id, dailyCapacity: 3 }, centre)).statusCode).toBe(404);
    expect((await eng('batchDepart', { ids: [liu.id] }, chaoyang)).statusCode).toBe(404);
    expect((await eng('getPromotionList', { engineerId: liu.id }, chaoyang)).statusCode).toBe(404);
    // An outlet adds engineers only to outlets it covers; the editor offers only those.
    const outlets = (await eng('init', {}, chaoyang)).json().objx.outlets.map((o: { code: string }) => o.code);
    expect(outlets).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
    expect((await newEngineer('ASC-SH-PD', {}, { ...chaoyang, 'accept-language': 'en-US' })).json().msg).toBe('deptId: The resource does not exist');
    expect((await newEngineer('ASC-BJ-CY', {}, chaoyang)).statusCode).toBe(200);
  });

  it('departs engineers in a batch, which disables their logins, and brings one back', async () => {
    const empty = await eng('batchDepart', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toBe('请先选择记录');
    const a = (await newEngineer('ASC-SH-PD')).json().objx;
    const b = (await newEngineer('ASC-SH-MH')).json().objx;
    await t.login(a.loginAccount, { password: 'secret99' });
    const res = await eng('batchDepart', { ids: [a.id, b.id], reason: '合同到期' });
    expect(res.json()).toMatchObject({ type: 'success', objx: 2 });
    expect((await eng('getById', { id: a.id })).json().objx.postStat).toBe('dimission');
    await expect(t.login(a.loginAccount, { password: 'secret99' })).rejects.toThrow(/426/);
    // A departed engineer cannot depart again; the batch changes nothing then.
    const again = await eng('batchDepart', { ids: [a.id] }, en);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain(a.name);
    expect((await eng('updatePostStat', { id: a.id, postStat: 'leave' })).statusCode).toBe(409);
    expect((await eng('updatePostStat', { id: a.id, postStat: 'on_job', reason: '返聘' })).statusCode).toBe(200);
    await t.login(a.loginAccount, { password: 'secret99' });
    const history = (await eng('getPostStatList', { engineerId: a.id })).json().objx;
    expect(history.map((h: Payload) => [h.fromStat, h.toStat, h.reason, h.createdByName])).toEqual([
      ['dimission', 'on_job', '返聘', '总部管理员'],
      ['on_job', 'dimission', '合同到期', '总部管理员'],
    ]);
  });

  it('promotes in a batch with a promotion record per engineer, and only upwards', async () => {
    expect((await eng('batchPromote', { ids: [], level: 'advanced' })).json().msg).toBe('请先选择记录');
    const a = (await newEngineer('ASC-BJ-CY')).json().objx;
    const b = (await newEngineer('ASC-BJ-CY', { level: 'intermediate' })).json().objx;
    const res = await eng('batchPromote', { ids: [a.id, b.id], level: 'advanced', promotedOn: '2026-05-01', reason: '考核通过' }, centre);
    expect(res.json()).toMatchObject({ type: 'success', objx: 2 });
    const records = (await eng('getPromotionList', { engineerId: b.id }, chaoyang)).json().objx;
    expect(records).toEqual([expect.objectContaining({ fromLevel: 'intermediate', toLevel: 'advanced', promotedOn: '2026-05-01', reason: '考核通过', createdByName: '华北中心主管' })]);
    const down = await eng('batchPromote', { ids: [a.id], level: 'novice' }, en);
    expect(down.statusCode).toBe(409);
    expect((await eng('batchPromote', { ids: [a.id], level: 'guru' }, en)).json().msg).toBe('level: is not one of its options');
    // The editor cannot change the level: only a promotion, with its record, does.
    expect((await eng('update', { id: a.id, level: 'senior' })).json().msg).toBe('级别只能通过晋升变更');
    const seeded = (await eng('getListPage', { filters: { jobNo: 'E1001' } })).json().objx.records[0];
    expect((await eng('getPromotionList', { engineerId: seeded.id })).json().objx.map((p: Payload) => p.toLevel)).toEqual(['senior', 'advanced']);
  });

  it('records inspections and keeps the login in step with an edit', async () => {
    const a = (await newEngineer('ASC-BJ-CY')).json().objx;
    const res = await eng('inspection', { engineerId: a.id, inspectedOn: '2026-04-02', result: 'rectify', score: 72, remark: '工具摆放不规范' }, chaoyang);
    expect(res.statusCode).toBe(200);
    expect((await eng('getInspectionList', { engineerId: a.id })).json().objx).toEqual([
      expect.objectContaining({ inspectedOn: '2026-04-02', result: 'rectify', score: 72, createdByName: '朝阳网点经理' }),
    ]);
    const edited = await eng('update', { id: a.id, name: '改名工程师', mobile: '13900008888', deptId: await deptId('ASC-SH-PD'), loginAccount: 'renamed.engineer' });
    expect(edited.json().objx).toMatchObject({ name: '改名工程师', refLabels: { deptId: '上海浦东网点' } });
    const [user] = await db.select().from(s.sysUser).where(eq(s.sysUser.id, a.userId));
    expect(user).toMatchObject({ username: 'renamed.engineer', name: '改名工程师', phone: '13900008888' });
    const [membership] = await db.select().from(s.sysUserTenant).where(eq(s.sysUserTenant.userId, a.userId));
    expect(membership.deptId).toBe(await deptId('ASC-SH-PD'));
    expect((await eng('update', { id: a.id, loginAccount: 'engineer_wang' }, en)).json().msg).toBe('The login account already exists');
  });

  it('runs a change request through the snEngineerChange process: pending for the centre, applied or rejected from My Process', async () => {
    const wf = (url: string, payload: object, headers: Record<string, string>) => t.request({ method: 'POST', url: `/act/wf/${url}`, headers, payload });
    const a = (await newEngineer('ASC-BJ-CY')).json().objx;
    const request = (await change('add', { engineerId: a.id, reason: '学历提升', values: { education: 'master' } }, chaoyang)).json().objx;
    const pending = (await wf('getProcessListPage', { type: 'pending', filters: { definitionKey: 'snEngineerChange' } }, centre)).json().data.records;
    const instance = pending.find((p: { businessId: number }) => p.businessId === request.id);
    expect(instance).toMatchObject({ status: 'running', currentStepKey: 'centreReview', initiatorName: '朝阳网点经理', remark: '学历提升' });
    const taskId = (await wf('getById', { id: instance.id }, centre)).json().data.myTaskId;
    expect((await wf('approve', { taskId }, centre)).json().data.status).toBe('approved');
    expect((await change('getById', { id: request.id }, centre)).json().objx.status).toBe('approved');
    expect((await eng('getById', { id: a.id })).json().objx.education).toBe('master');

    const second = (await change('add', { engineerId: a.id, values: { dailyCapacity: 3 } }, chaoyang)).json().objx;
    const [next] = (await wf('getProcessListPage', { type: 'initiated', filters: { status: 'running', definitionKey: 'snEngineerChange' } }, chaoyang)).json().data.records;
    expect(next.businessId).toBe(second.id);
    const nextTask = (await wf('getById', { id: next.id }, centre)).json().data.myTaskId;
    expect((await wf('reject', { taskId: nextTask, toStep: 0, reason: '产能不足' }, centre)).json().data.status).toBe('rejected');
    expect((await change('getById', { id: second.id }, centre)).json().objx).toMatchObject({ status: 'rejected', rejectReason: '产能不足' });
  });

  it('applies an outlet change request once its centre approves it, and keeps the history', async () => {
    const a = (await newEngineer('ASC-BJ-CY')).json().objx;
    const asked = await change('add', { engineerId: a.id, reason: '手机号变更', values: { mobile: '13900007777', dailyCapacity: 6, education: 'bachelor' } }, chaoyang);
    expect(asked.statusCode).toBe(200);
    const request = asked.json().objx;
    expect(request).toMatchObject({ status: 'pending', engineerName: a.name, deptName: '北京朝阳网点', requestedByName: '朝阳网点经理' });
    // Only the fields that change are kept, with their old and new values.
    expect(request.changes).toEqual([
      { field: 'mobile', old: a.mobile, new: '13900007777' },
      { field: 'education', old: 'college', new: 'bachelor' },
    ]);
    expect((await change('add', { engineerId: a.id, values: { dailyCapacity: 9 } }, chaoyang)).json().msg).toBe('已有待审核的变更申请');
    expect((await change('add', { engineerId: a.id, values: { level: 'senior' } }, chaoyang)).statusCode).toBe(400);
    // The outlet may not decide its own request; the centre does.
    expect((await change('audit', { id: request.id }, chaoyang)).statusCode).toBe(403);
    const approved = await change('audit', { id: request.id }, centre);
    expect(approved.json().objx).toMatchObject({ status: 'approved', decidedByName: '华北中心主管' });
    expect((await eng('getById', { id: a.id })).json().objx).toMatchObject({ mobile: '13900007777', education: 'bachelor' });
    expect((await db.select().from(s.sysUser).where(eq(s.sysUser.id, a.userId)))[0].phone).toBe('13900007777');
    expect((await change('audit', { id: request.id }, centre)).statusCode).toBe(409);

    // A rejection needs a reason; a request the engineer has outrun since is refused and changes nothing.
    const second = (await change('add', { engineerId: a.id, values: { dailyCapacity: 12 } }, chaoyang)).json().objx;
    expect((await change('reject', { id: second.id, rejectReason: ' ' }, centre)).json().msg).toBe('驳回请在备注中填写原因');
    await eng('update', { id: a.id, dailyCapacity: 7 });
    expect((await change('audit', { id: second.id }, centre)).statusCode).toBe(409);
    expect((await change('getById', { id: second.id }, centre)).json().objx.status).toBe('pending');
    const rejected = await change('reject', { id: second.id, rejectReason: '产能已调整' }, centre);
    expect(rejected.json().objx).toMatchObject({ status: 'rejected', rejectReason: '产能已调整' });
    const history = (await change('getListPage', { filters: { engineerId: String(a.id) } }, chaoyang)).json().objx;
    expect(history.records.map((r: Payload) => r.status)).toEqual(['rejected', 'approved']);
    // Another outlet's requests are out of sight.
    expect((await change('getListPage', { filters: { engineerId: String(a.id) } }, haidian)).json().objx.total).toBe(0);
    expect((await change('getById', { id: second.id }, haidian)).statusCode).toBe(404);
  });

  it('never shows or touches another tenant engineers', async () => {
    const admin2 = await t.login('admin2', { tenantId: 2 });
    expect((await eng('getListPage', {}, admin2)).json().objx.total).toBe(0);
    const wang = (await eng('getListPage', { filters: { jobNo: 'E1001' } })).json().objx.records[0];
    for (const [verb, payload] of [
      ['getById', { id: wang.id }],
      ['update', { id: wang.id, dailyCapacity: 1 }],
      ['updatePostStat', { id: wang.id, postStat: 'leave' }],
      ['batchDepart', { ids: [wang.id] }],
      ['batchPromote', { ids: [wang.id], level: 'senior' }],
      ['getPromotionList', { engineerId: wang.id }],
      ['inspection', { engineerId: wang.id, inspectedOn: '2026-01-01', result: 'pass' }],
    ] as const) {
      expect((await eng(verb, payload, admin2)).statusCode, verb).toBe(404);
    }
    expect((await change('add', { engineerId: wang.id, values: { dailyCapacity: 1 } }, admin2)).statusCode).toBe(404);
    expect((await eng('getById', { id: wang.id })).json().objx.dailyCapacity).toBe(8);
  });

  it('refuses every route to a caller without its permission', async () => {
    const engineer = await t.login('engineer_wang');
    const customer = await t.login('customer_li');
    const denied: [string, string, Payload, Record<string, string>][] = [
      ['snSiteEngineer', 'init', {}, customer],
      ['snSiteEngineer', 'getListPage', {}, customer],
      ['snSiteEngineer', 'getById', { id: 1 }, customer],
      ['snSiteEngineer', 'getPromotionList', { engineerId: 1 }, customer],
      ['snSiteEngineer', 'getPostStatList', { engineerId: 1 }, customer],
      ['snSiteEngineer', 'getInspectionList', { engineerId: 1 }, customer],
      ['snSiteEngineer', 'save', {}, engineer],
      ['snSiteEngineer', 'update', { id: 1 }, chaoyang],
      ['snSiteEngineer', 'updatePostStat', { id: 1, postStat: 'leave' }, engineer],
      ['snSiteEngineer', 'batchDepart', { ids: [1] }, haidian],
      ['snSiteEngineer', 'batchPromote', { ids: [1], level: 'senior' }, chaoyang],
      ['snSiteEngineer', 'inspection', { engineerId: 1, inspectedOn: '2026-01-01', result: 'pass' }, engineer],
      ['snSiteEngineer', 'export', { columns: [{ field: 'jobNo', title: 'x' }] }, engineer],
      ['snEngineerChange', 'getListPage', {}, engineer],
      ['snEngineerChange', 'getById', { id: 1 }, engineer],
      ['snEngineerChange', 'add', { engineerId: 1, values: {} }, centre],
      ['snEngineerChange', 'audit', { id: 1 }, chaoyang],
      ['snEngineerChange', 'reject', { id: 1, rejectReason: 'x' }, haidian],
    ];
    for (const [group, verb, payload, headers] of denied) {
      const res = await call(group, verb, payload, headers);
      expect(res.statusCode, `${group}/${verb}`).toBe(403);
      expect(res.json()).toMatchObject({ type: 'error', msg: '当前操作没有权限' });
    }
  });
});
