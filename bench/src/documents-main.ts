// pnpm --filter @kirana/bench documents [--reads=N]: a 1 MB document read plain and sealed, side
// by side (issue 40), printed as the full report's section.
import { benchDocuments, documentsSection } from './api/documents.js';

const readsFlag = process.argv.find((arg) => arg.startsWith('--reads='));
const reads = readsFlag ? Number(readsFlag.slice('--reads='.length)) : 200;
console.log(documentsSection(await benchDocuments(reads, (line) => console.error(line))));
