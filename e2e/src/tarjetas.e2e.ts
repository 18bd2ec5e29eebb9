import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Color, Tarjeta, TarjetasPagina } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs, USERS } from './support/portal';
import { abrirDetalle, accionesVisibles, apiSend, crearTarjetaApi, getTarjetaApi, opcionesDelMenu, tituloTarjeta, unico } from './support/tarjetas';
import { elegir, elegirParteYListas } from './support/formulario';

const browser = usePortalBrowser();

const INCIDENTE = ['Reporte de Incidente Susto experimentado', 'Reporte de Incidente Susto observado', 'El incidente puede afectar al Medio Ambiente'];

/** Fills /agregartarjeta for one colour and submits it; answers the number the form announced. */
async function agregarTarjeta(page: Page, color: Color, descripcion: string): Promise<number> {
  await page.goto('/agregartarjeta');
  const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
  await form.waitFor();
  // Detectó starts with the logged-in user's name.
  await expect.poll(() => form.getByLabel('Detectó').inputValue()).toBe(USERS.operario.name);

  await elegir(form, 'Color', color);
  const anuncio = page.getByTestId('siguiente-numero');
  await anuncio.filter({ hasText: new RegExp(`^Tarjeta ${color} N°\\d+$`) }).waitFor();
  const numero = Number((await anuncio.textContent())!.split('N°')[1]);

  const maquina = form.getByLabel('Maquina/Instalación');
  await maquina.selectOption({ index: 1 });
  // The parts are those of the chosen machine.
  await elegirParteYListas(form);
  const amarilla = color === 'Amarilla';
  await form.getByLabel(amarilla ? 'Descripción del incidente' : 'Descripción').fill(descripcion);
  const sugerencia = {
    Roja: 'Sugerencia para eliminar la anomalía',
    Azul: 'Sugerencia para eliminar la anomalía',
    Verde: 'Sugerencia de mejora',
    Amarilla: '¿Qué hacer para que el incidente no se repita?',
  }[color];
  await form.getByLabel(sugerencia).fill(`Sugerencia de ${descripcion}`);
  if (amarilla) {
    for (const label of INCIDENTE) await form.getByLabel(label).check();
  } else {
    expect(await form.getByLabel(INCIDENTE[0]).count()).toBe(0);
  }

  await form.getByRole('button', { name: 'Subir' }).click();
  await page.waitForURL('**/tarjetas');
  return numero;
}

describe('cards: add, list, search and who may edit', () => {
  it('an Operario adds one card of each colour; each leads /tarjetas and the server stores it', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'operario');
    const token = await apiToken(browser.baseUrl, 'operario');

    for (const color of ['Roja', 'Azul', 'Verde', 'Amarilla'] as const) {
      const descripcion = unico(`Alta ${color} e2e`);
      const numero = await agregarTarjeta(page, color, descripcion);

      // Newest first: the card just added is the list's first row.
      const grid = page.getByRole('grid', { name: 'Tarjetas' });
      const primera = grid.getByRole('row').nth(1);
      await primera.filter({ hasText: descripcion }).waitFor();
      expect(await primera.getByRole('link', { name: tituloTarjeta({ color, numero }), exact: true }).count()).toBe(1);
      expect(await primera.textContent()).toContain(color);

      const { items } = await apiGet<TarjetasPagina>(browser.baseUrl, `/api/tarjetas?color=${color}&numero=${numero}`, token);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        color,
        numero,
        descripcion,
        estado: 'Abierta',
        detecto: USERS.operario.name,
        prioridad: 'Media',
        reparacion: 'Con maquina en marcha',
        sustoExperimentado: color === 'Amarilla',
        sustoObservado: color === 'Amarilla',
        impactoAmbiente: color === 'Amarilla',
      });
    }
  });

  it('/buscar finds a card by colour and number and links to its detail', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await page.goto('/buscar');
    const form = page.getByRole('form', { name: 'Buscar tarjeta' });
    await elegir(form, 'Color', 'Azul');
    await form.getByLabel('Número').fill(String(tarjeta.numero));
    await form.getByRole('button', { name: 'Buscar' }).click();

    const resultados = page.getByRole('grid', { name: 'Resultados de la búsqueda' });
    await resultados.waitFor();
    const filas = resultados.locator('[role="row"][data-id]');
    await expect.poll(() => filas.count()).toBe(1);
    expect(await filas.first().textContent()).toContain(tarjeta.descripcion);

    await resultados.getByRole('link', { name: tituloTarjeta(tarjeta), exact: true }).click();
    await page.waitForURL(`**/tarjeta/${tarjeta._id}`);
    await page.getByRole('heading', { name: tituloTarjeta(tarjeta) }).waitFor();
  });

  it('an Operario gets no edit or delete in Opciones and the API refuses both to him', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await abrirDetalle(page, tarjeta);
    expect(await accionesVisibles(page)).toEqual(['Planificar tarjeta', 'Cerrar tarjeta']);
    expect(await opcionesDelMenu(page)).toEqual(['Mostrar QR', 'Adjuntar imagen']);

    const token = await apiToken(browser.baseUrl, 'operario');
    const editar = await apiSend(browser.baseUrl, 'POST', '/api/tarjetas/editar', token, { _id: tarjeta._id, descripcion: 'Cambio no permitido' });
    expect(editar.status).toBe(403);
    const eliminar = await apiSend(browser.baseUrl, 'DELETE', `/api/tarjetas/${tarjeta._id}`, token);
    expect(eliminar.status).toBe(403);
    const enServidor: Tarjeta = await getTarjetaApi(browser.baseUrl, tarjeta._id);
    expect(enServidor.descripcion).toBe(tarjeta.descripcion);
  });
});
