import type { TicketEventos } from '../lib/eventos';
import { eventosQuerySchema } from '../schemas/eventos';
import { json, ruta, texto } from './ruta';

/** `/api/events`: live events (issue 12) by server-sent events, opened with a single-use ticket. */
export const eventosContrato = {
  ticket: ruta({
    metodo: 'POST',
    path: '/api/events/ticket',
    acceso: 'pantallaOrUser',
    propia: true,
    resumen: 'Un ticket de un solo uso para abrir el flujo de eventos (EventSource no envía cabeceras)',
    respuesta: json<TicketEventos>(),
    estado: 200,
  }),
  flujo: ruta({
    metodo: 'GET',
    path: '/api/events',
    acceso: 'public',
    resumen: 'Flujo de eventos en vivo (text/event-stream): `listo`, eventos `portal`, `ping` periódico y `fin`; el ticket lo autentica',
    consulta: eventosQuerySchema,
    respuesta: texto('text/event-stream'),
  }),
} as const;
