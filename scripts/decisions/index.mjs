// `npm run decisions:index` writes docs/decisions/README.md from the records' headers;
// `--check` (in `npm run check`) fails when a record's form is wrong or the index is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crossProblems, readRecords, renderIndex } from './records.mjs';

const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const indexFile = `${folder}README.md`;
const check = process.argv.includes('--check');

const records = readRecords(folder);
const problems = [
  ...records.flatMap((r) => r.problems.map((p) => `${r.fileName}: ${p}`)),
  ...crossProblems(records),
];
if (problems.length) {
  console.error(`Decision records not in form:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
const index = renderIndex(records);
if (check) {
  if (!existsSync(indexFile) || readFileSync(indexFile, 'utf8') !== index) {
    console.error('docs/decisions/README.md is stale: run `npm run decisions:index`.');
    process.exit(1);
  }
} else {
  writeFileSync(indexFile, index);
  console.log(`docs/decisions/README.md: ${records.length} records.`);
}
