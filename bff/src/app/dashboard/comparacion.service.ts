import { Injectable } from '@nestjs/common';
import {
  agrupacionDe,
  COLORES,
  etiquetaPeriodo,
  INDICADORES_COMPARACION,
  indicadoresPlanta,
  MESES_VENTANA_DEFECTO,
  mesDe,
  MSG,
  seriePeriodos,
  TITULO_COMPARACION,
  ventanaMeses,
  type ComparacionPlantas,
  type ComparacionQuery,
  type PlantaComparada,
  type RangoMeses,
} from '@portal/shared/domain';
import type { PlantaRow } from '../../db/schema';
import { Clock } from '../common/clock';
import { notFound } from '../common/http-errors';
import { adjunto } from '../common/http/attachment';
import { leyendoPlanta } from '../database/alcance-planta';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { PlantasRepository } from '../plantas/plantas.repository';
import { numeroDePlanta } from '../plantas/plantas.service';
import { ComparacionRepository } from './comparacion.repository';
import { DashboardCache } from './dashboard-cache';
import { libroExcel, Porcentaje, type TablaExcel } from './dashboard-excel';
import { tituloReporte } from './reporte-pdf';
import { ReporteService } from './reporte.service';

/**
 * The plants comparison (issue 24 §2) for Corporativo and company Admins. Each plant is read in a read-only alcance
 * of its own (`leyendoPlanta`: the database's policies keep every query inside it, and its plant-led indexes serve
 * them), counted in its own calendar: its zone for the months, its alert days for 'excedidas'.
 */
@Injectable()
export class ComparacionService {
  constructor(
    private readonly repo: ComparacionRepository,
    private readonly plantas: PlantasRepository,
    private readonly ajustes: AjustesPlantaService,
    private readonly cache: DashboardCache,
    private readonly clock: Clock,
    private readonly reportes: ReporteService,
  ) {}

  /**
   * The window: the chosen months, else the last `meses` up to the current month of the caller's plant. The same
   * month labels for every plant, each plant's months beginning at its own midnight.
   */
  private async rango(q: ComparacionQuery): Promise<RangoMeses> {
    if (q.desde && q.hasta) return { desde: q.desde, hasta: q.hasta };
    const { zonaHoraria } = await this.ajustes.actual();
    return ventanaMeses(mesDe(this.clock.now(), zonaHoraria), q.meses ?? MESES_VENTANA_DEFECTO);
  }

  async comparar(q: ComparacionQuery): Promise<ComparacionPlantas> {
    const rango = await this.rango(q);
    const agrupacion = agrupacionDe(rango);
    const plantas = await this.plantas.list();
    const filas = await Promise.all(plantas.map((p) => leyendoPlanta(p.id, () => this.planta(p, rango))));
    return { ...rango, agrupacion, meses: seriePeriodos(rango, agrupacion), plantas: filas };
  }

  /** One plant's row, kept like every dashboard answer (until a card changes; 'hoy' figures for the minute). */
  private planta(row: PlantaRow, rango: RangoMeses): Promise<PlantaComparada> {
    const { zonaHoraria: zona, diasAlerta } = this.ajustes.vigentes(row);
    const ahora = this.clock.now();
    const minuto = Math.floor(ahora.getTime() / 60_000);
    return this.cache.respuesta('comparacion', [rango, zona, diasAlerta, minuto], async () => {
      const { porPeriodo, ...fila } = await this.repo.fila({ ...rango, zona }, ahora, diasAlerta);
      return {
        planta: { _id: row.id, nombre: row.nombre, codigo: row.codigo, zonaHoraria: zona },
        indicadores: indicadoresPlanta({ ...fila, porColor: ComparacionRepository.porColor(fila) }),
        porPeriodo,
      };
    });
  }

  async excel(q: ComparacionQuery): Promise<{ contenido: Buffer; disposicion: string }> {
    const c = await this.comparar(q);
    const { zonaHoraria } = await this.ajustes.actual();
    return { contenido: await libroExcel(TITULO_COMPARACION, tablasComparacion(c), zonaHoraria), disposicion: adjunto(`${TITULO_COMPARACION}.xlsx`) };
  }

  /** A plant's 'Reporte de avance' (all its equipos or one), read-only in that plant; an unknown plant is a 404. */
  async reporte(id: string, equipo: string | undefined): Promise<{ pdf: Buffer; nombre: string }> {
    const numero = numeroDePlanta(id);
    const row = numero === undefined ? undefined : await this.plantas.findById(numero);
    if (!row) throw notFound(MSG.plantaNoEncontrada);
    const pdf = await leyendoPlanta(row.id, () => this.reportes.pdf(equipo));
    return { pdf, nombre: `${tituloReporte(equipo ?? null)} - ${row.codigo}.pdf` };
  }
}

/** The Excel sheet: the indicators per plant (the dashboard table's columns), then opened and closed per period. */
export function tablasComparacion(c: ComparacionPlantas): TablaExcel[] {
  const periodos = c.meses.map((m) => etiquetaPeriodo(m, c.agrupacion));
  const valor = (v: number | null, formato: string) => (formato === 'porcentaje' ? new Porcentaje(v) : v);
  const porPeriodo = (titulo: string, campo: 'abiertas' | 'cerradas'): TablaExcel => ({
    encabezado: [titulo, ...periodos],
    filas: c.plantas.map((p) => [p.planta.nombre, ...p.porPeriodo.map((x) => x[campo])]),
  });
  return [
    {
      encabezado: ['Planta', 'Código', 'Zona horaria', ...INDICADORES_COMPARACION.map((i) => i.titulo), ...COLORES.map((color) => `% de cierre ${color}`)],
      filas: c.plantas.map(({ planta, indicadores }) => [
        planta.nombre,
        planta.codigo,
        planta.zonaHoraria,
        ...INDICADORES_COMPARACION.map((i) => valor(indicadores[i.id], i.formato)),
        ...indicadores.porColor.map((x) => new Porcentaje(x.porcentaje)),
      ]),
    },
    porPeriodo('Abiertas por período', 'abiertas'),
    porPeriodo('Cerradas por período', 'cerradas'),
  ];
}
