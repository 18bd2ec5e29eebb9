import { COLORES, type Color } from './colores';
import { plural } from './plural';
import { PRIORIDADES, type Prioridad } from './prioridades';

/**
 * Importing a plant's card history from .xlsx/.csv (issue 13). Stateless over replicas: the browser keeps the file
 * and sends it (multipart field `archivo`) to both calls with the same options (multipart field `opciones`, JSON of
 * ImportOpciones): first the dry run, then the import, which analyses again and commits all or nothing
 * (importarContrato).
 */

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

/** Columns with a fixed set of values: an unknown value is mapped to one of them or its rows are rejected. */
export const ESTADOS_IMPORT = ['Abierta', 'Cerrada'] as const;
export type EstadoImport = (typeof ESTADOS_IMPORT)[number];
export const CAMPOS_FIJOS_IMPORT = ['color', 'prioridad', 'estado'] as const;
export type CampoFijoImport = (typeof CAMPOS_FIJOS_IMPORT)[number];
/** The values an unknown one may be mapped to. */
export const VALORES_FIJOS_IMPORT: Record<CampoFijoImport, readonly string[]> = { color: COLORES, prioridad: PRIORIDADES, estado: ESTADOS_IMPORT };

/** Configurable campos checked against Admin > Campos, and the campos.name each is stored under. parteMaquina is checked against its row's máquina. */
export const NOMBRE_CAMPO_IMPORT = {
  equipo: 'equipo',
  maquina: 'maquina',
  tipoDeRiesgo: 'tipo',
  riesgoInicial: 'riesgoInicial',
  riesgoFinal: 'riesgoFinal',
} as const;
export type CampoVerificadoImport = keyof typeof NOMBRE_CAMPO_IMPORT | 'parteMaquina';

/** What to do with the rows of a value not configured in the campos. A part is checked per máquina, so it is added or rejected, never mapped. */
export type AccionValorImport = { accion: 'agregar' } | { accion: 'rechazar' } | { accion: 'mapear'; a: string };

/** The Admin's choice for each unknown value found (key: the value as in the file, trimmed). */
export interface ImportValores {
  /** Unknown colour → a colour, or null to reject its rows (as an absent entry does). */
  color?: Record<string, Color | null>;
  prioridad?: Record<string, Prioridad | null>;
  estado?: Record<string, EstadoImport | null>;
  /** Values not configured: add, reject, or map to a configured value. Values without an entry follow `agregarCampos`. */
  campos?: Partial<Record<CampoVerificadoImport, Record<string, AccionValorImport>>>;
}

export const ENVIOS_DOBLES = ['omitir', 'importar'] as const;
export type EnviosDobles = (typeof ENVIOS_DOBLES)[number];

export interface ImportOpciones {
  /** Header text (as in the file) → field, or null to ignore the column. Headers not listed are matched automatically. */
  mapeo?: Record<string, CampoImportable | null>;
  /** Values not configured as campos and without their own choice in `valores.campos`: add them (true) or reject those rows (false, default). */
  agregarCampos?: boolean;
  /** Repeated colour + number (in the file or against existing cards): import with new numbers after the highest of the colour, keeping the old one (true), or reject (false, default). */
  renumerarDuplicados?: boolean;
  /** Unknown values mapped to allowed ones (or their rows rejected). */
  valores?: ImportValores;
  /** Rows that are the same card sent again (ENVIO_DOBLE_MS): skipped (omitir, default) or imported like any repeated number. */
  enviosDobles?: EnviosDobles;
}

