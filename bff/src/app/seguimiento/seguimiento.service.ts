import { Injectable } from '@nestjs/common';
import {
  estadoActualKaizen,
  finDeSemana,
  type Bandeja,
  type Color,
  type EstadoTarjeta,
  type MiReporte,
  type MisReportesPagina,
  type MisReportesQuery,
  type Prioridad,
  type TarjetaBandeja,
} from '@portal/shared/domain';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { SeguimientoRepository, type MiReporteFila, type TarjetaBandejaFila } from './seguimiento.repository';

const iso = (d: Date | string) => new Date(d).toISOString();

const toMiReporte = (r: MiReporteFila): MiReporte => ({
  _id: r.id,
  numero: Number(r.numero),
  color: r.color as Color,
  estado: r.estado as EstadoTarjeta,
  prioridad: r.prioridad as Prioridad,
  maquina: r.maquina,
  descripcion: r.descripcion,
  fecha: iso(r.fecha),
  planificacion: Boolean(r.planificacion),
  previstaCierre: r.prevista_cierre,
  planificadaPor: r.planificada_por,
  cerradaEn: r.cerrada_en ? iso(r.cerrada_en) : null,
  ultimoComentario: r.c_fecha ? { autor: r.c_autor ?? '', texto: r.c_texto ?? '', fecha: iso(r.c_fecha) } : null,
  novedades: Number(r.novedades),
});

const toTarjetaBandeja = (r: TarjetaBandejaFila): TarjetaBandeja => ({
  _id: r.id,
  numero: Number(r.numero),
  color: r.color as Color,
  prioridad: r.prioridad as Prioridad,
  maquina: r.maquina,
  equipo: r.equipo,
  descripcion: r.descripcion,
  fecha: iso(r.fecha),
  planificacion: Boolean(r.planificacion),
  previstaCierre: r.prevista_cierre,
});

const seccion = <F extends { total: number }, T>(rows: F[], map: (r: F) => T) => ({ total: rows[0] ? Number(rows[0].total) : 0, items: rows.map(map) });

/** 'Mis reportes' (every role) and the Bandeja (Jefe de area, Admin). */
@Injectable()
export class SeguimientoService {
  constructor(
    private readonly repo: SeguimientoRepository,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  async misReportes(userId: string, { page, pageSize }: MisReportesQuery): Promise<MisReportesPagina> {
    const { items, total, conNovedades } = await this.repo.misReportes(userId, page, pageSize);
    return { items: items.map(toMiReporte), total, conNovedades };
  }

  /** A Jefe de area's inbox covers the equipos they lead, their own and those an Admin added (all when none); an Admin's every equipo. */
  async bandeja(user: AuthUser): Promise<Bandeja> {
    const ahora = this.clock.now();
    const equipos = user.role === 'Jefe de area' ? await this.repo.equiposDe(user.id) : [];
    const { tiempo, diasAlerta } = await this.ajustes.actual();
    const [tarjetas, kaizen] = await Promise.all([
      this.repo.bandejaTarjetas(equipos, ahora, finDeSemana(tiempo.hoy(ahora)), diasAlerta),
      this.repo.bandejaKaizen(user.name),
    ]);
    return {
      equipos,
      vencidas: seccion(tarjetas.vencidas, toTarjetaBandeja),
      porPlanificar: seccion(tarjetas.porPlanificar, toTarjetaBandeja),
      paraCerrar: seccion(tarjetas.paraCerrar, toTarjetaBandeja),
      kaizen: seccion(kaizen, (k) => ({
        _id: k.id,
        tema: k.tema,
        maquina: k.maquina,
        estado: estadoActualKaizen({ estado: k.estado as 'Abierta', implementacion: Boolean(k.implementacion) }),
        fecha: iso(k.fecha),
      })),
    };
  }
}
