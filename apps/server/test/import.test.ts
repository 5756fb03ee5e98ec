/** Import from xlsx: template, per-row validation, result file of rejected rows, all-or-nothing. */
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { basServiceType } from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

const COLUMNS = [
  { field: 'code', title: '编码' },
  { field: 'name', title: '名称' },
  { field: 'orderType', title: '工单类型' },
  { field: 'sort', title: '排序' },
];

const sheetRows = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return { sheet, rows: sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1)) };
};

describe('import from xlsx', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const db = t.deps.database.db;

  const template = async () => {
    const res = await t.request({ method: 'POST', url: '/basic/basServiceType/importTemplate', headers: admin, payload: { columns: COLUMNS } });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const fill = async (rows: unknown[][]) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await template()) as unknown as ArrayBuffer);
    for (const row of rows) workbook.worksheets[0].addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const upload = (content: Buffer, fields: Record<string, string> = {}, headers = admin) => {
    const body = multipart({ name: 'import.xlsx', content }, fields);
    return t.request({ method: 'POST', url: '/basic/basServiceType/getListByExcel', headers: { ...headers, ...body.headers }, payload: body.payload });
  };

  it('offers a template: a hidden row of field keys, then the titles', async () => {
    const { sheet, rows } = await sheetRows(await template());
    expect(rows[0]).toEqual(['code', 'name', 'orderType', 'sort']);
    expect(sheet.getRow(1).hidden).toBe(true);
    expect(rows[1]).toEqual(['编码', '名称', '工单类型', '排序']);
  });

  it('imports the valid rows and lists every rejected one with its reason in a downloadable result file', async () => {
    const file = await fill([
      ['IMP-1', '导入一', 'repair', 1],
      ['IMP-2', '导入二', '安装', 2],
      ['IMP-3', '导入三', 'Complaint', 3],
      ['IMP-4', '', 'repair', 4],
      ['INST-AC', '与库中重复', 'repair', 5],
      ['IMP-1', '与文件内重复', 'repair', 6],
      ['IMP-7', '排序错误', 'repair', -5],
      ['IMP-8', '类型不存在', 'nope', 8],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(200);
    const result = res.json().objx;
    expect(result).toMatchObject({ total: 8, succeeded: 3, failed: 5 });
    const imported = await db.select().from(basServiceType).where(and(eq(basServiceType.tenantId, 1), like(basServiceType.code, 'IMP-%')));
    expect(imported.map((r) => [r.code, r.orderType]).sort()).toEqual([
      ['IMP-1', 'repair'],
      ['IMP-2', 'install'],
      ['IMP-3', 'complaint'],
    ]);

    const download = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers: admin, payload: { id: result.resultId } });
    const { rows } = await sheetRows(download.rawPayload);
    expect(rows[1]).toEqual(['编码', '名称', '工单类型', '排序', '行号', '失败原因']);
    expect(rows.slice(2).map((r) => [r[0], r[4], r[5]])).toEqual([
      ['IMP-4', 6, '名称不能为空'],
      ['INST-AC', 7, '编码已存在'],
      ['IMP-1', 8, '编码已存在'],
      ['IMP-7', 9, '排序不能小于0'],
      ['IMP-8', 10, '工单类型不是可选的值'],
    ]);
  });

  it('writes nothing when all-or-nothing is asked and one row is bad', async () => {
    const res = await upload(await fill([['AON-1', '全部或无', 'repair', 1], ['AON-2', '', 'repair', 2]]), { allOrNothing: 'true' });
    expect(res.json().objx).toMatchObject({ total: 2, succeeded: 0, failed: 2 });
    expect(await db.select().from(basServiceType).where(like(basServiceType.code, 'AON-%'))).toHaveLength(0);
  });

  it('judges the file by its content and refuses what is not its template', async () => {
    const text = await upload(Buffer.from('code,name\nA,B\n'), {}, { ...admin, 'accept-language': 'en-US' });
    expect(text.statusCode).toBe(400);
    expect(text.json().msg).toBe('The file format is not allowed!');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['whatever', 'name']);
    const foreign = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toBe('文件不是本功能的导入模板，请先下载模板');
  });

  it('needs the import permission', async () => {
    const engineer = await t.login('engineer_wang');
    expect((await upload(await fill([['DENY-1', 'x', 'repair', 1]]), {}, engineer)).statusCode).toBe(403);
    expect(await db.select().from(basServiceType).where(eq(basServiceType.code, 'DENY-1'))).toHaveLength(0);
  });
});
