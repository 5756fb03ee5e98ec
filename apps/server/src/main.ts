/** Start-up: config, database, migrations, demo data, listen. Serves the built web app at /. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config/config.ts';
import { startServer } from './server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig(process.env, { WEB_DIST: process.env.WEB_DIST ?? path.resolve(here, '../../web/dist') });
const { app, close } = await startServer(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal}: closing`);
    void close().then(() => process.exit(0));
  });
}
