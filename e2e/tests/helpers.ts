import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = '123456';

/** Chooses the UI language before the app starts (as the language selector stores it). */
export async function useLanguage(page: Page, lang: 'zh-CN' | 'en-US' | 'es-ES') {
  await page.addInitScript((l) => {
    if (!localStorage.getItem('as-lang')) localStorage.setItem('as-lang', JSON.stringify(l));
  }, lang);
}

/**
 * Tomorrow (YYYY-MM-DD) in the demo tenant's days (Asia/Shanghai), which its engineers' daily capacity counts: counted
 * in UTC it was the tenant's today from 16:00 to 24:00 UTC, and orders booked for it crowded the engineer's today.
 */
export const tomorrowDay = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 86_400_000));

/** Picks a language in the selector (login page or top bar) by its own name. */
export async function chooseLanguage(page: Page, name: 'English' | '简体中文' | 'Español') {
  await page.getByTestId('language').click();
  await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  // Chosen (and stored) before the caller goes on: a busy machine may still be opening the list.
  await expect(page.getByTestId('language')).toContainText(name);
}

/** Signs in where a user starts: the site's root address, signed out, which leads to the login page and then home. */
export async function login(page: Page, username = 'admin', password = PASSWORD) {
  await page.goto('/');
  await page.getByTestId('username').fill(username);
  await page.getByTestId('password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('welcome')).toBeVisible();
}

/** Waits until the element and what it sits in (a popover, a modal) have finished their animations. */
export async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.evaluate((el) => Promise.all(el.ownerDocument.getAnimations().filter((a) => a.effect instanceof KeyframeEffect && a.effect.target instanceof Node && (a.effect.target.contains(el) || el.contains(a.effect.target))).map((a) => a.finished.catch(() => undefined))));
}

/** Opens a menu item: hover its level-one group, then click the item in the panel. */
export async function openMenu(page: Page, group: string, item: string) {
  await page.getByTestId(`menu-${group}`).click();
  // The panel zooms in: clicked mid-way, a busy machine may land the click on the item that was under the pointer a
  // moment before (the tab bar then lacked the page asked for).
  await settled(page.getByTestId(`menu-panel-${group}`));
  await page.getByTestId(`menu-${item}`).click();
  // The group's panel opens on hover: the pointer leaves it, and the panel is gone before the page is used (else the
  // next click, aimed under the closing panel, hovers it open again).
  await page.mouse.move(0, 0);
  await expect(page.getByTestId(`menu-panel-${group}`)).toBeHidden();
}

/** The tab bar shows exactly these labels, in order (retried until the lazy pages have opened their tabs). */
export const expectTabs = (page: Page, labels: string[]) => expect(page.getByTestId('tab')).toHaveText(labels);

/** Headers of an API session of a demo user (tenant 1), for preparing data through the API. */
export async function apiHeaders(request: APIRequestContext, username = 'admin') {
  const token = await request.post('/auth/oauth/token?grant_type=password&scope=server', {
    headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'TENANT-ID': '1' },
    form: { username, password: PASSWORD },
  });
  expect(token.ok()).toBe(true);
  return { authorization: `Bearer ${(await token.json()).access_token}`, 'TENANT-ID': '1' };
}

export async function logout(page: Page) {
  await page.getByTestId('sidebar-logout').click();
  await page.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** The business API (POST /basic/<path>, answering objx) as a demo user of tenant 1, for preparing data; `get` reads a platform call's data. */
export async function basicApi(request: APIRequestContext, username = 'admin') {
  const headers = await apiHeaders(request, username);
  const call = async (path: string, data: object = {}) => {
    const res = await request.post(`/basic/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return (await res.json()).objx;
  };
  return Object.assign(call, { headers, get: async (path: string) => (await (await request.get(path, { headers })).json()).data });
}
export type BasicApi = Awaited<ReturnType<typeof basicApi>>;

/** The id of a resource's row by its exact code (or another exact field). */
export async function idByCode(call: BasicApi, resource: string, code: string, field = 'code') {
  const { records }: { records: Record<string, unknown>[] } = await call(`${resource}/getListPage`, { current: '1', size: '100', filters: { [field]: code } });
  const row = records.find((r) => r[field] === code);
  expect(row, `${resource} ${field}=${code}`).toBeTruthy();
  return row!.id as number;
}

/**
 * Folds the menu away on a phone: the open menu's shade over the page is a second "collapse" button, clicked once it
 * is there (the shell turns to its phone layout only after a resize; the header's button then lies under the shade).
 */
export async function foldMenu(page: Page) {
  const fold = page.getByRole('button', { name: /^(Collapse menu|折叠菜单|Contraer menú)$/ });
  await expect(fold).toHaveCount(2);
  await fold.and(page.locator(':not([data-testid="collapse"])')).click();
}
