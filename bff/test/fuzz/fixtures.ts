import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import {
  AJUSTES_PROGRAMA_AM_DEFECTO,
  diaEnZona,
  PANTALLA_CODIGO_VIGENCIA_MS,
  PANTALLAS_MAX_ACTIVAS,
  type AuditoriaAm,
  type Campo,
  type Comentario,
  type EjecucionCil,
  type PuntoCil,
  type EquipoAmDetalle,
  type GrupoSso,
  type HoraEntrada,
  type Kaizen,
  type NodoOrganigrama,
  type PantallaCreada,
  type Planta,
  type Tarjeta,
  type User,
} from '@portal/shared/domain';
import { Clock } from '../../src/app/common/clock';
import { nuevoCodigoPantalla, hashTokenPantalla } from '../../src/app/pantallas/pantalla-token';
import { PantallaCodigosRepository } from '../../src/app/pantallas/pantalla-codigos.repository';
import { APP_CONFIG, type AppConfig } from '../../src/app/common/config/app-config';
import { kaizenBody, par, PLANIFICAR } from '../kaizen';
import type { ProveedorOidc } from '@portal/shared/oidc-prueba';
import type { TestApp } from '../test-app';
import { CIERRE_ROJA, TARJETA_AMARILLA, TARJETA_ROJA } from '../tarjetas';
import { upload } from '../uploads';

/** The provider account the fuzz suite signs in with, and the group its plant maps (api-fuzz.spec.ts). */
export const CUENTA_SSO = 'fuzz';
export const GRUPO_SSO = 'fuzz-operarios';

export const ROJA = TARJETA_ROJA;
export const AMARILLA = TARJETA_AMARILLA;
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** Fresh data for the examples, made through the API as the Admin. */
export class Fixtures {
  private seq = 0;
  /** Names of the files uploaded during the run (removed at the end). */
  readonly uploaded: string[] = [];

  constructor(
    private readonly t: TestApp,
    private readonly token: string,
    /** The provider single sign-on goes through (the fuzz suite's app is configured for it). */
    private readonly proveedor?: ProveedorOidc,
  ) {}

  /** The provider's return (its query) of a real sign-in by an account whose group the plant maps. */
  async vueltaSso(): Promise<Record<string, string>> {
    if (!this.proveedor) throw new Error('Fixtures without an OIDC provider');
    // Each from an address of its own: an address starts at most SSO_INICIOS_POR_MINUTO sign-ins a minute.
    const inicio = await this.t.get('/api/auth/sso', { remoteAddress: `10.24.${Math.floor(this.seq / 250) % 250}.${(this.seq++ % 250) + 1}` });
    if (inicio.status !== 302) throw new Error(`GET /api/auth/sso → ${inicio.status} ${inicio.text}`);
    const vuelta = await this.proveedor.ingresar(String(inicio.headers.location), CUENTA_SSO);
    return Object.fromEntries(new URL(vuelta).searchParams);
  }

  /** A one-time code of a finished sign-in, not yet traded. */
  async codigoSso(): Promise<string> {
    const res = await this.t.get(`/api/auth/sso/vuelta?${new URLSearchParams(await this.vueltaSso())}`);
    const destino = String(res.headers.location);
    if (!destino.includes('#codigo=')) throw new Error(`The sign-in did not end in a code: ${res.status} ${destino}`);
    return destino.split('#codigo=')[1];
  }

  unique(prefix: string): string {
    return `${prefix} ${++this.seq}`;
  }

  /** A legajo no seeded user has (6 digits). */
  legajo(): string {
    return String(500_000 + ++this.seq);
  }

  async card(color: 'Roja' | 'Azul' | 'Verde' | 'Amarilla' = 'Roja'): Promise<Tarjeta> {
    const amarilla = color === 'Amarilla';
    return this.ok<Tarjeta>('POST', amarilla ? '/api/tarjetas/amarilla' : '/api/tarjetas', amarilla ? AMARILLA : { ...ROJA, color });
  }

