import type { GridSortModel } from '@mui/x-data-grid';
import type { Role, User } from '@portal/shared/domain';

/** Lower case without accents: 'Ríos' is found by 'rios'. */
const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es');

/** Users whose name or legajo contains the search text (case and accents ignored). */
export function buscarUsuarios(users: readonly User[], texto: string): User[] {
  const q = normalizar(texto.trim());
  if (!q) return [...users];
  return users.filter((u) => normalizar(u.name).includes(q) || u.email.includes(q));
}

/** The users of one role ('' = every role). */
export function filtrarPorRol(users: readonly User[], rol: Role | ''): User[] {
  return rol ? users.filter((u) => u.role === rol) : [...users];
}

export type CampoOrdenUsuario = 'email' | 'name' | 'role' | 'ultimaActividad';

/** The list in the grid's sort model (one column); legajos compare as numbers, 'Última actividad' by instant (never = oldest). */
export function ordenarUsuarios(users: readonly User[], sort: GridSortModel): User[] {
  const [orden] = sort;
  if (!orden?.sort) return [...users];
  const field = orden.field as CampoOrdenUsuario;
  const dir = orden.sort === 'asc' ? 1 : -1;
  const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
  return [...users].sort((a, b) => dir * collator.compare(String(a[field] ?? ''), String(b[field] ?? '')));
}
