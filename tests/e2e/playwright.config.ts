import { defineConfig } from '@playwright/test';
import chromium from './chromium.json';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Runs against the production build served locally, in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One worker per core: the tests keep the cores busy (Chromium and the server share them), and more
  // workers than cores measured no faster. E2E_WORKERS overrides it.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : '100%',
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    // nginx in CI serves HTTPS with a certificate made for the run (plugins/hosting/scripts/test-nginx.sh).
    ignoreHTTPSErrors: Boolean(process.env.E2E_BASE_URL?.startsWith('https:')),
    // Debian's Chromium and its flags, shared with the benchmark scripts.
    launchOptions: { executablePath: chromium.executablePath, args: chromium.args },
    trace: 'off',
    // The site's service worker (plugins/offline) answers requests that `page.route` then never sees; the
    // specs of offline reading allow it.
    serviceWorkers: 'block',
  },
  // The build served as in production (compression, cache and security headers), unless
  // E2E_BASE_URL points at another server, such as nginx in CI.
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node plugins/hosting/server/serve.mjs --port ${PORT} --host 127.0.0.1`,
        cwd: '../..',
        url: `http://127.0.0.1:${PORT}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
