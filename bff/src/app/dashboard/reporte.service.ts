import { CamposService } from '../campos/campos.service';
import { Injectable } from '@nestjs/common';
import { COLORES, filaRiesgo, formatearFechaHora, MSG, porcentaje, type Color } from '@portal/shared/domain';
import { Clock } from '../common/clock';
import { HeavyJobPool } from '../common/heavy/heavy-job-pool';
import { HEAVY_TASK } from '../common/heavy/heavy-task-names';
import { notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import type { Reporte } from './reporte';
import { ReporteRepository, type SumasColor } from './reporte.repository';

const vacia = (color: Color | null): SumasColor => ({
  color,
  tarjetas: 0,
  cerradas: 0,
  sinFechaCierre: 0,
  nuevas7: 0,
  cerradas7: 0,
  nuevas30: 0,
  cerradas30: 0,
  riesgoInicial: 0,
  riesgoFinal: 0,
});

@Injectable()
export class ReporteService {
  constructor(
    private readonly repo: ReporteRepository,
    private readonly campos: CamposService,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
    private readonly pesados: HeavyJobPool,
  ) {}

  /** The report of one equipo (a configured campo `equipo`, else 404) or of all (undefined). */
  async reporte(equipo: string | undefined): Promise<Reporte> {
    if (equipo !== undefined && !(await this.campos.configurado('equipo', equipo))) throw notFound(MSG.equipoNoEncontrado);
    const ahora = this.clock.now();
    const { zonaHoraria, diasAlerta, nombre } = await this.ajustes.actual();
    const [sumas, masAntiguas] = await Promise.all([this.repo.sumasPorColor(equipo, ahora), this.repo.masAntiguas(equipo, ahora, diasAlerta)]);
    const total = sumas.find((s) => s.color === null) ?? vacia(null);
    const porColor = [...COLORES.map((c) => sumas.find((s) => s.color === c) ?? vacia(c)), total];
    return {
      equipo: equipo ?? null,
      planta: nombre,
      generado: formatearFechaHora(ahora, zonaHoraria),
      totales: {
        tarjetas: total.tarjetas,
        abiertas: total.tarjetas - total.cerradas,
        cerradas: total.cerradas,
        sinFechaCierre: total.sinFechaCierre,
        porcentajeCerradas: porcentaje(total.cerradas, total.tarjetas),
      },
      porColor,
      riesgo: filaRiesgo({ tarjetas: total.tarjetas, cerradas: total.cerradas, riesgoInicial: total.riesgoInicial, riesgoFinal: total.riesgoFinal }),
      masAntiguas,
    };
  }

  /** Drawn by dibujarReporte in a heavy-job worker (font subsetting and layout take the CPU for a while). */
  async pdf(equipo: string | undefined): Promise<Buffer> {
    const pdf = await this.pesados.run<Uint8Array>(HEAVY_TASK.reportePdf, await this.reporte(equipo));
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }
}
