/** A statement prepared with placeholders, run with each request's values. */
export type KeptStatement = { execute(values: Record<string, unknown>): Promise<unknown> };
type Preparable = { prepare(name: string): KeptStatement };

/**
 * The catalog's statements kept per shape (decision 0090): built once with placeholders, since
 * building one with the query builder costs more than running it on PGlite (decision 0524).
 * Prepared without a name, so PostgreSQL still plans each with its values. Shapes are few; past
 * `limit`, a flood of odd ones is built each time and not kept.
 */
export class KeptStatements {
  private readonly kept = new Map<string, KeptStatement>();

  constructor(private readonly limit = 500) {}

  get(key: string, build: () => Preparable): KeptStatement {
    return this.kept.get(key) ?? this.keep(key, build().prepare(''));
  }

  find(key: string): KeptStatement | undefined {
    return this.kept.get(key);
  }

  keep(key: string, statement: KeptStatement): KeptStatement {
    if (this.kept.size < this.limit) this.kept.set(key, statement);
    return statement;
  }
}
