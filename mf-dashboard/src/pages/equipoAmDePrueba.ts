import { PASOS_AM_DEFECTO, type EquipoAmDetalle } from '@portal/shared/domain';

/** The team the program's page specs show: Equipo Prensa 7 at step 3 since 06/04/2026, led by Ana; `extra` over it. */
export const equipoAmDePrueba = (extra: Partial<EquipoAmDetalle> = {}): EquipoAmDetalle => ({
  _id: '11111111-1111-4111-8111-111111111111',
  equipo: 'Equipo Prensa 7',
  enPrograma: true,
  paso: 3,
  pasoNombre: PASOS_AM_DEFECTO[2],
  pasoDesde: '2026-04-06',
  lider: { _id: 'u1', nombre: 'Ana Prensa' },
  miembros: 2,
  maquinas: 1,
  pasos: [...PASOS_AM_DEFECTO],
  periodos: [],
  miembrosLista: [],
  maquinasLista: [],
  puerta: null,
  propuestaPendiente: false,
  propuesta: null,
  puedeProponer: false,
  puedeSolicitarAuditoria: false,
  esAuditor: false,
  ...extra,
});
