import { z } from 'zod';
import { crearNodoOrganigramaSchema, MSG, type CrearNodoOrganigramaBody, type NodoOrganigrama } from '@portal/shared/domain';

export const PERSONAS = ['ninguna', 'usuario', 'nombre'] as const;
export type PersonaForm = (typeof PERSONAS)[number];
export const PERSONA_LABEL: Record<PersonaForm, string> = {
  ninguna: 'Sin asignar',
  usuario: 'Un usuario del portal',
  nombre: 'Otra persona (escribir el nombre)',
};

/** The add/edit dialog: `parentId` '' is a top position; the person is chosen first, then named. */
export const nodoFormSchema = z
  .object({
    titulo: crearNodoOrganigramaSchema.shape.titulo,
    parentId: z.string(),
    persona: z.enum(PERSONAS),
    userId: z.string(),
    nombre: z.string(),
  })
  .superRefine((v, ctx) => {
    if (v.persona === 'usuario' && !v.userId) ctx.addIssue({ code: 'custom', path: ['userId'], message: MSG.organigramaUsuarioRequerido });
    if (v.persona === 'nombre') {
      const nombre = crearNodoOrganigramaSchema.shape.nombre.safeParse(v.nombre);
      if (!nombre.success) ctx.addIssue({ code: 'custom', path: ['nombre'], message: nombre.error.issues[0]?.message ?? MSG.organigramaNombreInvalido });
      else if (!nombre.data) ctx.addIssue({ code: 'custom', path: ['nombre'], message: MSG.organigramaNombreRequerido });
    }
  });
export type NodoFormValues = z.input<typeof nodoFormSchema>;
export type NodoFormOutput = z.output<typeof nodoFormSchema>;

/** Empty form for a new position under `parentId` (null: a top one). */
export const nuevoNodoDefaults = (parentId: string | null): NodoFormValues => ({
  titulo: '',
  parentId: parentId ?? '',
  persona: 'ninguna',
  userId: '',
  nombre: '',
});

/** The form filled with a stored position. */
export const nodoDefaults = (n: NodoOrganigrama): NodoFormValues => ({
  titulo: n.titulo,
  parentId: n.parentId ?? '',
  persona: n.usuario ? 'usuario' : n.nombre ? 'nombre' : 'ninguna',
  userId: n.usuario?._id ?? '',
  nombre: n.nombre ?? '',
});

/** The API body: the person not chosen is sent as null, so it is cleared. */
export const nodoBody = (v: NodoFormOutput): Required<CrearNodoOrganigramaBody> => ({
  titulo: v.titulo,
  parentId: v.parentId || null,
  userId: v.persona === 'usuario' ? v.userId : null,
  nombre: v.persona === 'nombre' ? v.nombre.trim() : null,
});
