import { z } from 'zod';

// The portal's pages run under a CSP without 'unsafe-eval'. zod compiles object parsers with
// `new Function` unless told not to, and merely probing whether it may is reported as a CSP violation.
// bootstrap.tsx imports this first, before any schema exists. zod keeps this setting on globalThis,
// so it also holds for the remotes' own copies of zod.
z.config({ jitless: true });
