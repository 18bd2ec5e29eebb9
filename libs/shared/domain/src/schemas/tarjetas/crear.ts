import { z } from 'zod';
import { FAMILIAS, FAMILIAS_AMARILLA } from '../../lib/familias';
import { MSG } from '../../lib/messages';
import { SELECCIONAR } from '../../lib/tarjeta';
import { booleano as bool, LONG_TEXT_MAX, textoOpcional as opt, textoRequerido as req } from '../campos-texto';
import { COLORES_NO_AMARILLA, familiaError, imagenOpcional, opcionError, prioridad, reparacion, soloAmarilla } from './campos';

const camposComunes = {
  descripcion: req(MSG.descripcionRequerida, LONG_TEXT_MAX),
  sugerencia: opt(LONG_TEXT_MAX),
  reparacion,
  detecto: req(MSG.detectoRequerido).refine((v) => v !== SELECCIONAR, { error: MSG.detectoRequerido }),
  prioridad,
  maquina: req(MSG.maquinaRequerida),
  parteMaquina: req(MSG.parteMaquinaRequerida),
  equipo: req(MSG.equipoRequerido),
  riesgoInicial: req(MSG.riesgoInicialRequerido),
  tipodeRiesgo: req(MSG.tipodeRiesgoRequerido),
  /** The photo, uploaded first: attached in the create's transaction (a refused image refuses the card). */
  imagenUrl: imagenOpcional,
};

/**
 * `POST /api/tarjetas` (Roja, Azul, Verde). `numero` is not read: the server numbers the card.
 * Every field is checked in one pass (the add form shows all missing fields at once, the API answers the first):
 * an empty field says it is required; colour rules apply only to a filled value.
 * Option values (máquina, parte, equipo, riesgos, tipo) are checked against the configured campos by the server.
 */
export const crearTarjetaSchema = z.object({
  ...camposComunes,
  color: z.enum(COLORES_NO_AMARILLA, { error: opcionError(MSG.colorRequerido, (input) => (input === 'Amarilla' ? MSG.colorNoAmarilla : MSG.colorInvalido)) }),
  familia: z.enum(FAMILIAS, { error: familiaError }),
  sustoExperimentado: soloAmarilla,
  sustoObservado: soloAmarilla,
  impactoAmbiente: soloAmarilla,
});
export type CrearTarjetaInput = z.infer<typeof crearTarjetaSchema>;

/** `POST /api/tarjetas/amarilla`: the same plus the three incident checkboxes. */
export const crearTarjetaAmarillaSchema = z.object({
  ...camposComunes,
  color: z.literal('Amarilla', { error: MSG.colorSoloAmarilla }).default('Amarilla'),
  familia: z.enum(FAMILIAS_AMARILLA, { error: familiaError }),
  sustoExperimentado: bool(),
  sustoObservado: bool(),
  impactoAmbiente: bool(),
});
export type CrearTarjetaAmarillaInput = z.infer<typeof crearTarjetaAmarillaSchema>;

/**
 * The `Idempotency-Key` header of a card create: 1–200 visible ASCII characters (the client sends a
 * crypto.randomUUID() per card). Absent: no idempotency (old clients).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
// The regex is stricter than textoSchema (no control characters, no Unicode at all), with the header's own message.
export const idempotencyKeySchema = z.string({ error: MSG.idempotencyKeyInvalida }).regex(/^[\x21-\x7e]{1,200}$/, { error: MSG.idempotencyKeyInvalida });
