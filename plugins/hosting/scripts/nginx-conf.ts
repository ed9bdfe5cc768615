// Writes the nginx config of a build for another host: its ports, server names, certificate and ACME
// webroot, from the rules the build wrote (build/.hosting/headers.json), with the generator the build
// itself uses. The test harness (test-nginx.sh) and the serving benchmark use it to run nginx on free
// ports with a test certificate; a host can use it to write its production config.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PLACEHOLDER_ACME_ROOT, nginxServerConfig } from '../nginx';
import type { HostingRules } from '../rules';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    out: { type: 'string' },
    'http-port': { type: 'string', default: '80' },
    'https-port': { type: 'string', default: '443' },
    'server-name': { type: 'string', multiple: true },
    cert: { type: 'string' },
    key: { type: 'string' },
    'trusted-cert': { type: 'string' },
    resolver: { type: 'string' },
    'acme-root': { type: 'string', default: PLACEHOLDER_ACME_ROOT },
    'no-ipv6': { type: 'boolean', default: false },
  },
});
if (!values.out || !values.cert || !values.key || !values['server-name']?.length) {
  throw new Error(
    'usage: nginx-conf.ts --out FILE --cert PEM --key PEM --server-name HOST [--server-name HOST…] ' +
      '[--dir build] [--http-port N] [--https-port N] [--acme-root DIR] [--trusted-cert PEM ' +
      '[--resolver ADDRESS]] [--no-ipv6]',
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
    serverNames: values['server-name'],
    certificate: resolve(values.cert),
    certificateKey: resolve(values.key),
    trustedCertificate: values['trusted-cert'] && resolve(values['trusted-cert']),
    resolver: values.resolver,
    acmeRoot: resolve(values['acme-root']),
    ipv6: !values['no-ipv6'],
  }),
);
