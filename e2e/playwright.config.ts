/** End-to-end tests in Debian's Chromium against the built web app served by a real server on a fresh database. */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `as-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  // The suite, then the ledgers' check on the database it leaves (tests/ledgers.teardown.ts).
  projects: [
    { name: 'app', testMatch: /.*\.spec\.ts/, teardown: 'ledgers' },
    { name: 'ledgers', testMatch: /ledgers\.teardown\.ts/ },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 800 },
    // The app turns antd's animations off for reduced motion: no clicks on menus still fading in or out.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: {
    command: `rm -rf ${dataDir} && npm run start -w apps/server`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000' },
  },
});
