import { NIVELES_RIESGO, type CampoName } from '@portal/shared/domain';

export interface SeedCampo {
  name: CampoName;
  value: string;
  parteMaquina?: string[];
  /** A machine's Equipo autónomo. */
  equipo?: string;
}

const riesgos = NIVELES_RIESGO.map((n) => `${n.prefijo}: ${n.nombre}`);

export const SEED_CAMPOS: readonly SeedCampo[] = [
  ...['Calandrado', 'Planta de Mezclado', 'Servicios Auxiliares', 'Alimentación y Extrusión', 'Laminadora', 'Mantenimiento Central'].map((value) => ({
    name: 'equipo' as const,
    value,
  })),
  {
    name: 'maquina',
    value: 'Calandra 1',
    equipo: 'Calandrado',
    parteMaquina: ['Cilindro superior', 'Cilindro inferior', 'Reductor', 'Motor principal', 'Bobinadora'],
  },
  {
    name: 'maquina',
    value: 'Extrusora 2',
    equipo: 'Alimentación y Extrusión',
    parteMaquina: ['Tolva de alimentación', 'Tornillo', 'Cabezal', 'Resistencias', 'Motor'],
  },
  {
    name: 'maquina',
    value: 'Banbury 1',
    equipo: 'Planta de Mezclado',
    parteMaquina: ['Rotor', 'Compuerta de descarga', 'Pistón', 'Sistema hidráulico', 'Tolva'],
  },
  { name: 'maquina', value: 'Laminadora 3', equipo: 'Laminadora', parteMaquina: ['Rodillos', 'Mesa de enfriamiento', 'Cuchillas', 'Transportador'] },
  { name: 'maquina', value: 'Compresor 2', equipo: 'Servicios Auxiliares', parteMaquina: ['Filtro de aire', 'Secador', 'Válvula de seguridad', 'Motor'] },
  {
    name: 'maquina',
    value: 'Caldera',
    equipo: 'Servicios Auxiliares',
    parteMaquina: ['Quemador', 'Bomba de alimentación', 'Tablero de control', 'Válvula de seguridad', 'Chimenea', 'Purgas'],
  },
  ...[
    'R - Riesgo mecánico',
    'R - Riesgo eléctrico',
    'R - Riesgo térmico',
    'FC - Falta de cuidado',
    'FC - Falta de limpieza',
    'LDA - Lugar de difícil acceso',
    'LDA - Difícil inspección',
  ].map((value) => ({ name: 'tipo' as const, value })),
  ...riesgos.map((value) => ({ name: 'riesgoInicial' as const, value })),
  ...riesgos.map((value) => ({ name: 'riesgoFinal' as const, value })),
];
