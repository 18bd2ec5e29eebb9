import { z } from 'zod';
import { DIAS_SEMANA, esZonaHoraria } from '@portal/shared/domain';

/** The plant's zone when PLANT_TZ is not set: the only place a zone is written down (docs/decisions.md, "Plant time"). */
export const PLANT_TZ_DEFECTO = 'America/Argentina/Buenos_Aires';

/** Env of the plant's zone, the overdue notices, their e-mail and the weekly report. */
export const avisosEnv = {
  PLANT_TZ: z
    .string()
    .trim()
    .default(PLANT_TZ_DEFECTO)
    // An unknown zone (a typo) would shift every date the portal shows, so start-up refuses it.
    .refine(esZonaHoraria, 'PLANT_TZ must be an IANA time zone such as America/Argentina/Buenos_Aires'),
  AVISOS_INTERVAL_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^smtps?:\/\/[^\s]+$/.test(v), 'SMTP_URL must look like smtp://user:pass@mail.example.com:587 or smtps://…:465'),
  MAIL_FROM: z.string().trim().optional(),
  REPORT_RECIPIENTS: z
    .string()
    .trim()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((x) => x.trim().toLowerCase())
            .filter(Boolean)
        : [],
    )
    .refine((list) => list.every((x) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(x)), 'REPORT_RECIPIENTS must be comma-separated e-mail addresses'),
  REPORT_DAY: z
    .string()
    .trim()
    .toLowerCase()
    .transform((v) => v.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .pipe(z.enum(DIAS_SEMANA, { error: `REPORT_DAY must be one of ${DIAS_SEMANA.join(', ')}` }))
    .default('lunes'),
  REPORT_HOUR: z.coerce.number().int().min(0).max(23).default(7),
};

export interface AvisosConfig {
  /** How often each instance runs the overdue job, the e-mail outbox and the weekly report check; 0 = never (tests start it by hand). */
  intervalMs: number;
  /** nodemailer transport URL (SMTP_URL); e-mail is on only with it and mailFrom. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Weekly 'Reporte de avance' recipients (REPORT_RECIPIENTS, comma-separated). */
  reportRecipients: string[];
  /** ISO weekday (1 = lunes) and hour (0-23, plant time) from which the week's report is due. */
  reportDay: number;
  reportHour: number;
}
