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
