/**
 * The spec's three roles of a plant, plus Corporativo (issue 24): reads every plant through the plants comparison,
 * reads its own plant's screens, writes nothing (see `soloLectura`).
 */
export const ROLES = ['Admin', 'Jefe de area', 'Operario', 'Corporativo'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/**
 * Capabilities from the spec's permission table (section 6). The BFF guards and the UI
 * both read this map, so a rule changes in one place only.
 */
export const CAPABILITIES = [
  'nav.agregarTarjeta',
  'nav.misTarjetas',
  'users.manage',
  'users.viewHours',
  'campos.manage',
  'tarjetas.edit',
  'tarjetas.delete',
  'kaizen.create',
  'kaizen.edit',
  'kaizen.delete',
  /** Link cards in Hacer, implement/close, attach before/after images: any logged-in user. */
  'kaizen.operate',
  /** Close, plan, QR, images, search, export, own hours: any logged-in user. */
  'tarjetas.operate',
  'horas.own',
  /** 'Horas de todos' and 'Horas por equipo autonomo' with every user's figures (an Operario sees only their own). */
  'horas.todas',
  /** The audit trail page (Admin > Auditoría) and its export. */
  'auditoria.view',
  /** The dashboard's printable 'Reporte de avance' (PDF). */
  'dashboard.reporte',
  /** Delete anyone's comment on a card or Kaizen (authors delete their own). */
  'comentarios.moderate',
  /** Add, rename, move and delete org chart positions and pick their person (anyone logged in reads it). */
  'organigrama.edit',
  /** Send the weekly 'Reporte de avance' e-mail now (Admin page). */
  'reporte.enviar',
  /** Create, list and revoke the TV board's pantalla tokens (issue 12). */
  'pantallas.manage',
  /** Import cards from an .xlsx/.csv (issue 13). */
  'tarjetas.importar',
  /** The work inbox (Bandeja): the open cards of the user's equipos to plan, close or chase (issue 22). */
  'bandeja.view',
  /** Rename the user's plant and change its code (issue 24; Admin > Campos > Planta). */
  'plantas.manage',
  /**
   * The company's plants (issue 24): create a plant, add a person to another plant. Not a role's: a person's, the
   * company Admin (`User.empresa`); see `puede`.
   */
  'plantas.empresa',
  /** The plants comparison of the dashboard, its Excel and each plant's Reporte de avance (issue 24 §2). */
  'plantas.comparar',
  /** The autonomous-maintenance program (issue 25): place a team in it, set its step (with a reason) and its leader. */
  'programa.gestionar',
  /** Propose that a team passes its step (issue 25 §3); the server lets only its leader, its Jefes de area and Admins. */
  'programa.proponer',
  /** Define the CIL points of the plant's machines (issue 26 §1): Admin and Jefe de area. Running a routine is `tarjetas.operate`. */
  'cil.gestionar',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

const ANY_USER: Capability[] = ['tarjetas.operate', 'kaizen.operate', 'horas.own', 'programa.proponer'];

export const ROLE_CAPABILITIES: Record<Role, readonly Capability[]> = {
  Admin: [
    ...ANY_USER,
    'nav.misTarjetas',
    'users.manage',
    'users.viewHours',
    'horas.todas',
    'campos.manage',
    'tarjetas.edit',
    'tarjetas.delete',
    'kaizen.create',
    'kaizen.edit',
    'kaizen.delete',
    'auditoria.view',
    'dashboard.reporte',
    'comentarios.moderate',
    'organigrama.edit',
    'reporte.enviar',
    'pantallas.manage',
    'tarjetas.importar',
    'bandeja.view',
    'plantas.manage',
    'programa.gestionar',
    'cil.gestionar',
  ],
  'Jefe de area': [...ANY_USER, 'nav.misTarjetas', 'horas.todas', 'tarjetas.edit', 'kaizen.edit', 'dashboard.reporte', 'bandeja.view', 'cil.gestionar'],
  Operario: [...ANY_USER, 'nav.agregarTarjeta'],
  Corporativo: ['dashboard.reporte', 'plantas.comparar'],
};

/** Roles that change no data (issue 24): the server refuses them every route but a GET and the person's own account. */
const SOLO_LECTURA: readonly Role[] = ['Corporativo'];
export const soloLectura = (role: Role | null | undefined): boolean => Boolean(role && SOLO_LECTURA.includes(role));

/**
 * Roles only a company Admin (`plantas.empresa`) gives or takes away: Corporativo reads every plant, so a plant's
 * Admin cannot make one.
 */
export const ROLES_DE_EMPRESA: readonly Role[] = ['Corporativo'];
/** The roles `user` may give (or take away) in a plant. */
export const rolesAsignables = (user: { role?: Role | null; empresa?: boolean } | null | undefined): readonly Role[] =>
  user?.empresa ? ROLES : ROLES.filter((r) => !ROLES_DE_EMPRESA.includes(r));

export function can(role: Role | null | undefined, capability: Capability): boolean {
  if (!role || !isRole(role)) return false;
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** Capabilities a company Admin holds across plants, whatever their role in the session's plant. */
const DE_EMPRESA: readonly Capability[] = ['plantas.empresa', 'plantas.comparar'];

/** What a session may do: its role's capabilities (`can`), and the company's when its person is a company Admin. */
export function puede(user: { role?: Role | null; empresa?: boolean } | null | undefined, capability: Capability): boolean {
  return (Boolean(user?.empresa) && DE_EMPRESA.includes(capability)) || can(user?.role, capability);
}
