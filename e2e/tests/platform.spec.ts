/** Platform screens in a real browser: the upload dialog's limits, a dictionary item's round trip, the SMS outbox. */
import { expect, type Page, test } from '@playwright/test';
import { login, openMenu, useLanguage } from './helpers.ts';

test.beforeEach(async ({ page }) => useLanguage(page, 'zh-CN'));

const MB = 1024 * 1024;
/** A suffix for the names a test creates: the test may run again on the same database. */
const unique = () => Date.now().toString(36);
/** The add / edit form (the items drawer is a dialog too). */
const form = (page: Page) => page.getByTestId('resource-form');
/**
 * An input of that form by its label. Not getByLabel: the list's search form gives a filterable field's input the
 * same id, so the dialog's <label for> points at the search input.
 */
const input = (page: Page, label: string) => form(page).locator('.ant-form-item').filter({ hasText: label }).locator('input');
const saveForm = (page: Page) => page.getByRole('dialog').filter({ has: form(page) }).getByRole('button', { name: /保\s*存/ }).click();
const confirm = (page: Page) => page.getByRole('dialog').filter({ hasText: '确定删除所选记录吗？' }).getByRole('button', { name: /确\s*定/ }).click();
const uploadInput = (page: Page) => page.getByTestId('upload-dialog').locator('input[type=file]');

test('the upload dialog refuses oversized and wrong-type files with the spec messages and uploads a good one', async ({ page }) => {
  const stamp = unique();
  await login(page);
  await openMenu(page, 'system', 'system.file');
  await page.getByTestId('file-upload').click();
  await expect(page.getByTestId('upload-dialog')).toBeVisible();

  // Over the 15 MB attachment limit: refused before anything is sent.
  await uploadInput(page).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(15 * MB + 1, 0x25) });
  await expect(page.getByText('上传文件大小不能超过15M')).toBeVisible();
  await expect(page.getByTestId('upload-summary')).toHaveText('已上传 0 个，成功 0 个，失败 0 个');

  // A name that lies about the content: the server judges the bytes and answers with the format message.
  await uploadInput(page).setInputFiles({ name: `photo-${stamp}.png`, mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
  await expect(page.getByText('上传文件格式不正确！').first()).toBeVisible();
  await expect(page.getByTestId('upload-summary')).toHaveText('已上传 1 个，成功 0 个，失败 1 个');

  await uploadInput(page).setInputFiles({ name: `notes-${stamp}.txt`, mimeType: 'text/plain', buffer: Buffer.from('after-sales notes\n') });
  await expect(page.getByTestId('upload-summary')).toHaveText('已上传 2 个，成功 1 个，失败 1 个');
  await expect(page.getByTestId('upload-dialog').getByText(`notes-${stamp}.txt`)).toBeVisible();
  await page.getByTestId('upload-ok').click();
  await expect(page.getByTestId('upload-dialog')).toBeHidden();
  await expect(page.getByTestId('resource-file').getByRole('cell', { name: `notes-${stamp}.txt` })).toBeVisible();
  await expect(page.getByTestId('resource-file').getByRole('cell', { name: `photo-${stamp}.png` })).toHaveCount(0);

  // The counts start again when the dialog opens again.
  await page.getByTestId('file-upload').click();
  await expect(page.getByTestId('upload-summary')).toHaveText('已上传 0 个，成功 0 个，失败 0 个');
  await page.getByRole('button', { name: /取\s*消/ }).click();

  // The avatar dialog takes images only (.jpeg .jpg .png .gif), one of them.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人信息' }).click();
  await page.getByTestId('info-avatar-change').click();
  await uploadInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('text') });
  await expect(page.getByText('上传文件格式不正确！')).toBeVisible();
  await uploadInput(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * MB + 1) });
  await expect(page.getByText('上传文件大小不能超过5M')).toBeVisible();
  await expect(page.getByTestId('upload-summary')).toHaveText('已上传 0 个，成功 0 个，失败 0 个');
});

