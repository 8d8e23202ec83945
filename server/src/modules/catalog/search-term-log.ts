import type { Db } from '../../db/client.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import { normalizeSearchText } from '../../lib/search-grams.ts';
import { addTermCounts, popularTerms, termsWithoutResults } from './search-tuning-queries.ts';

/**
 * What shoppers search, counted per Seoul day (issue 22 items 5 and 6, decision 0392). Counts
 * are gathered in memory and written in one statement every few seconds, so a search (usually
 * answered from the cache) never waits for a write; a crash loses at most those seconds.
 */

/** Seconds between writes of the gathered counts. */
const FLUSH_MS = 10_000;
/** Terms gathered before a write is started at once (a flood of distinct words). */
const FLUSH_AT = 500;
/** Days popular searches look back over, today included. */
const POPULAR_DAYS = 7;
export const POPULAR_LIMIT = 10;
/** How long the popular searches read are kept. */
const POPULAR_MS = 5 * 60_000;

type Count = { day: string; term: string; searches: number; noResults: number };

export class SearchTermLog {
  private counts = new Map<string, Count>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private popularTerms: { at: number; terms: Promise<string[]> } | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** One search's first page: its words and whether it found anything. */
  record(searchWord: string, found: boolean): void {
    const term = normalizeSearchText(searchWord);
    if (!term) return;
    const day = seoulDate(this.now());
    const key = `${day}\n${term}`;
    const count = this.counts.get(key) ?? { day, term, searches: 0, noResults: 0 };
    count.searches += 1;
    if (!found) count.noResults += 1;
    this.counts.set(key, count);
    if (this.counts.size >= FLUSH_AT) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what was gathered (added to the day's counts); the staff's list reads after it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.counts.values()];
    this.counts = new Map();
    if (!rows.length) return this.writing;
    this.writing = this.writing.then(() => this.write(rows));
    // this instance's own counts show at once; the others' within POPULAR_MS
    this.popularTerms = undefined;
    return this.writing;
  }

  private async write(rows: Count[]): Promise<void> {
    try {
      await addTermCounts(this.db, rows);
    } catch {
      // counts are a hint for staff, not a record: a failed write is dropped, never retried
    }
  }

  /** The most searched words of the last days that found products, kept for POPULAR_MS. */
  popular(): Promise<string[]> {
    const now = this.now().getTime();
    if (!this.popularTerms || now - this.popularTerms.at > POPULAR_MS) {
      this.popularTerms = { at: now, terms: this.readPopular().catch(() => []) };
    }
    return this.popularTerms.terms;
  }

  private readPopular(): Promise<string[]> {
    const since = addDays(seoulDate(this.now()), 1 - POPULAR_DAYS);
    return popularTerms(this.db, since, POPULAR_LIMIT);
  }

  /** Searches without results between two days (inclusive), most frequent first per day. */
  async withoutResults(from: string, to: string, limit: number) {
    await this.flush();
    return termsWithoutResults(this.db, from, to, limit);
  }
}
