// Every `###` topic of the former docs/decisions.md maps to a record (in `npm run check`).
// docs/decisions/legacy-topics.json is the frozen list of those topics, taken from the file at the
// last commit before the split; when that commit is in the clone, the list is compared with it.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The `###` and `####` headings of a decisions.md, as "section › topic". */
export function topicsOf(markdown) {
  const topics = [];
  let section = '';
  let topic = '';
  for (const line of markdown.split('\n')) {
    const heading = /^(#{2,4}) (.*)$/.exec(line);
    if (!heading) continue;
    const [, level, text] = heading;
    if (level === '##') section = text;
    else if (level === '###') topics.push(`${section} › ${(topic = text)}`);
    else topics.push(`${section} › ${topic} › ${text}`);
  }
  return topics;
}

/** What is wrong with the mapping: a topic without a record, a record that does not exist. */
export function mappingProblems(legacy, recordExists, sourceTopics) {
  const problems = [];
  const listed = legacy.topics.map((t) => t.topic);
  for (const t of legacy.topics) {
    if (!t.records.length) problems.push(`"${t.topic}" maps to no record`);
    for (const r of t.records)
      if (!recordExists(r)) problems.push(`"${t.topic}" maps to ${r}.md, which does not exist`);
  }
  if (sourceTopics) {
    for (const t of sourceTopics)
      if (!listed.includes(t)) problems.push(`"${t}" of the old decisions.md is not in the list`);
    for (const t of listed)
      if (!sourceTopics.includes(t)) problems.push(`"${t}" is not a topic of the old decisions.md`);
  }
  return problems;
}

function sourceTopicsFromGit({ commit, path }) {
  try {
    return topicsOf(
      execFileSync('git', ['show', `${commit}:${path}`], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch {
    return undefined; // a shallow clone without that commit: the frozen list alone is checked
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const legacy = JSON.parse(readFileSync(`${folder}legacy-topics.json`, 'utf8'));
  const problems = mappingProblems(
    legacy,
    (record) => existsSync(`${folder}${record}.md`),
    sourceTopicsFromGit(legacy.source),
  );
  if (problems.length) {
    console.error(`Old decisions without a record:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`${legacy.topics.length} topics of the old decisions.md map to records.`);
}
