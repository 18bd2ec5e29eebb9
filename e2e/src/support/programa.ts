import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { diaEnZona, type AuditoriaAm, type Campo, type EquipoAmDetalle, type Kaizen, type Tarjeta, type User } from '@portal/shared/domain';
import { apiGet, apiToken, zonaPlanta } from './portal';
import { apiSend, unico } from './tarjetas';

/**
 * A team's page with every section loaded: its curve last (its Excel button turns enabled, a colour transition axe must
 * not measure halfway), its audits and its tags.
 */
export async function equipoCargado(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('button', { name: 'Exportar a Excel' }).isEnabled()).toBe(true);
  await page.getByRole('heading', { name: /^Tarjetas abiertas \(\d+\)$/ }).waitFor();
  await page.getByText('Cargando auditorías…').waitFor({ state: 'hidden' });
}

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

/**
 * A new team in the program at step 1 (since today) whose gate is green at the plant's default thresholds: its two
 * members each found a card of the team's machine (closed), and a Quick Kaizen on that machine closed today. The
 * first member leads it; both log in with pin 615000.
 */
export async function equipoAmVerde(baseUrl: string): Promise<{ equipo: Campo; miembros: User[] }> {
  const admin = await apiToken(baseUrl, 'admin');
  const ok = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await apiSend(baseUrl, 'POST', path, admin, body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const { equipo, miembros } = await equipoAm(baseUrl, { enPrograma: false });
  const maquina = await ok<Campo>('/api/campos', { name: 'maquina', value: unico('Máquina AM') });
  await ok('/api/campos/equipoMaquina', { _id: maquina._id, equipo: equipo.value });
  await ok('/api/campos/parteMaquina', { _id: maquina._id, name: 'Motor' });
  const campos = await apiGet<Campo[]>(baseUrl, '/api/campos', admin);
  const primero = (name: Campo['name']) => campos.find((c) => c.name === name)!.value;
  const cartas: Tarjeta[] = [];
  for (const m of miembros) {
    const carta = await ok<Tarjeta>('/api/tarjetas', {
      color: 'Roja',
      descripcion: unico('Fuga'),
      sugerencia: 'Ajustar',
      reparacion: 'Con maquina parada',
      detecto: m.name,
      prioridad: 'Alta',
      familia: '7 - Lugares Inseguros',
      maquina: maquina.value,
      parteMaquina: 'Motor',
      equipo: equipo.value,
      riesgoInicial: primero('riesgoInicial'),
      tipodeRiesgo: primero('tipo'),
    });
    // Repaired at the instant it was hung: never a time the server has not reached yet.
    await ok('/api/tarjetas/cerrar', {
      _id: carta._id,
      inicioReparacion: carta.fecha,
      finReparacion: carta.fecha,
      responsable: 'Jorge Medina',
      causa: 'Desgaste',
      tareaRealizada: 'Ajuste',
      tipoAccion: 'Eliminar',
      riesgoFinal: 'NS: NO SIGNIFICATIVO',
      materialUtilizado: 'Ninguno',
    });
    cartas.push(carta);
  }
  const kaizen = await ok<Kaizen>('/api/tarjetaskaizen', {
    codigo: unico('QK'),
    preTarjeta: [{ color: cartas[0].color, numero: cartas[0].numero }],
    maquina: maquina.value,
    lider: miembros[0].name,
    tema: 'Fugas del motor',
    linea: 'Línea AM',
    perdidaAtacada: 'Paradas',
    pilar: 'Mantenimiento autónomo',
  });
  await ok('/api/tarjetaskaizen/cerrar', {
    _id: kaizen._id,
    implementacion: false,
    descripcionProblema: 'Pierde aceite',
    objetivo: 'Cero fugas',
    causas: 'Retén',
    acciones: 'Cambiar el retén',
    objetivoCompletado: 'Sí',
    fechaFinalizacionMejora: diaEnZona(new Date(), await zonaPlanta(baseUrl)),
  });
  await ok<EquipoAmDetalle>(`/api/programa/equipos/${equipo._id}/inicio`, { paso: 1, liderId: miembros[0]._id });
  await auditoriaAprobada(baseUrl, equipo);
  return { equipo, miembros };
}

/** The team's step audit asked for, run by the Admin (an auditor always) with every requirement at 4, and signed. */
export async function auditoriaAprobada(baseUrl: string, equipo: Campo): Promise<AuditoriaAm> {
  const admin = await apiToken(baseUrl, 'admin');
  const ok = async <T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> => {
    const res = await apiSend(baseUrl, method, path, admin, body);
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return (await res.json()) as T;
  };
  const pedida = await ok<AuditoriaAm>('POST', `/api/programa/equipos/${equipo._id}/auditorias`, {});
  const a = await ok<AuditoriaAm>('POST', `/api/programa/auditorias/${pedida._id}/inicio`, {});
  for (const r of a.plantilla.secciones.flatMap((s) => s.requisitos)) await ok('PUT', `/api/programa/auditorias/${a._id}/respuestas/${r.id}`, { puntaje: 4 });
  return ok<AuditoriaAm>('POST', `/api/programa/auditorias/${a._id}/firma`, {});
}

/**
 * A team in the program (step 1) whose step audit one of its members asked for, due in two weeks; the plant's step-1
 * template replaced by a short one (three requirements in three sections, pass at 80 % with none under 2) so a phone runs it in a few
 * taps (three sections: the signed audit's radar has its three axes). Returns the audit.
 */
export async function auditoriaPedida(baseUrl: string): Promise<{ equipo: Campo; miembros: User[]; auditoria: AuditoriaAm }> {
  const admin = await apiToken(baseUrl, 'admin');
  const { equipo, miembros } = await equipoAm(baseUrl, { enPrograma: false });
  const maquina = (await (await apiSend(baseUrl, 'POST', '/api/campos', admin, { name: 'maquina', value: unico('Máquina AM') })).json()) as Campo;
  await apiSend(baseUrl, 'POST', '/api/campos/equipoMaquina', admin, { _id: maquina._id, equipo: equipo.value });
  await apiSend(baseUrl, 'POST', '/api/campos/parteMaquina', admin, { _id: maquina._id, name: 'Motor' });
  const inicio = await apiSend(baseUrl, 'POST', `/api/programa/equipos/${equipo._id}/inicio`, admin, { paso: 1, liderId: miembros[0]._id });
  expect(inicio.status).toBe(200);
  const guias = ['No se hace', 'Empezado', 'A medias', 'Cumple', 'Ejemplar'];
  const plantilla = await apiSend(baseUrl, 'PUT', '/api/programa/plantillas/1', admin, {
    secciones: [
      { titulo: 'Limpieza', requisitos: [{ id: 'e2e-limpieza', texto: 'Máquina limpia por dentro', guias }] },
      { titulo: 'Tarjetas', requisitos: [{ id: 'e2e-tarjetas', texto: 'Cada anomalía con su tarjeta', guias }] },
      { titulo: 'Lubricación', requisitos: [{ id: 'e2e-lubricacion', texto: 'Puntos de lubricación limpios', guias }] },
    ],
    regla: { promedioMin: 80, minimoRequisito: 2 },
  });
  expect(plantilla.status, await plantilla.clone().text()).toBe(200);
  const login = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: miembros[0].email, password: '615000' }),
  });
  const miembro = ((await login.json()) as { token: string }).token;
  const res = await apiSend(baseUrl, 'POST', `/api/programa/equipos/${equipo._id}/auditorias`, miembro, { comentario: 'Listos para la auditoría' });
  expect(res.status, await res.clone().text()).toBe(201);
  return { equipo, miembros, auditoria: (await res.json()) as AuditoriaAm };
}
