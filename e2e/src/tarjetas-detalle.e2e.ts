import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { usePortalBrowser } from './support/browser';
import { apiToken, entrarComo } from './support/portal';
import {
  abrirDetalle,
  accionesVisibles,
  celda,
  crearTarjetaApi,
  elegirOpcion,
  escribirFecha,
  fechaHoraTexto,
  getTarjetaApi,
  opcionesDelMenu,
  relojTrasApertura,
  tituloTarjeta,
  unico,
} from './support/tarjetas';

const browser = usePortalBrowser();

const REQUERIDO = 'Este campo es requerido y no puede estar vacio';
const INICIO_ANTES = 'El inicio de la reparación debe ser posterior a la apertura de la tarjeta';
const FIN_ANTES = 'El fin de la reparación no puede ser anterior a la apertura de la tarjeta';

describe('card detail: plan, edit, close, delete, QR and image', () => {
  it('a Jefe de area plans, edits and closes a red card', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage();
    await relojTrasApertura(page, tarjeta, 5);
    await entrarComo(page, 'jefe');
    await abrirDetalle(page, tarjeta);
    await page.getByLabel('Estado: Abierta').waitFor();
    // The role's actions are buttons, the next step first; the rare ones stay in 'Opciones'.
    expect(await accionesVisibles(page)).toEqual(['Planificar tarjeta', 'Cerrar tarjeta', 'Editar tarjeta']);
    expect(await opcionesDelMenu(page)).toEqual(['Mostrar QR', 'Adjuntar imagen']);

    // Plan.
    const plan = await elegirOpcion(page, 'Planificar tarjeta', `Planificar ${tituloTarjeta(tarjeta)}`);
    await escribirFecha(plan, 'Fecha prevista de cierre', '15/03/2031');
    await plan.getByLabel('Responsable del seguimiento').fill('Martín Sosa');
    await plan.getByLabel('Recursos').fill('Dos mecánicos');
    await plan.getByLabel('Tarea a realizar').fill('Cambiar rodamiento');
    await plan.getByRole('button', { name: 'Guardar' }).click();
    await plan.waitFor({ state: 'hidden' });
    const panel = page.getByRole('region', { name: 'Planificación del Tratamiento de Tarjetas' });
    await panel.waitFor();
    expect(await celda(page, 'Planificación del Tratamiento de Tarjetas', 'Fecha prevista de cierre').textContent()).toBe('15/03/2031');
    expect(await celda(page, 'Planificación del Tratamiento de Tarjetas', 'Responsable del seguimiento').textContent()).toBe('Martín Sosa');
    // The plan is an entry of the card's timeline, after its opening.
    const linea = page.getByRole('list', { name: 'Historial de la tarjeta' }).locator(':scope > li');
    await linea.filter({ has: panel }).waitFor();
    expect(await accionesVisibles(page)).toEqual(['Cerrar tarjeta', 'Editar planificación', 'Editar tarjeta']);

    // Edit the description.
    const nuevaDescripcion = unico('Descripción editada');
    const editar = await elegirOpcion(page, 'Editar tarjeta', `Editar ${tituloTarjeta(tarjeta)}`);
    const descripcion = editar.getByLabel('Descripción', { exact: false });
    expect(await descripcion.inputValue()).toBe(tarjeta.descripcion);
    await descripcion.fill(nuevaDescripcion);
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await editar.waitFor({ state: 'hidden' });
    await page.getByTestId('descripcion').filter({ hasText: nuevaDescripcion }).waitFor();

    // Close: required fields, then the date rules, then a valid close.
    const cerrar = await elegirOpcion(page, 'Cerrar tarjeta', `Cerrar ${tituloTarjeta(tarjeta)}`);
    const enviar = cerrar.getByRole('button', { name: 'Cerrar tarjeta' });
    await enviar.click();
    await cerrar.getByText(REQUERIDO).first().waitFor();
    expect(await cerrar.getByText(REQUERIDO).count()).toBeGreaterThanOrEqual(5);

    // Responsable: a plant user offered as the name is typed (GET /api/users/nombres).
    await cerrar.getByLabel('Responsable').pressSequentially('Diego');
    await page.getByRole('option', { name: 'Diego Acosta', exact: true }).click();
    await cerrar.getByLabel('Causa').fill('Rodamiento gastado');
    await cerrar.getByLabel('Tarea realizada').fill('Se cambió el rodamiento');
    await cerrar.getByLabel('Tipo de acción').selectOption('Reemplazar');
    await cerrar.getByLabel('Riesgo final').selectOption({ index: 1 });
    // No material used: one tap.
    await cerrar.getByRole('button', { name: 'Ninguno', exact: true }).click();
    expect(await cerrar.getByLabel('Material utilizado').inputValue()).toBe('Ninguno');
    const inicio = (texto: string) => escribirFecha(cerrar, 'Inicio de reparación', texto);
    const fin = (texto: string) => escribirFecha(cerrar, 'Fin de reparación', texto);

    await inicio(await fechaHoraTexto(page, tarjeta.fecha, -24 * 60));
    await fin(await fechaHoraTexto(page, tarjeta.fecha, 4));
    await enviar.click();
    await cerrar.getByText(INICIO_ANTES, { exact: false }).waitFor();
    expect(await cerrar.getByText(REQUERIDO).count()).toBe(0);

    await inicio(await fechaHoraTexto(page, tarjeta.fecha, 1));
    await fin(await fechaHoraTexto(page, tarjeta.fecha, -60));
    await enviar.click();
    await cerrar.getByText(FIN_ANTES, { exact: false }).waitFor();
    expect(await cerrar.getByText(INICIO_ANTES, { exact: false }).count()).toBe(0);
    expect(await cerrar.isVisible()).toBe(true);

    // 3 minutes of repair right after the card was opened (a close cannot end in the future).
    await fin(await fechaHoraTexto(page, tarjeta.fecha, 4));
    await expect.poll(() => cerrar.getByLabel('Tiempo empleado').inputValue()).toBe('0,1 h');
    await enviar.click();
    await cerrar.waitFor({ state: 'hidden' });
    await page.getByLabel('Estado: Cerrada').waitFor();
    expect(await celda(page, 'Cierre de la tarjeta', 'Tiempo empleado').textContent()).toBe('0,1 h');
    expect(await celda(page, 'Cierre de la tarjeta', 'Responsable').textContent()).toBe('Diego Acosta');
    expect(await accionesVisibles(page)).toEqual(['Editar tarjeta']);
    expect(await opcionesDelMenu(page)).not.toContain('Cerrar tarjeta');
    // One timeline: opened → planned → edited → closed, oldest first.
    await expect
      .poll(async () => (await linea.locator(':scope > p:nth-of-type(2)').allTextContents()).map((t) => t.trim()))
      .toEqual(['Abierta', 'Planificada', 'Editada', 'Cerrada']);

    const enServidor = await getTarjetaApi(browser.baseUrl, tarjeta._id);
    expect(enServidor).toMatchObject({
      estado: 'Cerrada',
      descripcion: nuevaDescripcion,
      planificacion: true,
      responsableSeguimiento: 'Martín Sosa',
      tiempoEmpleado: 0.1,
      tipoAccion: 'Reemplazar',
      responsable: 'Diego Acosta',
      materialUtilizado: 'Ninguno',
    });
  });

  it('a Jefe de area closes a yellow card with its own dialog', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Amarilla');
    const { page } = await browser.newPage();
    await relojTrasApertura(page, tarjeta, 5);
    await entrarComo(page, 'jefe');
    await abrirDetalle(page, tarjeta);

    const cerrar = await elegirOpcion(page, 'Cerrar tarjeta', `Cerrar ${tituloTarjeta(tarjeta)}`);
    const enviar = cerrar.getByRole('button', { name: 'Cerrar tarjeta' });
    await enviar.click();
    await cerrar.getByText(REQUERIDO).first().waitFor();

    await cerrar.getByLabel('Acción realizada').fill('Se señalizó el sector');
    await cerrar.getByLabel('Tipo de acción').selectOption('Contener');
    await cerrar.getByLabel('Responsable').fill('Lucía Benítez');
    await cerrar.getByLabel('Causa').fill('Piso resbaladizo');
    await escribirFecha(cerrar, 'Fecha y hora de fin', await fechaHoraTexto(page, tarjeta.fecha, 4));
    await cerrar.getByLabel('Riesgo final').selectOption({ index: 1 });
    await cerrar.getByLabel('Acciones complementarias').fill('Charla de seguridad');
    await cerrar.getByLabel('Verificación (Resp. Pilar de seguridad)').check();
    await cerrar.getByLabel('Convertida').check();
    await enviar.click();
    await cerrar.waitFor({ state: 'hidden' });

    await page.getByLabel('Estado: Cerrada').waitFor();
    expect(await celda(page, 'Cierre de la tarjeta', 'Verificación (Resp. Pilar de seguridad)').textContent()).toBe('Sí');
    expect(await celda(page, 'Cierre de la tarjeta', 'Convertida').textContent()).toBe('Sí');
    expect(await accionesVisibles(page)).toEqual(['Editar tarjeta']);
    expect(await opcionesDelMenu(page)).not.toContain('Cerrar tarjeta');
    expect(await getTarjetaApi(browser.baseUrl, tarjeta._id)).toMatchObject({
      estado: 'Cerrada',
      verificacion: true,
      convertida: true,
      tipoAccion: 'Contener',
      accionesComplementarias: 'Charla de seguridad',
    });
  });

  it('an Admin deletes a card: back on /tarjetas and the API no longer has it', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Verde');
    const { page } = await browser.newPage();
    await entrarComo(page, 'admin');
    await abrirDetalle(page, tarjeta);
    const dialog = await elegirOpcion(page, 'Eliminar tarjeta', `Eliminar ${tituloTarjeta(tarjeta)}`);
    await dialog.getByText(`¿Eliminar la tarjeta Verde N°${tarjeta.numero}?`).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.waitForURL('**/tarjetas');
    await page.getByRole('heading', { name: 'Tarjetas', exact: true }).waitFor();

    const res = await fetch(`${browser.baseUrl}/api/tarjetas/${tarjeta._id}`, {
      headers: { Authorization: `Bearer ${await apiToken(browser.baseUrl, 'admin')}` },
    });
    expect(res.status).toBe(404);
  });

  it('the QR dialog shows a QR that decodes to the card’s full URL', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await abrirDetalle(page, tarjeta);
    const dialog = await elegirOpcion(page, 'Mostrar QR', tituloTarjeta(tarjeta));
    const img = dialog.getByRole('img', { name: `QR de la ${tituloTarjeta(tarjeta)}` });
    await img.waitFor();

    const { width, height, data } = await img.evaluate(async (el: HTMLImageElement) => {
      await el.decode();
      const canvas = document.createElement('canvas');
      canvas.width = el.naturalWidth;
      canvas.height = el.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(el, 0, 0);
      const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
      return { width: pixels.width, height: pixels.height, data: Array.from(pixels.data) };
    });
    const qr = jsQR(Uint8ClampedArray.from(data), width, height);
    expect(qr?.data).toBe(`${browser.baseUrl}/tarjeta/${tarjeta._id}`);
  });

  it('attaches a PNG image: shown on the detail, stored on the card, option gone', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await abrirDetalle(page, tarjeta);

    // A real 40×30 PNG drawn by the browser.
    const base64 = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 40;
      canvas.height = 30;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#c62828';
      ctx.fillRect(0, 0, 40, 30);
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(10, 10, 20, 10);
      return canvas.toDataURL('image/png').split(',')[1];
    });
    const png = Buffer.from(base64, 'base64');

    const dialog = await elegirOpcion(page, 'Adjuntar imagen', `Adjuntar imagen: ${tituloTarjeta(tarjeta)}`);
    await dialog.getByLabel('Imagen', { exact: true }).setInputFiles({ name: 'anomalia.png', mimeType: 'image/png', buffer: png });
    await dialog.getByText('anomalia.png').waitFor();
    await dialog.getByRole('button', { name: 'Subir' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const imagen = page.getByRole('img', { name: `Imagen de la tarjeta Roja N°${tarjeta.numero}` });
    await imagen.waitFor();
    await expect.poll(() => imagen.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(40);
    expect(await opcionesDelMenu(page)).not.toContain('Adjuntar imagen');

    const { imagenUrl } = await getTarjetaApi(browser.baseUrl, tarjeta._id);
    // No PUBLIC_URL: a path on the portal's own origin, never built from the request's Host.
    expect(imagenUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await imagen.getAttribute('src')).toBe(imagenUrl);
    const servida = await fetch(new URL(imagenUrl, browser.baseUrl));
    expect(servida.status).toBe(200);
    expect(Buffer.from(await servida.arrayBuffer()).equals(png)).toBe(true);
  });
});
