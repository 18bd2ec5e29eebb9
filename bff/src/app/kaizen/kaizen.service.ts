import { CamposService } from '../campos/campos.service';
import { Injectable } from '@nestjs/common';
import {
  estadoActualKaizen,
  importeDeTexto,
  MSG,
  objetivoLogradoDeTexto,
  tarjetaInexistente,
  validarCierreKaizen,
  validarFechaFinKaizen,
  type CerrarKaizenInput,
  type CrearKaizenInput,
  type EditarKaizenInput,
  type EstadoKaizen,
  type Kaizen,
  type KaizenDeTarjeta,
  type KaizenRecurrencia,
  type KaizensFiltroInput,
  type KaizensPagina,
  type KaizensQueryInput,
  type KaizenTarjetaPar,
  type KaizenTotales,
  type RegistroHistorial,
  type TarjetaHacerInput,
} from '@portal/shared/domain';
import type { KaizenRow } from '../../db/schema';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { AuditedTx } from '../audit/audited-tx';
import { Clock } from '../common/clock';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { isUuid } from '../common/db-errors';
import { badRequest, notFound } from '../common/http-errors';
import { UploadsService } from '../uploads/uploads.service';
import { SIN_REFS, toKaizenDto, toKaizenResumen } from './kaizen.mapper';
import { KaizenTarjetasRepository } from './kaizen-tarjetas.repository';
import { KaizenRepository, type CambiosKaizen, type TarjetaALinkear } from './kaizen.repository';

/** '¿Volvió a ocurrir?' lists at most this many cards (the total counts them all). */
export const RECURRENCIA_MAX = 20;

