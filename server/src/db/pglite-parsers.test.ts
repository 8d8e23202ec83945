import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSharedParsers } from './pglite-parsers.ts';

let plain: PGlite;
let shared: PGlite;
beforeAll(async () => {
  [plain, shared] = [new PGlite(), new PGlite()];
  await Promise.all([plain.waitReady, shared.waitReady]);
}, 60_000);
afterAll(async () => {
  await Promise.all([plain?.close(), shared?.close()]);
});

// every type Drizzle asks as text, its arrays, and types PGlite parses itself
const ROW = sql`select timestamp '2026-11-28 03:04:05' as ts,
  timestamptz '2026-11-28 03:04:05+09' as tstz, date '2026-11-28' as d, interval '1 day' as i,
  array[1.5, 2.25]::numeric[] as nums, array[date '2026-11-28'] as dates,
  array[timestamp '2026-11-28 03:04:05'] as stamps, 42 as n, 9007199254740993::int8 as big,
  true as b, '{"a":1}'::jsonb as j, array['x', 'y'] as texts, array[1, 2] as ints`;

describe('PGlite with shared parsers', () => {
  it('answer every type as Drizzle alone does, in queries, transactions and prepared statements', async () => {
    // what PGlite is asked: the second query of a statement goes without its parsers
    const asked: (object | undefined)[] = [];
    const query = shared.query.bind(shared);
    shared.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      asked.push(options?.parsers);
      return query(text, params, options);
    }) as typeof shared.query;
    const [a, b] = [drizzle(plain), drizzle(withSharedParsers(shared))];
    const expected = (await a.execute(ROW)).rows;
    expect((await b.execute(ROW)).rows).toEqual(expected);
    // twice: the second time the query goes without its parsers
    expect((await b.execute(ROW)).rows).toEqual(expected);
    expect(await b.transaction(async (tx) => (await tx.execute(ROW)).rows)).toEqual(expected);
    const typed = (db: typeof a) =>
      db
        .select({ ts: sql<string>`timestamp '2026-11-28 03:04:05'`, n: sql<number>`42` })
        .from(sql`(select 1) as one`)
        .prepare('');
    expect(await typed(b).execute()).toEqual(await typed(a).execute());
    expect(typeof expected[0]!.ts).toBe('string');
    expect(asked.length).toBe(3); // the transaction asks through its own object
    expect(asked.every((parsers) => parsers === undefined)).toBe(true);
  });

  it('leave the parsers of a query on it when they are not the shared ones', async () => {
    const client = withSharedParsers(shared);
    await drizzle(client).execute(sql`select 1`);
    const own = { parsers: { 1114: () => 'own' } };
    const { rows } = await client.query<{ ts: string }>(
      "select timestamp '2026-11-28 03:04:05' as ts",
      [],
      own,
    );
    expect(rows[0]!.ts).toBe('own');
  });
});