/** Two rows are the same card sent twice when colour, number, equipo and description match and they were opened this close. */
export const ENVIO_DOBLE_MS = 60_000;
/** Most entries the analysis lists per list of values and in the renumbering preview (each keeps its total). */
export const IMPORT_VALORES_MAX = 200;

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
  /**
   * Values of configurable campos that are not configured, with how many rows use each (most used first, at most
   * IMPORT_VALORES_MAX). Like every list here, counted over the file's rows not imported before, whatever the options.
   */
  valoresNoConfigurados: { campo: CampoVerificadoImport; valor: string; filas: number }[];
  /** Values outside the fixed sets (color, prioridad, estado), with how many rows use each (most used first). */
  valoresDesconocidos: { campo: CampoFijoImport; valor: string; filas: number }[];
  /** Colour + number pairs repeated in the file or already used by a card, with their lines. */
  duplicados: { color: Color; numero: number; lineas: number[] }[];
  /** Likely double submissions: a row (linea) and the later rows that are the same card sent again (ENVIO_DOBLE_MS). */
  enviosDobles: { color: Color; numero: number; linea: number; dobles: number[] }[];
  /** Rows with a repeated number that get (or with renumerarDuplicados would get) a new one, in line order (at most IMPORT_VALORES_MAX). */
  renumeracion: ImportRenumeracion[];
  renumeracionTotal: number;
  /** Rows to create as Cerrada without a closing date (no fin de reparación). */
  cerradasSinCierre: number;
  /** Rows already imported before (same colour, number and opening date as an existing card): skipped, not counted in aCrear, whatever else they hold. */
  yaImportadas: number;
}

export interface ImportRenumeracion {
  linea: number;
  color: Color;
  numero: number;
  nuevo: number;
  /** The number is taken by an earlier row of the file (its line) … */
  lineaAnterior?: number;
  /** … or by an existing card, named: 'ya es la tarjeta abierta el 12/06/2025 «Fuga…»'. */
  ocupadaPor?: string;
}

export interface ImportResultado {
  creadas: number;
  porColor: Record<Color, number>;
  renumeradas: number;
  yaImportadas: number;
  rechazadas: number;
  camposAgregados: number;
  enviosDoblesOmitidos: number;
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
  finReparacion: ['fin reparacion', 'fin de reparacion', 'fecha cierre', 'fecha de cierre', 'fechacierre', 'fecha y hora de cierre'],
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

/** How many characters of a card's description name it in the renumbering preview. */
const DESCRIPCION_CORTA = 40;
const corta = (s: string) => (s.length > DESCRIPCION_CORTA ? `${s.slice(0, DESCRIPCION_CORTA).trimEnd()}…` : s);

/** The dry run's other texts (Spanish, one place for the BFF and the screen). */
export const TEXTO_IMPORT = {
  cerradasSinCierre: (n: number) => `${plural(n, 'fila Cerrada', 'filas Cerradas')} sin fecha de cierre: figurarán como cerradas sin mes de cierre`,
  /** `fecha` already in the plant's day (dd/mm/aaaa). */
  ocupadaPor: (fecha: string, descripcion: string) => `ya es la tarjeta abierta el ${fecha} «${corta(descripcion)}»`,
  renumerada: (r: ImportRenumeracion) =>
    `Línea ${r.linea}: ${r.color} N°${r.numero} → N°${r.nuevo} (${r.ocupadaPor ? `${r.color} N°${r.numero} — ${r.ocupadaPor}` : r.lineaAnterior ? `repetida en el archivo, línea ${r.lineaAnterior}` : 'ya existe en el portal'})`,
  renumeradas: (n: number, aplicar: boolean) =>
    `${plural(n, 'fila', 'filas')} con número repetido ${aplicar ? (n === 1 ? 'recibirá' : 'recibirán') : n === 1 ? 'recibiría' : 'recibirían'} un número nuevo`,
  envioDoble: (e: ImportAnalisis['enviosDobles'][number]) =>
    `${e.color} N°${e.numero}: línea ${e.linea}, enviada de nuevo en ${e.dobles.length === 1 ? 'la línea' : 'las líneas'} ${e.dobles.join(', ')}`,
  destinoNoConfigurado: (campo: CampoImportable, valor: string, a: string) =>
    `${CAMPO_IMPORT_LABEL[campo]} "${valor}": "${a}" no está configurado en los campos`,
} as const;
