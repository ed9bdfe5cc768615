/** npm run search:crawler-config — prints the Algolia Crawler configuration (config/docsearchCrawler.ts). */
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';

const jiti = createJiti(fileURLToPath(import.meta.url));
const { crawlerConfigSource, defaultCrawlerSettings } = jiti('../../config/docsearchCrawler.ts');
process.stdout.write(crawlerConfigSource(defaultCrawlerSettings()));
