import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  MSG,
  type AuthResponse,
  type CambiarPinInput,
  type CambiarPlantaInput,
  type LoginInput,
  type MembresiaPlanta,
  type PlantaDeIngreso,
  type Role,
} from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import type { AuthUser } from '../common/access/auth-user';
import { AuditService } from '../audit/audit.service';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest, notFound, tooManyRequests } from '../common/http-errors';
import { hashPin, isLegacyHash, verifyPin } from '../common/password';
import { DEMO_USER } from '../../db/seed/demo-users';
import type { UserRow } from '../../db/schema';
import { UsersService } from '../users/users.service';
import type { TokenPayload } from './jwt.authenticator';
import { LoginThrottleService } from './login-throttle.service';
import { PlantasRepository } from '../plantas/plantas.repository';
import { enPlanta } from '../database/alcance-planta';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { PLANTA_PRINCIPAL } from '../../db/schema/plantas';

@Injectable()
export class AuthService {
  constructor(
    private readonly usersService: UsersService,
    private readonly throttle: LoginThrottleService,
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly auditoria: AuditService,
    private readonly plantas: PlantasRepository,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /**
   * Three outcomes: locked (429, no pin checked), failure (400) and success. Unknown legajo and
   * wrong pin get the same answer and cost the same argon2 verify. The plant is the one named by its code or, without
   * one, the only plant where the legajo is a person's (`miembroDeIngreso`); the rest happens in that plant.
   */
  async login({ email: legajo, password: pin, planta: codigo }: LoginInput, ip: string): Promise<AuthResponse> {
    // Who first (no pin checked yet): the lockout is the person's, whatever plant the attempt names.
    const ingreso = await this.miembroDeIngreso(legajo, codigo);
    const reservation = await this.throttle.reserve(
      { personaId: ingreso.candidatos.length === 1 ? ingreso.candidatos[0].personaId : undefined, planta: ingreso.planta, legajo },
      ip,
    );
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    const { attempt } = reservation;

    let coinciden: UserRow[];
    try {
      coinciden = await this.conPin(ingreso.candidatos, pin);
    } catch (err) {
      await this.throttle.cancel(attempt).catch(() => undefined);
      throw err;
    }
    if (coinciden.length > 1) {
      // The pin of two people with this legajo: whoever sent it knows them both, so asking for the plant reveals nothing.
      await this.throttle.cancel(attempt);
      throw badRequest(MSG.plantaRequerida);
    }
    const [user] = coinciden;
    if (!user) {
      const locked = await this.throttle.recordFailure(attempt);
      const registrado = ingreso.candidatos.length === 1 ? ingreso.candidatos[0] : undefined;
      await enPlanta(ingreso.planta, () => this.auditarFallo(legajo, registrado, ip, locked));
      throw badRequest(MSG.credencialesInvalidas);
    }
    await this.throttle.recordSuccess(attempt);
    return enPlanta(user.plantaId, async () => {
      if (isLegacyHash(user.passwordHash)) await this.usersService.reemplazarHashAntiguo(user.id, user.passwordHash, await hashPin(pin));
      await this.auditoria.login(user, ip);
      return this.issue(await this.usersService.registrarLogin(user.id));
    });
  }

  /**
   * The candidates whose pin is `pin`. None costs one argon2 verify like one wrong pin (an unknown legajo too), so an
   * answer does not tell whether the legajo exists.
   */
  private async conPin(candidatos: readonly UserRow[], pin: string): Promise<UserRow[]> {
    if (!candidatos.length) {
      await verifyPin(undefined, pin);
      return [];
    }
    const coinciden: UserRow[] = [];
    for (const c of candidatos) if (await verifyPin(c.passwordHash, pin)) coinciden.push(c);
    return coinciden;
  }

  /**
   * Who a login may be for, looked up across plants: the legajo's membership in the plant of `codigo` (an unknown code
   * is a 400 of its own: the list comes from the login page) or, without a code, one membership per person with that
   * legajo (a person's first plant) — the pin then says which of them (`login`), so a legajo held by different people
   * in several plants answers like any other until someone sends the pin of two of them. `planta`: where the attempt
   * is recorded.
   */
  private async miembroDeIngreso(legajo: string, codigo: string | undefined): Promise<{ planta: number; candidatos: UserRow[] }> {
    const miembros = await this.plantas.leyendoTodas(() => this.usersService.miembrosPorLegajo(legajo));
    if (codigo !== undefined) {
      const planta = await this.plantas.findByCodigo(codigo);
      if (!planta) throw badRequest(MSG.plantaInvalida);
      return { planta: planta.id, candidatos: miembros.filter((m) => m.plantaId === planta.id) };
    }
    const porPersona = miembros.filter((m, i) => miembros.findIndex((x) => x.personaId === m.personaId) === i);
    return { planta: porPersona.length === 1 ? porPersona[0].plantaId : PLANTA_PRINCIPAL, candidatos: porPersona };
  }

  /** The plants of the session's person, their role in each and which is the session's (the navbar's switcher). */
  async plantasDe(me: AuthUser): Promise<MembresiaPlanta[]> {
    return (await this.membresias(me))
      .map((m) => ({
        planta: m.plantaId,
        codigo: m.codigo,
        nombre: m.nombre,
        role: m.role as Role,
        actual: m.plantaId === me.planta,
      }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  }

  /**
   * The session moves to another plant of the person: a token of their membership there (its role, its data). Recorded
   * as a login in that plant. A plant they are not a member of is a 404, as any other unknown id.
   */
  async cambiarPlanta(me: AuthUser, { planta }: CambiarPlantaInput, ip: string): Promise<AuthResponse> {
    const destino = (await this.membresias(me)).find((m) => m.plantaId === planta);
    if (!destino) throw notFound(MSG.plantaNoEncontrada);
    return enPlanta(planta, async () => {
      const user = await this.usersService.fila(destino.id);
      if (!user) throw notFound(MSG.plantaNoEncontrada);
      await this.auditoria.login(user, ip);
      return this.issue(await this.usersService.registrarLogin(user.id));
    });
  }

  /** The memberships of the session's person in every plant. */
  private async membresias(me: AuthUser) {
    const user = await this.usersService.fila(me.id);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    return this.plantas.leyendoTodas(() => this.usersService.membresiasDe(user.personaId));
  }

  /**
   * The own pin: the current one is checked like a login's (same legajo and address lockout, so a
   * session left open cannot be used to guess it), then every older session token stops working and
   * the answer carries a new token for this one.
   */
  async cambiarPin(me: AuthUser, input: CambiarPinInput, ip: string, actor: Actor): Promise<AuthResponse> {
    const user = await this.usersService.fila(me.id);
    if (!user) throw notFound(MSG.usuarioNoEncontrado);
    const reservation = await this.throttle.reserve({ personaId: user.personaId, planta: user.plantaId, legajo: user.legajo }, ip);
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    const { attempt } = reservation;

    let ok: boolean;
    try {
      ok = await verifyPin(user.passwordHash, input.pinActual);
    } catch (err) {
      await this.throttle.cancel(attempt).catch(() => undefined);
      throw err;
    }
    if (!ok) {
      const locked = await this.throttle.recordFailure(attempt);
      await this.auditoria.pinActualFallido(user, ip);
      if (locked.legajoLocked) await this.auditoria.bloqueo('legajo', user.legajo, user, ip);
      if (locked.addressLocked) await this.auditoria.bloqueo('ip', user.legajo, user, ip);
      throw badRequest(MSG.pinActualIncorrecto);
    }
    await this.throttle.recordSuccess(attempt);
    return this.issue(await this.usersService.cambiarPropioPin(user.id, input.pinNuevo, actor));
  }

  /**
   * The demo user's session, no pin: throttled per address like the pin login's lockout (in the database), and
   * audited once per address and hour, so a script cannot flood the permanent trail (docs/auditoria.md).
   */
  async demoLogin(ip: string): Promise<AuthResponse> {
    if (!this.config.demoLogin) throw notFound(MSG.recursoNoEncontrado);
    const reservation = await this.throttle.reserveDemo(ip);
    if (!reservation.granted) throw tooManyRequests(reservation.msg, reservation.retryAfterSeconds);
    return enPlanta(PLANTA_PRINCIPAL, async () => {
      const [user] = await this.usersService.miembrosPorLegajo(DEMO_USER.legajo);
      if (!user) throw notFound(MSG.usuarioNoEncontrado);
      if (reservation.audit) await this.auditoria.login(user, ip);
      return this.issue(await this.usersService.registrarLogin(user.id));
    });
  }

  /**
   * The session of a single sign-on (issue 24 §3), once the provider vouched for the person and their groups gave them
   * this membership: recorded as a login in its plant. A membership without access by now is a 400 like a used code.
   */
  async sesionSso(userId: string, planta: number, ip: string): Promise<AuthResponse> {
    return enPlanta(planta, async () => {
      const user = await this.usersService.fila(userId);
      if (!user || user.ssoBaja) throw badRequest(MSG.ssoCodigoInvalido);
      await this.auditoria.login(user, ip);
      return this.issue(await this.usersService.registrarLogin(user.id));
    });
  }

  /** Audit trail: the failed attempt and, when this very failure locked the legajo or the address, the lockout. */
  private async auditarFallo(legajo: string, user: UserRow | undefined, ip: string, locked: { legajoLocked: boolean; addressLocked: boolean }): Promise<void> {
    await this.auditoria.loginFallido(legajo, user, ip);
    if (locked.legajoLocked) await this.auditoria.bloqueo('legajo', legajo, user, ip);
    if (locked.addressLocked) await this.auditoria.bloqueo('ip', legajo, user, ip);
  }

  /** The plants the login page offers, by name, with the settings their members' screens use. */
  async plantasDeIngreso(): Promise<PlantaDeIngreso[]> {
    return (await this.plantas.list())
      .map((p) => {
        const { zonaHoraria, diasAlerta } = this.ajustes.vigentes(p);
        return { _id: p.id, codigo: p.codigo, nombre: p.nombre, zonaHoraria, diasAlerta };
      })
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  }

  demoLoginEnabled(): boolean {
    return this.config.demoLogin;
  }

  private async issue(user: UserRow): Promise<AuthResponse> {
    const payload: TokenPayload = { sub: user.id, ver: user.sesionVersion, pl: user.plantaId, mv: user.membresiaVersion };
    const token = await this.jwt.signAsync(payload);
    return { token, user: await this.usersService.withHours(user) };
  }
}
