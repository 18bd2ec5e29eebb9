import { z } from 'zod';
import { MSG } from '../lib/messages';
import { ROLES } from '../lib/roles';
import { textoSchema } from './text';
import { correoSchema } from './avisos';

const text = (required: string) => textoSchema(required).trim().min(1, { error: required });

/** Legajo is the employee file number; it travels in the `email` field for compatibility. */
export const legajoSchema = text(MSG.legajoRequerido).max(6, { error: MSG.legajoMax }).regex(/^\d+$/, { error: MSG.legajoNumerico });

export const pinSchema = z
  .string({ error: MSG.pinRequerido })
  .min(1, { error: MSG.pinRequerido })
  .min(6, { error: MSG.pinMin })
  .max(64, { error: MSG.pinMax })
  .regex(/^\d+$/, { error: MSG.pinNumerico });

/** One digit repeated (000000) or a run of consecutive digits up or down (123456, 987654): the first pins tried. */
export function esPinTrivial(pin: string): boolean {
  if (!/^\d{2,}$/.test(pin)) return false;
  const pasos = new Set(Array.from(pin.slice(1), (d, i) => (Number(d) - Number(pin[i]) + 10) % 10));
  return pasos.size === 1 && [0, 1, 9].includes([...pasos][0]!);
}

/**
 * The pin of an Admin created from the terminal (`npm run admin:create`): the pin rules, and not one of the first
 * pins an intruder tries. The forms keep the spec's rules (demo pins such as 100000 stay valid).
 */
export const pinAdminSchema = pinSchema.refine((pin) => !esPinTrivial(pin), { error: MSG.pinTrivial });

/** `npm run admin:create`: legajo, name and pin of the plant's first Admin. */
export const crearAdminSchema = z.object({
  email: legajoSchema,
  name: text(MSG.nombreRequerido).max(100, { error: MSG.nombreMax }),
  password: pinAdminSchema,
});
export type CrearAdminInput = z.infer<typeof crearAdminSchema>;

export const roleSchema = z.enum(ROLES, { error: MSG.rolInvalido });

/** A user's equipo autonomo: one of the configured values (the service checks), '' or null = none. */
export const equipoUsuarioSchema = textoSchema(MSG.equipoInexistente)
  .trim()
  .max(200, { error: MSG.equipoInexistente })
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

/** A user's name as the plant reads it (1–100 characters, trimmed). */
export const nombreUsuarioSchema = text(MSG.nombreRequerido).max(100, { error: MSG.nombreMax });

export const registerUserSchema = z.object({
  email: legajoSchema,
  name: nombreUsuarioSchema,
  password: pinSchema,
  role: roleSchema,
  equipo: equipoUsuarioSchema,
  /** Optional contact e-mail (issue 12). */
  correo: correoSchema,
});
export type RegisterUserInput = z.infer<typeof registerUserSchema>;
/** The register form's values (equipo '' = none). */
export type RegisterUserForm = z.input<typeof registerUserSchema>;

export const idSchema = textoSchema(MSG.idRequerido).trim().min(1, { error: MSG.idRequerido });

export const cambiarRolSchema = z.object({ _id: idSchema, rol: roleSchema });
export type CambiarRolInput = z.infer<typeof cambiarRolSchema>;

/** `POST /api/users/equipo` (Admin). */
export const asignarEquipoSchema = z.object({ _id: idSchema, equipo: equipoUsuarioSchema });
export type AsignarEquipoInput = z.infer<typeof asignarEquipoSchema>;

/** The most equipos a Jefe de area may lead besides their own. */
export const EQUIPOS_A_CARGO_MAX = 50;
/**
 * `POST /api/users/equipos-a-cargo` (Admin): every equipo a Jefe de area leads besides their own (`[]` clears them);
 * each a configured equipo (the service checks), repeated ones kept once.
 */
export const asignarEquiposACargoSchema = z.object({
  _id: idSchema,
  equipos: z
    .array(textoSchema(MSG.equipoInexistente).trim().min(1, { error: MSG.equipoInexistente }).max(200, { error: MSG.equipoInexistente }), {
      error: MSG.equiposACargoInvalidos,
    })
    .max(EQUIPOS_A_CARGO_MAX, { error: MSG.equiposACargoInvalidos }),
});
export type AsignarEquiposACargoInput = z.infer<typeof asignarEquiposACargoSchema>;

/** `POST /api/users/correo` (Admin): a user's contact e-mail ('' or null clears it). */
export const asignarCorreoSchema = z.object({ _id: idSchema, correo: correoSchema });
export type AsignarCorreoInput = z.infer<typeof asignarCorreoSchema>;

/** `POST /api/users/nombre`: renames a user of the plant (their membership here). */
export const cambiarNombreSchema = z.object({ _id: idSchema, name: nombreUsuarioSchema });
export type CambiarNombreInput = z.infer<typeof cambiarNombreSchema>;

/** `POST /api/users/:id/empresa` (company Admin): the user's person becomes, or stops being, a company Admin. */
export const adminEmpresaSchema = z.object({ adminEmpresa: z.boolean({ error: MSG.adminEmpresaInvalido }) });
export type AdminEmpresaInput = z.infer<typeof adminEmpresaSchema>;

/** The current pin is only checked against the stored one (a wrong shape is just a wrong pin). */
const pinActualSchema = textoSchema(MSG.pinActualRequerido).min(1, { error: MSG.pinActualRequerido }).max(64, { error: MSG.pinActualIncorrecto });

/** `POST /api/auth/pin`: the own pin, changed with the current one and the new one twice (same rule as the register form). */
export const cambiarPinSchema = z
  .object({
    pinActual: pinActualSchema,
    pinNuevo: pinSchema,
    pinNuevoRepetido: textoSchema(MSG.pinRepetidoRequerido).min(1, { error: MSG.pinRepetidoRequerido }).max(64, { error: MSG.pinesNoCoinciden }),
  })
  .refine((v) => v.pinNuevo === v.pinNuevoRepetido, { error: MSG.pinesNoCoinciden, path: ['pinNuevoRepetido'] })
  .refine((v) => v.pinNuevo !== v.pinActual, { error: MSG.pinNuevoIgualActual, path: ['pinNuevo'] });
export type CambiarPinInput = z.infer<typeof cambiarPinSchema>;

/** `POST /api/users/:id/pin`: an Admin sets a user's pin; the user must change it at the next login. */
export const restablecerPinSchema = z.object({ pin: pinSchema });
export type RestablecerPinInput = z.infer<typeof restablecerPinSchema>;
