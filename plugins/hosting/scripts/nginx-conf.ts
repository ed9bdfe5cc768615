// Writes the nginx config of a build for another host: its ports and certificate, from the rules the
// build wrote (build/.hosting/headers.json), with the generator the build itself uses. The test harness
// (test-nginx.sh) and the serving benchmark use it to run nginx on free ports with a test certificate.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { nginxServerConfig } from '../nginx';
import type { HostingRules } from '../rules';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    out: { type: 'string' },
    'http-port': { type: 'string', default: '80' },
    'https-port': { type: 'string', default: '443' },
    cert: { type: 'string' },
    key: { type: 'string' },
  },
});
if (!values.out || !values.cert || !values.key) {
  throw new Error(
    'usage: nginx-conf.ts --out FILE --cert PEM --key PEM [--dir build] [--http-port N] [--https-port N]',
  );
}
const root = resolve(values.dir);
const rules = JSON.parse(readFileSync(resolve(root, '.hosting', 'headers.json'), 'utf8')) as HostingRules;
writeFileSync(
  values.out,
  nginxServerConfig(rules, {
    root,
    httpPort: Number(values['http-port']),
    httpsPort: Number(values['https-port']),
    certificate: resolve(values.cert),
    certificateKey: resolve(values.key),
  }),
);
