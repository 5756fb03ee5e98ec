/**
 * The other work-order screens in a real browser (工单业务): e-commerce and shop orders imported from the template
 * (the same file again creates nothing, each row saying why).
 */
import ExcelJS from 'exceljs';
import { expect, type Page, test } from '@playwright/test';
import { basicApi, idByCode, login, openMenu, tomorrowDay, useLanguage } from './helpers.ts';
import { newOrder } from './order-steps.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

/** A call with the signed-in user's session (for the ids an application needs). */
async function api<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const session = Object.values(localStorage)
        .map((v) => {
          try {
            return JSON.parse(v);
          } catch {
            return null;
          }
        })
        .find((v) => v?.accessToken);
      const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, 'TENANT-ID': '1' }, body: JSON.stringify(body) });
      return (await res.json()).objx;
    },
    { path, body },
  );
}
const firstId = async (page: Page, resource: string) => (await api<{ records: { id: number }[] }>(page, `/basic/${resource}/getListPage`, { size: '1' })).records[0].id;

async function downloaded(page: Page, click: () => Promise<unknown>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of (await download.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

test('e-commerce orders are imported from the template once: the same file again creates nothing', async ({ page }) => {
  const run = String(Date.now()).slice(-6);
  await login(page);
  await openMenu(page, 'workorder', 'workorder.ecommerce');
  const grid = page.getByTestId('resource-orderEBusiness');
  await expect(grid).toBeVisible();

  // References as a person types them: by name or by code.
  const values: Record<string, unknown> = {
    source: '电商',
    orderType: '安装',
    serviceTypeId: '空调安装',
    userType: '1',
    brand: '示范',
    categoryId: 'AC',
    customerName: '端到端电商客户',
    phone: '13800002222',
    provinceId: '110000',
    cityId: '110100',
    districtId: '朝阳区',
    address: '朝阳区电商路 1 号',
  };
  await page.getByTestId('import').click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloaded(page, () => page.getByTestId('import-template').click())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const keys = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  expect(keys).toEqual(expect.arrayContaining(['externalNo', 'source', 'serviceTypeId']));
  for (const externalNo of [`TB-${run}-1`, `TB-${run}-2`]) sheet.addRow(keys.map((k) => ({ ...values, externalNo })[k] ?? null));
  const file = Buffer.from(await workbook.xlsx.writeBuffer());

  // The whole file or nothing: the choice is fixed.
  await expect(page.getByTestId('import-all-or-nothing')).toBeChecked();
  await expect(page.getByTestId('import-all-or-nothing')).toBeDisabled();
  const upload = async () => {
    await page.getByTestId('import-dialog').locator('input[type=file]').setInputFiles({ name: 'shop-orders.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await page.getByTestId('import-submit').click();
  };
  await upload();
  await expect(page.getByTestId('import-result')).toContainText('共 2 行，导入成功 2 行，失败 0 行');
  await upload();
  await expect(page.getByTestId('import-result')).toContainText('共 2 行，导入成功 0 行，失败 2 行');
  await expect(page.getByTestId('import-rejected').locator('tr.ant-table-row')).toHaveText([/^3\s*店铺订单号已存在$/, /^4\s*店铺订单号已存在$/]);
  await page.getByRole('dialog').getByRole('button', { name: '关 闭', exact: true }).click();

  await expect(grid.locator('tr.ant-table-row').filter({ hasText: `TB-${run}-1` })).toContainText('电商');
  await expect(grid.locator('tr.ant-table-row').filter({ hasText: `TB-${run}` })).toHaveCount(2);
});

test('a return/exchange application is filed by the centre, rejected without a reason refused, then approved', async ({ page }) => {
  const serial = `SN-E2E-${String(Date.now()).slice(-6)}`;
  await login(page, 'centre_north');
  await openMenu(page, 'workorder', 'workorder.exchange');
  const grid = page.getByTestId('resource-exchangeBill');
  await expect(grid).toBeVisible();
  const bill = await api<{ id: number; billNo: string }>(page, '/basic/wkExchangeBill/add', {
    type: 'exchange',
    source: 'customer',
    reason: '压缩机损坏',
    categoryId: await firstId(page, 'basItemCategory'),
    serialNo: serial,
    consignee: '端到端收货人',
    contact: '13800003333',
    address: '朝阳区退换路 3 号',
  });
  await grid.getByRole('button', { name: '刷新' }).click();
  const row = grid.locator('tr.ant-table-row').filter({ hasText: bill.billNo });
  await expect(row).toContainText('待提交');
  await row.getByTestId('exchange-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('审核中');

  // A rejection without a reason is not sent.
  await row.getByTestId('exchange-reject').click();
  await page.getByRole('dialog').filter({ has: page.getByTestId('exchange-command') }).getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('驳回或取消请填写原因')).toBeVisible();
  await page.getByRole('dialog').filter({ has: page.getByTestId('exchange-command') }).getByRole('button', { name: /取\s*消|Cancel/ }).click();

  await row.getByTestId('exchange-approve').click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toContainText('已审核');
  await expect(row.getByTestId('exchange-oldShipped')).toBeVisible();
  await expect(row.getByTestId('exchange-approve')).toHaveCount(0);
});

test('an order in its replacement (SRA) sub-flow files its return/exchange application from its detail and links to it', async ({ page, request }) => {
  const admin = await basicApi(request);
  const order = await newOrder(request, { phone: `137${String(Date.now()).slice(-8)}` });
  const centres: { id: number; code: string }[] = await admin.get('/admin/dept/getData?kind=centre');
  await admin('soOrderDispatch/assignOrg', { id: order.id, centreId: centres.find((d) => d.code === 'SC-N')!.id });
  await admin('soOrderDispatch/assignSite', { id: order.id, siteId: await idByCode(admin, 'snUser', 'ASC-BJ-CY') });
  await admin('siteOrderDeal/accept', { id: order.id });
  await admin('siteOrderDeal/book', { id: order.id, appointAt: `${tomorrowDay()} 10:00` });
  await admin('soOrderHandle/checkIn', { id: order.id });
  await admin('soOrderDispatch/creatSRAOrder', { id: order.id });

  await login(page);
  await page.goto(`/workorder/order/detail/${order.id}`);
  const card = page.getByTestId('order-exchanges');
  await expect(card).toContainText('该工单还没有退换机申请', { timeout: 45_000 });
  await card.getByTestId('order-exchange-create').click();
  const dialog = page.getByRole('dialog');
  // Filled in from the order: the customer and the address; the order has no serial number, so it is typed.
  await expect(dialog.locator('#consignee')).toHaveValue('端到端');
  await expect(dialog.locator('#address')).toHaveValue('北京市朝阳区望京街 1 号');
  await dialog.locator('#serialNo').fill(`SN-SRA-${String(Date.now()).slice(-6)}`);
  await dialog.locator('#reason').fill('压缩机损坏，需要换机');
  await dialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card.getByTestId('order-exchange')).toHaveCount(1);
  await expect(card.getByTestId('order-exchange')).toContainText('待提交');
  await expect(card.getByTestId('order-exchange-create')).toHaveCount(0);

  await card.getByTestId('order-exchanges-open').click();
  const grid = page.getByTestId('resource-exchangeBill');
  await expect(grid.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(grid.locator('tr.ant-table-row')).toContainText(order.orderNo);
});
