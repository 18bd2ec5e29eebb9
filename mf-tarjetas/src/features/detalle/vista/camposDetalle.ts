import { formatHoras } from '@portal/shared/domain';
import type { PlantaTiempo, Tarjeta } from '@portal/shared/domain';

export interface FilaDetalle {
  label: string;
  value: string;
}

const siNo = (value: boolean) => (value ? 'Sí' : 'No');

/** Suggestion label per colour (spec §2, Add card / Detail). */
export function etiquetaSugerencia(color: Tarjeta['color']): string {
  if (color === 'Verde') return 'Sugerencia de mejora';
  if (color === 'Amarilla') return 'Qué hacer para que el incidente no se repita';
  return 'Sugerencia para eliminar la anomalía';
}

export const etiquetaDescripcion = (color: Tarjeta['color']) => (color === 'Amarilla' ? 'Descripción del incidente' : 'Descripción');

/**
 * What every card lists, in the spec's order, plus the three incident answers of a yellow card; dates in the plant's
 * time. The 'Prioridad' is in the header and the description in its own section beside the photo (issue 22).
 */
export function filasApertura(t: Tarjeta, tiempo: PlantaTiempo): FilaDetalle[] {
  const filas: FilaDetalle[] = [
    { label: 'Maquina/Instalación', value: t.maquina },
    { label: 'Parte de maquina', value: t.parteMaquina },
    { label: 'Equipo Autonomo', value: t.equipo },
    { label: 'Fecha y hora de apertura', value: tiempo.fechaHora(t.fecha) },
    { label: 'Detectó', value: t.detecto },
    { label: 'Familia de anomalias', value: t.familia },
    { label: 'Tipo de R/FC/LDA', value: t.tipodeRiesgo },
    { label: 'Riesgo Inicial', value: t.riesgoInicial },
    { label: 'Reparación', value: t.reparacion },
    { label: etiquetaSugerencia(t.color), value: t.sugerencia },
  ];
  if (t.color === 'Amarilla') {
    filas.push(
      { label: 'Susto experimentado', value: siNo(t.sustoExperimentado) },
      { label: 'Susto observado', value: siNo(t.sustoObservado) },
      { label: 'Puede afectar al Medio Ambiente', value: siNo(t.impactoAmbiente) },
    );
  }
  return filas;
}

/** The closing record of a Cerrada card; empty for an open one. */
export function filasCierre(t: Tarjeta, tiempo: PlantaTiempo): FilaDetalle[] {
  if (t.estado !== 'Cerrada') return [];
  if (t.color === 'Amarilla') {
    return [
      { label: 'Acción realizada', value: t.tareaRealizada },
      { label: 'Responsable', value: t.responsable },
      { label: 'Causa', value: t.causa },
      { label: 'Fecha y hora de fin', value: tiempo.fechaHora(t.finReparacion) },
      { label: 'Verificación (Resp. Pilar de seguridad)', value: siNo(t.verificacion) },
      { label: 'Riesgo final', value: t.riesgoFinal },
      { label: 'Acciones complementarias', value: t.accionesComplementarias },
      { label: 'Tipo de acción', value: t.tipoAccion },
      { label: 'Convertida', value: siNo(t.convertida) },
    ];
  }
  const filas: FilaDetalle[] = [
    { label: 'Inicio de reparación', value: tiempo.fechaHora(t.inicioReparacion) },
    { label: 'Fin de reparación', value: tiempo.fechaHora(t.finReparacion) },
    { label: 'Responsable', value: t.responsable },
    { label: 'Tiempo empleado', value: t.tiempoEmpleado === null ? '' : formatHoras(t.tiempoEmpleado) },
    { label: 'Tipo de acción', value: t.tipoAccion },
    { label: 'Riesgo final', value: t.riesgoFinal },
  ];
  if (t.color !== 'Azul') filas.push({ label: 'Convertida', value: siNo(t.convertida) });
  if (t.color !== 'Verde') filas.push({ label: 'Causa', value: t.causa });
  filas.push({ label: 'Tarea realizada', value: t.tareaRealizada }, { label: 'Material utilizado', value: t.materialUtilizado });
  return filas;
}

export const PLANIFICACION_TITULO = 'Planificación del Tratamiento de Tarjetas';
export const CIERRE_TITULO = 'Cierre de la tarjeta';

/** The planning record 'Planificación del Tratamiento de Tarjetas' (plant days as DD/MM/YYYY). */
export function filasPlanificacion(t: Tarjeta, tiempo: PlantaTiempo): FilaDetalle[] {
  return [
    { label: 'Fecha prevista de cierre', value: tiempo.fecha(t.previstaCierre) },
    { label: 'Responsable del seguimiento', value: t.responsableSeguimiento },
    { label: 'Recursos', value: t.recursos },
    { label: 'Materiales/Repuestos', value: t.materiales },
    { label: 'Fecha de solicitud a compras', value: tiempo.fecha(t.solicitudCompras) },
    { label: 'Fecha comprometida por compras', value: tiempo.fecha(t.comprometidaCompras) },
    { label: 'Tarea a realizar', value: t.tareaRealizar },
    { label: 'Responsable de la tarea', value: t.responsableTarea },
    { label: 'Comentario 1', value: t.comentario1 },
    { label: 'Comentario 2', value: t.comentario2 },
    { label: 'Comentario 3', value: t.comentario3 },
  ];
}
