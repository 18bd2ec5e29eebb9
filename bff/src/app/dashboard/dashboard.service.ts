import { Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  agrupacionDe,
  antiguedadQuerySchema,
  ANTIGUAS_LIMITE,
  autonomiaQuerySchema,
  cierrePeriodo,
  evolucionQuerySchema,
  mttrQuerySchema,
  paretoQuerySchema,
  parsePayload,
  pestanaDashboard,
  riesgoQuerySchema,
  type PestanaDashboard,
  filaRiesgo,
  MESES_VENTANA_DEFECTO,
  mesDe,
  mesesDisponibles,
  mediaHoras,
  pareto,
  PRIORIDADES,
  serieAutonomia,
  serieEvolucion,
  ventanaMeses,
  type AntiguedadQuery,
  type AntiguedadRespuesta,
  type AutonomiaQuery,
  type AutonomiaRespuesta,
  type DashboardMeses,
  type EvolucionQuery,
  type EvolucionRespuesta,
  type FilaMttr,
  type DiasAlerta,
  type Mes,
  type MttrQuery,
  type MttrRespuesta,
  type ParetoQuery,
  type ParetoRespuesta,
  type RangoMeses,
  type RiesgoQuery,
  type RiesgoRespuesta,
} from '@portal/shared/domain';
import { Clock } from '../common/clock';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { badRequest } from '../common/http-errors';
import { adjunto } from '../common/http/attachment';
import { libroExcel, tablaAntiguedad, tablaAutonomia, tablaEvolucion, tablaMttr, tablaPareto, tablaRiesgo, type TablaExcel } from './dashboard-excel';
import { DashboardCache } from './dashboard-cache';
import { DashboardRepository } from './dashboard.repository';

/** A tab's months: `desde`/`hasta` (validated together by the schema) or the last `meses` ending with the current month. */
export interface VentanaQuery {
  desde?: Mes;
  hasta?: Mes;
  meses?: number;
}

