import { COLORES, plural, type ImportOpciones } from '@portal/shared/domain';
import type { TarjetaImportada } from './importar-analisis';

/**
 * The import's one audit record (entity tarjeta, action importar) instead of one per card: how many cards, how many
 * renumbered, the numbers per colour, the double submissions skipped and the options it ran with (the value mappings
 * among them).
 */
export function registroDeImportacion(filas: TarjetaImportada[], opciones: ImportOpciones, enviosDoblesOmitidos: number) {
  const rangos = new Map<string, [number, number, number]>();
  for (const f of filas) {
    const r = rangos.get(f.color) ?? [Infinity, 0, 0];
    rangos.set(f.color, [Math.min(r[0], f.numero), Math.max(r[1], f.numero), r[2] + 1]);
  }
  const cambios = [
    { campo: 'creadas', antes: null, despues: filas.length },
    { campo: 'renumeradas', antes: null, despues: filas.filter((f) => f.numeroOriginal !== undefined && f.numeroOriginal !== null).length },
    ...COLORES.filter((c) => rangos.has(c)).map((c) => {
      const [desde, hasta, n] = rangos.get(c) as [number, number, number];
      return { campo: c, antes: null, despues: `${n} (N°${desde} a N°${hasta})` };
    }),
    { campo: 'enviosDoblesOmitidos', antes: null, despues: enviosDoblesOmitidos },
    { campo: 'opciones', antes: null, despues: opciones },
  ];
  return { entidad: 'tarjeta', etiqueta: `Importación de ${plural(filas.length, 'tarjeta', 'tarjetas')}`, accion: 'importar', cambios };
}
