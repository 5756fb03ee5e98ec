// `npm start` builds the web app only when its sources changed since the last build: a hash of everything the build
// reads (the web app, the shared package, the lock file) is kept beside the build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'apps/web/dist/.source-hash');
const inputs = ['apps/web', 'packages/shared', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist']);

function* filesOf(entry) {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (!skipped.has(name)) yield* filesOf(path.join(entry, name));
  }
}

const hash = createHash('sha256');
for (const input of inputs) {
  for (const file of filesOf(input)) hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
}
const digest = hash.digest('hex');

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('web app: up to date (apps/web/dist)');
} else {
  execFileSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, digest);
}
