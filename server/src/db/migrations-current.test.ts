import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCHEMA_DIR, staleMigrations } from '../test/stale-migrations.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// drizzle-kit takes several seconds per run on a busy machine
describe('the committed migrations', { timeout: 180_000 }, () => {
  it('match the Drizzle schema: generating from it adds nothing', () => {
    expect(staleMigrations()).toEqual([]);
  });

  it('are found stale when the schema gains a column they do not have', () => {
    // a copy of the schema beside the repository's node_modules, so its imports resolve
    const copy = mkdtempSync(path.join(ROOT, 'node_modules', '.schema-edit-'));
    try {
      cpSync(SCHEMA_DIR, copy, { recursive: true });
      const faq = path.join(copy, 'faq.ts');
      const text = readFileSync(faq, 'utf8');
      const edited = text.replace(
        "top10Rank: integer('top10_rank'),",
        "top10Rank: integer('top10_rank'),\n    probe: text('probe_column'),",
      );
      expect(edited).not.toBe(text);
      writeFileSync(faq, edited);
      const stale = staleMigrations(copy);
      expect(stale.map((s) => s.file)).toContainEqual(expect.stringMatching(/^\d{4}_.*\.sql$/));
      expect(stale.map((s) => s.text).join('\n')).toContain(
        'ALTER TABLE "faq_entries" ADD COLUMN "probe_column" text',
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
