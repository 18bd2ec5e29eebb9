import { it } from 'vitest';
import { usePortalBrowser } from './support/browser';
import { loginAs } from './support/portal';
import { crearTarjetaApi } from './support/tarjetas';

const browser = usePortalBrowser();

it('shots', async () => {
  await crearTarjetaApi(browser.baseUrl, 'Verde', { descripcion: 'Una descripción muy larga de la anomalía encontrada en la calandra que ocupa varias líneas en la tabla para ver si envuelve' });
  for (const size of ['desktop', 'narrow'] as const) {
    const { page } = await browser.newPage(size);
    await loginAs(page, 'operario');
    await page.goto('/tarjetas');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/h4-shots/${size}-tarjetas.png`, fullPage: size === 'narrow' });
    await page.getByLabel('Agrupar por').selectOption('Color');
    await page.getByTestId('grupo').first().click();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: `/tmp/h4-shots/${size}-grupos.png`, fullPage: false });
    await page.goto('/buscar');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/h4-shots/${size}-buscar.png` });
    await page.goto('/tarjetasfiltro');
    await page.getByRole('combobox', { name: 'Columnas' }).click();
    for (const label of ['Número', 'Descripción', 'Equipo', 'Fecha apertura']) await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('checkbox', { name: 'Alerta' }).click();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `/tmp/h4-shots/${size}-filtro.png`, fullPage: true });
  }
}, 120_000);
