/**
 * Worker thread of convertPages.ts: converts its share of the pages to Markdown and posts the
 * results back in order. Docusaurus loads the plugin's TypeScript through jiti; a worker thread
 * starts without that loader, so it loads the converter through jiti too.
 */
const { parentPort, workerData } = require('node:worker_threads');
const jiti = require('jiti')(__filename);

const { htmlToMarkdown } = jiti('./convert.ts');
const { siteUrl, jobs } = workerData;
parentPort.postMessage(
  jobs.map((job) => htmlToMarkdown(job.html, { siteUrl, pageUrl: job.pageUrl }) ?? null),
);
