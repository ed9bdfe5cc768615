// Serves a production build as the generated nginx config does (see siteHandler.mjs), on plain HTTP.
import { parseArgs } from 'node:util';
import { readHostingRules } from './readRules.mjs';
import { createSiteServer } from './siteHandler.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    host: { type: 'string', default: 'localhost' },
  },
});

createSiteServer(values.dir, readHostingRules(values.dir)).listen(Number(values.port), values.host, () => {
  console.log(`Serving ${values.dir}/ on http://${values.host}:${values.port}/`);
});
