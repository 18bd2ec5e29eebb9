import type { Campo, Kaizen, KaizenRecurrencia, KaizenTarjetaRef } from '@portal/shared/domain';

export const makeRef = (patch: Partial<KaizenTarjetaRef> = {}): KaizenTarjetaRef => ({
  _id: 't-1',
  color: 'Roja',
  numero: 1,
  estado: 'Abierta',
  descripcion: 'Pérdida de aceite',
  ...patch,
});

/** An open Kaizen with a source card and no Hacer cards; override what a test cares about. */
export const makeKaizen = (patch: Partial<Kaizen> = {}): Kaizen => ({
  _id: 'k-1',
  numero: 7,
  estado: 'Abierta',
  implementacion: false,
  estadoActual: 'Abierta',
  codigo: 'QK-007',
  linea: 'Línea 2',
  maquina: 'Extrusora 1',
  tema: 'Fugas de aceite en la extrusora',
  perdidaAtacada: 'Paradas por fugas',
  pilar: 'Mejoras enfocadas',
  lider: 'Laura Líder',
  fecha: '2024-03-05T14:30:00.000Z',
  preTarjeta: [makeRef()],
  tarjetasHacer: [],
  descripcionProblema: 'Pierde aceite por el retén',
  objetivo: 'Cero fugas',
  causas: '',
  acciones: '',
  objectivoCompletado: '',
  objetivoLogrado: null,
  objetivoCompletado: '',
  documentos: '',
  otraMaquina: '',
  responsableSeguimiento: '',
  fechaFinalizacionMejora: null,
  costo: '',
  beneficio: '',
  costoImporte: null,
  beneficioImporte: null,
  verificacion: '',
  imagenFrontUrl: '',
  imagenBackUrl: '',
  cerradaEn: null,
  ...patch,
});

export const makeRecurrencia = (patch: Partial<KaizenRecurrencia> = {}): KaizenRecurrencia => ({
  aplica: true,
  desde: '2024-04-11T03:00:00.000Z',
  maquina: 'Extrusora 1',
  familias: ['1 - Pequeñas Deficiencia'],
  total: 0,
  tarjetas: [],
  ...patch,
});

/** GET /api/campos: two machines. */
export const CAMPOS_KAIZEN: Campo[] = [
  { _id: 'c-m1', name: 'maquina', value: 'Extrusora 1', parteMaquina: ['Motor'], equipo: null },
  { _id: 'c-m2', name: 'maquina', value: 'Envasadora', parteMaquina: ['Cinta'], equipo: null },
];
