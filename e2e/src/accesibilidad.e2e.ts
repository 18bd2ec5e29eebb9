import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeGraves, describirViolaciones, sinMovimiento } from './support/axe';
import { horizontalOverflow, usePortalBrowser } from './support/browser';
import type { Campo } from '@portal/shared/domain';
import { apiGet, apiToken, entrarComo, type USERS } from './support/portal';
import { abrirDetalle, apiSend, cerrarTarjetaApi, crearTarjetaApi, unico } from './support/tarjetas';
import { abrirKaizen, crearKaizenApi } from './support/kaizen';
import { csvOriginal, elegirArchivoImport, numeroLibre } from './support/importar';
import { equipoAm, equipoCargado } from './support/programa';

const browser = usePortalBrowser();

/** Waits until nothing moves (dialogs and menus fade in): axe measures colours as they are painted. */
async function quieta(page: Page) {
  await page.waitForLoadState('networkidle');
  await sinMovimiento(page);
}

async function pagina(page: Page, path: string, titulo: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: titulo, exact: true }).waitFor();
}

interface Pantalla {
  nombre: string;
  /** Whose session the page starts with (none: the login page). */
  usuario?: keyof typeof USERS;
  /** Opens the screen in the new page. */
  abrir: (page: Page) => Promise<void>;
}

