import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ETIQUETAS_QR_FILE_NAME, urlEtiquetaMaquina, type Campo } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { leerQrsDelPdf } from './support/pdf-qr';
import { apiToken, entrarComo } from './support/portal';
import { apiSend, unico } from './support/tarjetas';

const browser = usePortalBrowser();

describe('QR labels of the machines', () => {
  it("the Admin downloads a machine's labels from the campos screen on a 360 px phone, and its QRs read as the add-card links", async () => {
    const admin = await apiToken(browser.baseUrl, 'admin');
    const res = await apiSend(browser.baseUrl, 'POST', '/api/campos', admin, { name: 'maquina', value: unico('Prensa QR') });
    expect(res.status, await res.clone().text()).toBe(201);
    const maquina = (await res.json()) as Campo;
    const parte = 'Motor & reductor ñ';
    expect((await apiSend(browser.baseUrl, 'POST', '/api/campos/parteMaquina', admin, { _id: maquina._id, name: parte })).status).toBe(200);

    const { page } = await browser.newPage('narrow');
    await entrarComo(page, 'admin');
    await page.goto('/admin/campos');
    const boton = page.getByRole('button', { name: `Etiquetas QR de ${maquina.value}` });
    await boton.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const [descarga] = await Promise.all([page.waitForEvent('download'), boton.click()]);
    expect(descarga.suggestedFilename()).toBe(ETIQUETAS_QR_FILE_NAME);
    const pdf = readFileSync((await descarga.path())!);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');

    // No PUBLIC_URL in the test portal: links to its configured address, which is where the browser is.
    const [pagina] = await leerQrsDelPdf(page.context().browser()!, pdf, 2, 5);
    expect(pagina.slice(0, 3)).toEqual([urlEtiquetaMaquina(browser.baseUrl, maquina._id), urlEtiquetaMaquina(browser.baseUrl, maquina._id, parte), null]);
  });
});