/** The dashboard's figures: the repository counts in SQL, the domain's rules turn the counts into rows. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly repo: DashboardRepository,
    private readonly cache: DashboardCache,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /**
   * The query's months in the caller's plant calendar: the chosen ones, else the last `meses` up to the current
   * month there. `zona` goes to the repository (months begin at the plant's midnight) and into cache keys.
   */
  private async ventana(q: VentanaQuery): Promise<{ rango: RangoMeses; zona: string }> {
    const { zonaHoraria: zona } = await this.ajustes.actual();
    if (q.desde && q.hasta) return { rango: { desde: q.desde, hasta: q.hasta }, zona };
    return { rango: ventanaMeses(mesDe(this.clock.now(), zona), q.meses ?? MESES_VENTANA_DEFECTO), zona };
  }

  async meses(): Promise<DashboardMeses> {
    const { zonaHoraria } = await this.ajustes.actual();
    const mesActual = mesDe(this.clock.now(), zonaHoraria);
    return this.cache.respuesta('meses', [mesActual, zonaHoraria], async () => {
      const colores = await this.repo.historialPorColor(zonaHoraria);
      const primerMes = colores.reduce<Mes | null>((min, c) => (min === null || c.primerMes < min ? c.primerMes : min), null);
      const ultimoMes = colores.reduce<Mes | null>((max, c) => (max === null || c.ultimoMes > max ? c.ultimoMes : max), null);
      const porColor = Object.fromEntries(colores.map(({ color, ...meses }) => [color, meses]));
      return { primerMes, ultimoMes, porColor, mesActual, disponibles: mesesDisponibles(primerMes, mesActual), zonaHoraria };
    });
  }

  async evolucion(q: EvolucionQuery): Promise<EvolucionRespuesta> {
    const { rango, zona } = await this.ventana(q);
    return this.cache.respuesta('evolucion', [rango, q, zona], () => this.leerEvolucion(rango, zona, q));
  }

  private async leerEvolucion(rango: RangoMeses, zona: string, q: EvolucionQuery): Promise<EvolucionRespuesta> {
    const v = { ...rango, zona };
    const [conteos, periodo] = await Promise.all([this.repo.evolucion(v, q), this.repo.cierrePeriodo(v, q)]);
    const filas = serieEvolucion(
      conteos.map((c) => c.mes),
      conteos.map((c) => c.abiertas),
      conteos.map((c) => c.cerradas),
    );
    return { ...rango, agrupacion: agrupacionDe(rango), filas, periodo: cierrePeriodo(periodo) };
  }

  async autonomia(q: AutonomiaQuery): Promise<AutonomiaRespuesta> {
    const { rango, zona } = await this.ventana(q);
    return this.cache.respuesta('autonomia', [rango, q, zona], () => this.leerAutonomia(rango, zona, q));
  }

  private async leerAutonomia(rango: RangoMeses, zona: string, q: AutonomiaQuery): Promise<AutonomiaRespuesta> {
    const v = { ...rango, zona };
    const [conteos, periodo] = await Promise.all([this.repo.autonomia(v, q), this.repo.cierrePeriodo(v, { equipo: q.equipo })]);
    const filas = serieAutonomia(
      conteos.map((c) => c.mes),
      conteos.map((c) => c.cerradas),
      conteos.map((c) => c.autonomas),
    );
    return { ...rango, agrupacion: agrupacionDe(rango), filas, sinFechaCierre: periodo.sinFechaCierre };
  }

  async riesgo(q: RiesgoQuery): Promise<RiesgoRespuesta> {
    const { rango, zona } = await this.ventana(q);
    return this.cache.respuesta('riesgo', [rango, q, zona], () => this.leerRiesgo(rango, zona, q));
  }

  private async leerRiesgo(rango: RangoMeses, zona: string, q: RiesgoQuery): Promise<RiesgoRespuesta> {
    const [total, ...porEquipo] = await this.repo.riesgo({ ...rango, zona }, q);
    const sumas = ({ tarjetas, cerradas, riesgoInicial, riesgoFinal }: typeof total) => ({ tarjetas, cerradas, riesgoInicial, riesgoFinal });
    return {
      ...rango,
      total: filaRiesgo(sumas(total)),
      porEquipo: porEquipo.map((e) => filaRiesgo(sumas(e), e.equipo ?? '')),
      sinFechaCierre: total.sinFechaCierre,
    };
  }

  pareto(q: ParetoQuery): Promise<ParetoRespuesta> {
    return this.cache.respuesta('pareto', q, () => this.leerPareto(q));
  }

  private async leerPareto(q: ParetoQuery): Promise<ParetoRespuesta> {
    const items = pareto(await this.repo.pareto(q.por, q));
    return { por: q.por, total: items.reduce((s, i) => s + i.cantidad, 0), items };
  }

  /** Days open and 'Excedido' move with the clock: an answer is kept for the minute it was read in at most. */
  async antiguedad(q: AntiguedadQuery): Promise<AntiguedadRespuesta> {
    const ahora = this.clock.now();
    const { diasAlerta } = await this.ajustes.actual();
    return this.cache.respuesta('antiguedad', [Math.floor(ahora.getTime() / 60_000), q, diasAlerta], () => this.leerAntiguedad(ahora, diasAlerta, q));
  }

  private async leerAntiguedad(ahora: Date, dias: DiasAlerta, q: AntiguedadQuery): Promise<AntiguedadRespuesta> {
    const [grupos, antiguas] = await Promise.all([this.repo.abiertasPorPrioridad(ahora, dias, q), this.repo.masAntiguas(ahora, dias, ANTIGUAS_LIMITE, q)]);
    return {
      porPrioridad: PRIORIDADES.map((prioridad) => {
        const g = grupos.find((x) => x.prioridad === prioridad);
        return { prioridad, enPlazo: g?.enPlazo ?? 0, excedido: g?.excedido ?? 0 };
      }),
      masAntiguas: antiguas.map(({ id, fecha, ...t }) => ({ _id: id, ...t, fecha: fecha.toISOString() })),
    };
  }

  async mttr(q: MttrQuery): Promise<MttrRespuesta> {
    const { rango, zona } = await this.ventana(q);
    return this.cache.respuesta('mttr', [rango, q, zona], () => this.leerMttr(rango, zona, q));
  }

  private async leerMttr(rango: RangoMeses, zona: string, q: MttrQuery): Promise<MttrRespuesta> {
    const v = { ...rango, zona };
    const [conteos, excluidas] = await Promise.all([this.repo.mttr(v, q), this.repo.mttrExcluidas(v, q)]);
    const filas = new Map<Mes, FilaMttr>();
    for (const c of conteos) {
      const fila = filas.get(c.mes) ?? { mes: c.mes, porColor: {} as FilaMttr['porColor'] };
      fila.porColor[c.color] = { cerradas: c.cerradas, media: mediaHoras(c.horas, c.cerradas) };
      filas.set(c.mes, fila);
    }
    return { ...rango, agrupacion: agrupacionDe(rango), filas: [...filas.values()], ...excluidas };
  }

  /** The tab's table as an .xlsx (one sheet named after the tab), read with that tab's query. */
  async excel(pestana: PestanaDashboard, query: unknown): Promise<{ contenido: Buffer; disposicion: string }> {
    const p = pestanaDashboard(pestana);
    const leer = <S extends z.ZodType>(schema: S): z.infer<S> => {
      const r = parsePayload(schema, query ?? {});
      if (!r.ok) throw badRequest(r.msg);
      return r.data;
    };
    const tablas = await this.tablas(p, leer);
    return { contenido: await libroExcel(p.titulo, tablas, (await this.ajustes.actual()).zonaHoraria), disposicion: adjunto(`${p.titulo}.xlsx`) };
  }

  private async tablas(p: ReturnType<typeof pestanaDashboard>, leer: <S extends z.ZodType>(schema: S) => z.infer<S>): Promise<TablaExcel[]> {
    if ('color' in p) return tablaEvolucion(await this.evolucion({ ...leer(evolucionQuerySchema), color: [p.color] }));
    switch (p.id) {
      case 'personalizado':
        return tablaEvolucion(await this.evolucion(leer(evolucionQuerySchema)));
      case 'autonomia':
        return tablaAutonomia(await this.autonomia(leer(autonomiaQuerySchema)));
      case 'riesgo':
        return tablaRiesgo(await this.riesgo(leer(riesgoQuerySchema)));
      case 'pareto':
        return tablaPareto(await this.pareto(leer(paretoQuerySchema)));
      case 'antiguedad':
        return tablaAntiguedad(await this.antiguedad(leer(antiguedadQuerySchema)));
      case 'mttr':
        return tablaMttr(await this.mttr(leer(mttrQuerySchema)));
    }
  }
}
