import { expect } from 'vitest';
import type { Campo, PuntoCil } from '@portal/shared/domain';
import { apiToken } from './portal';
import { apiSend, unico } from './tarjetas';

export interface MaquinaCilE2e {
  maquina: Campo;
  equipo: Campo;
  puntos: PuntoCil[];
  /** Its QR label's URL. */
  etiqueta: string;
}

/**
 * A new machine of a new team with its CIL standard (issue 26 §1): three points due today — lubricate the gearbox,
 * inspect the chain (both daily), clean the bed each shift — the chain's marked on the machine's diagram.
 */
export async function maquinaConRutina(baseUrl: string): Promise<MaquinaCilE2e> {
  const admin = await apiToken(baseUrl, 'admin');
  const jefe = await apiToken(baseUrl, 'jefe');
  const ok = async <T>(token: string, path: string, body: unknown): Promise<T> => {
    const res = await apiSend(baseUrl, 'POST', path, token, body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const equipo = await ok<Campo>(admin, '/api/campos', { name: 'equipo', value: unico('Equipo CIL') });
  const maquina = await ok<Campo>(admin, '/api/campos', { name: 'maquina', value: unico('Envasadora') });
  for (const parte of ['Reductor', 'Cadena']) await ok(admin, '/api/campos/parteMaquina', { _id: maquina._id, name: parte });
  await ok(admin, '/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value });
  const base = { minutos: 5, estandar: '', metodo: '' };
  const puntos = [
    await ok<PuntoCil>(jefe, `/api/cil/maquinas/${maquina._id}/puntos`, {
      ...base,
      tipo: 'lubricacion',
      parte: 'Reductor',
      tarea: 'Verificar el nivel de aceite del reductor',
      estandar: 'Nivel entre las marcas del visor',
      frecuencia: 'diaria',
    }),
    await ok<PuntoCil>(jefe, `/api/cil/maquinas/${maquina._id}/puntos`, {
      ...base,
      tipo: 'inspeccion',
      parte: 'Cadena',
      tarea: 'Inspeccionar la tensión de la cadena',
      estandar: 'Flecha de 10 a 15 mm',
      frecuencia: 'diaria',
      marcador: { x: 0.3, y: 0.6 },
    }),
    await ok<PuntoCil>(jefe, `/api/cil/maquinas/${maquina._id}/puntos`, {
      ...base,
      tipo: 'limpieza',
      parte: 'Bancada',
      tarea: 'Limpiar la bancada',
      frecuencia: 'turno',
    }),
  ];
  return { maquina, equipo, puntos, etiqueta: `/agregartarjeta?maquina=${maquina._id}` };
}
