import { join } from 'node:path';
import { lighthouseSite } from './lighthouse.js';
import { fontconfigFile } from './fonts.js';
import { REPO_ROOT } from './paths.js';
const pages = process.argv.slice(2);
await lighthouseSite(process.env.DIST ?? join(REPO_ROOT, 'apps/site/dist'), pages, console.log, 3, fontconfigFile('none'));
