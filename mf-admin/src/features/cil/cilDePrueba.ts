import type { HistorialPuntoCil, PuntoCilEstado, RutinaCil } from '@portal/shared/domain';

/** A machine's standard as the API answers it, for the specs. */
export const MAQUINA_ID = 'm1';

export const punto = (patch: Partial<PuntoCilEstado> = {}): PuntoCilEstado => ({
  _id: 'p1',
  maquinaId: MAQUINA_ID,
  numero: 1,
  tipo: 'lubricacion',
  parte: 'Cadena',
  tarea: 'Lubricar la cadena de arrastre',
  estandar: 'Película fina, sin goteo',
  metodo: 'Aceitera manual',
  minutos: 5,
  frecuencia: 'semanal',
  cadaDias: null,
  foto: null,
  marcador: { x: 0.25, y: 0.5 },
  desde: '2026-03-02',
  estado: 'pendiente',
  vence: '2026-03-09T00:00:00.000Z',
  ultimo: null,
  ...patch,
});

export const rutina = (patch: Partial<RutinaCil> = {}): RutinaCil => ({
  maquinaId: MAQUINA_ID,
  maquina: 'Extrusora 1',
  equipo: 'Equipo Azul',
  imagen: '/uploads/extrusora.jpg',
  puedeEditar: true,
  puntos: [
    punto({
      _id: 'p2',
      numero: 2,
      tipo: 'limpieza',
      parte: 'Tolva',
      tarea: 'Limpiar la tolva',
      estandar: '',
      metodo: '',
      frecuencia: 'dias',
      cadaDias: 15,
      marcador: null,
      foto: '/uploads/tolva.jpg',
    }),
    punto(),
  ],
  ...patch,
});

export const linea = (patch: Partial<HistorialPuntoCil> = {}): HistorialPuntoCil => ({
  ejecucion: 'e1',
  en: '2026-03-03T08:15:00.000Z',
  por: 'Oscar Operario',
  resultado: 'no_ok',
  comentario: 'La cadena estaba seca',
  motivo: '',
  foto: '/uploads/cadena-seca.jpg',
  tarjeta: { _id: 't12', numero: 12, color: 'Roja' },
  ...patch,
});
