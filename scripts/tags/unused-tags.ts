/**
 * Prints the tags of `docs/tags.yml` that no doc uses, one per line, and exits
 * with status 1 when there are any. Run: `npm run tags:unused`.
 */
import { join } from 'node:path';
import { readDocFiles } from '../../lib/content/docFiles';
import { readTagDefinitions } from '../../lib/content/tagDefinitions';
import { unusedTags, usedTags } from '../../lib/tags/unusedTags';

const root = join(__dirname, '../..');
const defined = Object.keys(readTagDefinitions(join(root, 'docs/tags.yml')));
const unused = unusedTags(defined, usedTags(readDocFiles(root, 'docs')));
for (const tag of unused) console.log(tag);
console.error(`${unused.length} of ${defined.length} defined tags are unused`);
process.exitCode = unused.length > 0 ? 1 : 0;
