import { plural } from '@portal/shared/domain';

/** The collections of the original app's dump, in import order (cards before the Kaizen that name them). */
export const COLECCIONES_MONGO = ['campos', 'users', 'tarjetas', 'tarjetaskaizen', 'filter'] as const;
export type ColeccionMongo = (typeof COLECCIONES_MONGO)[number];

export interface ProblemaMongo {
  /** The document's ObjectId, or `línea N` when the line could not be read. */
  id: string;
  motivo: string;
}

export interface InformeColeccion {
  archivo: string | null;
  leidos: number;
  importados: number;
  /** Already imported by an earlier run (same ObjectId): skipped. */
  yaImportados: number;
  noImportados: ProblemaMongo[];
  /** Imported, with something changed or dropped (renumbered Kaizen, missing card of a Kaizen, unreadable hours entry…). */
  avisos: ProblemaMongo[];
}

export interface InformeMongo {
  carpeta: string;
  inicio: string;
  fin: string;
  colecciones: Record<ColeccionMongo, InformeColeccion>;
}

export function informeVacio(): InformeColeccion {
  return { archivo: null, leidos: 0, importados: 0, yaImportados: 0, noImportados: [], avisos: [] };
}

/** The report as text, for the terminal. */
export function informeComoTexto(informe: InformeMongo): string {
  const lineas = [`Migración desde MongoDB (${informe.carpeta})`];
  for (const c of COLECCIONES_MONGO) {
    const i = informe.colecciones[c];
    if (!i.archivo) {
      lineas.push(`- ${c}: archivo no encontrado`);
      continue;
    }
    lineas.push(
      `- ${c} (${i.archivo}): ${plural(i.leidos, 'leído', 'leídos')}, ${plural(i.importados, 'importado', 'importados')}, ${plural(i.yaImportados, 'ya importado', 'ya importados')} antes, ${plural(i.noImportados.length, 'no importado', 'no importados')}, ${plural(i.avisos.length, 'aviso', 'avisos')}`,
    );
    for (const p of i.noImportados) lineas.push(`    NO IMPORTADO ${p.id}: ${p.motivo}`);
    for (const p of i.avisos) lineas.push(`    aviso ${p.id}: ${p.motivo}`);
  }
  return lineas.join('\n');
}
