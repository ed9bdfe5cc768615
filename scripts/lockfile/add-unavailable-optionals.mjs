// The npm registry reachable here lacks the other platforms' builds of native packages
// (for example @swc/core-darwin-arm64), so `npm install` leaves them out of package-lock.json
// and `npm ci` then refuses the lock as "out of sync". This records each missing optional
// platform package with its os/cpu/libc, so `npm ci` accepts the lock and skips them here.
// Run it after every `npm install`: `node scripts/lockfile/add-unavailable-optionals.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'openharmony',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];
const ALIASES = {
  windows: 'win32',
  win: 'win32',
  macos: 'darwin',
  mac: 'darwin',
  gnueabihf: null,
  x86_64: 'x64',
  aarch64: 'arm64',
  x86: 'ia32',
};

/** Reads the platform a package name targets, e.g. `@swc/core-linux-x64-musl` → linux, x64, musl. */
export function platformOf(name) {
  const words = name
    .replace(/^@[^/]+\//, '')
    .split(/[-_.]/)
    .map((w) => (w in ALIASES ? ALIASES[w] : w));
  const os = words.find((w) => OS.includes(w));
  const cpu = words.find((w) => CPU.includes(w));
  const libc = words.includes('musl')
    ? 'musl'
    : words.includes('gnu') && os === 'linux'
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

export function addUnavailableOptionals(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [path, entry] of Object.entries(packages)) {
    for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
      const hoisted = `node_modules/${name}`;
      if (packages[nested] || packages[hoisted]) continue;
      const { os, cpu, libc } = platformOf(name);
      packages[hoisted] = {
        version: spec.replace(/^[\^~=]/, ''),
        optional: true,
        ...(os && { os: [os] }),
        ...(cpu && { cpu: [cpu] }),
        ...(libc && { libc: [libc] }),
      };
      added.push(name);
    }
  }
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2] ?? 'package-lock.json';
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const added = addUnavailableOptionals(lock);
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`recorded ${added.length} optional platform packages missing from the lock`);
}
