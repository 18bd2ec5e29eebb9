import { Injectable } from '@nestjs/common';
import {
  brechaCurva,
  CURVA_AM_MAX_PUNTOS,
  CURVA_AM_PUNTOS_DEFECTO,
  diaSemanaIso,
  inicioDelDia,
  MSG,
  semanaIso,
  sumarDias,
  type CurvaAm,
  type CurvaAmQuery,
  type PeriodoCurvaAm,
} from '@portal/shared/domain';
import { CamposService } from '../campos/campos.service';
import { Clock } from '../common/clock';
import { libroExcelBuffer } from '../common/excel/libro-excel';
import { adjunto } from '../common/http/attachment';
import { badRequest, notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { CurvaAmRepository } from './curva-am.repository';
import { ProgramaService } from './programa.service';

/** Calendar months between two plant days' months (0 for the same month). */
const mesesEntre = (desde: string, hasta: string) =>
  (Number(hasta.slice(0, 4)) - Number(desde.slice(0, 4))) * 12 + Number(hasta.slice(5, 7)) - Number(desde.slice(5, 7));
/** The first day of the month `n` months before `dia`'s. */
function mesesAntes(dia: string, n: number): string {
  const total = Number(dia.slice(0, 4)) * 12 + Number(dia.slice(5, 7)) - 1 - n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}

/** The tag curve (issue 25 §4) of a team, a machine or the plant, and its Excel. */
@Injectable()
export class CurvaAmService {
  constructor(
    private readonly repo: CurvaAmRepository,
    private readonly programa: ProgramaService,
    private readonly campos: CamposService,
    private readonly ajustes: AjustesPlantaService,
    private readonly clock: Clock,
  ) {}

  async curva(q: CurvaAmQuery): Promise<CurvaAm> {
    const a = await this.ajustes.actual();
    const hasta = q.hasta ?? a.tiempo.hoy(this.clock.now());
    const desde = q.desde ?? this.desdeDefecto(q.periodo, hasta);
    if (this.puntos(q.periodo, desde, hasta) > CURVA_AM_MAX_PUNTOS[q.periodo]) throw badRequest(MSG.curvaAmRangoLargo);
    let equipo: string | null = null;
    let pasos: CurvaAm['pasos'] = [];
    if (q.equipo !== undefined) {
      const e = await this.programa.pasosDelEquipo(q.equipo);
      equipo = e.equipo;
      pasos = e.pasos;
    }
    if (q.maquina !== undefined && !(await this.campos.configurado('maquina', q.maquina))) throw notFound(MSG.curvaAmMaquinaNoEncontrada);
    const inicios = this.inicios(q.periodo, desde, hasta);
    const siguiente = q.periodo === 'semana' ? sumarDias(inicios.at(-1)!, 7) : mesesAntes(inicios.at(-1)!, -1);
    const limites = [...inicios, siguiente].map((d) => inicioDelDia(d, a.zonaHoraria));
    const filas = await this.repo.curva(a.planta, { equipo: equipo ?? undefined, maquina: q.maquina }, limites);
    return {
      periodo: q.periodo,
      equipo,
      maquina: q.maquina ?? null,
      puntos: filas.map((f, i) => ({
        periodo: q.periodo === 'semana' ? semanaIso(inicios[i]) : inicios[i].slice(0, 7),
        inicio: inicios[i],
        colgadas: f.colgadas,
        retiradas: f.retiradas,
        brecha: brechaCurva(f.colgadas, f.retiradas),
      })),
      pasos,
      brechaMax: a.programaAm.brechaMax,
    };
  }

  async excel(q: CurvaAmQuery): Promise<{ contenido: Buffer; disposicion: string }> {
    const c = await this.curva(q);
    const { zonaHoraria } = await this.ajustes.actual();
    const de = c.equipo ?? c.maquina ?? 'Planta';
    const contenido = await libroExcelBuffer(
      {
        nombre: 'Curva de tarjetas',
        encabezado: [q.periodo === 'semana' ? 'Semana' : 'Mes', 'Desde', 'Colgadas (acumuladas)', 'Retiradas (acumuladas)', 'Abiertas', 'Brecha (%)', 'Paso'],
        columnas: [{ ancho: 12 }, { ancho: 12, soloDia: true }, { ancho: 22 }, { ancho: 22 }, { ancho: 10 }, { ancho: 12, numFmt: '0.0' }, { ancho: 8 }],
        filtro: true,
        zona: zonaHoraria,
      },
      c.puntos.map((p, i) => {
        const siguiente = c.puntos[i + 1]?.inicio;
        // The step that began within this period, if one did.
        const paso = c.pasos.filter((s) => s.desde >= p.inicio && (!siguiente || s.desde < siguiente)).at(-1);
        return [p.periodo, inicioDelDia(p.inicio, zonaHoraria), p.colgadas, p.retiradas, p.colgadas - p.retiradas, p.brecha, paso ? paso.paso : null];
      }),
    );
    return { contenido, disposicion: adjunto(`Curva de tarjetas - ${de}.xlsx`) };
  }

  /** The first plant day of each period from `desde`'s to `hasta`'s (Mondays, or the 1st of each month). */
  private inicios(periodo: PeriodoCurvaAm, desde: string, hasta: string): string[] {
    const dias: string[] = [];
    if (periodo === 'semana') {
      for (let d = sumarDias(desde, 1 - diaSemanaIso(desde)); d <= hasta; d = sumarDias(d, 7)) dias.push(d);
    } else {
      for (let d = `${desde.slice(0, 7)}-01`; d <= hasta; d = mesesAntes(d, -1)) dias.push(d);
    }
    return dias;
  }

  private desdeDefecto(periodo: PeriodoCurvaAm, hasta: string): string {
    const n = CURVA_AM_PUNTOS_DEFECTO[periodo] - 1;
    return periodo === 'semana' ? sumarDias(hasta, -7 * n) : mesesAntes(hasta, n);
  }

  private puntos(periodo: PeriodoCurvaAm, desde: string, hasta: string): number {
    if (periodo === 'mes') return mesesEntre(desde, hasta) + 1;
    const lunes = (d: string) => sumarDias(d, 1 - diaSemanaIso(d));
    return Math.round((Date.parse(lunes(hasta)) - Date.parse(lunes(desde))) / (7 * 86_400_000)) + 1;
  }
}
