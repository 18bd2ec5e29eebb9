import { describe, expect, it } from 'vitest';
import type { Comentario } from '@portal/shared/domain';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import { abrirKaizen, crearKaizenApi } from './support/kaizen';
import { apiGet, apiToken, entrarComo, USERS } from './support/portal';
import { abrirDetalle, crearTarjetaApi, unico } from './support/tarjetas';

const browser = usePortalBrowser();

describe("a card's and a Kaizen's Comentarios", () => {
  it('an Operario comments on a card; a Jefe de area opening the card sees it, and cannot delete it', async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const texto = unico('Falta el retén');
    const operario = (await browser.newPage()).page;
    await entrarComo(operario, 'operario');
    await abrirDetalle(operario, tarjeta);
    // Comments are entries of the card's one timeline (issue 22), with the form after it.
    const panel = operario.getByRole('region', { name: 'Historial' });
    const comentarios = panel.getByRole('list', { name: 'Historial de la tarjeta' }).locator(':scope > li[data-evento="comentario"]');
    await panel.getByRole('list', { name: 'Historial de la tarjeta' }).locator(':scope > li[data-evento="apertura"]').waitFor();
    expect(await comentarios.count()).toBe(0);

    // An empty comment is refused where it is typed, and nothing is sent.
    await panel.getByRole('button', { name: 'Comentar', exact: true }).click();
    await panel.getByText('Escriba el comentario').waitFor();

    await panel.getByRole('textbox', { name: 'Comentario' }).fill(`${texto}\nPedido a compras.`);
    await panel.getByRole('button', { name: 'Comentar', exact: true }).click();
    await operario.getByText('Comentario agregado').waitFor();
    const propio = comentarios;
    await propio.getByText(texto).waitFor();
    expect(await panel.getByRole('textbox', { name: 'Comentario' }).inputValue()).toBe('');
    await propio.getByRole('button', { name: new RegExp(`^Eliminar comentario de ${USERS.operario.name} del \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`) }).waitFor();

    // Stored with the logged-in user as author and the server's date.
    const guardados = await apiGet<Comentario[]>(browser.baseUrl, `/api/tarjetas/${tarjeta._id}/comentarios`, await apiToken(browser.baseUrl, 'jefe'));
    expect(guardados).toEqual([
      expect.objectContaining({ texto: `${texto}\nPedido a compras.`, autor: { _id: expect.any(String), nombre: USERS.operario.name } }),
    ]);
    expect(Math.abs(Date.parse(guardados[0].fecha) - Date.now())).toBeLessThan(5 * 60_000);

    const jefe = (await browser.newPage()).page;
    await entrarComo(jefe, 'jefe');
    await abrirDetalle(jefe, tarjeta);
    const visto = jefe.getByRole('list', { name: 'Historial de la tarjeta' }).locator(':scope > li[data-evento="comentario"]');
    await visto.getByText(texto).waitFor();
    const cabecera = (await visto.locator('p').first().textContent()) ?? '';
    expect(cabecera).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} · ${USERS.operario.name}$`));
    // The line break is shown as such.
    expect(await visto.getByText(texto).evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
    expect(await visto.getByRole('button', { name: /Eliminar comentario/ }).count()).toBe(0);
  });

  it('at 360 px a Jefe de area comments on a Kaizen and deletes it after confirming; no sideways scroll, no serious axe violation', async () => {
    const origen = await crearTarjetaApi(browser.baseUrl, 'Azul');
    const kaizen = await crearKaizenApi(browser.baseUrl, [origen]);
    const { page } = await browser.newPage('narrow');
    await entrarComo(page, 'jefe');
    await abrirKaizen(page, kaizen);
    const panel = page.getByRole('region', { name: 'Comentarios' });
    await panel.getByText('Sin comentarios todavía.').waitFor();
    const texto = unico('Medir la fuga una semana más, con una descripción larga que tiene que partirse en varias líneas en un teléfono');
    await panel.getByRole('textbox', { name: 'Comentario' }).fill(texto);
    const boton = panel.getByRole('button', { name: 'Comentar', exact: true });
    const caja = await boton.boundingBox();
    expect(caja?.height).toBeGreaterThanOrEqual(48);
    await boton.click();
    const item = panel.getByRole('list', { name: 'Comentarios del Kaizen' }).getByRole('listitem');
    await item.getByText(texto).waitFor();
    await page.getByText('Comentario agregado').waitFor();
    await panel.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBe(0);
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);

    await item.getByRole('button', { name: /^Eliminar comentario de / }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminar comentario' });
    await dialog.getByText(`¿Eliminar el comentario de ${USERS.jefe.name} del`).waitFor();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Comentario eliminado').waitFor();
    await panel.getByText('Sin comentarios todavía.').waitFor();
    expect(await apiGet<Comentario[]>(browser.baseUrl, `/api/tarjetaskaizen/${kaizen._id}/comentarios`, await apiToken(browser.baseUrl, 'admin'))).toEqual([]);
  });
});
