import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { AuditoriaPagina, User } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs, USERS } from './support/portal';
import { abrirDetalle, crearTarjetaApi, elegirOpcion, tituloTarjeta, unico } from './support/tarjetas';

const browser = usePortalBrowser();

describe('audit trail', () => {
  it("a Jefe's edit shows in the card's Historial; the Admin finds it in Auditoría, filtered by that user, and exports it", async () => {
    const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
    const nuevaDescripcion = unico('Descripción auditada');

    // The Jefe de area edits the description; the card's Historial (its timeline) shows the edit.
    const jefe = await browser.newPage();
    await entrarComo(jefe.page, 'jefe');
    await abrirDetalle(jefe.page, tarjeta);
    const editar = await elegirOpcion(jefe.page, 'Editar tarjeta', `Editar ${tituloTarjeta(tarjeta)}`);
    await editar.getByLabel('Descripción', { exact: false }).fill(nuevaDescripcion);
    await editar.getByRole('button', { name: 'Guardar' }).click();
    await editar.waitFor({ state: 'hidden' });
    await jefe.page.getByTestId('descripcion').filter({ hasText: nuevaDescripcion }).waitFor();

    const historial = jefe.page.getByRole('list', { name: 'Historial de la tarjeta' });
    // Oldest first: the edit is the newest entry.
    const ultimo = historial.locator(':scope > li').last();
    await ultimo.filter({ hasText: `Descripción: ${tarjeta.descripcion} → ${nuevaDescripcion}` }).waitFor();
    // The card's history names the author; the legajo (half of the login) and the IP only in the Admin's Auditoría.
    expect(await ultimo.textContent()).toContain(USERS.jefe.name);
    expect(await ultimo.textContent()).not.toContain('legajo');
    expect(await ultimo.textContent()).toContain('Editada');
    // The opening is the oldest entry, with who detected it.
    expect(await historial.locator(':scope > li').first().textContent()).toContain(`Abierta`);

    // The Admin: /admin → Auditoría, filtered by the Jefe.
    const admin = await browser.newPage();
    await loginAs(admin.page, 'admin');
    await admin.page.getByRole('link', { name: 'Administrar usuarios' }).click();
    await admin.page.getByRole('navigation', { name: 'Secciones de administración' }).getByRole('link', { name: 'Auditoría' }).click();
    await admin.page.waitForURL('**/admin/auditoria');
    await admin.page.getByRole('heading', { level: 1, name: 'Auditoría' }).waitFor();
    const users = await apiGet<User[]>(browser.baseUrl, '/api/users', await apiToken(browser.baseUrl, 'admin'));
    const jefeId = users.find((u) => u.email === USERS.jefe.legajo)!._id;
    await admin.page.getByLabel('Usuario', { exact: true }).selectOption(jefeId);
    await admin.page.getByRole('button', { name: 'Filtrar' }).click();
    const grid = admin.page.getByRole('grid', { name: 'Registros de auditoría' });
    const primera = grid.getByRole('row').nth(1);
    await primera.filter({ hasText: nuevaDescripcion }).waitFor();
    expect(await primera.textContent()).toContain(`Roja N°${tarjeta.numero}`);
    const filas = await grid.getByRole('row').allTextContents();
    expect(filas.slice(1).every((f) => f.includes(USERS.jefe.name))).toBe(true);

    const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(download.suggestedFilename()).toBe('Auditoria.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const hoja = workbook.getWorksheet('Auditoría')!;
    expect((hoja.getRow(1).values as unknown[]).slice(1)).toEqual(['Fecha', 'Usuario', 'Legajo', 'Acción', 'Entidad', 'Registro', 'Cambios', 'IP']);
    const edicion = (hoja.getRow(2).values as unknown[]).slice(1);
    expect(edicion.slice(1, 7)).toEqual([
      USERS.jefe.name,
      USERS.jefe.legajo,
      'Editó',
      'Tarjeta',
      `Roja N°${tarjeta.numero}`,
      `Descripción: ${tarjeta.descripcion} → ${nuevaDescripcion}`,
    ]);
    const total = (await apiGet<AuditoriaPagina>(browser.baseUrl, `/api/auditoria?usuario=${jefeId}&pageSize=1`, await apiToken(browser.baseUrl, 'admin')))
      .total;
    expect(hoja.rowCount - 1).toBe(total);
  });
});
