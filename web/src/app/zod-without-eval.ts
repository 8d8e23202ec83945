import { config } from 'zod/v4/core';

// The CSP forbids eval. Without this zod probes `new Function` (the browser then reports a CSP
// violation) to compile faster object parsers; the interpreted parsers are fast enough here.
// zod/mini and classic zod share this core configuration.
config({ jitless: true });
