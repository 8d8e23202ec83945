import * as z from 'zod/mini';

// common.ts's `won` and `pageQuery` written with zod/mini, for the contract files the home page
// loads (auth, site, faq, member, catalog-front) and catalog.ts: the same rules, without classic
// zod in the web app's first load (docs/decisions/0015-web-bundle-budget.md).

/** Integer won. */
export const won = z.number().check(z.int(), z.minimum(0));

export const pageQuery = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000));
