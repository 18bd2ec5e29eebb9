import { Injectable } from '@nestjs/common';
import { MSG, recortarDetalle, type Color, type Novedad, type Novedades, type TipoNovedad } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { AvisosService } from '../avisos/avisos.service';
import { Clock } from '../common/clock';
import { isUuid } from '../common/db-errors';
import { notFound } from '../common/http-errors';
import { NovedadesRepository, type NovedadFila } from './novedades.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

const toNovedad = (r: NovedadFila): Novedad => ({
  _id: r.id,
  tarjetaId: r.tarjeta_id,
  numero: Number(r.numero),
  color: r.color as Color,
  maquina: r.maquina,
  tipo: r.tipo,
  actor: r.actor_nombre,
  detalle: r.detalle,
  fecha: iso(r.creada_en),
  leida: Boolean(r.leida),
});

/** What others did to my cards (issue 22): written by the plan, close and comment; read by the bell and 'Mis reportes'. */
@Injectable()
export class NovedadesService {
  constructor(
    private readonly repo: NovedadesRepository,
    private readonly audited: AuditedTx,
    private readonly clock: Clock,
    private readonly avisos: AvisosService,
  ) {}

  /** Called inside the write's own audited transaction: the novedad commits or rolls back with it. */
  registrar(tarjetaId: string, tipo: TipoNovedad, actor: Actor, detalle = ''): Promise<void> {
    return this.repo.insert(tarjetaId, tipo, actor, tipo === 'comentario' ? recortarDetalle(detalle) : detalle, this.clock.now());
  }

  async list(userId: string, limite?: number): Promise<Novedades> {
    const [items, noLeidas] = await Promise.all([this.repo.ultimas(userId, limite), this.repo.countNoLeidas(userId)]);
    return { items: items.map(toNovedad), noLeidas };
  }

  /** 'Marcar todas como leídas'. */
  async marcarTodas(actor: Actor): Promise<Novedades> {
    await this.audited.run(actor, 'leer_novedades', () => this.repo.updateLeidas(actor.id));
    return this.list(actor.id);
  }

  /**
   * The user opened the card: what the bell told them about it (its novedades, its overdue notices) is read.
   * An unknown card is 404; nothing to read writes nothing.
   */
  async marcarDeTarjeta(actor: Actor, tarjetaId: string): Promise<Novedades> {
    if (!isUuid(tarjetaId) || !(await this.repo.tarjetaExists(tarjetaId))) throw notFound(MSG.tarjetaNoEncontrada);
    if (await this.repo.noLeidaExists(actor.id, tarjetaId)) {
      await this.audited.run(actor, 'leer_novedades', () => this.repo.updateLeidas(actor.id, tarjetaId));
    }
    await this.avisos.marcarLeidasDeTarjeta(actor, tarjetaId);
    return this.list(actor.id);
  }
}
