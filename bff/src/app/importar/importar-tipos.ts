import type { Color } from '@portal/shared/domain';
import type { tarjetas } from '../../db/schema';

export type TarjetaImportada = typeof tarjetas.$inferInsert & { numero: number; color: Color };

/** What the database already holds that the analysis needs. */
export interface Contexto {
  /** Configured option values per campo name ('equipo', 'maquina', 'tipo', 'riesgoInicial', 'riesgoFinal'). */
  campos: Map<string, Set<string>>;
  /** Parts of each configured machine. */
  partes: Map<string, Set<string>>;
  /** Numbers in use per colour. */
  usados: Map<Color, Set<number>>;
  /** Highest number per colour (cards and counters). */
  maximo: Map<Color, number>;
  /** `color|numero|fechaMs` of existing cards (numero_original too): a row matching one was imported before. */
  importadas: Set<string>;
  zona: string;
}

/** The option values the import adds to the campos (agregarCampos). */
export interface CampoNuevo {
  name: string;
  value: string;
  /** For a machine part: the machine. */
  maquina?: string;
}

/** A row that passed every check: its card and the option values it adds (`name\0value[\0maquina]`). */
export interface FilaValida {
  linea: number;
  t: TarjetaImportada;
  agregar: string[];
}