const PANTALLAS: Pantalla[] = [
  {
    nombre: '/programa (the autonomous-maintenance program: every team and its step)',
    usuario: 'operario',
    abrir: async (page) => {
      await equipoAm(browser.baseUrl, { enPrograma: true });
      await pagina(page, '/programa', 'Programa de mantenimiento autónomo');
      await page.getByRole('list', { name: 'Equipos autónomos' }).waitFor();
    },
  },
  {
    nombre: "/programa/:id (a team's page: step ladder, history, members, machines; the Admin's actions)",
    usuario: 'admin',
    abrir: async (page) => {
      const { equipo } = await equipoAm(browser.baseUrl, { enPrograma: true });
      await pagina(page, `/programa/${equipo._id}`, equipo.value);
      await page.getByRole('list', { name: 'Historia' }).waitFor();
      await equipoCargado(page);
    },
  },
  {
    nombre: '/ (dashboard, a colour tab: chart and table)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/?tab=rojas', 'Dashboard');
      await page.getByText('Por mes cerradas').first().waitFor();
    },
  },
  {
    nombre: '/?tab=riesgo (risk map: filters, tables, chart)',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/?tab=riesgo', 'Dashboard');
      await page.getByText('Nivel Riesgo Inicial').first().waitFor();
    },
  },
  {
    nombre: '/?tab=rojas over Todo el historial (period selector, closure of the period)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/?tab=rojas', 'Dashboard');
      await page.getByRole('combobox', { name: 'Período' }).click();
      await page.getByRole('option', { name: 'Todo el historial' }).click();
      await page.getByText('% de cierre del período', { exact: false }).first().waitFor();
    },
  },
  {
    nombre: '/?tab=antiguedad (the oldest open cards: a list of links)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/?tab=antiguedad', 'Dashboard');
      await page.getByRole('list', { name: 'Tarjetas abiertas más antiguas' }).getByRole('link').first().waitFor();
    },
  },
  {
    nombre: '/?tab=curva (the tag curve of the plant, a team or a machine)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/?tab=curva', 'Dashboard');
      await page.getByRole('figure', { name: 'Gráfico: Curva de tarjetas' }).waitFor();
    },
  },
  ...(['autonomia', 'mttr', 'pareto', 'personalizado'] as const).map((tab): Pantalla => ({
    nombre: `/?tab=${tab}`,
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, `/?tab=${tab}`, 'Dashboard');
      await page.getByRole('table').first().waitFor();
    },
  })),
  {
    nombre: '/login',
    abrir: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    },
  },
  {
    nombre: "/bandeja (the Jefe de area's inbox, issue 22)",
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/bandeja', 'Bandeja');
      await page.getByRole('region', { name: 'Vencidas' }).waitFor();
    },
  },
  {
    nombre: '/misreportes (issue 22)',
    usuario: 'operario',
    abrir: async (page) => {
      await crearTarjetaApi(browser.baseUrl, 'Verde');
      await pagina(page, '/misreportes', 'Mis reportes');
      await page.getByRole('navigation', { name: 'Mis reportes' }).waitFor();
    },
  },
  {
    nombre: 'the open bell (groups with counts, issue 22)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/buscar', 'Buscar tarjeta');
      await page.getByRole('button', { name: /^Notificaciones/ }).click();
      await page.getByRole('dialog', { name: 'Notificaciones' }).waitFor();
    },
  },
  {
    nombre: '/tarjetas',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/tarjetas', 'Tarjetas');
    },
  },
  {
    nombre: '/agregartarjeta',
    usuario: 'operario',
    abrir: async (page) => {
      await pagina(page, '/agregartarjeta', 'Agregar Tarjeta');
    },
  },
  {
    nombre: '/agregartarjeta from a machine label (pre-filled, open cards warning)',
    usuario: 'operario',
    abrir: async (page) => {
      const abierta = await crearTarjetaApi(browser.baseUrl, 'Azul');
      const campos = await apiGet<Campo[]>(browser.baseUrl, '/api/campos', await apiToken(browser.baseUrl, 'operario'));
      const maquina = campos.find((c) => c.name === 'maquina' && c.value === abierta.maquina)!;
      await page.goto(`/agregartarjeta?maquina=${maquina._id}&parte=${encodeURIComponent(abierta.parteMaquina)}`);
      await page
        .getByRole('region', { name: 'Tarjetas abiertas en la máquina' })
        .getByRole('link', { name: `Ver tarjeta Azul N°${abierta.numero}` })
        .waitFor();
    },
  },
  {
    nombre: 'card detail (header actions, description, timeline)',
    usuario: 'operario',
    abrir: async (page) => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Verde');
      await abrirDetalle(page, tarjeta);
      await page.getByRole('list', { name: 'Historial de la tarjeta' }).waitFor();
    },
  },
  {
    nombre: 'closed card detail (timeline with a comment and the closing record)',
    usuario: 'jefe',
    abrir: async (page) => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Azul');
      const comentario = await apiSend(browser.baseUrl, 'POST', `/api/tarjetas/${tarjeta._id}/comentarios`, await apiToken(browser.baseUrl, 'operario'), {
        texto: 'Se pidió el repuesto.',
      });
      expect(comentario.ok).toBe(true);
      await cerrarTarjetaApi(browser.baseUrl, tarjeta);
      await abrirDetalle(page, tarjeta);
      await page.getByRole('region', { name: 'Cierre de la tarjeta' }).waitFor();
      await page.getByRole('list', { name: 'Historial de la tarjeta' }).locator(':scope > li[data-evento="comentario"]').waitFor();
    },
  },
  {
    nombre: '/pendientes',
    usuario: 'operario',
    abrir: async (page) => {
      await pagina(page, '/pendientes', 'Pendientes de envío');
    },
  },
  {
    nombre: 'card detail with its close dialog open',
    usuario: 'jefe',
    abrir: async (page) => {
      const tarjeta = await crearTarjetaApi(browser.baseUrl, 'Roja');
      await abrirDetalle(page, tarjeta);
      await page.getByRole('group', { name: 'Acciones de la tarjeta' }).getByRole('button', { name: 'Cerrar tarjeta', exact: true }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    nombre: '/admin',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin', 'Administrar usuarios');
      await page.getByText('Carla Ríos', { exact: true }).first().waitFor();
    },
  },
  {
    nombre: "/admin with a user's Acciones menu open",
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin', 'Administrar usuarios');
      // Found by name: other tests add users, and a list page shows only some.
      await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('Carla Ríos');
      await page.getByRole('button', { name: 'Acciones de Carla Ríos' }).first().click();
      await page.getByRole('menu', { name: 'Acciones de Carla Ríos' }).waitFor();
    },
  },
  {
    nombre: "/admin with a Jefe de area's Equipos a cargo dialog open",
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin', 'Administrar usuarios');
      await page.getByRole('searchbox', { name: 'Buscar usuario' }).fill('Martín Sosa');
      await page.getByRole('button', { name: 'Acciones de Martín Sosa' }).first().click();
      await page.getByRole('menu', { name: 'Acciones de Martín Sosa' }).getByRole('menuitem', { name: 'Equipos a cargo' }).click();
      await page.getByRole('dialog', { name: 'Equipos a cargo de Martín Sosa' }).getByRole('checkbox').first().waitFor();
    },
  },
  {
    nombre: '/admin/campos',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin/campos', 'Campos');
      await page.getByRole('heading', { level: 2, name: 'Maquina/Instalación' }).waitFor();
    },
  },
  {
    nombre: "/admin/campos with 'Editar planta' open (zone, alert days, report recipients, the program's steps)",
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin/campos', 'Campos');
      await page.getByRole('button', { name: 'Editar planta' }).click();
      await page.getByRole('dialog', { name: 'Editar planta' }).getByRole('textbox', { name: 'Pasos del programa de mantenimiento autónomo' }).waitFor();
    },
  },
  {
    nombre: '/admin/pantallas',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin/pantallas', 'Pantallas');
      await page.getByRole('heading', { level: 2 }).first().waitFor();
    },
  },
  {
    nombre: '/admin/auditoria (DD/MM/YYYY date filters, records)',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/admin/auditoria', 'Auditoría');
      await page.getByRole('group', { name: 'Desde', exact: true }).waitFor();
    },
  },
  {
    nombre: '/tarjetasfiltro',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/tarjetasfiltro', 'Tabla dinamica de tarjetas');
    },
  },
  {
    nombre: '/kaizen',
    usuario: 'admin',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Roja')]);
      await pagina(page, '/kaizen', 'Quick Kaizen');
      // The newest first: a grid row on a PC, a card on a phone.
      await page.getByText(kaizen.codigo).first().waitFor();
    },
  },
  {
    nombre: '/agregarkaizen',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/agregarkaizen', 'Agregar Quick Kaizen');
    },
  },
  {
    nombre: 'Kaizen detail (PDCA)',
    usuario: 'jefe',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Azul')]);
      await abrirKaizen(page, kaizen);
      await page.getByRole('region', { name: 'Planificar' }).waitFor();
    },
  },
  {
    nombre: 'Kaizen detail, Chequear step (Admin: ¿Se logró el objetivo? chips, its own Guardar)',
    usuario: 'admin',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Azul')]);
      await abrirKaizen(page, kaizen);
      const pasos = page.getByLabel('Pasos del PDCA');
      await pasos.getByRole(page.viewportSize()!.width < 600 ? 'button' : 'tab', { name: /Chequear/ }).click();
      await page.getByRole('radiogroup', { name: '¿Se logró el objetivo?' }).waitFor();
    },
  },
  {
    nombre: 'Kaizen close dialog with linked cards still open (the warning and its choice)',
    usuario: 'operario',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Roja'), await crearTarjetaApi(browser.baseUrl, 'Verde')]);
      await abrirKaizen(page, kaizen);
      await page.getByRole('button', { name: 'Opciones' }).click();
      await page.getByRole('menuitem', { name: 'Implementar / Cerrar Kaizen' }).click();
      await page.getByRole('dialog').getByLabel('Estado', { exact: true }).selectOption('Cerrada');
      await page.getByRole('group', { name: 'Tarjetas vinculadas abiertas' }).waitFor();
    },
  },
  {
    nombre: '/agregarkaizen from the cards selected in /tarjetas (?tarjetas=…, chips)',
    usuario: 'admin',
    abrir: async (page) => {
      const tarjetas = [await crearTarjetaApi(browser.baseUrl, 'Roja'), await crearTarjetaApi(browser.baseUrl, 'Azul')];
      await pagina(page, `/agregarkaizen?tarjetas=${tarjetas.map((t) => t._id).join(',')}`, 'Agregar Quick Kaizen');
      await page.getByRole('list', { name: 'Tarjetas de origen' }).getByRole('listitem').nth(1).waitFor();
    },
  },
  {
    nombre: '/tarjetas with two cards selected (Crear Quick Kaizen con 2 tarjetas)',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/tarjetas', 'Tarjetas');
      const casillas = page.getByRole('checkbox', { name: /^Seleccionar Tarjeta/ });
      await casillas.nth(1).waitFor();
      await casillas.nth(0).check();
      await casillas.nth(1).check();
      await page.getByRole('link', { name: 'Crear Quick Kaizen con 2 tarjetas' }).waitFor();
    },
  },
  {
    nombre: '/chart (org chart, Admin: edit bar and tree)',
    usuario: 'admin',
    abrir: async (page) => {
      await pagina(page, '/chart', 'Organigrama');
      await page
        .getByRole('treeitem', { name: /^Coordinador/ })
        .first()
        .waitFor();
    },
  },
  {
    nombre: '/mishoras (Mis horas: form, monthly table, entries)',
    usuario: 'operario',
    abrir: async (page) => {
      await pagina(page, '/mishoras', 'Horas');
      await page.getByRole('textbox', { name: /Número de horas/ }).waitFor();
    },
  },
  {
    nombre: '/mishoras, Horas de todos (Jefe de area)',
    usuario: 'jefe',
    abrir: async (page) => {
      await pagina(page, '/mishoras', 'Horas');
      await page.getByRole('tab', { name: 'Horas de todos' }).click();
      await page
        .getByRole('button', { name: /Exportar a Excel/ })
        .first()
        .waitFor();
    },
  },
  {
    nombre: '/cambiarpin',
    usuario: 'operario',
    abrir: async (page) => {
      await pagina(page, '/cambiarpin', 'Cambiar pin');
    },
  },
  {
    nombre: '/cuenta (Mi cuenta: e-mail and overdue notices by e-mail)',
    usuario: 'operario',
    abrir: async (page) => {
      await pagina(page, '/cuenta', 'Mi cuenta');
      await page.getByRole('form', { name: 'Avisos por e-mail' }).waitFor();
    },
  },
  {
    nombre: '/admin/importar (dry run: mapping, values not configured, duplicates, rejected rows)',
    usuario: 'admin',
    abrir: async (page) => {
      const numero = await numeroLibre(browser.baseUrl, 'Roja');
      const fecha = new Date().toISOString();
      const equipo = unico('Equipo a importar');
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
    usuario: 'admin',
    abrir: async (page) => {
      await page.goto('/admin/importar');
      await page.getByRole('button', { name: 'Borrar datos de demostración' }).click();
      await page.getByRole('dialog', { name: 'Borrar datos de demostración' }).waitFor();
    },
  },
  {
    nombre: 'Kaizen A3 preview (?vista=a3)',
    usuario: 'operario',
    abrir: async (page) => {
      const kaizen = await crearKaizenApi(browser.baseUrl, [await crearTarjetaApi(browser.baseUrl, 'Verde')]);
      await abrirKaizen(page, kaizen, '?vista=a3');
      await page.getByRole('region', { name: 'Chequear' }).waitFor();
    },
  },
];

// A phone is checked at its narrowest (360 px, the phone layout as at 390 px: both below the 600 px breakpoint), so one
// page load answers both questions there.
describe('at desktop size: axe-core finds no serious or critical violation', () => {
  it.each(PANTALLAS.map((p) => [p.nombre, p] as const))('%s', async (_nombre, pantalla) => {
    const { page } = await browser.newPage('desktop');
    if (pantalla.usuario) await entrarComo(page, pantalla.usuario);
    await pantalla.abrir(page);
    await quieta(page);
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
  });
});

describe('at 360 px: no horizontal scroll, and axe-core finds no serious or critical violation', () => {
  it.each(PANTALLAS.map((p) => [p.nombre, p] as const))('%s', async (_nombre, pantalla) => {
    const { page } = await browser.newPage('narrow');
    if (pantalla.usuario) await entrarComo(page, pantalla.usuario);
    await pantalla.abrir(page);
    await quieta(page);
    expect(await horizontalOverflow(page)).toBe(0);
    const graves = await axeGraves(page);
    expect(graves, describirViolaciones(graves)).toEqual([]);
  });
});
