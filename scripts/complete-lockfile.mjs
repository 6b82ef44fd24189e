// The npm registry reachable from the project's machines serves unrs-resolver's native bindings for Linux
// only (the others answer 404), so `npm install` there writes a lock without them and `npm ci` then refuses the
// lock as out of sync with package.json. This script writes the missing optional entries from the package's own
// list of bindings, with the platform each one is for, so npm skips them on every other platform and fetches them
// where they belong. Idempotent; run it after an `npm install` that rewrote the lock. See docs/decisions/025.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));

/** os, cpu and libc of a binding, read from its name, e.g. `linux-arm-musleabihf` or `win32-x64-msvc`. */
function platformOf(suffix) {
  const [os, cpuName, abi = ''] = suffix.split('-');
  const libc = os !== 'linux' ? undefined : abi.startsWith('musl') ? 'musl' : 'glibc';
  return { cpu: [cpuName], os: [os], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.endsWith('node_modules/unrs-resolver')) continue;
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || !name.startsWith('@unrs/resolver-binding-')) continue;
    const suffix = name.slice('@unrs/resolver-binding-'.length);
    const { cpu, os, libc } = platformOf(suffix);
    lock.packages[key] = { version, cpu, dev: entry.dev, ...(libc ? { libc } : {}), license: 'MIT', optional: true, os };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} binding entr${added === 1 ? 'y' : 'ies'} added`);
