import { z } from 'zod';

/** Env flags: 'true'/'1'/'on' vs 'false'/'0'/'off'. (z.coerce.boolean() would read "false" as true.) */
export const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['true', '1', 'on', 'yes'].includes(v))
  .optional();

export const MIB = 1024 * 1024;
