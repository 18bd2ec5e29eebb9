import { expect } from 'vitest';
import type { Campo, EquipoAmDetalle, User } from '@portal/shared/domain';
import { apiToken } from './portal';
import { apiSend, unico } from './tarjetas';

/**
 * A new Equipo autónomo of the plant (an equipo option) with two members of its own, optionally already in the
 * autonomous-maintenance program at step 1 since 2026-01-05 then step 2 since 2026-03-02.
 */
export async function equipoAm(baseUrl: string, { enPrograma }: { enPrograma: boolean }): Promise<{ equipo: Campo; miembros: User[] }> {
  const admin = await apiToken(baseUrl, 'admin');
  const ok = async <T>(method: 'POST', path: string, body: unknown): Promise<T> => {
    const res = await apiSend(baseUrl, method, path, admin, body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const equipo = await ok<Campo>('POST', '/api/campos', { name: 'equipo', value: unico('Equipo AM') });
  const miembros: User[] = [];
  for (const nombre of ['Lía', 'Tomás']) {
    const legajo = String(200000 + Math.floor(Math.random() * 700000));
    const user = await ok<User>('POST', '/api/users', { email: legajo, name: unico(nombre), password: '615000', role: 'Operario' });
    await ok('POST', '/api/users/equipo', { _id: user._id, equipo: equipo.value });
    miembros.push(user);
  }
  if (enPrograma) {
    await ok<EquipoAmDetalle>('POST', `/api/programa/equipos/${equipo._id}/inicio`, { paso: 1, desde: '2026-01-05', liderId: miembros[0]._id });
    await ok<EquipoAmDetalle>('POST', `/api/programa/equipos/${equipo._id}/paso`, { paso: 2, desde: '2026-03-02', motivo: 'Auditoría del paso 1 aprobada' });
  }
  return { equipo, miembros };
}
