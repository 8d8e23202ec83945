import { z } from 'zod';

// The CSP forbids eval. Without this zod probes `new Function` (the browser then reports a CSP
// violation) to compile faster object parsers; the interpreted parsers are fast enough here.
z.config({ jitless: true });
