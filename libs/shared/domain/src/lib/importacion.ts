import type { Color } from './colores';

/**
 * Importing a plant's card history from .xlsx/.csv (issue 13). Stateless over replicas: the browser keeps the file
 * and sends it (multipart field `archivo`) to both calls with the same options (multipart field `opciones`, JSON of
 * ImportOpciones): first the dry run, then the import, which analyses again and commits all or nothing.
 */
export const IMPORTAR_ANALIZAR_PATH = '/importar/tarjetas/analizar';
export const IMPORTAR_PATH = '/importar/tarjetas';

/** Card fields a column can be assigned to (the mapping step). */
export const CAMPOS_IMPORTABLES = [
  'numero',
  'color',
  'equipo',
  'prioridad',
  'fecha',
  'descripcion',
  'estado',
  'maquina',
  'parteMaquina',
  'familia',
  'tipoDeRiesgo',
  'riesgoInicial',
  'nombre',
  'sector',
  'inicioReparacion',
  'finReparacion',
  'responsable',
  'causa',
  'tareaRealizada',
  'tipoAccion',
  'riesgoFinal',
  'materialUtilizado',
] as const;
export type CampoImportable = (typeof CAMPOS_IMPORTABLES)[number];

/** Campos whose values must be configured (Admin > Campos) or added by the import. */
export const CAMPOS_CONFIGURABLES_IMPORT = ['equipo', 'maquina', 'parteMaquina', 'familia', 'tipoDeRiesgo', 'riesgoInicial', 'riesgoFinal', 'sector'] as const;
export type CampoConfigurableImport = (typeof CAMPOS_CONFIGURABLES_IMPORT)[number];

export interface ImportOpciones {
  /** Header text (as in the file) → field, or null to ignore the column. Headers not listed are matched automatically. */
  mapeo?: Record<string, CampoImportable | null>;
  /** Values not configured as campos: add them to the campos (true) or reject those rows (false, default). */
  agregarCampos?: boolean;
  /** Repeated colour + number (in the file or against existing cards): import with new numbers after the highest of the colour, keeping the old one (true), or reject (false, default). */
  renumerarDuplicados?: boolean;
}

export interface ImportRechazo {
  /** Line in the file (1 = header row). */
  linea: number;
  motivo: string;
}

export interface ImportAnalisis {
  /** Headers as found in the file, in order, and the field each is assigned to (null = ignored). */
  columnas: { encabezado: string; campo: CampoImportable | null; automatico: boolean }[];
  /** Required fields with no column assigned (numero, color, fecha, descripcion): nothing can be imported until mapped. */
  faltanCampos: CampoImportable[];
  filas: number;
  /** Rows the import would create, in all and by colour. */
  aCrear: number;
  porColor: Record<Color, number>;
  /** Rejected rows (at most 1,000 listed; `rechazadasTotal` counts all). */
  rechazadas: ImportRechazo[];
  rechazadasTotal: number;
  /** Values of configurable campos that are not configured, with how many rows use each. */
  valoresNoConfigurados: { campo: CampoConfigurableImport; valor: string; filas: number }[];
  /** Colour + number pairs repeated in the file or already used by a card, with their lines. */
  duplicados: { color: Color; numero: number; lineas: number[] }[];
  /** Rows already imported before (same colour, number and opening date as an existing card): skipped, not counted in aCrear. */
  yaImportadas: number;
}

export interface ImportResultado {
  creadas: number;
  porColor: Record<Color, number>;
  renumeradas: number;
  yaImportadas: number;
  rechazadas: number;
  camposAgregados: number;
}

/** Most bytes an import file may have (multipart field `archivo`). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Most rejected rows an analysis lists (`rechazadasTotal` counts all). */
export const IMPORT_RECHAZOS_MAX = 1000;
/** Required fields: a row without them cannot become a card. */
export const CAMPOS_REQUERIDOS_IMPORT = ['numero', 'color', 'fecha', 'descripcion'] as const satisfies readonly CampoImportable[];

