// Shared pieces of the benchmark scripts: serving the build, launching Debian's Chromium, statistics.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium and its flags: one list, shared with the e2e Playwright config. */
const chromiumSettings = JSON.parse(
  readFileSync(new URL('../../tests/e2e/chromium.json', import.meta.url), 'utf8'),
);

export const CHROMIUM_ARGS = chromiumSettings.args;

export function launchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: chromiumSettings.executablePath,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** Serves a build on a local port as production does (compressed, with its headers) and resolves once it answers. */
export async function serveBuild(port = 3200, dir = 'build') {
  // A server left over from an earlier run may be serving another folder or an older server.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is already serving something: stop it and run the benchmark again`);
  const child = spawn(
    'node',
    ['plugins/hosting/server/serve.mjs', '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    {
      stdio: 'ignore',
      detached: true,
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const stopOnExit = () => {
    try {
      process.kill(-child.pid);
    } catch {
      // already gone
    }
  };
  process.once('exit', stopOnExit);
  return {
    origin,
    stop: () => {
      try {
        process.kill(-child.pid);
      } catch {
        // already gone
      }
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
