// The registry this project installs from lacks some native binaries built for other platforms (biome, swc).
// `npm install` then leaves their optional entries out of package-lock.json and `npm ci` refuses the lock.
// This adds an entry for each missing platform package, with the os/cpu/libc npm uses to skip it on this machine.
// Run after changing dependencies: `npm run lock`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];
const OSES = ['android', 'darwin', 'linux', 'win32', 'freebsd'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  if (!os || !cpu) return undefined;
  const libc = os === 'linux' ? (parts.includes('musl') ? 'musl' : 'glibc') : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const entry of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[hoisted]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    lock.packages[hoisted] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added++;
  }
}
const keys = Object.keys(lock.packages).sort((a, b) => a.localeCompare(b, 'en'));
lock.packages = Object.fromEntries(keys.map((k) => [k, lock.packages[k]]));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platforms: ${added} platform entries added`);