/** A header compared without accents, case, degree signs, punctuation runs or repeated spaces. */
export function normalizarEncabezado(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[°º]/g, '')
    .replace(/\(h\)/g, '')
    .replace(/[_\-.:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Headers recognised automatically: this portal's export (ReporteTarjetas.xlsx), the original app's list export and common variants. */
const ALIAS: Record<CampoImportable, string[]> = {
  numero: ['n', 'no', 'nro', 'num', 'numero', 'numero de tarjeta', 'n tarjeta'],
  color: ['color'],
  equipo: ['equipo', 'equipo autonomo'],
  prioridad: ['prioridad'],
  fecha: ['fecha', 'fecha apertura', 'fecha de apertura', 'fecha y hora de apertura'],
  descripcion: ['descripcion', 'descripcion anomalia', 'descripcion de la anomalia'],
  estado: ['estado', 'estado actual'],
  maquina: ['maquina', 'maquina/instalacion', 'maquina instalacion'],
  parteMaquina: ['parte maquina', 'parte de maquina', 'parte de la maquina', 'parte'],
  familia: ['familia'],
  tipoDeRiesgo: ['tipo de riesgo', 'tipoderiesgo', 'tipo', 'tipo de r/fc/lda'],
  riesgoInicial: ['riesgo inicial'],
  nombre: ['nombre', 'detecto', 'detectada por'],
  sector: ['sector'],
  inicioReparacion: ['inicio reparacion', 'inicio de reparacion'],
  finReparacion: ['fin reparacion', 'fin de reparacion', 'fecha cierre', 'fecha de cierre'],
  responsable: ['responsable'],
  causa: ['causa'],
  tareaRealizada: ['tarea realizada'],
  tipoAccion: ['tipo de accion', 'tipo accion'],
  riesgoFinal: ['riesgo final'],
  materialUtilizado: ['material utilizado'],
};
const POR_ALIAS = new Map<string, CampoImportable>(
  (Object.entries(ALIAS) as [CampoImportable, string[]][]).flatMap(([campo, alias]) => alias.map((a) => [a, campo] as const)),
);

/** The field a header is matched to automatically, if any. */
export const campoPorEncabezado = (encabezado: string): CampoImportable | null => POR_ALIAS.get(normalizarEncabezado(encabezado)) ?? null;

export const CAMPO_IMPORT_LABEL: Record<CampoImportable, string> = {
  numero: 'Número',
  color: 'Color',
  equipo: 'Equipo Autonomo',
  prioridad: 'Prioridad',
  fecha: 'Fecha apertura',
  descripcion: 'Descripción',
  estado: 'Estado',
  maquina: 'Máquina',
  parteMaquina: 'Parte de máquina',
  familia: 'Familia',
  tipoDeRiesgo: 'Tipo de riesgo',
  riesgoInicial: 'Riesgo inicial',
  nombre: 'Detectó',
  sector: 'Sector',
  inicioReparacion: 'Inicio de reparación',
  finReparacion: 'Fin de reparación',
  responsable: 'Responsable',
  causa: 'Causa',
  tareaRealizada: 'Tarea realizada',
  tipoAccion: 'Tipo de acción',
  riesgoFinal: 'Riesgo final',
  materialUtilizado: 'Material utilizado',
};

/** Why a row is rejected (Spanish, shown with its line number). */
export const MOTIVO_IMPORT = {
  colorInvalido: (v: string) => `Color desconocido: "${v}" (Roja, Azul, Verde o Amarilla)`,
  numeroInvalido: (v: string) => `Número inválido: "${v}" (debe ser un entero positivo)`,
  fechaInvalida: (campo: CampoImportable, v: string) => `${CAMPO_IMPORT_LABEL[campo]} inválida: "${v}" (use AAAA-MM-DDTHH:mm:ssZ o dd/mm/aaaa hh:mm)`,
  falta: (campo: CampoImportable) => `Falta ${CAMPO_IMPORT_LABEL[campo]}`,
  prioridadInvalida: (v: string) => `Prioridad inválida: "${v}" (Alta, Media o Baja)`,
  estadoInvalido: (v: string) => `Estado inválido: "${v}" (Abierta o Cerrada)`,
  duplicadoArchivo: (color: string, numero: number, linea: number) => `${color} N°${numero} repetida en el archivo (línea ${linea})`,
  duplicadoExistente: (color: string, numero: number) => `${color} N°${numero} ya existe en el portal`,
  noConfigurado: (campo: CampoImportable, v: string) => `${CAMPO_IMPORT_LABEL[campo]} no configurado: "${v}"`,
} as const;
