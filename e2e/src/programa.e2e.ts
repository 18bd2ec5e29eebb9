import { describe, expect, it } from 'vitest';
import { PASOS_AM_DEFECTO } from '@portal/shared/domain';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import { entrarComo, loginViaForm } from './support/portal';
import { equipoAm, equipoAmVerde, equipoCargado } from './support/programa';
import { contadorDeToques } from './support/toques';

const browser = usePortalBrowser();

describe.each<ViewportName>(['desktop', 'phone'])('the autonomous-maintenance program at %s size (issue 25)', (size) => {
  it('the Admin puts a team in the program with its leader (5 taps from the list) and moves it to step 2 with a reason (3 taps); an Operario reads it', async () => {
    const { equipo, miembros } = await equipoAm(browser.baseUrl, { enPrograma: false });
    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/programa');
    const tarjeta = page.getByRole('list', { name: 'Equipos autónomos' }).getByRole('listitem').filter({ hasText: equipo.value });
    await expect.poll(() => tarjeta.textContent()).toContain('Sin iniciar');

    const inicio = contadorDeToques();
    await inicio.click(tarjeta.getByRole('link'));
    await page.getByRole('heading', { level: 1, name: equipo.value }).waitFor();
    await inicio.click(page.getByRole('button', { name: 'Poner en el programa' }));
    const dialogo = page.getByRole('dialog', { name: `Poner a ${equipo.value} en el programa` });
    await dialogo.waitFor();
    await inicio.elegir(dialogo, 'Líder', miembros[0].name);
    await inicio.click(dialogo.getByRole('button', { name: 'Poner en el programa' }));
    await dialogo.waitFor({ state: 'hidden' });
    expect(inicio.toques).toBe(5);
    await page.getByRole('heading', { name: `Paso 1 · ${PASOS_AM_DEFECTO[0]}` }).waitFor();

    await equipoCargado(page);
    const paso = contadorDeToques();
    await paso.click(page.getByRole('button', { name: 'Cambiar paso' }));
    const cambiar = page.getByRole('dialog', { name: `Cambiar el paso de ${equipo.value}` });
    await cambiar.waitFor();
    // The next step and the plant's today are already there: only the reason is typed.
    await paso.fill(cambiar.getByRole('textbox', { name: 'Motivo' }), 'Auditoría del paso 1 aprobada');
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
    await page.screenshot({ path: `/tmp/scratch/programa-paso-${size}.png` });
    await paso.click(cambiar.getByRole('button', { name: 'Guardar paso' }));
    await cambiar.waitFor({ state: 'hidden' });
    expect(paso.toques).toBe(3);
    await page.getByRole('heading', { name: `Paso 2 · ${PASOS_AM_DEFECTO[1]}` }).waitFor();
    const historia = page.getByRole('list', { name: 'Historia' }).getByRole('listitem');
    await expect
      .poll(() => historia.allTextContents())
      .toEqual([expect.stringContaining('paso actual · Auditoría del paso 1 aprobada'), expect.stringContaining('superado')]);
    await page.screenshot({ path: `/tmp/scratch/programa-equipo-${size}.png`, fullPage: true });

    const { page: operario } = await browser.newPage(size);
    await entrarComo(operario, 'operario');
    await operario.goto('/programa');
    const suya = operario.getByRole('list', { name: 'Equipos autónomos' }).getByRole('listitem').filter({ hasText: equipo.value });
    await expect.poll(() => suya.textContent()).toContain(`Paso 2${PASOS_AM_DEFECTO[1]}`);
    expect(await horizontalOverflow(operario)).toBe(0);
    await suya.getByRole('link').click();
    await operario.getByRole('heading', { name: `Paso 2 · ${PASOS_AM_DEFECTO[1]}` }).waitFor();
    expect(await operario.getByRole('button', { name: 'Cambiar paso' }).count()).toBe(0);
  });

  it('the leader proposes the next step on a green gate (3 taps from the list), and an Admin approves it (3 taps); the history says who', async () => {
    const { equipo, miembros } = await equipoAmVerde(browser.baseUrl);
    const { page: lider } = await browser.newPage(size);
    await loginViaForm(lider, miembros[0].email, '615000');
    await lider.waitForURL((u) => u.pathname === '/');
    await lider.goto('/programa');
    const suya = lider.getByRole('list', { name: 'Equipos autónomos' }).getByRole('listitem').filter({ hasText: equipo.value });
    await expect.poll(() => suya.textContent()).toContain('Puerta en verde');

    const propuesta = contadorDeToques();
    await propuesta.click(suya.getByRole('link'));
    const criterios = lider.getByRole('list', { name: 'Criterios de la puerta' }).getByRole('listitem');
    await expect
      .poll(() => criterios.allTextContents())
      .toEqual([
        expect.stringContaining('Brecha de tarjetas: cumple0 % (0 abiertas de 2'),
        expect.stringContaining('Tarjetas de seguridad: cumple'),
        expect.stringContaining('Participación: cumple2 de 2 miembros'),
        expect.stringContaining('Mejoras (Quick Kaizen): cumple1 cerrado en el paso'),
        expect.stringContaining('Lecciones de un punto: todavía no se mide'),
        expect.stringContaining('Auditoría del paso: cumpleAprobada con 100 %'),
      ]);
    // The leader sees each member's figures.
    await expect.poll(() => lider.getByRole('table', { name: 'Tarjetas por miembro' }).getByRole('row').count()).toBe(3);
    await equipoCargado(lider);
    const graves = await axeGraves(lider);
    expect(graves, describirViolaciones(graves)).toEqual([]);
    expect(await horizontalOverflow(lider)).toBe(0);
    await lider.screenshot({ path: `/tmp/scratch/programa-puerta-${size}.png`, fullPage: true });
    await propuesta.click(lider.getByRole('button', { name: 'Proponer el paso 2' }));
    const dialogo = lider.getByRole('dialog', { name: `Proponer el paso 2 de ${equipo.value}` });
    await propuesta.click(dialogo.getByRole('button', { name: 'Proponer' }));
    await dialogo.waitFor({ state: 'hidden' });
    expect(propuesta.toques).toBe(3);
    await lider.getByText(`Propuesto el paso 2 por ${miembros[0].name}`).waitFor();

    const { page } = await browser.newPage(size);
    await entrarComo(page, 'admin');
    await page.goto('/programa');
    const tarjeta = page.getByRole('list', { name: 'Equipos autónomos' }).getByRole('listitem').filter({ hasText: equipo.value });
    await expect.poll(() => tarjeta.textContent()).toContain('Paso 2 propuesto');
    const aprobacion = contadorDeToques();
    await aprobacion.click(tarjeta.getByRole('link'));
    const pendiente = page.getByRole('alert', { name: 'Propuesta pendiente' });
    await aprobacion.click(pendiente.getByRole('button', { name: 'Aprobar' }));
    const aprobar = page.getByRole('dialog', { name: `Aprobar el paso 2 de ${equipo.value}` });
    await aprobacion.click(aprobar.getByRole('button', { name: 'Aprobar', exact: true }));
    await aprobar.waitFor({ state: 'hidden' });
    expect(aprobacion.toques).toBe(3);
    await page.getByRole('heading', { name: `Paso 2 · ${PASOS_AM_DEFECTO[1]}` }).waitFor();
    const historia = page.getByRole('list', { name: 'Historia' }).getByRole('listitem');
    await expect.poll(() => historia.allTextContents()).toEqual([expect.stringContaining('paso actual'), expect.stringContaining('superado')]);
  });
});
