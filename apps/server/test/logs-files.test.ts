/** The log screen (page, delete, front-end error logs) and files (upload, download, page, delete). */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysFile, sysLog } from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('logs', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { db } = t.deps.database;

  const clientLogs = (headers: Record<string, string>, payload: object) => t.request({ method: 'POST', url: '/admin/log/logs', headers, payload });
  const logPage = (headers: Record<string, string>, query: Record<string, string> = {}) => t.request({ method: 'GET', url: '/admin/log/page', headers, query });
  const countLogs = async (title: string) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(sysLog).where(and(eq(sysLog.type, '1'), eq(sysLog.title, title))))[0].n;

  it('stores the web client error logs as front-end error rows of the caller, tokens in addresses masked', async () => {
    const res = await clientLogs(engineer, [
      { type: 'error', url: 'http://host/#/wel/index', message: 'engineer-error-1', stack: 'at a (app.js:1)', info: 'render', time: '2024-05-01 10:00:00' },
      { type: 'ajax', url: 'ws://host/act/ws/info?access_token=SECRET&TENANT-ID=1', message: 'engineer-error-2' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: null, data: true });
    const records = (await logPage(admin, { type: '1', title: 'engineer-error' })).json().data.records;
    expect(records.map((r: { title: string }) => r.title).sort()).toEqual(['engineer-error-1', 'engineer-error-2']);
    const first = records.find((r: { title: string }) => r.title === 'engineer-error-1');
    expect(first).toMatchObject({ type: '1', createBy: 'engineer_wang', requestUri: 'http://host/#/wel/index', exception: 'at a (app.js:1)' });
    expect(JSON.parse(first.params)).toMatchObject({ type: 'error', info: 'render', time: '2024-05-01 10:00:00' });
    const second = records.find((r: { title: string }) => r.title === 'engineer-error-2');
    expect(second.requestUri).toBe('ws://host/act/ws/info?access_token=******&TENANT-ID=1');
  });

  it('pages newest first and filters by type, title, user and date range', async () => {
    await clientLogs(admin, [{ message: 'filter-a' }]);
    await clientLogs(admin, [{ message: 'filter-b' }]);
    const page = (await logPage(admin, { title: 'filter-', size: '1' })).json().data;
    expect(page).toMatchObject({ total: 2, size: 1, current: 1, pages: 2 });
    expect(page.records[0].title).toBe('filter-b');
    expect(page.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await logPage(admin, { title: 'filter-', createBy: 'engineer_wang' })).json().data.total).toBe(0);
    expect((await logPage(admin, { title: 'filter-', username: 'admin' })).json().data.total).toBe(2);
    const day = (offset: number) => {
      const d = new Date(Date.now() + offset * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    expect((await logPage(admin, { title: 'filter-', beginTime: day(0), endTime: day(0) })).json().data.total).toBe(2);
    expect((await logPage(admin, { title: 'filter-', endTime: day(-1) })).json().data.total).toBe(0);
    expect((await logPage(admin, { title: 'filter-', beginTime: `${day(1)} 00:00:00` })).json().data.total).toBe(0);
    // Every write leaves an operation-log row (type 0), written just after the answer.
    await expect.poll(async () => (await logPage(admin, { type: '0', title: 'front-end error logs', username: 'admin' })).json().data.total).toBeGreaterThan(0);
  });

  it('deletes one log or a list of them', async () => {
    await clientLogs(admin, [{ message: 'del-1' }, { message: 'del-2' }, { message: 'del-3' }]);
    const ids = (await logPage(admin, { title: 'del-' })).json().data.records.map((r: { id: number }) => r.id);
    expect((await t.request({ method: 'DELETE', url: `/admin/log/${ids[0]}`, headers: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/admin/log/${ids[0]}`, headers: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/admin/log', headers: admin, payload: ids.slice(1) })).json()).toMatchObject({ code: 0, data: true });
    expect((await logPage(admin, { title: 'del-' })).json().data.total).toBe(0);
  });

  it('keeps tenants apart: another tenant can neither list nor delete the logs', async () => {
    await clientLogs(admin, [{ message: 'tenant-one-only' }]);
    const [row] = (await logPage(admin, { title: 'tenant-one-only' })).json().data.records;
    expect((await logPage(admin2, { title: 'tenant-one-only' })).json().data.total).toBe(0);
    expect((await logPage({ ...admin, 'TENANT-ID': '2' }, { title: 'tenant-one-only' })).json().data.total).toBe(0);
    expect((await logPage({ ...admin2, 'TENANT-ID': '1' })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/admin/log/${row.id}`, headers: admin2 })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/admin/log/', headers: admin2, payload: [row.id] })).statusCode).toBe(404);
    expect(await countLogs('tenant-one-only')).toBe(1);
    await clientLogs(admin2, [{ message: 'tenant-two-only' }]);
    expect((await logPage(admin, { title: 'tenant-two-only' })).json().data.total).toBe(0);
  });

  it('refuses the log screen to users without its permissions, who may still send their error logs', async () => {
    await clientLogs(admin, [{ message: 'not-for-engineers' }]);
    const [row] = (await logPage(admin, { title: 'not-for-engineers' })).json().data.records;
    expect((await logPage(engineer)).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/admin/log/${row.id}`, headers: engineer })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: '/admin/log', headers: engineer, payload: [row.id] })).statusCode).toBe(403);
    expect(await countLogs('not-for-engineers')).toBe(1);
    expect((await clientLogs({ 'TENANT-ID': '1' }, [{ message: 'anonymous' }])).statusCode).toBe(401);
  });

  it('rejects bad input naming the field, and writes nothing', async () => {
    const en = { ...admin, 'accept-language': 'en-US' };
    const tooMany = await clientLogs(en, Array.from({ length: 101 }, () => ({ message: 'flood' })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().code).toBe(1);
    const tooLong = await clientLogs(en, [{ message: 'flood' }, { message: 'flood', stack: 'x'.repeat(10_001) }]);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().msg).toContain('1.stack');
    expect((await clientLogs(en, [{ message: 'flood', url: 42 }])).statusCode).toBe(400);
    expect((await clientLogs(en, [{ type: 'error' }])).json().msg).toBe('0.message: cannot be empty');
    expect((await clientLogs(en, { message: 'flood' })).statusCode).toBe(400);
    expect((await clientLogs(en, [])).statusCode).toBe(400);
    expect(await countLogs('flood')).toBe(0);
    const queries: Record<string, string>[] = [{ type: '7' }, { beginTime: '2024-02-30' }, { endTime: 'yesterday' }, { size: '0' }, { current: 'x' }, { title: 'x'.repeat(256) }];
    for (const query of queries) {
      expect((await logPage(en, query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await t.request({ method: 'DELETE', url: '/admin/log', headers: en, payload: [] })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/admin/log', headers: en, payload: ['x'] })).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/admin/log/abc', headers: en })).statusCode).toBe(400);
  });
});

describe('files', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const engineer = await t.login('engineer_wang');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const { db } = t.deps.database;
  const { filesDir } = t.deps.config;

  const upload = (headers: Record<string, string>, name: string, content: Buffer, field?: string) => {
    const body = multipart({ name, content, field });
    return t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const get = (headers: Record<string, string>, url: string, query?: Record<string, string>) => t.request({ method: 'GET', url, headers, query });
  const filesOnDisk = () => (fs.existsSync(filesDir) ? fs.readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0);
  const rowsNamed = async (original: string) => (await db.select().from(sysFile).where(eq(sysFile.original, original))).length;

  it('uploads a real PNG into the tenant folder and downloads it back, by path and pig style', async () => {
    const res = await upload(admin, '现场照片.png', PNG);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ bucketName: '1', original: '现场照片.png', url: `/admin/sys-file/1/${data.fileName}` });
    expect(data.fileName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(fs.readFileSync(path.join(filesDir, '1', data.fileName))).toEqual(PNG);
    const [row] = await db.select().from(sysFile).where(eq(sysFile.id, data.id));
    expect(row).toMatchObject({ tenantId: 1, type: 'image/png', fileSize: PNG.length, original: '现场照片.png' });

    const byPath = await get(engineer, data.url);
    expect(byPath.statusCode).toBe(200);
    expect(byPath.headers['content-type']).toBe('image/png');
    expect(byPath.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('现场照片.png')}`);
    expect(byPath.rawPayload).toEqual(PNG);
    const pig = await get(admin, '/admin/sys-file/oss/file', { fileName: data.fileName });
    expect(pig.rawPayload).toEqual(PNG);
  });

  it('accepts common documents, judged by content, and serves them as downloads', async () => {
    const csv = Buffer.from('编码,名称\r\nA01,空调\r\n');
    const res = await upload(engineer, 'C:\\fakepath\\parts.csv', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.original).toBe('parts.csv');
    const download = await get(admin, res.json().data.url);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''parts.csv");
    expect(download.rawPayload).toEqual(csv);
    expect((await upload(admin, 'manual.pdf', Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).statusCode).toBe(200);
  });

  it('refuses a file whose content is not what its name says, and a file of no accepted kind, writing nothing', async () => {
    const before = filesOnDisk();
    for (const [name, content] of [
      ['fake.png', Buffer.from('this is plain text, not an image')],
      ['photo.jpg', PNG],
      ['tool.exe', Buffer.from('MZ\x90\x00\x03\x00', 'latin1')],
      ['noextension', Buffer.from('text')],
      ['empty.txt', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(admin, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ code: 1, msg: '上传文件格式不正确！', data: null });
      expect(await rowsNamed(name)).toBe(0);
    }
    expect(filesOnDisk()).toBe(before);
  });

  it('refuses oversize files with 413 in the envelope (attachments 15 MB, images 5 MB), writing nothing', async () => {
    const before = filesOnDisk();
    const big = await upload(admin, 'big.txt', Buffer.alloc(15 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 1, msg: '上传文件大小不能超过15M', data: null });
    const bigImage = await upload({ ...admin, 'accept-language': 'en-US' }, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(bigImage.statusCode).toBe(413);
    expect(bigImage.json().msg).toBe('The file cannot be larger than 5 MB');
    expect(await rowsNamed('big.txt')).toBe(0);
    expect(await rowsNamed('big.png')).toBe(0);
    expect(filesOnDisk()).toBe(before);
  });

  it('asks for a file when the request carries none', async () => {
    const wrongField = await upload(admin, 'a.png', PNG, 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().msg).toBe('请选择要上传的文件');
    expect((await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: admin, payload: { file: 'x' } })).statusCode).toBe(400);
    expect((await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { 'TENANT-ID': '1', ...multipart({ name: 'a.png', content: PNG }).headers } })).statusCode).toBe(401);
  });

  it('pages the tenant files newest first with the uploader, and deletes row and disk file', async () => {
    const first = (await upload(admin, 'page-first.txt', Buffer.from('1'))).json().data;
    const second = (await upload(admin, 'page-second.txt', Buffer.from('2'))).json().data;
    const listed = (await get(admin, '/admin/sys-file/page', { original: 'page-', size: '10' })).json().data;
    expect(listed.total).toBe(2);
    expect(listed.records.map((r: { id: number }) => r.id)).toEqual([second.id, first.id]);
    expect(listed.records[0]).toMatchObject({ original: 'page-second.txt', type: 'text/plain', fileSize: 1, createBy: 'admin', url: second.url });

    expect((await t.request({ method: 'DELETE', url: `/admin/sys-file/${first.id}`, headers: admin })).statusCode).toBe(200);
    expect(fs.existsSync(path.join(filesDir, '1', first.fileName))).toBe(false);
    expect((await get(admin, first.url)).statusCode).toBe(404);
    expect((await get(admin, '/admin/sys-file/page', { original: 'page-' })).json().data.total).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/admin/sys-file/${first.id}`, headers: admin })).statusCode).toBe(404);
  });

  it('keeps tenants apart: another tenant can neither download, list nor delete a file', async () => {
    const mine = (await upload(admin, 'tenant-one.png', PNG)).json().data;
    expect((await get(admin2, mine.url)).statusCode).toBe(404);
    expect((await get(admin2, '/admin/sys-file/oss/file', { fileName: mine.fileName })).statusCode).toBe(404);
    expect((await get(admin2, '/admin/sys-file/oss/file', { bucket: '1', fileName: mine.fileName })).statusCode).toBe(404);
    expect((await get({ ...admin, 'TENANT-ID': '2' }, mine.url)).statusCode).toBe(404);
    expect((await get({ ...admin2, 'TENANT-ID': '1' }, mine.url)).statusCode).toBe(403);
    expect((await get(admin2, '/admin/sys-file/page', { original: 'tenant-one' })).json().data.total).toBe(0);
    expect((await t.request({ method: 'DELETE', url: `/admin/sys-file/${mine.id}`, headers: admin2 })).statusCode).toBe(404);
    expect(fs.existsSync(path.join(filesDir, '1', mine.fileName))).toBe(true);

    const theirs = (await upload(admin2, 'tenant-two.png', PNG)).json().data;
    expect(theirs.bucketName).toBe('2');
    expect(fs.existsSync(path.join(filesDir, '2', theirs.fileName))).toBe(true);
    expect((await get(admin, '/admin/sys-file/page', { original: 'tenant-two' })).json().data.total).toBe(0);
    expect((await get(admin2, theirs.url)).rawPayload).toEqual(PNG);
  });

  it('refuses the file screen to users without its permissions', async () => {
    const file = (await upload(admin, 'admins-only.txt', Buffer.from('x'))).json().data;
    expect((await get(engineer, '/admin/sys-file/page')).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/admin/sys-file/${file.id}`, headers: engineer })).statusCode).toBe(403);
    expect(await rowsNamed('admins-only.txt')).toBe(1);
    expect(fs.existsSync(path.join(filesDir, '1', file.fileName))).toBe(true);
  });

  it('rejects bad input with 400', async () => {
    const queries: Record<string, string>[] = [{ size: '0' }, { size: '501' }, { original: 'x'.repeat(256) }];
    for (const query of queries) {
      expect((await get(admin, '/admin/sys-file/page', query)).statusCode, JSON.stringify(query)).toBe(400);
    }
    expect((await get(admin, '/admin/sys-file/1/..%2F..%2Fsecret')).statusCode).toBe(400);
    expect((await get(admin, '/admin/sys-file/oss/file')).statusCode).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/admin/sys-file/abc', headers: admin })).statusCode).toBe(400);
  });
});
