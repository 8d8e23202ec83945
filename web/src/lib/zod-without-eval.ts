// The CSP forbids eval. Without this zod probes `new Function` (the browser then reports a CSP
// violation) to compile faster object parsers; the interpreted parsers are fast enough here.
// zod/mini and classic zod share this core configuration: zod keeps it in
// `globalThis.__zod_globalConfig` and takes an object already there, so the entry sets it without
// importing zod (zod loads with the shell, not in the entry). zod-without-eval.test.ts checks that
// zod still reads it from there.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
