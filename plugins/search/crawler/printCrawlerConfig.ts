/** npm run search:crawler-config — prints the Algolia Crawler configuration (crawlerConfig.ts). */
import { crawlerConfigSource, defaultCrawlerSettings } from './crawlerConfig';

process.stdout.write(crawlerConfigSource(defaultCrawlerSettings()));