/** Quick Kaizen rules. */
@Injectable()
export class KaizenService {
  constructor(
    private readonly repo: KaizenRepository,
    private readonly cards: KaizenTarjetasRepository,
    private readonly campos: CamposService,
    private readonly audited: AuditedTx,
    private readonly audit: AuditService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /** The caller's plant zone: the days Kaizen end dates are typed and compared in. */
  async zona(): Promise<string> {
    return (await this.ajustes.actual()).zonaHoraria;
  }

  async exists(id: string): Promise<boolean> {
    return isUuid(id) && this.repo.exists(id);
  }

  /** The Kaizen with its linked cards; 404 for an unknown or malformed id. */
  async get(id: string): Promise<Kaizen> {
    return this.dto(await this.load(id));
  }

  /** Every Kaizen, newest first, with its linked cards (one query for all the links). */
  async all(): Promise<Kaizen[]> {
    const rows = await this.repo.list();
    const refs = await this.cards.refs(rows.map((r) => r.id));
    return rows.map((r) => toKaizenDto(r, refs.get(r.id) ?? SIN_REFS));
  }

  async page({ page = 0, pageSize = 10, sort, order, ...filtro }: KaizensQueryInput): Promise<KaizensPagina> {
    const all = pageSize === -1;
    const [rows, total] = await Promise.all([
      this.repo.list({ filtro, sort, order, limit: pageSize, offset: all ? 0 : page * pageSize }),
      this.repo.count(filtro),
    ]);
    return { items: rows.map(toKaizenResumen), total, page: all ? 0 : page, pageSize };
  }

  totales(filtro: KaizensFiltroInput): Promise<KaizenTotales> {
    return this.repo.totales(filtro);
  }

  /** The filtered Kaizens for the export, in the list's default order. */
  exportables(filtro: KaizensFiltroInput): Promise<KaizenRow[]> {
    return this.repo.list({ filtro });
  }

  async deTarjeta(tarjetaId: string): Promise<KaizenDeTarjeta[]> {
    if (!isUuid(tarjetaId) || !(await this.cards.tarjetaExists(tarjetaId))) throw notFound(MSG.tarjetaNoEncontrada);
    const rows = await this.cards.deTarjeta(tarjetaId);
    return rows.map(({ estado, implementacion, ...k }) => ({ ...k, estadoActual: estadoActualKaizen({ estado: estado as EstadoKaizen, implementacion }) }));
  }

  async recurrencia(id: string): Promise<KaizenRecurrencia> {
    const k = await this.load(id);
    const base = { maquina: k.maquina, familias: await this.cards.familiasOrigen(k.id) };
    if (k.estado !== 'Cerrada') return { aplica: false, desde: null, ...base, total: 0, tarjetas: [] };
    const desde = k.fechaFinalizacionMejora ? await this.cards.inicioDiaSiguiente(k.fechaFinalizacionMejora, await this.zona()) : (k.cerradaEn ?? k.fecha);
    const { total, tarjetas } = base.familias.length
      ? await this.cards.recurrencia(k.maquina, base.familias, desde, RECURRENCIA_MAX)
      : { total: 0, tarjetas: [] };
    return { aplica: true, desde: desde.toISOString(), ...base, total, tarjetas };
  }

  async historial(id: string): Promise<RegistroHistorial[]> {
    const k = await this.load(id);
    return this.audit.historial('kaizen', k.id);
  }

  async crear(input: CrearKaizenInput, actor: Actor): Promise<Kaizen> {
    await this.validarMaquina(input.maquina);
    const origen = await this.tarjetas(input.preTarjeta);
    const row = await this.audited.run(actor, 'crear', () =>
      this.repo.insert(
        {
          codigo: input.codigo,
          linea: input.linea,
          maquina: input.maquina,
          tema: input.tema,
          perdidaAtacada: input.perdidaAtacada,
          pilar: input.pilar,
          lider: input.lider,
          fecha: this.clock.now(),
          creadoPor: actor.id,
        },
        origen,
      ),
    );
    return this.dto(row);
  }

  async agregarHacer({ _id, color, numero }: TarjetaHacerInput, actor: Actor): Promise<Kaizen> {
    const id = await this.audited.run(actor, 'editar', async () => {
      const k = await this.locked(_id);
      if (k.estado === 'Cerrada') throw badRequest(MSG.kaizenCerradoSinCambios);
      await this.cards.vincular(k.id, 'hacer', await this.tarjetas([{ color, numero }]));
      return k.id;
    });
    return this.get(id);
  }

  /** 'Implementar/Cerrar': the rules apply to the stored Kaizen merged with what was sent. */
  async cerrar({ _id, implementacion, tarjetasHacer, ...campos }: CerrarKaizenInput, actor: Actor): Promise<Kaizen> {
    const cambios = conObjetivoLogrado(definidos<CambiosKaizen>(campos));
    const row = await this.audited.run(actor, implementacion ? 'implementar' : 'cerrar', async () => {
      const k = await this.locked(_id);
      if (k.estado === 'Cerrada') throw badRequest(MSG.kaizenYaCerrado);
      const resultado = { ...k, ...cambios };
      const error =
        validarCierreKaizen(resultado, implementacion) ??
        validarFechaFinKaizen(resultado.fechaFinalizacionMejora, k.fecha, this.clock.now(), !implementacion, await this.zona());
      if (error) throw badRequest(error);
      const hacer = await this.tarjetas(tarjetasHacer);
      const cierre: CambiosKaizen = implementacion ? { implementacion: true } : { estado: 'Cerrada', implementacion: false, cerradaEn: this.clock.now() };
      const updated = await this.write(k.id, { ...cambios, ...importes(cambios), ...cierre });
      await this.cards.vincular(k.id, 'hacer', hacer);
      return updated;
    });
    return this.dto(row);
  }

  async editar({ _id, ...campos }: EditarKaizenInput, actor: Actor): Promise<Kaizen> {
    const cambios = conObjetivoLogrado(definidos<CambiosKaizen>(campos));
    const row = await this.audited.run(actor, 'editar', async () => {
      const k = await this.locked(_id);
      if (cambios.maquina !== undefined) await this.validarMaquina(cambios.maquina);
      if (cambios.fechaFinalizacionMejora !== undefined) {
        const error = validarFechaFinKaizen(cambios.fechaFinalizacionMejora, k.fecha, this.clock.now(), k.estado === 'Cerrada', await this.zona());
        if (error) throw badRequest(error);
      }
      // An implemented or closed Kaizen keeps what its state needed (no clearing Planificar or Chequear).
      if (k.estado === 'Cerrada' || k.implementacion) {
        const error = validarCierreKaizen({ ...k, ...cambios }, k.estado !== 'Cerrada');
        if (error) throw badRequest(error);
      }
      return Object.keys(cambios).length ? this.write(k.id, { ...cambios, ...importes(cambios) }) : k;
    });
    return this.dto(row);
  }

  async eliminar(id: string, actor: Actor): Promise<void> {
    const deleted = isUuid(id) ? await this.audited.run(actor, 'eliminar', () => this.repo.delete(id)) : undefined;
    if (!deleted) throw notFound(MSG.kaizenNoEncontrado);
    if (deleted.imagenFrontUrl || deleted.imagenBackUrl) this.uploads.imageReleased();
  }

  private async dto(row: KaizenRow): Promise<Kaizen> {
    const refs = await this.cards.refs([row.id]);
    return toKaizenDto(row, refs.get(row.id) ?? SIN_REFS);
  }

  private async load(id: string): Promise<KaizenRow> {
    const row = isUuid(id) ? await this.repo.findById(id) : undefined;
    if (!row) throw notFound(MSG.kaizenNoEncontrado);
    return row;
  }

  /**
   * `load` with the row locked until the surrounding (audited) transaction ends: a close, an edit or a Hacer
   * card checks the state it writes over, so none lands on a Kaizen another one just closed.
   */
  private async locked(id: string): Promise<KaizenRow> {
    const row = isUuid(id) ? await this.repo.lock(id) : undefined;
    if (!row) throw notFound(MSG.kaizenNoEncontrado);
    return row;
  }

  private async write(id: string, changes: CambiosKaizen): Promise<KaizenRow> {
    const row = await this.repo.update(id, changes);
    if (!row) throw notFound(MSG.kaizenNoEncontrado);
    return row;
  }

  private async validarMaquina(maquina: string): Promise<void> {
    if (!(await this.campos.configurado('maquina', maquina))) throw badRequest(MSG.maquinaNoConfigurada);
  }

  /** The cards named by colour and number, in that order; the first that does not exist is refused. */
  private async tarjetas(pares: readonly KaizenTarjetaPar[]): Promise<TarjetaALinkear[]> {
    const found = await this.cards.tarjetasPorPar(pares);
    return pares.map((p) => {
      const card = found.find((t) => t.color === p.color && t.numero === p.numero);
      if (!card) throw badRequest(tarjetaInexistente(p.color, p.numero));
      return card;
    });
  }
}

/** The sent fields (undefined: keep the stored value). */
function definidos<T extends object>(campos: Record<string, unknown>): T {
  return Object.fromEntries(Object.entries(campos).filter(([, v]) => v !== undefined)) as T;
}

/**
 * An old client sends '¿Se logró el objetivo?' only as text: when the text starts with the answer ('Sí, sin
 * fugas'), the answer is stored too. A text that says neither leaves the stored answer as it was.
 */
function conObjetivoLogrado(c: CambiosKaizen): CambiosKaizen {
  if (c.objetivoLogrado !== undefined || c.objetivoCompletado === undefined) return c;
  const leido = objetivoLogradoDeTexto(c.objetivoCompletado);
  return leido ? { ...c, objetivoLogrado: leido } : c;
}

/** The numeric values of a changed costo / beneficio, so the totals are sums in the database. */
function importes(c: CambiosKaizen): CambiosKaizen {
  return {
    ...(c.costo === undefined ? {} : { costoImporte: importeDeTexto(c.costo) }),
    ...(c.beneficio === undefined ? {} : { beneficioImporte: importeDeTexto(c.beneficio) }),
  };
}
