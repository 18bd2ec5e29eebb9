import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { NodoOrganigrama } from '@portal/shared/domain';
import { usePortalBrowser } from './support/browser';
import { apiGet, apiToken, entrarComo, loginAs, navEntries } from './support/portal';
import { unico } from './support/tarjetas';

const browser = usePortalBrowser();

async function puestoApi(token: string, body: { titulo: string; parentId: string | null; nombre: string }): Promise<NodoOrganigrama> {
  const res = await fetch(`${browser.baseUrl}/api/organigrama`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as NodoOrganigrama;
}

/** A new position under 'Coordinador' made through the API (the seeded ones stay as they are for other files). */
async function crearPuestoApi(titulo: string): Promise<NodoOrganigrama> {
  const token = await apiToken(browser.baseUrl, 'admin');
  const nodos = await apiGet<NodoOrganigrama[]>(browser.baseUrl, '/api/organigrama', token);
  const coordinador = nodos.find((n) => n.titulo === 'Coordinador');
  return puestoApi(token, { titulo, parentId: coordinador?._id ?? null, nombre: 'Ana Gil' });
}

/** Pages of a PDF made by Chromium, and its first page's size in points. */
function paginasPdf(pdf: Buffer) {
  const texto = pdf.toString('latin1');
  const [ancho, alto] = (/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(texto) ?? []).slice(1).map((n) => Math.round(Number(n)));
  return { paginas: (texto.match(/\/Type\s*\/Page(?!s)/g) ?? []).length, ancho, alto };
}

const puesto = (page: Page, titulo: string) => page.getByRole('treeitem', { name: new RegExp(`^${titulo}`) });

describe('Org chart (/chart) in the browser', () => {
  it('an Admin renames a position from the chart and the chart shows it after a reload', async () => {
    const titulo = unico('Jefe de turno');
    const nuevo = unico('Jefa de turno');
    const creado = await crearPuestoApi(titulo);
    const { page } = await browser.newPage();
    await loginAs(page, 'admin');

    // Reached from the admin page, not from the navbar.
    expect(await navEntries(page)).not.toContain('Organigrama');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Organigrama' }).click();
    await page.waitForURL('**/chart');
    await page.getByRole('heading', { level: 1, name: 'Organigrama' }).waitFor();

    await puesto(page, titulo).getByText(titulo).click();
    await page.getByText(`Puesto elegido: ${titulo}`).waitFor();
    await page.getByRole('button', { name: 'Editar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Editar puesto «${titulo}»` });
    await dialog.waitFor();
    await dialog.getByLabel('Puesto', { exact: false }).first().fill(nuevo);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`Puesto «${nuevo}» guardado`).waitFor();

    await page.reload();
    const renombrado = puesto(page, nuevo);
    await renombrado.waitFor();
    expect(await renombrado.textContent()).toBe(`${nuevo}Ana Gil`);
    expect(await puesto(page, titulo).count()).toBe(0);
    // Still under Coordinador, and stored under its id.
    expect(
      await puesto(page, 'Coordinador')
        .getByRole('treeitem', { name: new RegExp(`^${nuevo}`) })
        .count(),
    ).toBe(1);
    const token = await apiToken(browser.baseUrl, 'admin');
    const guardado = (await apiGet<NodoOrganigrama[]>(browser.baseUrl, '/api/organigrama', token)).find((n) => n._id === creado._id);
    expect(guardado).toMatchObject({ titulo: nuevo, parentId: creado.parentId, nombre: 'Ana Gil' });
  });

  it('an Operario reads the chart without edit controls, and it prints on one landscape page without the navbar', async () => {
    const { page } = await browser.newPage();
    await entrarComo(page, 'operario');
    await page.goto('/chart');
    await puesto(page, 'Líder del Comité Central').waitFor();
    for (const grupo of [
      'Alimentación y Extrusión',
      'Mantenimiento autónomo',
      'Mantenimiento planificado',
      'Mejoras enfocadas',
      'Seguridad y Medio Ambiente',
      'Capacitación y Entrenamiento',
    ]) {
      expect(
        await puesto(page, 'Coordinador')
          .getByRole('treeitem', { name: new RegExp(`^${grupo}`) })
          .count(),
        grupo,
      ).toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Agregar puesto/ }).count()).toBe(0);

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Imprimir' }).isVisible()).toBe(false);
    expect(await puesto(page, 'Capacitación y Entrenamiento').isVisible()).toBe(true);
    // A4 landscape: 842 × 595 points.
    expect(paginasPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toEqual({ paginas: 1, ancho: 842, alto: 595 });
  });

  it('a long chart, with a branch closed on screen, still prints whole on one page', async () => {
    const token = await apiToken(browser.baseUrl, 'admin');
    const area = await puestoApi(token, { titulo: unico('Área de impresión'), parentId: null, nombre: 'Eva Ruiz' });
    const equipos = await Promise.all(
      Array.from({ length: 4 }, (_, i) => puestoApi(token, { titulo: `Equipo ${i + 1}`, parentId: area._id, nombre: 'Luis Paz' })),
    );
    const integrantes = (
      await Promise.all(
        equipos.flatMap((e) =>
          Array.from({ length: 10 }, (_, i) => puestoApi(token, { titulo: `Integrante ${i + 1} de ${e.titulo}`, parentId: e._id, nombre: `Persona ${i + 1}` })),
        ),
      )
    ).length;
    try {
      const { page } = await browser.newPage();
      await entrarComo(page, 'jefe');
      await page.goto('/chart');
      const equipo = puesto(page, 'Equipo 1');
      await equipo.waitFor();
      await equipo.locator('.MuiTreeItem-iconContainer').first().click();
      await expect.poll(() => page.getByRole('treeitem', { name: /^Integrante \d+ de Equipo 1/ }).count()).toBe(0);
      expect(paginasPdf(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toEqual({ paginas: 1, ancho: 842, alto: 595 });
      // Printing opened the closed branch again.
      expect(await page.getByRole('treeitem', { name: /^Integrante \d+ de Equipo 1/ }).count()).toBe(10);
      expect(integrantes).toBe(40);
    } finally {
      const borrar = (id: string) => fetch(`${browser.baseUrl}/api/organigrama/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
      const nodos = await apiGet<NodoOrganigrama[]>(browser.baseUrl, '/api/organigrama', token);
      const ids = new Set(equipos.map((e) => e._id));
      await Promise.all(nodos.filter((n) => n.parentId && ids.has(n.parentId)).map((n) => borrar(n._id)));
      await Promise.all(equipos.map((e) => borrar(e._id)));
      await borrar(area._id);
    }
  });
});
