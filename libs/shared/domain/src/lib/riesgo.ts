export const NIVELES_RIESGO = [
  { prefijo: 'NS', nombre: 'NO SIGNIFICATIVO', peso: 1 },
  { prefijo: 'PS', nombre: 'POCO SIGNIFICATIVO', peso: 2 },
  { prefijo: 'MO', nombre: 'MODERADO', peso: 3 },
  { prefijo: 'SI', nombre: 'SIGNIFICATIVO', peso: 4 },
  { prefijo: 'IN', nombre: 'INTOLERABLE', peso: 5 },
] as const;
export type PrefijoRiesgo = (typeof NIVELES_RIESGO)[number]['prefijo'];

export const PESO_RIESGO: Record<PrefijoRiesgo, number> = Object.fromEntries(NIVELES_RIESGO.map((n) => [n.prefijo, n.peso])) as Record<PrefijoRiesgo, number>;

/** Weight of a configured risk value such as 'MO: MODERADO - golpe'; 0 when it has no known prefix. */
export function pesoRiesgo(valor: string | null | undefined): number {
  if (!valor) return 0;
  const prefijo = valor.trim().slice(0, 2).toUpperCase() as PrefijoRiesgo;
  return PESO_RIESGO[prefijo] ?? 0;
}

/** Configured fields whose options are risk levels, listed by severity in every select. */
export const CAMPOS_RIESGO = ['riesgoInicial', 'riesgoFinal'] as const;

/** Severity order of two risk values: NS → IN by weight, values without a known prefix last; ties alphabetical. */
export function compararRiesgo(a: string, b: string): number {
  const rango = (v: string) => pesoRiesgo(v) || NIVELES_RIESGO.length + 1;
  return rango(a) - rango(b) || a.localeCompare(b, 'es');
}

/** A copy of the risk options in severity order (NS, PS, MO, SI, IN). */
export function ordenarPorRiesgo(valores: readonly string[]): string[] {
  return [...valores].sort(compararRiesgo);
}
