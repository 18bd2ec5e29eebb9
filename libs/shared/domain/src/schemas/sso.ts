import { z } from 'zod';
import { MSG } from '../lib/messages';
import { ROLES } from '../lib/roles';
import { textoSchema } from './text';

/** `POST /api/sso/grupos`: a provider group (as its groups claim sends it) and the role it gives in the Admin's plant. */
export const grupoSsoSchema = z.object({
  grupo: textoSchema(MSG.grupoSsoRequerido).trim().min(1, { error: MSG.grupoSsoRequerido }).max(200, { error: MSG.grupoSsoLargo }),
  role: z.enum(ROLES, { error: MSG.rolInvalido }),
});
export type GrupoSsoInput = z.infer<typeof grupoSsoSchema>;

/** `GET /api/auth/sso`: the plant the device remembers (its code), where the session starts when the person is there. */
export const ssoInicioSchema = z.object({
  planta: textoSchema(MSG.plantaInvalida).trim().toUpperCase().min(1, { error: MSG.plantaInvalida }).max(10, { error: MSG.plantaInvalida }).optional(),
});

/** `POST /api/auth/sso/canje`: the one-time code the provider's return left in the page's address. */
export const ssoCanjeSchema = z.object({
  codigo: textoSchema(MSG.ssoCodigoInvalido).min(20, { error: MSG.ssoCodigoInvalido }).max(100, { error: MSG.ssoCodigoInvalido }),
});
