import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Query = PGlite['query'];

/**
 * Drizzle asks PGlite for a few types as text (timestamps, dates, intervals, numeric arrays) by
 * passing its parsers with every query, and PGlite merges them into a copy of its own table of
 * some 375 parsers on every query: ~0.1 ms and ~130 kB of garbage per statement, 40 % of what a
 * search request allocated (decision 0524). The client Drizzle is given here puts those parsers in
 * PGlite's table once and then sends each query without them, so PGlite reads its table as it is.
 * The answers are the same: every type parses as the query asked. Parsers that differ from the
 * ones in the table (by their source) still travel with their query.
 */
export function withSharedParsers(client: PGlite): PGlite {
  const table = (client as unknown as { parsers: Record<string, unknown> }).parsers;
  let installed = false;
  // per options object Drizzle passes (one per statement it prepared): the same without parsers,
  // or the object itself when some parser of it is not the table's
  const lighter = new WeakMap<QueryOptions, QueryOptions>();
  const lightened = (options: QueryOptions | undefined): QueryOptions | undefined => {
    const parsers = options?.parsers as Record<string, unknown> | undefined;
    if (!options || !parsers) return options;
    let light = lighter.get(options);
    if (!light) {
      // the first parsers asked for go into the table (this client is Drizzle's alone, and Drizzle
      // asks the same of every query)
      if (!installed) Object.assign(table, parsers);
      installed = true;
      const same = Object.entries(parsers).every(
        ([type, parse]) => table[type] === parse || String(table[type]) === String(parse),
      );
      const { parsers: _left, ...rest } = options;
      light = same ? rest : options;
      lighter.set(options, light);
    }
    return light;
  };
  const query =
    (target: { query: Query }): Query =>
    (sql, params, options) =>
      target.query(sql, params, lightened(options));
  const wrapTransaction = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get: (target, key) => {
        if (key === 'query') return query(target);
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const clientQuery = query(client);
  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query') return clientQuery;
      if (key === 'transaction') {
        return <T>(callback: (tx: Transaction) => Promise<T>) =>
          target.transaction((tx) => callback(wrapTransaction(tx)));
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
