import type { Campo, KaizenResumen, KaizensPagina, KaizenTotales } from '@portal/shared/domain';

/** An open Kaizen row of the list; override what a test cares about. */
export const makeKaizenResumen = (patch: Partial<KaizenResumen> = {}): KaizenResumen => ({
  _id: 'k-1',
  numero: 1,
  codigo: 'QK-1',
  maquina: 'Extrusora 1',
  fecha: '2024-03-05T14:30:00.000Z',
  tema: 'Fuga de aceite',
  estado: 'Abierta',
  implementacion: false,
  estadoActual: 'Abierta',
  lider: 'Laura Líder',
  pilar: 'Calidad',
  costo: '',
  beneficio: '',
  ...patch,
});

export const makeKaizensPagina = (items: KaizenResumen[], patch: Partial<KaizensPagina> = {}): KaizensPagina => ({
  items,
  total: items.length,
  page: 0,
  pageSize: 10,
  ...patch,
});

export const TOTALES_FIXTURE: KaizenTotales = {
  pilares: [
    { pilar: 'Calidad', cantidad: 5, costo: 1500.5, beneficio: 250000, conCosto: 3, conBeneficio: 5 },
    { pilar: 'Seguridad', cantidad: 2, costo: null, beneficio: 1200, conCosto: 0, conBeneficio: 1 },
  ],
  total: { cantidad: 7, costo: 1500.5, beneficio: 251200 },
};

/** GET /api/campos: two machines and an option of another name. */
export const CAMPOS_KAIZEN: Campo[] = [
  { _id: 'c-m1', name: 'maquina', value: 'Extrusora 1', parteMaquina: ['Motor'], equipo: null },
  { _id: 'c-m2', name: 'maquina', value: 'Envasadora', parteMaquina: [], equipo: null },
  { _id: 'c-e1', name: 'equipo', value: 'Equipo A', parteMaquina: [], equipo: null },
];
