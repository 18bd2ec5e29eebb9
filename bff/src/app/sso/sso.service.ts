import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import {
  MSG,
  rolesAsignables,
  SSO_INGRESO_PATH,
  SSO_VUELTA_PATH,
  type AuthResponse,
  type GrupoSso,
  type GrupoSsoInput,
  type Role,
  type SsoMotivo,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { AuditService } from '../audit/audit.service';
import { AuthService } from '../auth/auth.service';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig, type SsoConfig } from '../common/config/app-config';

import { badRequest, httpError, notFound, tooManyRequests } from '../common/http-errors';
import { LoginThrottleService } from '../auth/login-throttle.service';
import { linkOrigin } from '../common/public-url';
import { isUuid, isUniqueViolation } from '../common/db-errors';
import type { SsoGrupoRow } from '../../db/schema';
import { AccesoSsoService } from './acceso-sso.service';
import { OidcCliente } from './oidc-cliente';
import { SsoRepository } from './sso.repository';

/** How long a sign-in may take at the provider, and a one-time code may wait for the login page. */
export const INGRESO_VIGENCIA_MS = 10 * 60_000;
export const CODIGO_VIGENCIA_MS = 60_000;

const STATE_VALIDO = /^[\w-]{1,128}$/;
const hash = (codigo: string) => createHash('sha256').update(codigo).digest('base64url');
const alLogin = (motivo: SsoMotivo) => `/login?sso=${motivo}`;
const aGrupo = (row: SsoGrupoRow): GrupoSso => ({ _id: row.id, grupo: row.grupo, role: row.role as Role });

/**
 * Single sign-on (issue 24 §3): the trip to the provider and back, and the one-time code the login page trades for the
 * portal's own session. The provider's answer never reaches the browser: only a code of this portal, valid once and
 * for a minute, in the address's fragment (never sent to a server, never in a log).
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger('SSO');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cliente: OidcCliente,
    private readonly repo: SsoRepository,
    private readonly acceso: AccesoSsoService,
    private readonly auth: AuthService,
    private readonly auditoria: AuditService,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    private readonly throttle: LoginThrottleService,
  ) {}

  private configurado(): SsoConfig {
    if (!this.config.sso) throw notFound(MSG.ssoNoConfigurado);
    return this.config.sso;
  }

  private get vueltaUri(): string {
    return `${linkOrigin(this.config)}${SSO_VUELTA_PATH}`;
  }

  /** The provider's authorization URL for a new sign-in (its state, nonce and PKCE verifier kept in the database). */
  async inicio(plantaCodigo: string | undefined, ip: string): Promise<string> {
    const sso = this.configurado();
    const reserva = await this.throttle.reserveSso(ip);
    if (!reserva.granted) throw tooManyRequests(reserva.msg, reserva.retryAfterSeconds);
    const ahora = this.clock.now();
    const c = OidcCliente.comprobaciones();
    let url: URL;
    try {
      url = await this.cliente.urlDeAutorizacion(sso, this.vueltaUri, c);
    } catch (err) {
      this.logger.warn(`OIDC discovery of ${sso.issuer.href} failed: ${(err as Error).message}`);
      throw httpError(HttpStatus.SERVICE_UNAVAILABLE, MSG.ssoProveedorNoDisponible);
    }
    await this.repo.purgar(new Date(ahora.getTime() - INGRESO_VIGENCIA_MS));
    await this.repo.nuevoIngreso(c, plantaCodigo ?? null, ahora);
    return url.href;
  }

  /**
   * The provider's return (`query`: its whole query string): where the browser goes next — the login page's trade of a
   * one-time code, or the login page with why not. Never an error page: every failure is a reason on the login.
   */
  async vuelta(query: string, ip: string): Promise<string> {
    const sso = this.configurado();
    const params = new URLSearchParams(query);
    const state = params.get('state');
    // The portal's states are base64url (openid-client's randomState): anything else was never issued here.
    const ingreso = state && STATE_VALIDO.test(state) ? await this.repo.tomarIngreso(state) : undefined;
    if (!ingreso || this.clock.now().getTime() - ingreso.creadoEn.getTime() > INGRESO_VIGENCIA_MS) return alLogin('vencido');
    if (params.has('error')) return alLogin(params.get('error') === 'access_denied' ? 'cancelado' : 'fallo');
    let reclamos;
    try {
      reclamos = await this.cliente.reclamos(sso, new URL(`${this.vueltaUri}?${params}`), ingreso);
    } catch (err) {
      this.logger.warn(`Single sign-on refused: ${(err as Error).message}`);
      await this.auditoria.ssoFallido((err as Error).message, ip);
      return alLogin('fallo');
    }
    const destino = await this.acceso.ingresar(sso, reclamos, ingreso.plantaCodigo, ip);
    if (typeof destino === 'string') {
      await this.auditoria.ssoFallido(`${destino}: ${String(reclamos.email ?? reclamos.sub)}`, ip);
      return alLogin(destino);
    }
    const codigo = randomBytes(32).toString('base64url');
    await this.repo.guardarCodigo(hash(codigo), destino.userId, destino.plantaId, this.clock.now());
    return `${SSO_INGRESO_PATH}#codigo=${codigo}`;
  }

  /** The one-time code traded for the session (once, within a minute). */
  async canje(codigo: string, ip: string): Promise<AuthResponse> {
    this.configurado();
    const canjeado = await this.repo.canjear(hash(codigo));
    if (!canjeado || this.clock.now().getTime() - canjeado.creadoEn.getTime() > CODIGO_VIGENCIA_MS) throw badRequest(MSG.ssoCodigoInvalido);
    return this.auth.sesionSso(canjeado.userId, canjeado.plantaId, ip);
  }

  /** After the portal's own logout: the provider's, when it has one, back to the login page. */
  async salida(): Promise<string> {
    const sso = this.configurado();
    const login = `${linkOrigin(this.config)}/login`;
    try {
      return (await this.cliente.urlDeSalida(sso, login))?.href ?? '/login';
    } catch {
      return '/login';
    }
  }

  async grupos(): Promise<GrupoSso[]> {
    return (await this.repo.grupos()).map(aGrupo);
  }

  async crearGrupo({ grupo, role }: GrupoSsoInput, actor: Actor, quien: AuthUser): Promise<GrupoSso> {
    if (!rolesAsignables(quien).includes(role)) throw httpError(HttpStatus.FORBIDDEN, MSG.rolDeEmpresa);
    try {
      return aGrupo(await this.audited.run(actor, 'crear', () => this.repo.crearGrupo(grupo, role)));
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(MSG.grupoSsoDuplicado);
      throw err;
    }
  }

  async eliminarGrupo(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw notFound(MSG.grupoSsoNoEncontrado);
    const borrado = await this.audited.run(actor, 'eliminar', () => this.repo.eliminarGrupo(id));
    if (!borrado) throw notFound(MSG.grupoSsoNoEncontrado);
  }
}
