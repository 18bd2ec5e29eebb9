import { describe, expect, it } from 'vitest';
import { plantillaAmDefecto, type AuditoriaAm, type EquipoAmDetalle, type PlantillaAuditoriaAm } from '@portal/shared/domain';
import { completar } from './support/agregar';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import { apiGet, apiToken, entrarComo, loginViaForm } from './support/portal';
import { auditoriaPedida, equipoCargado } from './support/programa';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

/**
 * Issue 25 §2: the step audit run on a phone, end to end. A member asked for it; the Jefe (an auditor: the plant names
 * none) finds it in the inbox, runs it, loses the connection midway, raises a card from a failed requirement and signs:
 * the rule fails it. The team asks again from its page; the second audit passes, and the gate's audit criterion turns
 * green. The signed audit prints on one A4 page.
 */
describe.each<ViewportName>(['narrow', 'desktop'])('the step audit at %s size (issue 25 §2)', (size) => {
  it('runs from the inbox, keeps answers offline, raises a card in one tap, fails by the rule, passes the second time and prints on one A4 page', async () => {
    const { equipo, miembros, auditoria } = await auditoriaPedida(browser.baseUrl);
    const { page, context } = await browser.newPage(size);
    await entrarComo(page, 'jefe');
    await page.goto('/bandeja');
    const jefeToken = await apiToken(browser.baseUrl, 'jefe');
    const delServidor = () => apiGet<AuditoriaAm>(browser.baseUrl, `/api/programa/auditorias/${auditoria._id}`, jefeToken);

    // From the inbox: open, start, score two requirements.
    const toques = contadorDeToques();
    await toques.click(page.getByRole('link', { name: new RegExp(`^Ver la auditoría de ${equipo.value}`) }));
    await page.getByRole('heading', { level: 1, name: `Auditoría del paso 1 · ${equipo.value}` }).waitFor();
    await toques.click(page.getByRole('button', { name: 'Iniciar auditoría' }));
    const puntaje = (requisito: string, n: number) =>
      toques.click(page.getByRole('group', { name: `Puntaje: ${requisito}` }).getByRole('button', { name: String(n), exact: true }));
    await puntaje('Máquina limpia por dentro', 4);
    await puntaje('Cada anomalía con su tarjeta', 4);
    await expect.poll(async () => Object.values((await delServidor()).respuestas).map((r) => r.puntaje)).toEqual([4, 4]);

    // The connection drops: the third answer stays on the phone, then goes when it returns.
    browser.allowErrors(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/[^)]+\/api\/[^)]+\)$/);
    await context.setOffline(true);
    await puntaje('Puntos de lubricación limpios', 1);
    const sinEnviar = page.getByRole('alert', { name: 'Respuestas sin enviar' });
    await sinEnviar.getByText(/Sin conexión/).waitFor();
    await sinEnviar.getByText('1 respuesta por enviar').waitFor();
    expect((await delServidor()).respuestas['e2e-lubricacion']).toBeUndefined();
    await context.setOffline(false);
    await expect.poll(async () => (await delServidor()).respuestas['e2e-lubricacion']?.puntaje).toBe(1);
    await sinEnviar.waitFor({ state: 'hidden' });
    // 5 taps from the inbox to the last score (open, start, three scores).
    expect(toques.toques).toBe(5);
    await page.getByText('No aprobaría').waitFor();
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `/tmp/scratch/auditoria-en-curso-${size}.png`, fullPage: true });

    // The requirement under 2 raises a card in one tap: the form comes with the team's machine and the requirement.
    await page.getByRole('link', { name: 'Levantar tarjeta' }).click();
    const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
    await expect.poll(() => form.getByLabel('Descripción').inputValue()).toBe('Auditoría del paso 1: Puntos de lubricación limpios');
    await expect.poll(() => form.getByLabel('Maquina/Instalación').inputValue()).toMatch(/^Máquina AM/);
    await form.getByLabel('Parte de maquina').selectOption('Motor');
    const resto = contadorDeToques();
    await completar(form, resto, 'Auditoría del paso 1: Puntos de lubricación limpios');
    await form.getByRole('button', { name: 'Subir' }).click();
    // Saved, the form returns to the audit.
    await page.waitForURL(`**/programa/auditorias/${auditoria._id}`);
    await page
      .getByRole('status')
      .filter({ hasText: /^Tarjeta Roja N°\d+ creada$/ })
      .waitFor();

    // Signed: the rule fails it (75 % and one requirement under 2).
    await page.getByRole('button', { name: 'Firmar y cerrar' }).click();
    const firmar = page.getByRole('dialog', { name: `Firmar la auditoría del paso 1 de ${equipo.value}` });
    await firmar
      .getByRole('alert', { name: 'Resultado' })
      .getByText(/No aprobada/)
      .waitFor();
    await firmar.getByRole('button', { name: 'Firmar y cerrar' }).click();
    await page.getByRole('alert', { name: 'Resultado de la auditoría' }).getByText('No aprobada · Promedio 75 %').waitFor();
    expect(await delServidor()).toMatchObject({ estado: 'firmada', aprobada: false, porcentaje: 75 });
    const gate = async () => (await apiGet<EquipoAmDetalle>(browser.baseUrl, `/api/programa/equipos/${equipo._id}`, jefeToken)).puerta?.criterios[5];
    expect(await gate()).toMatchObject({ clave: 'auditoria', estado: 'no_cumple' });

    // The leader asks again from the team page (3 taps); the Jefe runs it and it passes.
    const { page: lider } = await browser.newPage(size);
    await loginViaForm(lider, miembros[0].email, '615000');
    await lider.waitForURL((u) => u.pathname === '/');
    await lider.goto(`/programa/${equipo._id}`);
    const pedir = contadorDeToques();
    await pedir.click(lider.getByRole('button', { name: 'Pedir auditoría del paso' }));
    const dialogo = lider.getByRole('dialog', { name: `Pedir la auditoría del paso 1 de ${equipo.value}` });
    await pedir.fill(dialogo.getByRole('textbox', { name: 'Comentario' }), 'Corregida la lubricación');
    await pedir.click(dialogo.getByRole('button', { name: 'Pedir auditoría' }));
    await dialogo.waitFor({ state: 'hidden' });
    expect(pedir.toques).toBe(3);

    await page.goto('/bandeja');
    await page.getByRole('link', { name: new RegExp(`^Ver la auditoría de ${equipo.value}`) }).click();
    await page.getByRole('button', { name: 'Iniciar auditoría' }).click();
    for (const [requisito, n] of [
      ['Máquina limpia por dentro', 4],
      ['Cada anomalía con su tarjeta', 4],
      ['Puntos de lubricación limpios', 3],
    ] as const) {
      await page
        .getByRole('group', { name: `Puntaje: ${requisito}` })
        .getByRole('button', { name: String(n), exact: true })
        .click();
    }
    await page.getByText('Aprobaría').waitFor();
    await page.getByRole('button', { name: 'Firmar y cerrar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Firmar y cerrar' }).click();
    await page.getByRole('alert', { name: 'Resultado de la auditoría' }).getByText('Aprobada · Promedio 91 %').waitFor();
    expect(await gate()).toMatchObject({ estado: 'cumple', valor: expect.stringMatching(/^Aprobada con 91 % \(firmada el \d\d\/\d\d\/\d{4}\)$/) });
    const firmadaGraves = await axeGraves(page);
    expect(firmadaGraves, describirViolaciones(firmadaGraves)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `/tmp/scratch/auditoria-firmada-${size}.png`, fullPage: true });

    // Printed: one A4 portrait page.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-impreso', 'si');
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.locator('body').getAttribute('data-impreso')).toBe('si');
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), 'pages').toHaveLength(1);
    const [ancho, alto] = (pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)/) ?? []).slice(1).map(Number);
    // A4 portrait: 210 × 297 mm = 595.28 × 841.89 pt.
    expect([Math.round(ancho), Math.round(alto)]).toEqual([595, 842]);
    if (size === 'desktop') {
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `/tmp/scratch/auditoria-impresa.png`, fullPage: true });
      await page.emulateMedia({ media: null });
    }
  });

  it('the Admin edits a step’s template (a requirement added, saved whole); the team page lists its audits', async () => {
    const { equipo } = await auditoriaPedida(browser.baseUrl);
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/programa/plantillas?paso=2');
    const form = page.getByRole('form', { name: 'Plantilla del paso 2' });
    await form.waitFor();
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    const requisitos = form.getByRole('list', { name: 'Requisitos de la sección 1' }).getByRole('listitem');
    const antes = await requisitos.count();
    await form.getByRole('button', { name: 'Agregar requisito a la sección 1' }).click();
    await expect.poll(() => requisitos.count()).toBe(antes + 1);
    const texto = `Fugas eliminadas (${size})`;
    await form.getByRole('textbox', { name: `Requisito ${antes + 1}` }).fill(texto);
    await page.screenshot({ path: `/tmp/scratch/plantillas-${size}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Guardar' }).click();
    const admin = await apiToken(browser.baseUrl, 'admin');
    const paso2 = async () => (await apiGet<PlantillaAuditoriaAm[]>(browser.baseUrl, '/api/programa/plantillas', admin))[1];
    await expect.poll(async () => (await paso2()).secciones[0].requisitos.at(-1)?.texto).toBe(texto);
    expect(await paso2()).toMatchObject({ personalizada: true, secciones: [expect.anything(), ...plantillaAmDefecto(2).secciones.slice(1)] });

    // The team page: the audit asked for, with its due day, and no second request while it is open.
    await page.goto(`/programa/${equipo._id}`);
    const auditorias = page.getByRole('region', { name: 'Auditorías del paso' });
    await auditorias.getByRole('link', { name: /Solicitada/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Pedir auditoría del paso' }).count()).toBe(0);
    await equipoCargado(page);
    const enEquipo = await axeGraves(page);
    expect(enEquipo, describirViolaciones(enEquipo)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `/tmp/scratch/equipo-auditorias-${size}.png`, fullPage: true });
  });
});
