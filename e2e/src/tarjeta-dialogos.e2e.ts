import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { horizontalOverflow, usePortalBrowser, VIEWPORTS } from './support/browser';
import { apiToken, entrarComo } from './support/portal';
import {
  abrirDetalle,
  accionesVisibles,
  apiSend,
  crearTarjetaApi,
  elegirOpcion,
  escribirFecha,
  fechaHoraTexto,
  opcionesDelMenu,
  relojTrasApertura,
  textoFecha,
  tituloTarjeta,
} from './support/tarjetas';

const browser = usePortalBrowser();

/** Whether the element lies wholly inside the viewport as the page is (nothing scrolled). */
async function enPantalla(page: Page, el: Locator): Promise<boolean> {
  const box = await el.boundingBox();
  const vp = page.viewportSize()!;
  return !!box && box.y >= 0 && box.x >= 0 && box.y + box.height <= vp.height && box.x + box.width <= vp.width;
}

async function foto(page: Page, nombre: string) {
  if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/${nombre}.png` });
}

/** Picks a plant date and time ('DD/MM/YYYY HH:mm') with the phone's picker: the day in the calendar, then hour and minute. */
/** `ahora` ('DD/MM/YYYY HH:mm', the plant's now): the empty field's picker starts at that hour and minute. */
async function elegirConPicker(page: Page, dialogo: Locator, label: string, texto: string, ahora: string) {
  const [dia, hora, minuto] = [texto.slice(0, 2), texto.slice(11, 13), texto.slice(14, 16)].map(Number);
  await dialogo.getByRole('group', { name: label, exact: true }).getByRole('button').click();
  const picker = page.getByRole('dialog', { name: 'Seleccionar fecha y hora' });
  await picker.waitFor();
  await picker.getByRole('gridcell', { name: String(dia), exact: true }).click();
  // At 12:12 the hour and the minute are two buttons named '12': either one shows it.
  for (const parte of [ahora.slice(11, 13), ahora.slice(14, 16)]) await picker.getByRole('button', { name: parte, exact: true }).first().waitFor();
  await picker.getByRole('button', { name: 'Siguiente', exact: true }).click();
  // The options are named without leading zeros, singular for 1 ('7 horas', '1 minuto').
  await picker.getByRole('option', { name: new RegExp(`^${hora} horas?$`) }).click();
  await picker.getByRole('option', { name: new RegExp(`^${minuto} minutos?$`) }).click();
  await picker.getByRole('button', { name: 'OK' }).click();
  await picker.waitFor({ state: 'hidden' });
}

describe('card dialogs on a PC and on a phone', () => {
  for (const size of ['desktop', 'phone'] as const) {
    it(`${size}: the close dialog shows its title and submit without scrolling; closing with the pickers says so`, async () => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
      const titulo = tituloTarjeta(tarjeta);
      const { page } = await browser.newPage(size);
      await relojTrasApertura(page, tarjeta, 5);
      await entrarComo(page, 'operario');
      await abrirDetalle(page, tarjeta);

      const cerrar = await elegirOpcion(page, 'Cerrar tarjeta', `Cerrar ${titulo}`);
      const enviar = cerrar.getByRole('button', { name: 'Cerrar tarjeta' });
      expect(await enPantalla(page, cerrar.getByRole('heading', { name: `Cerrar ${titulo}` }))).toBe(true);
      expect(await enPantalla(page, enviar)).toBe(true);
      const caja = (await cerrar.boundingBox())!;
      const vp = VIEWPORTS[size].viewport;
      if (size === 'phone') expect(caja).toEqual({ x: 0, y: 0, width: vp.width, height: vp.height });
      else expect(caja.width).toBeLessThan(vp.width);
      await foto(page, `cerrar-${size}`);

      if (size === 'desktop') {
        await escribirFecha(cerrar, 'Inicio de reparación', await fechaHoraTexto(page, tarjeta.fecha, 1));
        await escribirFecha(cerrar, 'Fin de reparación', await fechaHoraTexto(page, tarjeta.fecha, 4));
      } else {
        const ahora = await fechaHoraTexto(page, tarjeta.fecha, 5);
        await elegirConPicker(page, cerrar, 'Inicio de reparación', await fechaHoraTexto(page, tarjeta.fecha, 1), ahora);
        await elegirConPicker(page, cerrar, 'Fin de reparación', await fechaHoraTexto(page, tarjeta.fecha, 4), ahora);
      }
      expect(await textoFecha(cerrar, 'Fin de reparación')).toBe(await fechaHoraTexto(page, tarjeta.fecha, 4));
      await cerrar.getByLabel('Responsable').fill('Diego Acosta');
      await cerrar.getByLabel('Causa').fill('Rodamiento gastado');
      await cerrar.getByLabel('Tarea realizada').fill('Se cambió el rodamiento');
      await cerrar.getByLabel('Tipo de acción').selectOption('Reemplazar');
      await cerrar.getByLabel('Riesgo final').selectOption({ index: 1 });
      await cerrar.getByLabel('Material utilizado').fill('Rodamiento 6204');
      // The submit stayed in place while the fields scrolled under the title.
      expect(await enPantalla(page, enviar)).toBe(true);
      await enviar.click();
      await cerrar.waitFor({ state: 'hidden' });
      const aviso = page.getByRole('status').filter({ hasText: `${titulo} cerrada` });
      await aviso.waitFor();
      // On a phone the snackbar sits at the top, away from where a full-screen dialog keeps Cancelar and its submit.
      const enAviso = (await aviso.boundingBox())!;
      // …and under the app bar, whose menu and bell stay usable while it shows.
      const barra = (await page.getByRole('banner').boundingBox())!;
      await page.screenshot({ path: `/tmp/scratch/aviso-${size}.png` });
      if (size === 'phone') expect([enAviso.y + enAviso.height < vp.height / 2, enAviso.y >= barra.y + barra.height]).toEqual([true, true]);
      else expect(enAviso.y).toBeGreaterThan(vp.height / 2);
      await page.getByLabel('Estado: Cerrada').waitFor();
      const opciones = [...(await accionesVisibles(page)), ...(await opcionesDelMenu(page))];
      expect(opciones).not.toContain('Planificar tarjeta');
      expect(opciones).not.toContain('Editar planificación');
    });
  }

  it('a repair cannot end in the future: a typed end later than now is refused, the dialog stays', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Amarilla');
    const { page } = await browser.newPage();
    await relojTrasApertura(page, tarjeta, 5);
    await entrarComo(page, 'operario');
    await abrirDetalle(page, tarjeta);
    const cerrar = await elegirOpcion(page, 'Cerrar tarjeta', `Cerrar ${tituloTarjeta(tarjeta)}`);
    await escribirFecha(cerrar, 'Fecha y hora de fin', await fechaHoraTexto(page, tarjeta.fecha, 30));
    await cerrar.getByRole('button', { name: 'Cerrar tarjeta' }).click();
    await cerrar.getByText('Una reparación no puede terminar en el futuro', { exact: false }).waitFor();
    expect(await cerrar.isVisible()).toBe(true);
  });

  it("planning a card turns 'Planificar' into 'Editar planificación', pre-filled", async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const titulo = tituloTarjeta(tarjeta);
    const { page } = await browser.newPage('phone');
    await entrarComo(page, 'operario');
    await abrirDetalle(page, tarjeta);
    const plan = await elegirOpcion(page, 'Planificar tarjeta', `Planificar ${titulo}`);
    await escribirFecha(plan, 'Fecha prevista de cierre', '15/03/2031');
    await plan.getByLabel('Responsable del seguimiento').fill('Martín Sosa');
    await plan.getByRole('button', { name: 'Guardar' }).click();
    await plan.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .filter({ hasText: `Planificación guardada: ${titulo}` })
      .waitFor();
    // The next step is now the close; the plan can still be edited, from a button.
    expect(await accionesVisibles(page)).toEqual(['Cerrar tarjeta', 'Editar planificación']);
    expect(await opcionesDelMenu(page)).not.toContain('Planificar tarjeta');
    const editar = await elegirOpcion(page, 'Editar planificación', `Editar planificación: ${titulo}`);
    expect(await textoFecha(editar, 'Fecha prevista de cierre')).toBe('15/03/2031');
    expect(await editar.getByLabel('Responsable del seguimiento').inputValue()).toBe('Martín Sosa');
  });

  it('360 px: the detail and its close dialog fit without horizontal scroll, with 44 px tap targets', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Verde');
    const token = await apiToken(browser.baseUrl, 'operario');
    const plan = {
      _id: tarjeta._id,
      previstaCierre: '2031-03-15',
      responsableSeguimiento: 'Responsable con un nombre bastante largo',
      recursos: '',
      materiales: '',
      solicitudCompras: null,
      comprometidaCompras: null,
      tareaRealizar: 'Una tarea descrita con muchas palabras para que el texto tenga que partirse en varias líneas',
      responsableTarea: '',
      comentario1: '',
      comentario2: '',
      comentario3: '',
    };
    const planificada = await apiSend(browser.baseUrl, 'POST', '/api/tarjetas/agregarplanificacion', token, plan);
    expect(planificada.ok, await planificada.clone().text()).toBe(true);
    const { page } = await browser.newPage('narrow');
    await entrarComo(page, 'operario');
    await abrirDetalle(page, tarjeta);
    await page.getByRole('region', { name: 'Planificación del Tratamiento de Tarjetas' }).waitFor();
    await foto(page, 'detalle-360');
    expect(await horizontalOverflow(page)).toBe(0);
    for (const boton of await page.getByRole('group', { name: 'Acciones de la tarjeta' }).getByRole('button').all()) {
      expect((await boton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // Labels sit above their values on a phone: a label never breaks inside a word.
    const tabla = page.getByRole('table', { name: 'Planificación del Tratamiento de Tarjetas' });
    const etiqueta = (await tabla.getByRole('rowheader', { name: 'Responsable del seguimiento', exact: true }).boundingBox())!;
    const valor = (await tabla.getByRole('row').filter({ hasText: 'Responsable del seguimiento' }).getByRole('cell').boundingBox())!;
    expect(valor.y).toBeGreaterThanOrEqual(etiqueta.y + etiqueta.height - 1);
    expect(await page.getByRole('rowheader').evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth + 1).length)).toBe(0);
    const cerrar = await elegirOpcion(page, 'Cerrar tarjeta', `Cerrar ${tituloTarjeta(tarjeta)}`);
    expect(await horizontalOverflow(page)).toBe(0);
    for (const nombre of ['Cancelar', 'Cerrar tarjeta'])
      expect((await cerrar.getByRole('button', { name: nombre }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await foto(page, 'cerrar-360');
  });
});
