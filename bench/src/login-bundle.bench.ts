/**
 * JavaScript a browser loads to show the login page (budget: 350 kB gzipped, issue 3), and what signing in adds.
 * The real server serves the built web app (run `npm run build` first); Debian's Chromium loads /login and every
 * script response is counted at its gzip size (zlib level 9).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { benchServer } from './harness.ts';

const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

function countScripts(page: Page) {
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.body().then((body) => {
        sizes.set(new URL(response.url()).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  return async () => {
    await Promise.all(reading);
    const all = [...sizes.values()];
    return { files: all.length, raw: all.reduce((s, f) => s + f.raw, 0), gzip: all.reduce((s, f) => s + f.gzip, 0) };
  };
}

const kB = (n: number) => (n / 1000).toFixed(1);

const server = await benchServer('bench_bundle', { WEB_DIST });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const totals = countScripts(page);
  await page.goto(`${server.base}/login`, { waitUntil: 'networkidle' });
  const login = await totals();
  await page.getByTestId('username').fill('admin');
  await page.getByTestId('password').fill('123456');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('welcome').waitFor();
  await page.waitForLoadState('networkidle');
  const shell = await totals();
  console.log('| page | script files | raw kB | gzip kB |');
  console.log('|---|---|---|---|');
  console.log(`| /login | ${login.files} | ${kB(login.raw)} | ${kB(login.gzip)} |`);
  console.log(`| /login, then signed in to /wel/index | ${shell.files} | ${kB(shell.raw)} | ${kB(shell.gzip)} |`);
} finally {
  await browser.close();
  await server.close();
}
