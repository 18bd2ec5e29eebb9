import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatearFecha, KAIZEN_API, KAIZEN_ERROR_IDS, MSG, SUFIJO_EN_IMPLEMENTACION } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiToken, entrarComo, loginAs, zonaPlanta } from './support/portal';
import { abrirDetalle, apiSend, celda, crearTarjetaApi, escribirFecha, opcionesDelMenu, unico } from './support/tarjetas';
import { abrirKaizen, cerrarKaizenApi, crearKaizenApi, getKaizenApi, pngDelNavegador, tituloKaizen } from './support/kaizen';

const browser = usePortalBrowser();

const IMPLEMENTAR_CERRAR = 'Implementar / Cerrar Kaizen';
const FECHA_FIN = 'Fecha de finalización de la mejora';

const PLANIFICAR = {
  descripcionProblema: 'Pierde aceite el cilindro principal',
  objetivo: 'Cero fugas en 30 días',
  causas: 'Retenes gastados',
  acciones: 'Cambiar los retenes y agregar la inspección',
};

/** Today as 'DD/MM/YYYY' in the plant's zone, the server's (a Kaizen cannot end after the plant's today). */
const hoyEnPlanta = async () => formatearFecha(new Date(), await zonaPlanta(browser.baseUrl));

/** The detail's Opciones entry `opcion` and the dialog it opens. */
async function dialogoDeOpcion(page: Page, opcion: string) {
  await page.getByRole('button', { name: 'Opciones' }).click();
  await page.getByRole('menuitem', { name: opcion, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** The data rows of the /kaizen grid, as their text. */
async function filasKaizen(page: Page): Promise<string[]> {
  const filas = page.getByRole('row').filter({ has: page.getByRole('gridcell') });
  await filas.first().waitFor();
  return filas.allTextContents();
}

describe('Quick Kaizen in the browser', () => {
  it('an Admin creates a Kaizen from two cards, one via Crear Quick Kaizen on a card, and sees it first on /kaizen', async () => {
    const roja = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const azul = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const { page } = await browser.newPage();
    await entrarComo(page, 'admin');
    await abrirDetalle(page, roja);
    await page.getByRole('button', { name: 'Opciones' }).click();
    await page.getByRole('menuitem', { name: 'Crear Quick Kaizen', exact: true }).click();
    await page.waitForURL(`**/agregarkaizen?color=Roja&numero=${roja.numero}`);
    await page.getByRole('heading', { level: 1, name: 'Agregar Quick Kaizen' }).waitFor();

    // Pre-filled with the card as source and its machine.
    const origen = page.getByRole('list', { name: 'Tarjetas de origen' });
    await origen.getByText(`Roja N°${roja.numero}`).waitFor();
    await expect.poll(() => page.getByLabel('Máquina', { exact: false }).inputValue()).toBe(roja.maquina);

    // The second source card, found by its description (no colour and number to type).
    await page.getByRole('combobox', { name: 'Buscar tarjeta' }).fill(azul.descripcion);
    await page.getByRole('option', { name: new RegExp(`Azul.*N°${azul.numero}`) }).click();
    await origen.getByText(`Azul N°${azul.numero}`).waitFor();
    await page.screenshot({ path: '/tmp/scratch/kaizen-agregar-chips-1366.png' });

    const codigo = unico('QK');
    await page.getByLabel('Código del Kaizen', { exact: false }).fill(codigo);
    await page.getByLabel('Líder del equipo de mejora', { exact: false }).fill('Martín Sosa');
    await page.getByLabel('Tema', { exact: false }).fill('Fugas de aceite en la prensa');
    await page.getByLabel('Línea', { exact: false }).fill('Línea 2');
    await page.getByLabel('Pérdida atacada', { exact: false }).fill('Paradas no planificadas');
    await page.getByLabel('Pilar', { exact: false }).selectOption('Mantenimiento autónomo');
    await page.getByRole('button', { name: 'Subir' }).click();

    // Straight to the new Kaizen, then it leads /kaizen.
    await page.waitForURL('**/tarjeta/*');
    await page.getByRole('heading', { level: 1, name: /^Quick Kaizen N°\d+$/ }).waitFor();
    await page.goto('/kaizen');
    await expect.poll(async () => (await filasKaizen(page))[0]).toContain(codigo);

    const token = await apiToken(browser.baseUrl, 'admin');
    const res = await fetch(`${browser.baseUrl}/api${KAIZEN_API.base}?q=${encodeURIComponent(codigo)}&pageSize=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { items } = (await res.json()) as { items: { _id: string }[] };
    const creado = await getKaizenApi(browser.baseUrl, items[0]._id);
    expect(creado).toMatchObject({ codigo, maquina: roja.maquina, pilar: 'Mantenimiento autónomo', estadoActual: 'Abierta' });
    expect(creado?.preTarjeta.map((t) => [t.color, t.numero])).toEqual([
      ['Roja', roja.numero],
      ['Azul', azul.numero],
    ]);
  });

  it('a Jefe de area adds a Hacer card, implements, edits (an error in the popup), closes and attaches both images', async () => {
    const origen = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const hacer = await crearTarjetaApi(browser.baseUrl, 'Verde');
    const kaizen = await crearKaizenApi(browser.baseUrl, [origen]);
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await abrirKaizen(page, kaizen);

    // Hacer (the stepper's second step): a card by number and colour.
    await page.getByRole('tab', { name: /Hacer/ }).click();
    const hacerSeccion = page.getByRole('region', { name: 'Hacer' });
    await hacerSeccion.getByLabel('Color', { exact: true }).selectOption('Verde');
    await hacerSeccion.getByLabel('Número', { exact: true }).fill(String(hacer.numero));
    await hacerSeccion.getByRole('button', { name: 'Agregar' }).click();
    await hacerSeccion.getByRole('table', { name: 'Tarjetas de Hacer' }).getByRole('row').filter({ hasText: hacer.descripcion }).waitFor();
    await page.getByRole('region', { name: 'PDCA' }).screenshot({ path: '/tmp/scratch/kaizen-stepper-hacer-1366.png' });

    // Implement: the title gets the suffix.
    const implementar = await dialogoDeOpcion(page, IMPLEMENTAR_CERRAR);
    expect(await implementar.getByLabel('Estado', { exact: true }).inputValue()).toBe(SUFIJO_EN_IMPLEMENTACION);
    await implementar.getByLabel('Descripción del problema', { exact: false }).fill(PLANIFICAR.descripcionProblema);
    await implementar.getByLabel('Objetivo', { exact: true }).fill(PLANIFICAR.objetivo);
    await implementar.getByLabel('Causas', { exact: false }).fill(PLANIFICAR.causas);
    await implementar.getByLabel('Acciones', { exact: false }).fill(PLANIFICAR.acciones);
    await implementar.getByRole('button', { name: 'Guardar' }).click();
    await implementar.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: new RegExp(`${tituloKaizen(kaizen)}.*${SUFIJO_EN_IMPLEMENTACION}`) }).waitFor();

    // Edit: an empty code is refused inside the popup; so is the server's refusal of an end before the
    // opening (EDITAR_KAIZEN_ERROR, which the original never showed); then a valid edit is saved.
    browser.allowErrors(/status of 400 \(Bad Request\) \(http:\/\/[^)]+\/api\/tarjetaskaizen\/editarkaizen\)$/);
    const editar = await dialogoDeOpcion(page, 'Editar Kaizen');
    const codigo = editar.getByLabel('Código del Kaizen', { exact: false });
    const guardar = editar.getByRole('button', { name: 'Guardar' });
    await codigo.fill('');
    await guardar.click();
    await editar.getByText(MSG.kaizenCodigoRequerido).first().waitFor();
    const nuevoCodigo = unico('QK-ed');
    await codigo.fill(nuevoCodigo);
    await escribirFecha(editar, FECHA_FIN, '01/01/2020');
    await guardar.click();
    await editar.locator(`[data-error-id="${KAIZEN_ERROR_IDS.editar}"]`).filter({ hasText: MSG.kaizenFechaFinAnterior }).waitFor();
    await escribirFecha(editar, FECHA_FIN, await hoyEnPlanta());
    await guardar.click();
    await editar.waitFor({ state: 'hidden' });
    await celda(page, 'Datos del Kaizen', 'Código del Kaizen').filter({ hasText: nuevoCodigo }).waitFor();

    // Close.
    const cerrar = await dialogoDeOpcion(page, IMPLEMENTAR_CERRAR);
    await cerrar.getByLabel('Estado', { exact: true }).selectOption('Cerrada');
    await cerrar.getByRole('radio', { name: 'Sí', exact: true }).check();
    await cerrar.getByLabel('Comentario sobre el objetivo', { exact: true }).fill('Sin fugas en 30 días');
    // Its source and Hacer cards are still open: kept open.
    await cerrar.getByRole('group', { name: 'Tarjetas vinculadas abiertas' }).getByRole('radio', { name: 'Mantenerlas abiertas' }).check();
    await page.screenshot({ path: '/tmp/scratch/kaizen-cerrar-aviso-1366.png' });
    await cerrar.getByRole('button', { name: 'Guardar' }).click();
    await cerrar.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: tituloKaizen(kaizen), exact: true }).waitFor();

    // Before and after images, each through its dialog.
    for (const [lado, color] of [
      ['Antes', '#c62828'],
      ['Después', '#1e7e34'],
    ] as const) {
      const dialog = await dialogoDeOpcion(page, `Adjuntar imagen del ${lado.toLowerCase()}`);
      await dialog
        .getByLabel('Imagen', { exact: true })
        .setInputFiles({ name: `${lado}.png`, mimeType: 'image/png', buffer: await pngDelNavegador(page, 40, 30, color) });
      await dialog.getByRole('button', { name: 'Subir' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const imagen = page.getByRole('img', { name: `${lado}: Kaizen N°${kaizen.numero}`, exact: true });
      await expect.poll(() => imagen.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(40);
    }
    const menu = await opcionesDelMenu(page);
    expect(menu.filter((o) => o.startsWith('Adjuntar imagen'))).toEqual([]);

    const final = await getKaizenApi(browser.baseUrl, kaizen._id);
    expect(final).toMatchObject({
      estado: 'Cerrada',
      estadoActual: 'Cerrada',
      codigo: nuevoCodigo,
      ...PLANIFICAR,
      objetivoLogrado: 'Sí',
      objetivoCompletado: 'Sin fugas en 30 días',
    });
    expect(final?.tarjetasHacer.map((t) => [t.color, t.numero, t._id])).toEqual([['Verde', hacer.numero, hacer._id]]);
    expect(final?.imagenFrontUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(final?.imagenBackUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
  });

  it('on a 360 px phone: 2 cards selected in the list become a Quick Kaizen, its PDCA stepper is filled step by step, and closing with the cards open warns', async () => {
    const roja = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const azul = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const { page } = await browser.newPage('narrow');
    await entrarComo(page, 'admin');

    // /tarjetas: newest first, each card with its own checkbox beside its link.
    await page.goto('/tarjetas');
    const lista = page.getByRole('list', { name: 'Tarjetas' });
    await lista.getByRole('checkbox', { name: `Seleccionar Tarjeta Roja N°${roja.numero}` }).check();
    await lista.getByRole('checkbox', { name: `Seleccionar Tarjeta Azul N°${azul.numero}` }).check();
    await page.screenshot({ path: '/tmp/scratch/kaizen-seleccion-360.png' });
    await page.getByRole('link', { name: 'Crear Quick Kaizen con 2 tarjetas' }).click();
    await page.waitForURL('**/agregarkaizen?tarjetas=*');

    // The form has them as chips (and the first card's machine).
    const origen = page.getByRole('list', { name: 'Tarjetas de origen' });
    await origen.getByText(`Roja N°${roja.numero}`).waitFor();
    await origen.getByText(`Azul N°${azul.numero}`).waitFor();
    await expect.poll(() => page.getByLabel('Máquina', { exact: false }).inputValue()).toBe(roja.maquina);
    await page.screenshot({ path: '/tmp/scratch/kaizen-agregar-chips-360.png', fullPage: true });
    const codigo = unico('QK-movil');
    await page.getByLabel('Código del Kaizen', { exact: false }).fill(codigo);
    await page.getByLabel('Líder del equipo de mejora', { exact: false }).fill('Martín Sosa');
    await page.getByLabel('Tema', { exact: false }).fill('Fugas en la línea 2');
    await page.getByLabel('Pilar', { exact: false }).selectOption('Mejoras enfocadas');
    await page.getByRole('button', { name: 'Subir' }).click();

    // Lands on the new Kaizen: the PDCA is a vertical stepper, open on Planificar.
    await page.waitForURL('**/tarjeta/*');
    const kaizenId = new URL(page.url()).pathname.split('/').pop()!;
    const titulo = page.getByRole('heading', { level: 1, name: /^Quick Kaizen N°\d+$/ });
    await titulo.waitFor();
    const pasos = page.getByRole('list', { name: 'Pasos del PDCA' });
    await pasos.getByRole('button', { name: /Planificar/, expanded: true }).waitFor();
    const planificar = page.getByRole('form', { name: 'Planificar' });
    await planificar.getByLabel('Descripción del problema', { exact: true }).fill(PLANIFICAR.descripcionProblema);
    await planificar.getByLabel('Objetivo', { exact: true }).fill(PLANIFICAR.objetivo);
    await planificar.getByLabel('Causas', { exact: true }).fill(PLANIFICAR.causas);
    await planificar.getByLabel('Acciones', { exact: true }).fill(PLANIFICAR.acciones);
    await planificar.getByRole('button', { name: 'Guardar' }).click();
    await pasos.getByRole('button', { name: /Planificar.*Completo/ }).waitFor();
    await pasos.getByRole('button', { name: /Hacer/, expanded: true }).waitFor();

    // Chequear: one tap for the answer, and the end date (today).
    await pasos.getByRole('button', { name: /Chequear/ }).click();
    const chequear = page.getByRole('form', { name: 'Chequear' });
    await chequear.getByRole('radio', { name: 'Sí', exact: true }).check();
    await escribirFecha(chequear, FECHA_FIN, await hoyEnPlanta());
    await page.screenshot({ path: '/tmp/scratch/kaizen-chequear-360.png', fullPage: true });
    await chequear.getByRole('button', { name: 'Guardar' }).click();
    await pasos.getByRole('button', { name: /Chequear.*Completo/ }).waitFor();
    expect(await getKaizenApi(browser.baseUrl, kaizenId)).toMatchObject({
      ...PLANIFICAR,
      objetivoLogrado: 'Sí',
      fechaFinalizacionMejora: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });

    // Closing with both cards open warns, names them, and asks.
    const cerrar = await dialogoDeOpcion(page, IMPLEMENTAR_CERRAR);
    await cerrar.getByLabel('Estado', { exact: true }).selectOption('Cerrada');
    const aviso = cerrar.getByRole('group', { name: 'Tarjetas vinculadas abiertas' });
    await aviso.getByText('2 tarjetas vinculadas siguen abiertas:').waitFor();
    await aviso.getByRole('link', { name: `Tarjeta Roja N°${roja.numero}` }).waitFor();
    await aviso.getByRole('link', { name: `Tarjeta Azul N°${azul.numero}` }).waitFor();
    await aviso.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/scratch/kaizen-cerrar-aviso-360.png' });
    await cerrar.getByRole('button', { name: 'Guardar' }).click();
    await cerrar.getByText('Indique si cierra también las tarjetas abiertas o las mantiene abiertas').waitFor();
    await aviso.getByRole('radio', { name: 'Cerrar también las tarjetas' }).check();
    await cerrar.getByRole('button', { name: 'Guardar' }).click();
    await cerrar.waitFor({ state: 'hidden' });

    // The detail lists them, each opening that card's close.
    const porCerrar = page.getByRole('region', { name: 'Cerrar las tarjetas vinculadas' });
    await porCerrar.getByRole('link', { name: `Cerrar Tarjeta Roja N°${roja.numero}` }).waitFor();
    await page.screenshot({ path: '/tmp/scratch/kaizen-cerrar-tarjetas-360.png' });
    await porCerrar.getByRole('link', { name: `Cerrar Tarjeta Azul N°${azul.numero}` }).click();
    await page.getByRole('dialog', { name: new RegExp(`Cerrar Tarjeta Azul N°${azul.numero}`) }).waitFor();
    expect(await getKaizenApi(browser.baseUrl, kaizenId)).toMatchObject({ estado: 'Cerrada', codigo });
  });

  it('the A3 view: ?vista=a3 previews the sheet with the four quadrants; printing gives one A3 landscape page of only the sheet', async () => {
    const origen = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const kaizen = await crearKaizenApi(browser.baseUrl, [origen]);
    await cerrarKaizenApi(browser.baseUrl, { _id: kaizen._id, implementacion: true, tarjetasHacer: [], ...PLANIFICAR });
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');

    // On the detail: the sheet is not on screen; 'Imprimir A3' prints.
    await abrirKaizen(page, kaizen);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-impreso', 'si');
    });
    await page.getByRole('button', { name: 'Imprimir A3' }).click();
    expect(await page.locator('body').getAttribute('data-impreso')).toBe('si');
    const hoja = page.getByRole('article', { name: tituloKaizen(kaizen), exact: true });
    expect(await hoja.isVisible()).toBe(false);

    // Printed: only the sheet.
    await page.emulateMedia({ media: 'print' });
    await hoja.waitFor();
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(false);
    // Back to the browser's own media (a forced 'screen' would also print the PDF below with screen CSS).
    await page.emulateMedia({ media: null });

    // The preview.
    await abrirKaizen(page, kaizen, '?vista=a3');
    await hoja.waitFor();
    expect(await hoja.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
      expect.arrayContaining(['Planificar', 'Hacer', 'Estandarizar', 'Chequear']),
    );
    await hoja.getByRole('region', { name: 'Planificar' }).getByText(PLANIFICAR.causas).waitFor();
    await hoja.getByRole('table', { name: 'Hacer' }).getByRole('row').filter({ hasText: origen.descripcion }).waitFor();
    expect(await hoja.getByText(kaizen.codigo).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(false);

    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), 'pages').toHaveLength(1);
    const [ancho, alto] = (pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/) ?? []).slice(1).map(Number);
    // A3 landscape: 420 × 297 mm = 1190.55 × 841.89 pt.
    expect(Math.round(ancho)).toBe(1191);
    expect(Math.round(alto)).toBe(842);

    await page.getByRole('link', { name: 'Volver al detalle' }).click();
    await page.getByRole('button', { name: 'Opciones' }).waitFor();
    expect(await hoja.isVisible()).toBe(false);
  });

  it('an Operario sees no Agregar, Editar or Eliminar, and the API refuses them', async () => {
    const origen = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const kaizen = await crearKaizenApi(browser.baseUrl, [origen]);
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await page.goto('/kaizen');
    await page.getByRole('heading', { level: 1, name: 'Quick Kaizen' }).waitFor();
    await filasKaizen(page);
    expect(await page.getByRole('link', { name: 'Agregar Quick Kaizen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Agregar Quick Kaizen' }).count()).toBe(0);

    await abrirKaizen(page, kaizen);
    const menu = await opcionesDelMenu(page);
    expect(menu).toEqual([IMPLEMENTAR_CERRAR, 'Adjuntar imagen del antes', 'Adjuntar imagen del después']);
    expect(menu.filter((o) => /Editar|Eliminar/.test(o))).toEqual([]);

    const token = await apiToken(browser.baseUrl, 'operario');
    const crear = await apiSend(browser.baseUrl, 'POST', `/api${KAIZEN_API.base}`, token, {
      codigo: 'QK-op',
      preTarjeta: [{ color: origen.color, numero: origen.numero }],
      maquina: origen.maquina,
      lider: 'Carla Ríos',
      tema: 'No debería crearse',
      pilar: 'Calidad',
    });
    expect(crear.status).toBe(403);
    expect((await apiSend(browser.baseUrl, 'POST', `/api${KAIZEN_API.editar}`, token, { _id: kaizen._id, tema: 'Cambiado' })).status).toBe(403);
    expect((await apiSend(browser.baseUrl, 'DELETE', `/api${KAIZEN_API.uno(kaizen._id)}`, token)).status).toBe(403);
    expect(await getKaizenApi(browser.baseUrl, kaizen._id)).toMatchObject({ tema: kaizen.tema });
  });

  it('an Admin deletes a Kaizen: back on /kaizen and the API no longer has it', async () => {
    const origen = await crearTarjetaApi(browser.baseUrl, 'Amarilla');
    const kaizen = await crearKaizenApi(browser.baseUrl, [origen]);
    const { page } = await browser.newPage();
    // Through the form: with the session put in storage this test met a race left open (docs/testing.md): the
    // deletion's events refetch the detail still on screen, a 404 in the console.
    await loginAs(page, 'admin');
    await abrirKaizen(page, kaizen);
    const dialog = await dialogoDeOpcion(page, 'Eliminar Kaizen');
    await dialog.getByText(`¿Eliminar el ${tituloKaizen(kaizen)}?`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.waitForURL('**/kaizen');
    await page.getByRole('heading', { level: 1, name: 'Quick Kaizen' }).waitFor();
    expect(await getKaizenApi(browser.baseUrl, kaizen._id)).toBeNull();
    // The source card is still there.
    await abrirDetalle(page, origen);
  });
});
