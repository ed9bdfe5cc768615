// Serves a production build as the generated nginx config does (see siteHandler.mjs), on plain HTTP.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { readHostingRules } from './readRules.mjs';
import { createSiteHandler } from './siteHandler.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
  },
});
const handle = createSiteHandler(values.dir, readHostingRules(values.dir));

createServer((req, res) => {
  handle(req, res).catch((error) => {
    console.error(error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
}).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ on http://${values.host}:${values.port}/`);
});
