import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatearFechaHora, type Campo, type Color, type Tarjeta } from '@portal/shared/domain';
import { apiGet, apiToken, zonaPlanta, type USERS } from './portal';

/** A text no other test (nor the seed) uses, so a card can be told apart in lists and searches. */
export function unico(prefijo: string): string {
  return `${prefijo} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function apiSend(baseUrl: string, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Creates a card through the API, as the add form would: every option comes from GET /api/campos
 * (first machine and its first part, first equipo, tipo and riesgo inicial).
 */
export async function crearTarjetaApi(
  baseUrl: string,
  color: Color,
  extra: Partial<Pick<Tarjeta, 'descripcion' | 'prioridad'>> = {},
  user: keyof typeof USERS = 'operario',
): Promise<Tarjeta> {
  const token = await apiToken(baseUrl, user);
  const campos = await apiGet<Campo[]>(baseUrl, '/api/campos', token);
  const primero = (name: Campo['name']) => {
    const campo = campos.find((c) => c.name === name);
    expect(campo, `a seeded campo '${name}'`).toBeDefined();
    return campo!;
  };
  const maquina = primero('maquina');
  const amarilla = color === 'Amarilla';
  const body = {
    color,
    descripcion: extra.descripcion ?? unico('Tarjeta e2e'),
    sugerencia: 'Sugerencia e2e',
    reparacion: 'Con maquina parada',
    detecto: 'Carla Ríos',
    prioridad: extra.prioridad ?? 'Alta',
    familia: amarilla ? '8 - Actos Inseguros' : '7 - Lugares Inseguros',
    maquina: maquina.value,
    parteMaquina: maquina.parteMaquina?.[0],
    equipo: primero('equipo').value,
    riesgoInicial: primero('riesgoInicial').value,
    tipodeRiesgo: primero('tipo').value,
    ...(amarilla ? { sustoExperimentado: true, sustoObservado: false, impactoAmbiente: false } : {}),
  };
  const res = await apiSend(baseUrl, 'POST', amarilla ? '/api/tarjetas/amarilla' : '/api/tarjetas', token, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Tarjeta;
}

/** Closes a card through the API as the Operario, as the close dialog would: repaired 10–20 s after its opening. */
export async function cerrarTarjetaApi(baseUrl: string, t: Pick<Tarjeta, '_id' | 'fecha'>, extra: { convertida?: boolean } = {}): Promise<Tarjeta> {
  const en = (s: number) => new Date(Date.parse(t.fecha) + s * 1000).toISOString();
  const res = await apiSend(baseUrl, 'POST', '/api/tarjetas/cerrar', await apiToken(baseUrl, 'operario'), {
    _id: t._id,
    inicioReparacion: en(10),
    finReparacion: en(20),
    responsable: 'Jorge Medina',
    causa: 'Desgaste',
    tareaRealizada: 'Cambio de retén',
    tipoAccion: 'Eliminar',
    riesgoFinal: 'NS: NO SIGNIFICATIVO',
    materialUtilizado: 'Retén',
    ...extra,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Tarjeta;
}

export async function getTarjetaApi(baseUrl: string, id: string): Promise<Tarjeta> {
  return apiGet<Tarjeta>(baseUrl, `/api/tarjetas/${id}`, await apiToken(baseUrl, 'admin'));
}

export const tituloTarjeta = (t: Pick<Tarjeta, 'color' | 'numero'>) => `Tarjeta ${t.color} N°${t.numero}`;

/** Opens a card's detail and waits for its title. */
export async function abrirDetalle(page: Page, t: Pick<Tarjeta, '_id' | 'color' | 'numero'>): Promise<void> {
  await page.goto(`/tarjeta/${t._id}`);
  await page.getByRole('heading', { name: tituloTarjeta(t) }).waitFor();
}

/** The entries of the detail's 'Opciones' menu; the menu is closed again. */
export async function opcionesDelMenu(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Opciones' }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const entries = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries;
}

/** The detail header's action buttons (issue 22: Planificar, Cerrar, Editar… as buttons), without 'Opciones'. */
export async function accionesVisibles(page: Page): Promise<string[]> {
  const grupo = page.getByRole('group', { name: 'Acciones de la tarjeta' });
  await grupo.waitFor();
  return (await grupo.getByRole('button').allTextContents()).map((t) => t.trim()).filter((t) => t !== 'Opciones');
}

/** Runs a detail action, by its header button when it has one, else by its 'Opciones' entry; returns the dialog it opens. */
export async function elegirOpcion(page: Page, opcion: string, dialogo: string): Promise<Locator> {
  const boton = page.getByRole('group', { name: 'Acciones de la tarjeta' }).getByRole('button', { name: opcion, exact: true });
  if (await boton.count()) {
    await boton.click();
  } else {
    await page.getByRole('button', { name: 'Opciones' }).click();
    await page.getByRole('menuitem', { name: opcion, exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: dialogo, exact: true });
  await dialog.waitFor();
  return dialog;
}

/** The value cell of a label/value row of one of the detail's tables. */
export function celda(page: Page, tabla: string, label: string): Locator {
  return page
    .getByRole('table', { name: tabla, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

/**
 * 'DD/MM/YYYY HH:mm' `minutos` after (or before) an ISO instant, in the plant's time zone (the server's
 * PLANT_TZ): the close dialogs' pickers read what is typed as the plant's time, whatever the browser's zone.
 */
export async function fechaHoraTexto(page: Page, iso: string, minutos: number): Promise<string> {
  const zona = await zonaPlanta(new URL(page.url()).origin);
  return formatearFechaHora(new Date(new Date(iso).getTime() + minutos * 60_000), zona);
}

/** Types a date ('DD/MM/YYYY' or 'DD/MM/YYYY HH:mm') into a DateField/DateTimeField with the keyboard. */
export async function escribirFecha(contenedor: Locator, label: string, texto: string): Promise<void> {
  const primera = contenedor.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first();
  await primera.click();
  await primera.page().keyboard.press('ControlOrMeta+a');
  await primera.page().keyboard.press('Backspace');
  await primera.page().keyboard.type(texto.replace(/\D/g, ''));
}

/** The text a DateField/DateTimeField shows. */
export async function textoFecha(contenedor: Locator, label: string): Promise<string> {
  return contenedor.getByRole('group', { name: label, exact: true }).locator('xpath=..').locator('input').inputValue();
}

/**
 * Sets the browser's clock `minutos` after the card's opening (timers keep running). A close cannot end
 * after the browser's now, and a card made by the test has just opened: without this the test would wait
 * for the clock to pass the opening minute. The server accepts ends up to 5 minutes ahead of its clock.
 */
export async function relojTrasApertura(page: Page, t: Pick<Tarjeta, 'fecha'>, minutos: number): Promise<void> {
  await page.clock.setFixedTime(new Date(new Date(t.fecha).getTime() + minutos * 60_000));
}