  /** A Kaizen on a new card. */
  async kaizen(): Promise<Kaizen> {
    return this.ok<Kaizen>('POST', '/api/tarjetaskaizen', kaizenBody([par(await this.card())]));
  }

  /** A card or a Kaizen (new) with one comment of the Admin: both ids. */
  async comentario(destino: 'tarjeta' | 'kaizen'): Promise<{ id: string; comentarioId: string }> {
    const id = (destino === 'kaizen' ? await this.kaizen() : await this.card())._id;
    const base = destino === 'kaizen' ? '/api/tarjetaskaizen' : '/api/tarjetas';
    const c = await this.ok<Comentario>('POST', `${base}/${id}/comentarios`, { texto: 'Revisar el retén el lunes' });
    return { id, comentarioId: c._id };
  }

  user(role: User['role'] = 'Operario'): Promise<User> {
    return this.ok<User>('POST', '/api/users', { email: this.legajo(), name: 'Usuario Fuzz', password: '123456', role });
  }

  /** An hours entry of a new user (logged by the Admin). */
  async horas(): Promise<HoraEntrada> {
    return this.ok<HoraEntrada>('POST', '/api/users/hours', {
      _id: (await this.user())._id,
      quantity: 1,
      typeOf: 'Horas dadas de capacitacion',
      date: '2026-01-10',
    });
  }

  private sesion?: { token: string; pin: string };

  /** A new Operario, logged in: its token and pin (for routes that end the caller's other sessions). */
  async sesionNueva(): Promise<{ token: string; pin: string }> {
    const user = await this.user();
    // Signed as the login would (a new user's session version is 0), not through POST /api/auth: the login
    // route's fuzzing may have left this address locked out.
    const token = await this.t.app.get(JwtService, { strict: false }).signAsync({ sub: user._id, ver: 0 });
    this.sesion = { token, pin: '123456' };
    return this.sesion;
  }

  /** The session `sesionNueva` made last. */
  ultimaSesion(): { token: string; pin: string } {
    if (!this.sesion) throw new Error('fixture: no session made yet (sesionNueva)');
    return this.sesion;
  }

  /** A new org chart position at the top level (a leaf: it may be moved or deleted). */
  nodo(): Promise<NodoOrganigrama> {
    return this.ok<NodoOrganigrama>('POST', '/api/organigrama', { titulo: this.unique('Puesto fuzz'), nombre: 'Nombre Fuzz' });
  }

  /** A new plant (the Admin, the company's, becomes its Admin). */
  async planta(): Promise<Planta> {
    return this.ok<Planta>('POST', '/api/plantas', { nombre: this.unique('Planta'), codigo: `F${this.legajo()}` });
  }

  /** A provider group with a role in the session's plant (single sign-on). */
  async grupoSso(): Promise<GrupoSso> {
    return this.ok<GrupoSso>('POST', '/api/sso/grupos', { grupo: this.unique('grupo'), role: 'Jefe de area' });
  }

  /** A new active pantalla (TV board token). */
  async pantalla(): Promise<PantallaCreada> {
    await this.lugarParaPantalla();
    return this.ok<PantallaCreada>('POST', '/api/pantallas', { nombre: this.unique('TV fuzz') });
  }

  /**
   * A TV's pending pairing code and its secret (issue 22 §3), with room for the pantalla pairing it makes. Stored
   * directly: the fuzzed code requests may have filled the cap of waiting codes.
   */
  async codigoTv(): Promise<{ codigo: string; secreto: string }> {
    await this.lugarParaPantalla();
    const secreto = randomBytes(32).toString('base64url');
    const codigo = nuevoCodigoPantalla();
    const expira = new Date(this.t.app.get(Clock).now().getTime() + PANTALLA_CODIGO_VIGENCIA_MS);
    await this.t.app.get(PantallaCodigosRepository).insert({ codigo, secretoHash: hashTokenPantalla(secreto), expira });
    return { codigo, secreto };
  }

