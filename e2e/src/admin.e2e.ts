import { describe, expect, it } from 'vitest';
import type { Campo, User } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs } from './support/portal';

const browser = usePortalBrowser();

describe('administration', () => {
  it('register form shows the validation messages, then creates the user and returns to /admin', async () => {
    const { page } = await browser.newPage();
    await loginAs(page, 'admin');
    await page.getByRole('link', { name: 'Administrar usuarios' }).click();
    await page.getByRole('button', { name: 'Agregar usuario' }).click();
    await page.waitForURL('**/register');

    await page.getByLabel('N° Legajo').fill('1234567');
    await page.getByLabel('Nombre').fill('Pedro Álvarez');
    await page.getByLabel('Pin').fill('123');
    await page.getByRole('button', { name: 'Subir' }).click();
    await page.getByText('Se permite un maximo de 6 caracteres').waitFor();
    await page.getByText('Pin tiene que 6 caracteres minimo').waitFor();
    expect(new URL(page.url()).pathname).toBe('/register');

    await page.getByLabel('N° Legajo').fill('4711');
    await page.getByLabel('Pin').fill('471100');
    await page.getByLabel('Rol').selectOption('Jefe de area');
    await page.getByRole('button', { name: 'Subir' }).click();
    await page.waitForURL('**/admin');
    await page.getByRole('status').filter({ hasText: 'Usuario Pedro Álvarez registrado' }).waitFor();
    // Other files add users to the shared portal: the new one may be past the first page, so look it up as an Admin would.
    await page.getByLabel('Buscar usuario').fill('Pedro');
    await page.getByRole('grid', { name: 'Usuarios' }).getByText('Pedro Álvarez').waitFor();

    const users = await apiGet<User[]>(browser.baseUrl, '/api/users', await apiToken(browser.baseUrl, 'admin'));
    expect(users.find((u) => u.email === '4711')).toMatchObject({ name: 'Pedro Álvarez', role: 'Jefe de area' });
  });

  it('an Admin changes a role and the server stores it', async () => {
    // Its own user, so no other test depends on the roles this one changes.
    const token = await apiToken(browser.baseUrl, 'admin');
    const created = await fetch(`${browser.baseUrl}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: '5150', name: 'Rita Cambio', password: '515000', role: 'Operario' }),
    });
    expect(created.status).toBe(201);
    const roleOnServer = async () => (await apiGet<User[]>(browser.baseUrl, '/api/users', token)).find((u) => u.email === '5150')?.role;

    const { page } = await browser.newPage();
    await entrarComo(page, 'admin');
    await page.goto('/admin');
    // Other tests add users too: find her as an Admin would, not by the page she happens to be on.
    await page.getByLabel('Buscar usuario').fill('Rita Cambio');
    const fila = page.getByRole('grid', { name: 'Usuarios' }).getByRole('row').filter({ hasText: 'Rita Cambio' });
    // The row shows the role once; 'Acciones' › 'Cambiar rol' changes it.
    const cambiar = async (rol: User['role']) => {
      await fila.getByRole('button', { name: 'Acciones de Rita Cambio' }).click();
      await page.getByRole('menuitem', { name: 'Cambiar rol' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar rol de Rita Cambio' });
      await dialog.getByLabel('Rol').selectOption(rol);
      await dialog.getByRole('button', { name: 'Cambiar rol' }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await cambiar('Jefe de area');
    await expect.poll(roleOnServer).toBe('Jefe de area');
    await fila.getByRole('gridcell', { name: 'Jefe de area', exact: true }).waitFor();
    await cambiar('Admin');
    await expect.poll(roleOnServer).toBe('Admin');
    await fila.getByRole('gridcell', { name: 'Admin', exact: true }).waitFor();
  });

  it('an Admin adds a machine part; the popup stays open on an empty value', async () => {
    const token = await apiToken(browser.baseUrl, 'admin');
    const maquina = (await apiGet<Campo[]>(browser.baseUrl, '/api/campos', token)).find((c) => c.name === 'maquina');
    expect(maquina).toBeDefined();
    const { page } = await browser.newPage();
    await entrarComo(page, 'admin');
    await page.goto('/admin/campos');

    await page.getByRole('button', { name: `Agregar parte a ${maquina!.value}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Valor').fill('Rodillo tensor e2e');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('list', { name: `Partes de máquina de ${maquina!.value}` })
      .getByText('Rodillo tensor e2e')
      .waitFor();

    const after = await apiGet<Campo[]>(browser.baseUrl, '/api/campos', token);
    expect(after.find((c) => c._id === maquina!._id)?.parteMaquina).toContain('Rodillo tensor e2e');
  });

  it('a Jefe de area gets no admin content and the API refuses him', async () => {
    const { page } = await browser.newPage();
    await entrarComo(page, 'jefe');
    await page.goto('/admin');
    await page.getByText('No tiene permiso para ver esta página').waitFor();
    expect(await page.getByRole('grid', { name: 'Usuarios' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Secciones de administración' }).count()).toBe(0);
    const res = await fetch(`${browser.baseUrl}/api/users`, { headers: { 'x-auth-token': await apiToken(browser.baseUrl, 'jefe') } });
    expect(res.status).toBe(403);
  });
});
