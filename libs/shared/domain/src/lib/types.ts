import type { CampoName } from './campos';
import type { DetalleTipo } from './detalle';
import type { Role } from './roles';
import type { TipoHora } from './horas';

export interface HoraRegistro {
  _id: string;
  quantity: number;
  typeOf: TipoHora;
  /** ISO date, YYYY-MM-DD. */
  date: string;
}

/** A user as the API returns it: never with the pin hash. `email` holds the legajo. */
export interface User {
  _id: string;
  name: string;
  role: Role;
  email: string;
  hours: HoraRegistro[];
  date: string;
  /** Equipo autonomo (one of the configured `equipo` campos), null when none; the API always sends it. */
  equipo?: string | null;
  /** A Jefe de area's other equipos (issue 22): with `equipo`, what scopes their Bandeja and notices. */
  equiposACargo?: string[];
  /** Last successful login (ISO), null if never. */
  ultimoLogin: string | null;
  /** Last request with a valid session (ISO), written at most every ACTIVIDAD_INTERVALO_MS; null if never. */
  ultimaActividad: string | null;
  /** An Admin reset the pin: the shell keeps the user on 'Cambiar pin' until they choose their own. */
  debeCambiarPin: boolean;
  /** Optional contact e-mail for notices (issue 12); null when none. Not the login (that is the legajo, `email`). */
  correo?: string | null;
  /** The user's own choice: overdue notices also by e-mail (default true; needs `correo`). */
  avisosCorreo?: boolean;
  /** The plant of this user (issue 24: a user is a person's membership of one plant). */
  planta?: number;
  /** The person is a company Admin: creates plants and adds people to them (capability 'plantas.empresa'). */
  empresa?: boolean;
  /** The membership is governed by single sign-on: the provider's groups give and take its role (issue 24 §3). */
  sso?: true;
  /** Single sign-on took its access away (its group was removed): no login, no session, until a group gives it back. */
  sinAcceso?: true;
}

/** `GET /api/users/nombres`: a plant user as a choice for a person field (a card's Responsable), by name. */
export interface NombreUsuario {
  _id: string;
  nombre: string;
}

export interface AuthResponse {
  token: string;
  user: User;
}

export interface Campo {
  _id: string;
  name: CampoName;
  value: string;
  parteMaquina: string[];
  /** A machine's Equipo autónomo (one of the configured equipos), filled in by the add form; null for none and for other campos. */
  equipo: string | null;
}

/** `GET /api/detalle/:id`: which kind of record owns the id, so the shell picks the detail page. */
export interface DetalleTipoResponse {
  _id: string;
  tipo: DetalleTipo;
}

export interface ApiError {
  msg: string;
}

export interface SuccessResponse {
  success: true;
}

/** Runtime manifest served by the BFF: remote name → URL of its mf-manifest.json. */
export type RemotesManifest = Record<string, string>;
