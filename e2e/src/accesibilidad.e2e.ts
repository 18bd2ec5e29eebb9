import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeGraves, describirViolaciones } from './support/axe';
import { horizontalOverflow, usePortalBrowser, type ViewportName } from './support/browser';
import type { Campo } from '@portal/shared/domain';
import { apiGet, apiToken, loginAs } from './support/portal';
import { abrirDetalle, crearTarjetaApi, unico } from './support/tarjetas';
import { abrirKaizen, crearKaizenApi } from './support/kaizen';
import { csvOriginal, elegirArchivoImport, numeroLibre } from './support/importar';

const browser = usePortalBrowser();

/** Waits until nothing moves (dialogs and menus fade in): axe measures colours as they are painted. */
async function quieta(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
}

async function pagina(page: Page, path: string, titulo: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: titulo, exact: true }).waitFor();
}

interface Pantalla {
  nombre: string;
  /** Opens the screen in a new page (logging in when it needs a session). */
  abrir: (page: Page) => Promise<void>;
}

const PANTALLAS: Pantalla[] = [
  {
    nombre: '/ (dashboard, a colour tab: chart and table)',
    abrir: async (page) => {
      await loginAs(page, 'jefe');
      await pagina(page, '/?tab=rojas', 'Dashboard');
      await page.getByText('Por mes cerradas').first().waitFor();
    },
  },
  {
    nombre: '/?tab=riesgo (risk map: filters, tables, chart)',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/?tab=riesgo', 'Dashboard');
      await page.getByText('Nivel Riesgo Inicial').first().waitFor();
    },
  },
  {
    nombre: '/?tab=rojas over Todo el historial (period selector, closure of the period)',
    abrir: async (page) => {
      await loginAs(page, 'jefe');
      await pagina(page, '/?tab=rojas', 'Dashboard');
      await page.getByRole('combobox', { name: 'Período' }).click();
      await page.getByRole('option', { name: 'Todo el historial' }).click();
      await page.getByText('% de cierre del período', { exact: false }).first().waitFor();
    },
  },
  ...(['autonomia', 'mttr', 'antiguedad', 'personalizado'] as const).map(
    (tab): Pantalla => ({
      nombre: `/?tab=${tab}`,
      abrir: async (page) => {
        await loginAs(page, 'jefe');
        await pagina(page, `/?tab=${tab}`, 'Dashboard');
        await page.getByRole('table').first().waitFor();
      },
    }),
  ),
  {
    nombre: '/login',
    abrir: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    },
  },
  {
    nombre: '/tarjetas',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/tarjetas', 'Tarjetas');
    },
  },
  {
    nombre: '/agregartarjeta',
    abrir: async (page) => {
      await loginAs(page, 'operario');
      await pagina(page, '/agregartarjeta', 'Agregar Tarjeta');
    },
  },
  {
    nombre: '/agregartarjeta from a machine label (pre-filled, open cards warning)',
    abrir: async (page) => {
      const abierta = await crearTarjetaApi(browser.baseUrl, 'Azul');
      const campos = await apiGet<Campo[]>(browser.baseUrl, '/api/campos', await apiToken(browser.baseUrl, 'operario'));
      const maquina = campos.find((c) => c.name === 'maquina' && c.value === abierta.maquina)!;
      await loginAs(page, 'operario');
      await page.goto(`/agregartarjeta?maquina=${maquina._id}&parte=${encodeURIComponent(abierta.parteMaquina)}`);
      await page.getByRole('region', { name: 'Tarjetas abiertas en la máquina' }).getByRole('link', { name: `Ver tarjeta Azul N°${abierta.numero}` }).waitFor();
    },
  },
  {
    nombre: 'card detail (images before and after)',
    abrir: async (page) => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Verde');
      await loginAs(page, 'operario');
      await abrirDetalle(page, tarjeta);
      await page.getByRole('region', { name: 'Antes y después' }).waitFor();
    },
  },
  {
    nombre: '/pendientes',
    abrir: async (page) => {
      await loginAs(page, 'operario');
      await pagina(page, '/pendientes', 'Pendientes de envío');
    },
  },
  {
    nombre: 'card detail with its close dialog open',
    abrir: async (page) => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
      await loginAs(page, 'jefe');
      await abrirDetalle(page, tarjeta);
      await page.getByRole('button', { name: 'Opciones' }).click();
      await page.getByRole('menuitem', { name: 'Cerrar tarjeta', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    nombre: '/admin',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/admin', 'Administrar usuarios');
      await page.getByText('Carla Ríos', { exact: true }).first().waitFor();
    },
  },
  {
    nombre: '/tarjetasfiltro',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/tarjetasfiltro', 'Tabla dinamica de tarjetas');
    },
  },
  {
    nombre: '/kaizen',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Roja')]);
      await loginAs(page, 'admin');
      await pagina(page, '/kaizen', 'Quick Kaizen');
      // The newest first: a grid row on a PC, a card on a phone.
      await page.getByText(kaizen.codigo).first().waitFor();
    },
  },
  {
    nombre: '/agregarkaizen',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/agregarkaizen', 'Agregar Quick Kaizen');
    },
  },
  {
    nombre: 'Kaizen detail (PDCA)',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Azul')]);
      await loginAs(page, 'jefe');
      await abrirKaizen(page, kaizen);
      await page.getByRole('region', { name: 'Planificar' }).waitFor();
    },
  },
  {
    nombre: '/chart (org chart, Admin: edit bar and tree)',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await pagina(page, '/chart', 'Organigrama');
      await page.getByRole('treeitem', { name: /^Coordinador/ }).first().waitFor();
    },
  },
  {
    nombre: '/mishoras (Mis horas: form, monthly table, entries)',
    abrir: async (page) => {
      await loginAs(page, 'operario');
      await pagina(page, '/mishoras', 'Horas');
      await page.getByRole('textbox', { name: /Número de horas/ }).waitFor();
    },
  },
  {
    nombre: '/mishoras, Horas de todos (Jefe de area)',
    abrir: async (page) => {
      await loginAs(page, 'jefe');
      await pagina(page, '/mishoras', 'Horas');
      await page.getByRole('tab', { name: 'Horas de todos' }).click();
      await page.getByRole('button', { name: /Exportar a Excel/ }).first().waitFor();
    },
  },
  {
    nombre: '/cambiarpin',
    abrir: async (page) => {
      await loginAs(page, 'operario');
      await pagina(page, '/cambiarpin', 'Cambiar pin');
    },
  },
  {
    nombre: '/cuenta (Mi cuenta: e-mail and overdue notices by e-mail)',
    abrir: async (page) => {
      await loginAs(page, 'operario');
      await pagina(page, '/cuenta', 'Mi cuenta');
      await page.getByRole('form', { name: 'Avisos por e-mail' }).waitFor();
    },
  },
  {
    nombre: '/admin/importar (dry run: mapping, values not configured, duplicates, rejected rows)',
    abrir: async (page) => {
      const numero = await numeroLibre(browser.baseUrl, 'Roja');
      const fecha = new Date().toISOString();
      const equipo = unico('Equipo a importar');
      await loginAs(page, 'admin');
      await elegirArchivoImport(
        page,
        'importar.csv',
        csvOriginal([
          { numero, color: 'Roja', equipo, fecha, descripcion: unico('Importada') },
          { numero, color: 'Roja', equipo, fecha, descripcion: unico('Importada') },
          { numero: numero + 1, color: 'Violeta', equipo, fecha, descripcion: unico('Importada') },
        ]),
      );
      await page.getByRole('radio', { name: 'Agregarlos a los campos' }).check();
      await page.getByRole('radio', { name: 'Rechazarlas' }).waitFor();
    },
  },
  {
    nombre: '/admin/importar with the demo data warning and its confirmation open',
    abrir: async (page) => {
      await loginAs(page, 'admin');
      await page.goto('/admin/importar');
      await page.getByRole('button', { name: 'Borrar datos de demostración' }).click();
      await page.getByRole('dialog', { name: 'Borrar datos de demostración' }).waitFor();
    },
  },
  {
    nombre: 'Kaizen A3 preview (?vista=a3)',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Verde')]);
      await loginAs(page, 'operario');
      await abrirKaizen(page, kaizen, '?vista=a3');
      await page.getByRole('region', { name: 'Chequear' }).waitFor();
    },
  },
];

describe.each<ViewportName>(['desktop', 'phone'])('axe-core at %s size: no serious or critical violation', (size) => {
  it.each(PANTALLAS.map((p) => [p.nombre, p] as const))('%s', async (_nombre, pantalla) => {
    const { page } = await browser.newPage(size);
    await pantalla.abrir(page);
    await quieta(page);
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
  });
});

describe('no horizontal scroll at 360 px', () => {
  it.each(PANTALLAS.map((p) => [p.nombre, p] as const))('%s', async (_nombre, pantalla) => {
    const { page } = await browser.newPage('narrow');
    await pantalla.abrir(page);
    await quieta(page);
    expect(await horizontalOverflow(page)).toBe(0);
  });
});
