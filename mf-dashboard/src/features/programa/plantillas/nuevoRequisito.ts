import { GUIAS_AUDITORIA_AM_DEFECTO, type RequisitoAuditoriaAm, type SeccionAuditoriaAm } from '@portal/shared/domain';

/**
 * A fresh requirement id: 'r-' and random lower-case base36 (the schema's /^[a-z0-9-]{1,40}$/), none of `usados`.
 * Answers are keyed by it, so an id is never reused within a template.
 */
export function idRequisitoNuevo(usados: ReadonlySet<string>): string {
  for (;;) {
    const id = `r-${Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('')}`;
    if (!usados.has(id)) return id;
  }
}

/** An empty requirement with the default guide of each score. */
export const requisitoNuevo = (usados: ReadonlySet<string>): RequisitoAuditoriaAm => ({
  id: idRequisitoNuevo(usados),
  texto: '',
  guias: [...GUIAS_AUDITORIA_AM_DEFECTO],
});

/** A section needs a requirement: a new one starts with an empty one. */
export const seccionNueva = (usados: ReadonlySet<string>): SeccionAuditoriaAm => ({ titulo: '', requisitos: [requisitoNuevo(usados)] });

/** Every requirement id of the sections (the ones a new requirement must not take). */
export const idsUsados = (secciones: readonly { requisitos: readonly { id: string }[] }[]): Set<string> =>
  new Set(secciones.flatMap((s) => s.requisitos.map((r) => r.id)));
