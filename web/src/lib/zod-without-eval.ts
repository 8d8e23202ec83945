import { z } from 'zod/mini';

// The CSP forbids eval. Without this zod probes `new Function` (the browser then reports a CSP
// violation) to compile faster object parsers; the interpreted parsers are fast enough here.
// Imported first by the entry, before any contract schema is built. zod/mini and classic zod share
// this core setting; the entry sets it through zod/mini, which the home page loads anyway
// (decision 0015).
z.config({ jitless: true });