  /** Revokes the oldest pantallas when the fuzzed creates filled the cap. */
  private async lugarParaPantalla(): Promise<void> {
    const activas = await this.t.get<{ _id: string }[]>('/api/pantallas', { token: this.token });
    for (const p of activas.body.slice(0, Math.max(0, activas.body.length - PANTALLAS_MAX_ACTIVAS + 1))) {
      await this.t.delete(`/api/pantallas/${p._id}`, { token: this.token });
    }
  }

  campo(name = 'equipo'): Promise<Campo> {
    return this.ok<Campo>('POST', '/api/campos', { name, value: this.unique('Valor fuzz') });
  }

  /** A new equipo already in the autonomous-maintenance program, at step 1 since 2026-01-05. */
  async equipoAm(): Promise<EquipoAmDetalle> {
    const equipo = await this.campo('equipo');
    return this.ok<EquipoAmDetalle>('POST', `/api/programa/equipos/${equipo._id}/inicio`, { paso: 1, desde: '2026-01-05' });
  }

  /**
   * A team in the program whose gate is green at the plant's default thresholds (set again here: the fuzzing of
   * PATCH /api/programa/ajustes changes them): a member led it, hung a card that is closed, and a Kaizen on the team's
   * machine closed today.
   */
  async equipoAmVerde(): Promise<EquipoAmDetalle> {
    await this.ok('PATCH', '/api/programa/ajustes', AJUSTES_PROGRAMA_AM_DEFECTO);
    const equipo = await this.campo('equipo');
    const maquina = await this.campo('maquina');
    await this.ok('POST', '/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value });
    const miembro = await this.user();
    await this.ok('POST', '/api/users/equipo', { _id: miembro._id, equipo: equipo.value });
    const card = await this.ok<Tarjeta>('POST', '/api/tarjetas', { ...ROJA, equipo: equipo.value, detecto: miembro.name });
    await this.ok('POST', '/api/tarjetas/cerrar', { _id: card._id, inicioReparacion: card.fecha, finReparacion: card.fecha, ...CIERRE_ROJA });
    const kaizen = await this.ok<Kaizen>('POST', '/api/tarjetaskaizen', kaizenBody([par(card)], { maquina: maquina.value }));
    // Today in the plant's zone (the fuzzing of PATCH /api/plantas/:id changes it).
    const planta = (await this.t.get<Planta[]>('/api/plantas', { token: this.token })).body.find((p) => p._id === 1);
    const zona = planta?.zona ?? this.t.app.get<symbol, AppConfig>(APP_CONFIG, { strict: false }).plantTz;
    const hoy = diaEnZona(this.t.app.get(Clock, { strict: false }).now(), zona);
    await this.ok('POST', '/api/tarjetaskaizen/cerrar', {
      _id: kaizen._id,
      implementacion: false,
      ...PLANIFICAR,
      objetivoCompletado: 'Sí',
      fechaFinalizacionMejora: hoy,
    });
    const enPrograma = await this.ok<EquipoAmDetalle>('POST', `/api/programa/equipos/${equipo._id}/inicio`, { paso: 1, liderId: miembro._id });
    // The step audit passed: the Admin (an auditor always) scores every requirement 4 and signs.
    await this.auditoriaRespondida(enPrograma, 4).then((a) => this.ok('POST', `/api/programa/auditorias/${a._id}/firma`, {}));
    return this.ok<EquipoAmDetalle>('GET', `/api/programa/equipos/${equipo._id}`);
  }

  /** A new team in the program whose step audit the Admin asked for (no auditor yet). */
  async auditoriaSolicitada(equipo?: EquipoAmDetalle): Promise<AuditoriaAm> {
    const e = equipo ?? (await this.equipoAm());
    return this.ok<AuditoriaAm>('POST', `/api/programa/equipos/${e._id}/auditorias`, { vence: '2030-01-31', comentario: 'Pedida por el equipo' });
  }

  /** An audit the Admin started (as its auditor), no requirement answered. */
  async auditoriaEnCurso(equipo?: EquipoAmDetalle): Promise<AuditoriaAm> {
    const a = await this.auditoriaSolicitada(equipo);
    return this.ok<AuditoriaAm>('POST', `/api/programa/auditorias/${a._id}/inicio`, {});
  }

  /** An audit under way with every requirement scored `puntaje` (ready to sign). */
  async auditoriaRespondida(equipo?: EquipoAmDetalle, puntaje = 3): Promise<AuditoriaAm> {
    let a = await this.auditoriaEnCurso(equipo);
    for (const r of a.plantilla.secciones.flatMap((s) => s.requisitos)) {
      a = await this.ok<AuditoriaAm>('PUT', `/api/programa/auditorias/${a._id}/respuestas/${r.id}`, { puntaje });
    }
    return a;
  }

  /** A green team with its step proposed (pending). */
  async propuestaAm(): Promise<EquipoAmDetalle> {
    const equipo = await this.equipoAmVerde();
    return this.ok<EquipoAmDetalle>('POST', `/api/programa/equipos/${equipo._id}/propuesta`, {});
  }

  /** A machine of a new team with one daily CIL point (issue 26 §1). */
  async maquinaCil(): Promise<{ maquina: Campo; equipo: Campo; punto: PuntoCil }> {
    const equipo = await this.campo('equipo');
    const maquina = await this.campo('maquina');
    await this.ok('POST', '/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value });
    const punto = await this.ok<PuntoCil>('POST', `/api/cil/maquinas/${maquina._id}/puntos`, {
      tipo: 'inspeccion',
      parte: 'Reductor',
      tarea: 'Verificar nivel de aceite',
      minutos: 5,
      frecuencia: 'diaria',
    });
    return { maquina, equipo, punto };
  }

  /** A run body of that machine's point, ended a minute ago by the server's clock. */
  async cuerpoEjecucionCil(resultado: 'ok' | 'no_ok' = 'no_ok') {
    const { maquina, punto } = await this.maquinaCil();
    const fin = new Date(this.t.app.get(Clock, { strict: false }).now().getTime() - 60_000);
    return {
      maquinaId: maquina._id,
      iniciadaEn: new Date(fin.getTime() - 600_000).toISOString(),
      terminadaEn: fin.toISOString(),
      minutos: 10,
      resultados: [{ punto: punto._id, resultado, comentario: 'Nivel bajo', foto: await this.upload(), tarjetaKey: randomBytes(8).toString('hex') }],
    };
  }

  /** A recorded run. */
  async ejecucionCil(): Promise<EjecucionCil> {
    return this.ok<EjecucionCil>('POST', '/api/cil/ejecuciones', await this.cuerpoEjecucionCil());
  }

  async maquinaConParte(): Promise<{ maquina: Campo; parte: string }> {
    const maquina = await this.campo('maquina');
    const parte = this.unique('Parte fuzz');
    return { maquina: await this.ok<Campo>('POST', '/api/campos/parteMaquina', { _id: maquina._id, name: parte }), parte };
  }

  /** A fresh single-use ticket of the live events stream. */
  async ticketEventos(): Promise<string> {
    return (await this.ok<{ ticket: string }>('POST', '/api/events/ticket', {})).ticket;
  }

  /** An uploaded image's public URL. */
  async upload(): Promise<string> {
    const res = await upload(this.t, this.token);
    if (res.status !== 201 && res.status !== 200) throw new Error(`fixture upload: ${res.status} ${JSON.stringify(res.body)}`);
    const url = res.body.secure_url;
    this.uploaded.push(url.slice(url.lastIndexOf('/') + 1));
    return url;
  }

  private async ok<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown): Promise<T> {
    const res = await this.t.request<T>(method, url, { body: method === 'GET' ? undefined : body, token: this.token });
    if (res.status >= 300) throw new Error(`fixture ${method} ${url}: ${res.status} ${res.text}`);
    return res.body;
  }
}
