/** Export tasks: streamed xlsx in the background, abort, download, delete, notification, restart survival. */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { basServiceType, intfDownloadRecord, sysJob } from '../src/db/schema.ts';
import type { RealtimeEvent } from '../src/platform/realtime/event-bus.ts';
import { createJobRunner } from '../src/platform/jobs/job-queue.ts';
import { createTestApp } from './helper.ts';

const COLUMNS = [
  { field: 'code', title: 'Code' },
  { field: 'name', title: 'Name' },
  { field: 'orderType', title: 'Order type' },
  { field: 'enabled', title: 'Enabled' },
];

describe('export tasks', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const db = t.deps.database.db;
  const events: RealtimeEvent[] = [];
  t.deps.events.subscribe((e) => events.push(e));

  const exportServiceTypes = async (body: Record<string, unknown>, headers = admin) =>
    t.request({ method: 'POST', url: '/basic/basServiceType/export', headers, payload: { columns: COLUMNS, ...body } });
  const intf = (verb: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/intf/intfDownloadRecord/${verb}`, headers, payload: payload as object });
  const record = async (id: number) => (await db.select().from(intfDownloadRecord).where(eq(intfDownloadRecord.id, id)))[0];

  it('streams the filtered, sorted rows with the caller language into an xlsx, then lets the owner download it', async () => {
    const res = await exportServiceTypes({ filters: { orderType: 'install,repair' }, sort: 'code', order: 'desc' }, { ...admin, 'accept-language': 'en-US' });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().objx;
    expect((await record(id)).status).toBe('processing');
    expect(await t.deps.jobs.runOnce()).toBe(true);
    const done = await record(id);
    expect(done).toMatchObject({ status: 'pending_download', rowCount: 3 });
    expect(done.fileName).toMatch(/^serviceType-\d{14}\.xlsx$/);
    expect(events).toContainEqual({ tenantId: 1, userId: 1, type: 'export', data: { id, status: 'pending_download', fileName: done.fileName } });

    const check = (await intf('checkDownLoad', { id })).json().objx;
    expect(check).toMatchObject({ status: 'pending_download', ready: true });
    const download = await intf('download', { id });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain(encodeURIComponent(done.fileName));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows).toEqual([
      ['Code', 'Name', 'Order type', 'Enabled'],
      ['RPR-HOME', '上门维修', 'Repair', 'Yes'],
      ['INST-WH', '热水器安装', 'Installation', 'Yes'],
      ['INST-AC', '空调安装', 'Installation', 'Yes'],
    ]);
    expect((await record(id)).status).toBe('downloaded');
    const list = (await intf('getListPage', { current: 1, size: 10 })).json().objx;
    expect(list.records[0]).toMatchObject({ id, status: 'downloaded', url: `/intf/intfDownloadRecord/download?id=${id}` });
    // A few kilobytes show as 0.01 MB, not 0.
    expect(list.records[0].sizeMb).toBe(0.01);
    // The task's URL downloads the same file with the session's headers.
    const byUrl = await t.request({ method: 'GET', url: list.records[0].url, headers: admin });
    expect(byUrl.statusCode).toBe(200);
    expect(byUrl.rawPayload.equals(download.rawPayload)).toBe(true);
    expect((await t.request({ method: 'GET', url: list.records[0].url })).statusCode).toBe(401);
  });

  it('deletes the file on request; a deleted file cannot be downloaded', async () => {
    const { id } = (await exportServiceTypes({})).json().objx;
    await t.deps.jobs.runOnce();
    const file = `${t.deps.config.filesDir}/exports/1/${id}.xlsx`;
    expect(fs.existsSync(file)).toBe(true);
    expect((await intf('updateStat', { id, stat: 'aborted' })).statusCode).toBe(409);
    const del = await intf('updateStat', { id, stat: 'deleteFile' });
    expect(del.json().objx).toMatchObject({ fileDeleted: true });
    expect(fs.existsSync(file)).toBe(false);
    const again = await intf('download', { id }, { ...admin, 'accept-language': 'en-US' });
    expect(again.statusCode).toBe(404);
    expect(again.json().msg).toBe('The content is empty and cannot be downloaded');
    const listed = (await intf('getListPage', { current: 1, size: 10 })).json().objx.records.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ fileDeleted: true, url: null });
    expect((await t.request({ method: 'GET', url: `/intf/intfDownloadRecord/download?id=${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('stops an aborted export, before it starts or between chunks, and leaves no file', async () => {
    const early = (await exportServiceTypes({})).json().objx.id;
    expect((await intf('updateStat', { id: early, stat: 'aborted' })).json().objx.status).toBe('aborted');
    await t.deps.jobs.runOnce();
    expect((await record(early)).status).toBe('aborted');
    expect(fs.existsSync(`${t.deps.config.filesDir}/exports/1/${early}.xlsx`)).toBe(false);

    // 2,500 rows make three chunks; the user aborts while the first chunk is being written.
    await db.insert(basServiceType).values(Array.from({ length: 2500 }, (_, i) => ({ tenantId: 1, code: `BULK-${i}`, name: `批量 ${i}`, orderType: 'repair' })));
    const mid = (await exportServiceTypes({})).json().objx.id;
    const repo = t.deps.resources.get('basServiceType')!;
    const original = repo.getMany;
    let chunks = 0;
    repo.getMany = async (...args) => {
      chunks++;
      // The user's abort lands while the first chunk is read (through the job's own transaction: PGlite has one connection).
      if (chunks === 1) await args[0].update(intfDownloadRecord).set({ status: 'aborted' }).where(eq(intfDownloadRecord.id, mid));
      return original.apply(repo, args);
    };
    try {
      await t.deps.jobs.runOnce();
    } finally {
      repo.getMany = original;
    }
    expect(chunks).toBe(1);
    expect((await record(mid)).status).toBe('aborted');
    expect(fs.existsSync(`${t.deps.config.filesDir}/exports/1/${mid}.xlsx`)).toBe(false);
  });

  it('keeps tasks to their owner, and exports to holders of the export permission', async () => {
    const { id } = (await exportServiceTypes({})).json().objx;
    const centre = await t.login('centre_north');
    for (const verb of ['checkDownLoad', 'download']) expect((await intf(verb, { id }, centre)).statusCode).toBe(404);
    expect((await intf('updateStat', { id, stat: 'aborted' }, centre)).statusCode).toBe(404);
    expect((await intf('getListPage', {}, centre)).json().objx.records).toEqual([]);
    const inTenant2 = { ...admin, 'TENANT-ID': '2' };
    expect((await intf('checkDownLoad', { id }, inTenant2)).statusCode).toBe(404);
    const engineer = await t.login('engineer_wang');
    const denied = await exportServiceTypes({}, engineer);
    expect(denied.statusCode).toBe(403);
    const bad = await exportServiceTypes({ columns: [] });
    expect(bad.statusCode).toBe(400);
    expect((await exportServiceTypes({ filters: { remark: 'x' } })).statusCode).toBe(400);
    await t.deps.jobs.runOnce();
  });

  it('survives a restart: a queued job, or one whose instance died while running, is run by the next instance', async () => {
    const queued = (await exportServiceTypes({})).json().objx.id;
    const stale = (await exportServiceTypes({})).json().objx.id;
    // The instance that claimed the second job died: its lock has lapsed.
    await db.execute(sql`update sys_job set status = 'running', locked_until = now() - interval '1 minute' where payload->>'recordId' = ${String(stale)}`);
    const next = createJobRunner(t.deps.database, { error: () => undefined });
    const { exportJob, EXPORT_JOB } = await import('../src/platform/exports/export.service.ts');
    next.handle(EXPORT_JOB, exportJob(t.deps));
    expect(await next.runOnce()).toBe(true);
    expect(await next.runOnce()).toBe(true);
    expect(await next.runOnce()).toBe(false);
    expect((await record(queued)).status).toBe('pending_download');
    expect((await record(stale)).status).toBe('pending_download');
    // The export jobs are done (the demo's evaluation SMS are due later).
    const jobs = await db.select().from(sysJob).where(eq(sysJob.type, EXPORT_JOB));
    expect(jobs.length).toBeGreaterThan(0);
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
  });
});