test('a dictionary and its item make the round trip: added, answered to selects, edited, deleted', async ({ page }) => {
  const type = `repair_level_${unique()}`;
  await login(page);
  await openMenu(page, 'system', 'system.dict');
  const dicts = page.getByTestId('resource-dict');
  await dicts.getByTestId('add').click();
  await input(page, '字典类型').fill(type);
  await input(page, '描述').fill('维修级别');
  await saveForm(page);
  const dictRow = dicts.getByRole('row').filter({ hasText: type });
  await expect(dictRow).toContainText('业务类');
  await dictRow.getByTestId('dict-items-open').click();

  const items = page.getByTestId('resource-dictItem');
  await expect(items.locator('.ant-table-placeholder')).toBeVisible();
  await items.getByTestId('add').click();
  await input(page, '数据值').fill('L1');
  await input(page, '标签（中文）').fill('一级');
  await input(page, '标签（英文）').fill('Level one');
  await saveForm(page);
  await expect(items.getByRole('cell', { name: '一级', exact: true })).toBeVisible();

  // Selects read the type's items in the caller's language; the Spanish label falls back to the Chinese one.
  const labels = (lang: string) =>
    page.evaluate(
      async ([l, t]) => {
        const session = JSON.parse(localStorage.getItem('as-session') ?? 'null');
        const headers = { Authorization: `Bearer ${session.accessToken}`, 'TENANT-ID': String(session.tenantId), 'Accept-Language': l };
        const body = await (await fetch(`/admin/dict/type/${t}`, { headers })).json();
        return body.data.map((i: { value: string; label: string }) => `${i.value}:${i.label}`);
      },
      [lang, type],
    );
  expect(await labels('en-US')).toEqual(['L1:Level one']);
  expect(await labels('es-ES')).toEqual(['L1:一级']);

  await items.getByRole('row').filter({ hasText: '一级' }).getByTestId('row-edit').click();
  await input(page, '标签（中文）').fill('一级维修');
  await saveForm(page);
  await expect(items.getByRole('cell', { name: '一级维修', exact: true })).toBeVisible();
  expect(await labels('zh-CN')).toEqual(['L1:一级维修']);

  await items.getByRole('row').filter({ hasText: '一级维修' }).getByTestId('row-delete').click();
  await confirm(page);
  await expect(items.locator('.ant-table-placeholder')).toBeVisible();
  expect(await labels('zh-CN')).toEqual([]);

  // A system dictionary's items stay: its item list offers no delete.
  await page.locator('.ant-drawer-close').click();
  // The order's urgency (not parts_urgency, whose type also says urgency).
  await dicts.getByRole('row').filter({ has: page.getByRole('cell', { name: 'urgency', exact: true }) }).getByTestId('dict-items-open').click();
  await expect(items.getByRole('cell', { name: '特急', exact: true })).toBeVisible();
  await expect(items.getByTestId('row-delete')).toHaveCount(0);
});

test('a code requested on the login page is in the SMS outbox, and it signs the user in', async ({ page, browser }) => {
  const phone = '13800000005';
  await page.goto('/');
  await page.getByText('手机号登录').click();
  await page.getByTestId('mobile').fill(phone);
  await page.getByTestId('send-code').click();
  // Sent: the button counts down before another code may be asked for.
  await expect(page.getByTestId('send-code')).toContainText('秒后重发');

  const admin = await browser.newPage({ reducedMotion: 'reduce' });
  await useLanguage(admin, 'zh-CN');
  await login(admin);
  await openMenu(admin, 'system', 'system.sms');
  const outbox = admin.getByTestId('resource-sms');
  const row = outbox.getByRole('row').filter({ hasText: phone }).first();
  await expect(row).toContainText('login_code');
  await expect(row).toContainText('已记录（发件箱）');
  const code = /验证码 (\d+)/.exec((await row.textContent()) ?? '')?.[1];
  expect(code).toBeTruthy();
  await admin.close();

  await page.getByTestId('sms-code').fill(code!);
  await page.getByTestId('sms-code').press('Enter');
  await expect(page.getByTestId('welcome')).toBeVisible();
});
