import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatearFecha, type Campo, type MisReportesPagina, type Tarjeta, type User } from '@portal/shared/domain';
import { completar, creada, etiquetaDe, formulario } from './support/agregar';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginViaForm, zonaPlanta } from './support/portal';
import { apiSend, escribirFecha, fechaHoraTexto, tituloTarjeta, unico } from './support/tarjetas';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

/**
 * A plant corner of its own: an equipo, a machine of it with a part, and a Jefe de area who leads that equipo, so
 * the Jefe's Bandeja holds exactly what this test raises (the demo seed fills the shared equipos).
 */
async function rincon() {
  const admin = await apiToken(browser.baseUrl, 'admin');
  const post = async <T>(path: string, body: unknown, status = 201) => {
    const res = await apiSend(browser.baseUrl, 'POST', path, admin, body);
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  const equipo = unico('Equipo');
  await post('/api/campos', { name: 'equipo', value: equipo });
  const maquina = await post<Campo>('/api/campos', { name: 'maquina', value: unico('Prensa') });
  await post('/api/campos/parteMaquina', { _id: maquina._id, name: 'Cilindro' }, 200);
  const conEquipo = await post<Campo>('/api/campos/equipoMaquina', { _id: maquina._id, equipo }, 200);
  const jefe = { email: String(7000 + Math.floor(Math.random() * 900)), name: unico('Jefa'), password: '700700', role: 'Jefe de area' as const, equipo };
  const creado = await post<User>('/api/users', jefe);
  expect(creado.equipo).toBe(equipo);
  return { equipo, etiqueta: etiquetaDe({ ...conEquipo, parteMaquina: ['Cilindro'] }), jefe };
}

const noLeidas = async (token: string) => (await apiGet<{ noLeidas: number }>(browser.baseUrl, '/api/tarjetas/notificaciones/novedades', token)).noLeidas;

/** The phone's drawer entry (the bar keeps one entry and the bell). */
async function irDesdeMenu(page: Page, entrada: string) {
  await page.getByRole('button', { name: 'Abrir menú' }).tap();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: entrada, exact: true }).tap();
}

