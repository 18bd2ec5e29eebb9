import { z } from 'zod';
import { MSG } from '../lib/messages';

/** `GET /api/events?ticket=`: the single-use ticket of POST /api/events/ticket (its shape is checked by the lookup). */
export const eventosQuerySchema = z.object({
  ticket: z.string({ error: MSG.ticketEventosRequerido }).min(1, { error: MSG.ticketEventosRequerido }).max(200, { error: MSG.ticketEventosInvalido }),
});
export type EventosQueryInput = z.infer<typeof eventosQuerySchema>;
