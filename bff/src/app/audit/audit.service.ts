import { enPlanta } from '../database/alcance-planta';
import { PLANTA_PRINCIPAL } from '../../db/schema/plantas';
import { Injectable } from '@nestjs/common';
import {
  HISTORIAL_MAX,
  MSG,
  type AuditoriaFiltrosInput,
  type AuditoriaPagina,
  type AuditoriaQueryInput,
  type EntidadAuditoria,
  type RegistroAuditoria,
  type RegistroHistorial,
} from '@portal/shared/domain';
import type { UserRow } from '../../db/schema';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { isUuid } from '../common/db-errors';
import { notFound } from '../common/http-errors';
import { DetalleRegistry } from '../detalle/detalle.registry';
import { toHistorialDto, toRegistroDto } from './audit.mapper';
import { AuditRepository, type NuevoRegistro } from './audit.repository';

/** What a lockout locked: the legajo, or every attempt from the address. */
export type Bloqueo = 'legajo' | 'ip';

@Injectable()
export class AuditService {
  constructor(
    private readonly repo: AuditRepository,
    private readonly detalle: DetalleRegistry,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /** The caller's plant zone: the filters' days and the export's dates. */
  async zona(): Promise<string> {
    return (await this.ajustes.actual()).zonaHoraria;
  }

  async page({ page, pageSize, ...filtros }: AuditoriaQueryInput): Promise<AuditoriaPagina> {
    const where = AuditRepository.where(filtros, await this.zona());
    const [rows, total] = await Promise.all([this.repo.list(where, pageSize, page * pageSize), this.repo.count(where)]);
    return { items: rows.map(toRegistroDto), total, page, pageSize };
  }

  async *stream(filtros: AuditoriaFiltrosInput, zona: string): AsyncGenerator<RegistroAuditoria[]> {
    for await (const rows of this.repo.stream(AuditRepository.where(filtros, zona))) yield rows.map(toRegistroDto);
  }

  /** A card's records, newest first; 404 for a card that does not exist (any more). */
  /** The card's records for its Historial (no legajo, no address: anyone who sees the card reads it). */
  async historialTarjeta(id: string): Promise<RegistroHistorial[]> {
    const tarjetas = this.detalle.kinds().find((k) => k.tipo === 'tarjeta');
    if (!isUuid(id) || !tarjetas || !(await tarjetas.exists(id))) throw notFound(MSG.tarjetaNoEncontrada);
    const rows = await this.repo.list(AuditRepository.where({ entidad: 'tarjeta', entidadId: id }, await this.zona()), HISTORIAL_MAX, 0);
    return rows.map(toHistorialDto);
  }

  /** Another entity's records (a Kaizen's), newest first; its module checks that it exists. */
  async historial(entidad: EntidadAuditoria, id: string): Promise<RegistroHistorial[]> {
    const rows = await this.repo.list(AuditRepository.where({ entidad, entidadId: id }, await this.zona()), HISTORIAL_MAX, 0);
    return rows.map(toHistorialDto);
  }

  /**
   * The one record of a bulk change (an import, removing the demo data), inside `AuditedTx.run`: by its actor, in its
   * transaction (kept or rolled back with the change). The change's rows are not recorded one by one.
   */
  registrarResumen(registro: Pick<NuevoRegistro, 'entidad' | 'etiqueta' | 'accion' | 'cambios'>): Promise<void> {
    return this.repo.insertDelActor(registro);
  }

  // Sessions: written here, not by a trigger (a login changes no audited row).

  login(user: UserRow, ip: string | null): Promise<void> {
    return this.repo.insert({ ...actorDe(user), entidad: 'sesion', entidadId: user.id, etiqueta: etiquetaUsuario(user), accion: 'login', ip });
  }

  /** The claimed legajo is kept, but no one is named as the actor: the attempt may not be theirs. */
  loginFallido(legajo: string, user: UserRow | undefined, ip: string | null): Promise<void> {
    return this.repo.insert({
      actorId: null,
      actorNombre: 'anónimo',
      actorLegajo: legajo,
      entidad: 'sesion',
      entidadId: user?.id ?? null,
      etiqueta: user ? etiquetaUsuario(user) : `Legajo ${legajo}`,
      accion: 'login_fallido',
      ip,
    });
  }

  /** A single sign-on the provider did not vouch for, or whose groups give no plant (recorded in the first plant). */
  ssoFallido(detalle: string, ip: string | null): Promise<void> {
    return enPlanta(PLANTA_PRINCIPAL, () =>
      this.repo.insert({
        actorId: null,
        actorNombre: 'Inicio de sesión único',
        actorLegajo: null,
        entidad: 'sesion',
        entidadId: null,
        etiqueta: detalle.slice(0, 200),
        accion: 'login_fallido',
        ip,
      }),
    );
  }

  /** A wrong current pin when changing the own pin: the session's user is the actor. */
  pinActualFallido(user: UserRow, ip: string | null): Promise<void> {
    return this.repo.insert({ ...actorDe(user), entidad: 'sesion', entidadId: user.id, etiqueta: etiquetaUsuario(user), accion: 'cambio_pin_fallido', ip });
  }

  bloqueo(que: Bloqueo, legajo: string, user: UserRow | undefined, ip: string | null): Promise<void> {
    return this.repo.insert({
      actorId: null,
      actorNombre: 'anónimo',
      actorLegajo: legajo,
      entidad: 'sesion',
      entidadId: que === 'legajo' ? (user?.id ?? null) : null,
      etiqueta: que === 'legajo' ? `Legajo ${legajo}` : `Dirección ${ip ?? ''}`,
      accion: 'bloqueo',
      ip,
    });
  }
}

const actorDe = (user: UserRow) => ({ actorId: user.id, actorNombre: user.name, actorLegajo: user.legajo });
const etiquetaUsuario = (user: UserRow) => `${user.name} (legajo ${user.legajo})`;