describe("the floor's two loops on a phone (issue 22)", () => {
  it('an operator raises a card from a QR label, follows it in Mis reportes, and is told when the Jefe plans and closes it from the Bandeja', async () => {
    const { equipo, etiqueta, jefe } = await rincon();
    const operarioToken = await apiToken(browser.baseUrl, 'operario');
    const antes = await noLeidas(operarioToken);

    // 1. The operator: QR label → card saved.
    const op = (await browser.newPage('phone')).page;
    await entrarComo(op, 'operario');
    await op.goto(etiqueta.url);
    const form = await formulario(op, etiqueta.maquina, etiqueta.parte);
    const alta = contadorDeToques();
    const descripcion = unico('Fuga en el cilindro');
    await completar(form, alta, descripcion);
    await alta.tap(form.getByRole('button', { name: 'Subir' }));
    const tarjeta: Tarjeta = await creada(op, browser.baseUrl);
    expect(tarjeta).toMatchObject({ equipo, maquina: etiqueta.maquina, descripcion });
    console.info(`[medida] QR → tarjeta guardada: ${alta.toques} interacciones tras el login`);
    expect(alta.toques).toBeLessThanOrEqual(10);

    // 2. It is in 'Mis reportes', waiting to be planned.
    await irDesdeMenu(op, 'Mis reportes');
    const mia = op.getByRole('navigation', { name: 'Mis reportes' }).getByRole('link').filter({ hasText: descripcion });
    await mia.getByText(/Sin planificar todavía/).waitFor();

    // 3. The Jefe: logs in to the Bandeja, plans the card in one tap, then closes it from the same inbox.
    const j = (await browser.newPage('phone')).page;
    await j.clock.setFixedTime(new Date(new Date(tarjeta.fecha).getTime() + 5 * 60_000));
    await loginViaForm(j, jefe.email, jefe.password);
    await j.waitForURL((u) => u.pathname === '/bandeja');
    const jefeTaps = contadorDeToques();
    const porPlanificar = j.getByRole('region', { name: 'Por planificar' });
    await j.getByText(`Sus equipos: ${equipo}`).waitFor();
    await jefeTaps.tap(porPlanificar.getByRole('link', { name: `Planificar ${tarjeta.color} N°${tarjeta.numero}` }));
    const plan = j.getByRole('dialog', { name: `Planificar ${tituloTarjeta(tarjeta)}` });
    await plan.waitFor();
    const hoy = formatearFecha(new Date(), await zonaPlanta(browser.baseUrl));
    await escribirFecha(plan, 'Fecha prevista de cierre', hoy);
    await jefeTaps.fill(plan.getByLabel('Responsable del seguimiento'), jefe.name);
    await jefeTaps.tap(plan.getByRole('button', { name: 'Guardar' }));
    await plan.waitFor({ state: 'hidden' });
    await j.getByRole('status').filter({ hasText: 'Planificación guardada' }).waitFor();

    await jefeTaps.tap(j.getByRole('link', { name: 'Bandeja', exact: true }));
    const paraCerrar = j.getByRole('region', { name: 'Para cerrar esta semana' });
    await paraCerrar.getByText(`Hoy: cierre previsto ${hoy}`).waitFor();
    expect(await j.getByRole('region', { name: 'Por planificar' }).getByText('No hay tarjetas nuevas para planificar.').count()).toBe(1);
    await jefeTaps.tap(paraCerrar.getByRole('link', { name: `Cerrar ${tarjeta.color} N°${tarjeta.numero}` }));
    const cerrar = j.getByRole('dialog', { name: `Cerrar ${tituloTarjeta(tarjeta)}` });
    await cerrar.waitFor();
    await escribirFecha(cerrar, 'Inicio de reparación', await fechaHoraTexto(j, tarjeta.fecha, 1));
    await escribirFecha(cerrar, 'Fin de reparación', await fechaHoraTexto(j, tarjeta.fecha, 4));
    await jefeTaps.fill(cerrar.getByLabel('Responsable'), 'Diego Acosta');
    await jefeTaps.fill(cerrar.getByLabel('Causa'), 'Sello gastado');
    await jefeTaps.fill(cerrar.getByLabel('Tarea realizada'), 'Se cambió el sello');
    await cerrar.getByLabel('Tipo de acción').selectOption('Reemplazar');
    await cerrar.getByLabel('Riesgo final').selectOption({ index: 1 });
    await jefeTaps.fill(cerrar.getByRole('textbox', { name: 'Material utilizado' }), 'Sello');
    await jefeTaps.tap(cerrar.getByRole('button', { name: 'Cerrar tarjeta' }));
    await cerrar.waitFor({ state: 'hidden' });
    await j
      .getByRole('status')
      .filter({ hasText: `${tituloTarjeta(tarjeta)} cerrada` })
      .waitFor();
    console.info(`[medida] Bandeja → planificada y cerrada: ${jefeTaps.toques + 4 + 4} interacciones (fechas y listas incluidas)`);
    await jefeTaps.tap(j.getByRole('link', { name: 'Bandeja', exact: true }));
    await j.getByRole('region', { name: 'Para cerrar esta semana' }).getByText('No hay tarjetas con cierre previsto esta semana.').waitFor();

    // 4. The operator is told: the bell counts both, 'Mis reportes' marks the card; opening it reads them.
    await expect.poll(() => noLeidas(operarioToken)).toBe(antes + 2);
    await op.reload();
    const campana = op.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ });
    await campana.tap();
    const panel = op.getByRole('dialog', { name: 'Notificaciones' });
    const avisos = panel.getByRole('link').filter({ hasText: `${tituloTarjeta(tarjeta)} · ${etiqueta.maquina}` });
    await avisos.filter({ hasText: `Cerrada por ${jefe.name}` }).waitFor();
    await avisos.filter({ hasText: `Planificada por ${jefe.name} · cierre previsto ${hoy}` }).waitFor();
    await op.keyboard.press('Escape');
    const conNovedades = op
      .getByRole('navigation', { name: 'Mis reportes' })
      .getByRole('link')
      .filter({ hasText: descripcion })
      .filter({ hasText: '2 novedades' });
    await conNovedades.getByText(/Cerrada el/).waitFor();
    await conNovedades.tap();
    await op.waitForURL((u) => u.pathname === `/tarjeta/${tarjeta._id}`);
    await expect.poll(() => noLeidas(operarioToken)).toBe(antes);
    const pagina = await apiGet<MisReportesPagina>(browser.baseUrl, '/api/tarjetas/mis-reportes?pageSize=100', operarioToken);
    expect(pagina.items.find((r) => r._id === tarjeta._id)).toMatchObject({ estado: 'Cerrada', planificadaPor: jefe.name, novedades: 0 });
  });
});
