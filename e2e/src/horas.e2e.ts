import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Campo, User } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiToken, entrarComo, loginViaForm } from './support/portal';
import { apiSend, unico } from './support/tarjetas';

const browser = usePortalBrowser();

/** The cells' text of the row whose header is `titulo` in the table named `tabla`. */
async function fila(page: Page, tabla: string, titulo: string): Promise<Locator> {
  const row = page
    .getByRole('table', { name: tabla })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: titulo }) });
  await row.first().waitFor();
  return row.first();
}
const celdas = (row: Locator) => row.getByRole('cell').allTextContents();

describe('Hours in the browser', () => {
  it('an Operario logs 2.5 hours and sees them in the month; a Jefe de area sees them in Horas de todos and in their equipo', async () => {
    // An Operario of an equipo of their own (so the totals are exactly theirs), made by the Admin.
    const admin = await apiToken(browser.baseUrl, 'admin');
    const equipo = unico('Equipo Horas');
    const campo = await apiSend(browser.baseUrl, 'POST', '/api/campos', admin, { name: 'equipo', value: equipo });
    expect(campo.status).toBe(201);
    expect(((await campo.json()) as Campo).value).toBe(equipo);
    const legajo = String(600_000 + Math.floor(Math.random() * 300_000));
    const nombre = unico('Operaria Horas');
    const creado = await apiSend(browser.baseUrl, 'POST', '/api/users', admin, { email: legajo, name: nombre, password: '654321', role: 'Operario', equipo });
    expect(creado.status).toBe(201);
    expect(((await creado.json()) as User).equipo).toBe(equipo);

    const { page } = await browser.newPage();
    await loginViaForm(page, legajo, '654321');
    await page.getByTestId('nav-user-name').filter({ hasText: nombre }).waitFor({ state: 'attached' });
    await page.goto('/mishoras');
    const form = page.getByRole('form', { name: 'Registrar horas' });
    await form.getByRole('textbox', { name: /Número de horas/ }).fill('2,5');
    await form.getByRole('button', { name: 'Registrar horas' }).click();
    await page.getByText(/2,5 h de «Horas de actividades autonomas» registradas el/).waitFor();
    // The current month is the table's last month column (then Total).
    const autonomas = await fila(page, 'Mis horas por mes', 'Horas de actividades autonomas');
    await expect.poll(async () => (await celdas(autonomas)).slice(-2)).toEqual(['2,5', '2,5']);
    expect((await celdas(await fila(page, 'Mis horas por mes', 'Total'))).slice(-2)).toEqual(['2,5', '2,5']);
    // The entry is listed for the month, editable.
    await page.getByRole('button', { name: /^Editar 2,5 h del / }).waitFor();

    const jefe = await browser.newPage();
    await entrarComo(jefe.page, 'jefe');
    await jefe.page.goto('/mishoras');
    await jefe.page.getByRole('tab', { name: 'Horas de todos' }).click();
    const deEllaRow = await fila(jefe.page, 'Horas de todos por mes', `${nombre} Legajo ${legajo}`);
    const deElla = await celdas(deEllaRow);
    expect(deElla[0]).toBe(equipo);
    expect(deElla.slice(-2)).toEqual(['2,5', '2,5']);

    await jefe.page.getByRole('tab', { name: 'Horas por equipo autonomo' }).click();
    const delEquipo = await celdas(await fila(jefe.page, 'Horas por equipo autonomo por mes', `${equipo} 1 usuario`));
    expect(delEquipo.slice(-2)).toEqual(['2,5', '2,5']);
  });
});
