import { z } from 'zod';
import { flag } from './env-fields';

/** Env of sign-in: tokens, demo logins, lockouts and shared PCs. */
export const securityEnv = {
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]?$/, 'JWT_EXPIRES_IN must look like 3600, 30m, 12h or 7d')
    .default('12h'),
  DEMO_LOGIN: flag,
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().positive().default(30),
  DEMO_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  PC_COMPARTIDA_MINUTOS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
};
