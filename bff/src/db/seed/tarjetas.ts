import { COLORES, familiasPara, PRIORIDADES, REPARACIONES, TIPOS_ACCION, calcularTiempoEmpleado, type Color } from '@portal/shared/domain';
import type { tarjetas } from '../schema';
import { SEED_CAMPOS } from './campos';

export const SEED_TARJETAS_COUNT = 300;
const DAY = 24 * 60 * 60 * 1000;

/** Deterministic pseudo-random numbers, so every first start gets the same demo data shape. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const DESCRIPCIONES = [
  'Pérdida de aceite en el reductor',
  'Ruido anormal en rodamiento',
  'Guarda de protección floja',
  'Cable con aislación dañada',
  'Acumulación de polvo en tablero',
  'Fuga de aire comprimido',
  'Sensor desalineado',
  'Falta señalización de riesgo',
  'Piso resbaladizo por derrame',
  'Operario sin protección auditiva',
  'Vibración excesiva en motor',
  'Tornillería faltante en soporte',
];
const PERSONAS = ['Carla Ríos', 'Diego Acosta', 'Lucía Benítez', 'Jorge Medina', 'Martín Sosa', 'Gabriela Ferreyra'];

/** ~300 cards of every colour over the last 18 months, consistent with the seeded campos; numbers per colour follow opening order. */
export function seedTarjetas(userIds: string[], now = new Date()): { rows: (typeof tarjetas.$inferInsert)[]; counters: Record<Color, number> } {
  const r = rng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)];
  const by = (name: string) => SEED_CAMPOS.filter((c) => c.name === name);
  const maquinas = by('maquina');
  const equipos = by('equipo').map((c) => c.value);
  const tipos = by('tipo').map((c) => c.value);
  const riesgosI = by('riesgoInicial').map((c) => c.value);
  const riesgosF = by('riesgoFinal').map((c) => c.value);

  const drafts = Array.from({ length: SEED_TARJETAS_COUNT }, (_, i) => {
    // The last 40 cards are recent (0-70 days) so open ones show both pending and exceeded alerts.
    const ageDays = i >= SEED_TARJETAS_COUNT - 40 ? r() * 70 : r() * 540;
    return { i, fecha: new Date(now.getTime() - ageDays * DAY - r() * DAY) };
  }).sort((a, b) => a.fecha.getTime() - b.fecha.getTime());

  const counters: Record<Color, number> = { Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 };
  const rows = drafts.map(({ fecha }) => {
    const color = COLORES[Math.floor(r() * 10) % 4];
    const amarilla = color === 'Amarilla';
    const maquina = pick(maquinas);
    const ageDays = (now.getTime() - fecha.getTime()) / DAY;
    const cerrada = ageDays > 20 && r() < 0.7;
    const planificada = !cerrada && r() < 0.35;
    const row: typeof tarjetas.$inferInsert = {
      numero: ++counters[color],
      color,
      estado: cerrada ? 'Cerrada' : 'Abierta',
      fecha,
      descripcion: pick(DESCRIPCIONES),
      sugerencia: 'Revisar y corregir en la próxima parada',
      reparacion: pick(REPARACIONES),
      detecto: pick(PERSONAS),
      prioridad: pick(PRIORIDADES),
      familia: pick(familiasPara(color)),
      maquina: maquina.value,
      parteMaquina: pick(maquina.parteMaquina ?? []),
      equipo: pick(equipos),
      riesgoInicial: pick(riesgosI),
      tipodeRiesgo: pick(tipos),
      sustoExperimentado: amarilla && r() < 0.4,
      sustoObservado: amarilla && r() < 0.4,
      impactoAmbiente: amarilla && r() < 0.2,
      creadoPor: userIds.length ? pick(userIds) : null,
    };
    if (planificada) {
      const prevista = new Date(fecha.getTime() + 30 * DAY).toISOString().slice(0, 10);
      Object.assign(row, {
        planificacion: true,
        previstaCierre: prevista,
        responsableSeguimiento: pick(PERSONAS),
        recursos: 'Mecánico de turno',
        materiales: 'Repuestos de pañol',
        tareaRealizar: 'Reparación programada',
        responsableTarea: pick(PERSONAS),
      });
    }
    if (cerrada) {
      const inicio = new Date(fecha.getTime() + (1 + r() * 15) * DAY);
      const fin = new Date(inicio.getTime() + (0.5 + r() * 8) * 60 * 60 * 1000);
      Object.assign(row, {
        inicioReparacion: amarilla ? null : inicio,
        finReparacion: fin,
        tiempoEmpleado: amarilla ? null : calcularTiempoEmpleado(inicio, fin),
        responsable: pick(PERSONAS),
        causa: color === 'Verde' ? '' : 'Desgaste por uso',
        tareaRealizada: 'Se reparó y se verificó el funcionamiento',
        materialUtilizado: amarilla ? '' : 'Repuesto original',
        tipoAccion: pick(TIPOS_ACCION),
        riesgoFinal: pick(riesgosF.slice(0, 3)),
        convertida: color !== 'Azul' && r() < 0.3,
        verificacion: amarilla && r() < 0.6,
        accionesComplementarias: amarilla ? 'Charla de seguridad con el equipo' : '',
        cerradaEn: fin,
      });
    }
    return row;
  });
  return { rows, counters };
}
