import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMPORT_MAX_BYTES, MSG, type ImportAnalisis, type ImportOpciones, type ImportResultado } from '@portal/shared/domain';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import { renderPageAs, type FakeRoutes, type RecordedCall } from '@portal/shared/testing';
import { ARCHIVO_NO_ADMITIDO } from '../features/importar/campos';
import ImportarPage from './ImportarPage';

const ANALIZAR = '/api/importar/tarjetas/analizar';
const CAMPOS = [
  { _id: 'c1', name: 'equipo', value: 'Calandrado', parteMaquina: [] },
  { _id: 'c2', name: 'equipo', value: 'Laminadora', parteMaquina: [] },
  { _id: 'c3', name: 'maquina', value: 'Calandra 1', parteMaquina: ['Reductor'] },
];
const IMPORTAR = '/api/importar/tarjetas';

const analisis = (patch: Partial<ImportAnalisis> = {}): ImportAnalisis => ({
  columnas: [
    { encabezado: 'N°', campo: 'numero', automatico: true },
    { encabezado: 'Color', campo: 'color', automatico: true },
    { encabezado: 'Fecha apertura', campo: 'fecha', automatico: true },
    { encabezado: 'Descripción anomalia', campo: 'descripcion', automatico: true },
    { encabezado: 'Equipo Autonomo', campo: 'equipo', automatico: true },
    { encabezado: 'Notas', campo: null, automatico: false },
  ],
  faltanCampos: [],
  filas: 7,
  aCrear: 3,
  porColor: { Roja: 2, Azul: 1, Verde: 0, Amarilla: 0 },
  rechazadas: [{ linea: 4, motivo: 'Color desconocido: Violeta' }],
  rechazadasTotal: 1,
  valoresNoConfigurados: [{ campo: 'equipo', valor: 'Línea 9', filas: 2 }],
  duplicados: [{ color: 'Roja', numero: 12, lineas: [2, 6] }],
  yaImportadas: 1,
  valoresDesconocidos: [],
  enviosDobles: [],
  renumeracion: [],
  renumeracionTotal: 0,
  cerradasSinCierre: 0,
  ...patch,
});

const RESULTADO: ImportResultado = {
  creadas: 5,
  porColor: { Roja: 3, Azul: 2, Verde: 0, Amarilla: 0 },
  renumeradas: 1,
  yaImportadas: 1,
  rechazadas: 1,
  camposAgregados: 1,
  enviosDoblesOmitidos: 2,
};

const csv = (nombre = 'historial.csv') => new File(['"N°","Color"\n1,Roja\n'], nombre, { type: 'text/csv' });

/** The `opciones` part of a recorded multipart request, parsed. */
function opcionesDe(call: RecordedCall | undefined): ImportOpciones {
  const texto = String(call?.body);
  const m = /name="opciones"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r\n]*)\r\n/.exec(texto);
  if (!m) throw new Error(`sin parte opciones en ${texto.slice(0, 300)}`);
  return JSON.parse(m[1]) as ImportOpciones;
}

function setup(routes: FakeRoutes = {}) {
  const user = userEvent.setup();
  const view = renderPageAs(ImportarPage, 'Admin', {
    [`POST ${ANALIZAR}`]: { body: analisis() },
    [`POST ${IMPORTAR}`]: { body: RESULTADO },
    'GET /api/campos': { body: CAMPOS },
    ...routes,
  });
  return { user, ...view };
}

async function elegir(file = csv()) {
  fireEvent.change(await screen.findByLabelText('Archivo a importar'), { target: { files: [file] } });
}

const analizado = () => screen.findByRole('heading', { name: '2. Revise el análisis' });

describe('ImportarPage', () => {
  it('is for Admin only: others see the no-permission message and nothing is sent', async () => {
    for (const role of ['Jefe de area', 'Operario'] as const) {
      const { server, unmount } = renderPageAs(ImportarPage, role, {});
      expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
      expect(screen.queryByLabelText('Archivo a importar')).not.toBeInTheDocument();
      expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
      unmount();
    }
  });

  it('a chosen file goes to the dry run (multipart archivo + opciones) and its figures are shown', async () => {
    const { server } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Importar tarjetas' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
    await elegir();
    await analizado();
    const [call] = server.callsTo('POST', ANALIZAR);
    // jsdom's File reaches Node's FormData without its name nor its bytes: the part and its type are what can be seen here.
    expect(String(call?.body)).toMatch(/Content-Disposition: form-data; name="archivo"[^\r\n]*\r\nContent-Type: text\/csv/);
    expect(opcionesDe(call)).toEqual({});
    expect(screen.getByText(/Archivo:/)).toHaveTextContent('Archivo: historial.csv');
    expect(screen.getByText(/Filas en el archivo/)).toHaveTextContent('Filas en el archivo: 7');
    expect(screen.getByText(/Tarjetas a crear:/)).toHaveTextContent('Tarjetas a crear: 3');
    const porColor = screen.getByRole('group', { name: 'Tarjetas a crear por color' });
    for (const chip of ['Roja: 2', 'Azul: 1', 'Verde: 0', 'Amarilla: 0']) expect(within(porColor).getByText(chip)).toBeInTheDocument();
    expect(screen.getByText('Ya importadas antes (se omiten): 1')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Filas rechazadas' })).getByRole('listitem')).toHaveTextContent('Línea 4: Color desconocido: Violeta');
    expect(within(screen.getByRole('list', { name: 'Valores no configurados' })).getByRole('listitem')).toHaveTextContent('Equipo Autonomo: Línea 9 (2 filas)');
    expect(within(screen.getByRole('list', { name: 'Pares de color y número repetidos' })).getByRole('listitem')).toHaveTextContent('Roja N°12: líneas 2, 6');
    // The mapping: every header with its field; automatic matches marked, the ignored column 'No importar'.
    expect(screen.getByLabelText('Columna «N°»')).toHaveValue('numero');
    expect(screen.getByLabelText('Columna «Equipo Autonomo»')).toHaveValue('equipo');
    expect(screen.getByLabelText('Columna «Notas»')).toHaveValue('');
    expect(screen.getByLabelText('«N°» reconocida automáticamente')).toBeInTheDocument();
    expect(screen.queryByLabelText('«Notas» reconocida automáticamente')).not.toBeInTheDocument();
    // The defaults of the two choices: reject.
    expect(screen.getByRole('radio', { name: 'Rechazar esas filas' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rechazarlas' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeEnabled();
  });

  it('a file dropped on the area is analysed too; other file types and files over the maximum are refused without a call', async () => {
    const { server } = setup();
    await elegir(new File(['x'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByText(ARCHIVO_NO_ADMITIDO)).toBeInTheDocument();
    expect(server.callsTo('POST', ANALIZAR)).toHaveLength(0);
    const grande = csv('grande.csv');
    Object.defineProperty(grande, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await elegir(grande);
    expect(await screen.findByText(MSG.importArchivoDemasiadoGrande)).toBeInTheDocument();
    expect(server.callsTo('POST', ANALIZAR)).toHaveLength(0);
    fireEvent.drop(screen.getByTestId('zona-archivo'), { dataTransfer: { files: [csv('ReporteTarjetas.XLSX')] } });
    await analizado();
    expect(server.callsTo('POST', ANALIZAR)).toHaveLength(1);
    expect(screen.getByText(/Archivo:/)).toHaveTextContent('ReporteTarjetas.XLSX');
    expect(screen.queryByText(ARCHIVO_NO_ADMITIDO)).not.toBeInTheDocument();
  });

  it('changing a column re-runs the dry run with that mapping (a field or none)', async () => {
    const { user, server } = setup();
    await elegir();
    await analizado();
    server.routes[`POST ${ANALIZAR}`] = { body: analisis({ columnas: [{ encabezado: 'Notas', campo: 'causa', automatico: false }], aCrear: 2 }) };
    await user.selectOptions(screen.getByLabelText('Columna «Notas»'), 'Causa');
    await waitFor(() => expect(screen.getByText(/Tarjetas a crear:/)).toHaveTextContent('Tarjetas a crear: 2'));
    expect(screen.getByLabelText('Columna «Notas»')).toHaveValue('causa');
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[1])).toEqual({ mapeo: { Notas: 'causa' } });
    await user.selectOptions(screen.getByLabelText('Columna «Notas»'), 'No importar');
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(3));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[2])).toEqual({ mapeo: { Notas: null } });
  });

  it("'Agregarlos a los campos' and 'Importar con número nuevo' re-run the dry run with those options, and the import sends them", async () => {
    const { user, server } = setup();
    await elegir();
    await analizado();
    await user.click(screen.getByRole('radio', { name: 'Agregarlos a los campos' }));
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(2));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[1])).toEqual({ agregarCampos: true });
    await user.click(screen.getByRole('radio', { name: 'Importar con número nuevo (se conserva el original)' }));
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(3));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[2])).toEqual({ agregarCampos: true, renumerarDuplicados: true });
    expect(screen.getByRole('radio', { name: 'Agregarlos a los campos' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Rechazar esas filas' }));
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(4));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[3])).toEqual({ agregarCampos: false, renumerarDuplicados: true });

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Importar tarjetas' })).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(server.callsTo('POST', IMPORTAR)).toHaveLength(1));
    expect(opcionesDe(server.callsTo('POST', IMPORTAR)[0])).toEqual({ agregarCampos: false, renumerarDuplicados: true });
  });

  it('required fields without a column: the Admin is told which, and Importar stays disabled; nothing to create disables it too', async () => {
    const { server } = setup({ [`POST ${ANALIZAR}`]: { body: analisis({ faltanCampos: ['fecha', 'descripcion'], aCrear: 0 }) } });
    await elegir();
    await analizado();
    expect(screen.getByRole('alert')).toHaveTextContent('Faltan columnas para campos obligatorios: Fecha apertura, Descripción.');
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Importar' })).toHaveAccessibleDescription('Asigne una columna a cada campo obligatorio para poder importar.');

    server.routes[`POST ${ANALIZAR}`] = { body: analisis({ aCrear: 0, porColor: { Roja: 0, Azul: 0, Verde: 0, Amarilla: 0 } }) };
    await elegir(csv('otro.csv'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Importar' })).toHaveAccessibleDescription('No hay filas para crear tarjetas.'));
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(screen.queryByText(/Faltan columnas/)).not.toBeInTheDocument();
  });

  it("'Importar' asks first; confirmed, it sends the same file and options, then shows the counts and links to the cards and the dashboard", async () => {
    const { user, server } = setup();
    await elegir();
    await analizado();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar tarjetas' });
    expect(dialog).toHaveTextContent('Se crearán 3 tarjetas en una sola operación');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', IMPORTAR)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Importar tarjetas' })).getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Importación terminada: 5 tarjetas creadas')).toBeInTheDocument();
    const [call] = server.callsTo('POST', IMPORTAR);
    expect(String(call?.body)).toMatch(/name="archivo"[^\r\n]*\r\nContent-Type: text\/csv/);
    expect(opcionesDe(call)).toEqual({});
    const porColor = screen.getByRole('group', { name: 'Tarjetas creadas por color' });
    for (const chip of ['Roja: 3', 'Azul: 2', 'Verde: 0', 'Amarilla: 0']) expect(within(porColor).getByText(chip)).toBeInTheDocument();
    const lista = screen.getByRole('list', { name: 'Resultado de la importación' });
    for (const texto of [
      'Con número nuevo (se conserva el original): 1',
      'Ya importadas antes (omitidas): 1',
      'Envíos dobles omitidos: 2',
      'Filas rechazadas: 1',
      'Valores agregados a los campos: 1',
    ]) {
      expect(within(lista).getByText(texto)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Ver tarjetas' })).toHaveAttribute('href', '/tarjetas');
    expect(screen.getByRole('link', { name: 'Ver dashboard' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Importar otro archivo' }));
    expect(screen.getByText(/o arrastre aquí un archivo/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '2. Revise el análisis' })).not.toBeInTheDocument();
  });

  it("the server's { msg } is shown: a refused file in the dry run, a failed import inside the confirmation (nothing else changes)", async () => {
    const { user, server } = setup({ [`POST ${ANALIZAR}`]: { status: 400, body: { msg: 'El archivo no tiene filas.' } } });
    await elegir();
    expect(await screen.findByText('El archivo no tiene filas.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '2. Revise el análisis' })).not.toBeInTheDocument();

    server.routes[`POST ${ANALIZAR}`] = { body: analisis() };
    server.routes[`POST ${IMPORTAR}`] = { status: 409, body: { msg: 'Otra importación está en curso.' } };
    await elegir(csv('bueno.csv'));
    await analizado();
    expect(screen.queryByText('El archivo no tiene filas.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar tarjetas' });
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Otra importación está en curso.')).toBeInTheDocument();
    expect(screen.queryByText(/Importación terminada/)).not.toBeInTheDocument();
  });

  it('many rejected rows: the first ones listed in a scrollable list, with how many there are in all', async () => {
    const rechazadas = Array.from({ length: 1000 }, (_, i) => ({ linea: i + 2, motivo: 'Fecha inválida' }));
    setup({ [`POST ${ANALIZAR}`]: { body: analisis({ rechazadas, rechazadasTotal: 1500, valoresNoConfigurados: [], duplicados: [] }) } });
    await elegir();
    await analizado();
    expect(screen.getByRole('heading', { name: 'Filas rechazadas (1500)' })).toBeInTheDocument();
    expect(screen.getByText('Se muestran las primeras 1000.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Filas rechazadas' })).getAllByRole('listitem')).toHaveLength(1000);
    expect(screen.getByRole('region', { name: 'Filas rechazadas' })).toHaveAttribute('tabindex', '0');
    // No duplicates nor unconfigured values: their choices are not offered.
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('unknown values are mapped on screen: each with its rows and a select (Rechazar filas by default), a campo value added, rejected or mapped to a configured one; the dry run re-runs and the import sends the same', async () => {
    const { user, server } = setup({
      [`POST ${ANALIZAR}`]: {
        body: analisis({
          valoresDesconocidos: [
            { campo: 'prioridad', valor: 'Medio', filas: 3 },
            { campo: 'estado', valor: 'Pendiente', filas: 1 },
          ],
          valoresNoConfigurados: [
            { campo: 'equipo', valor: 'Calandra', filas: 2 },
            { campo: 'parteMaquina', valor: 'Rodillo', filas: 1 },
          ],
        }),
      },
    });
    await elegir();
    await analizado();
    const medio = screen.getByLabelText('Prioridad «Medio» (3 filas)');
    expect(medio).toHaveValue('');
    expect(
      within(medio)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rechazar filas', 'Mapear a Alta', 'Mapear a Media', 'Mapear a Baja']);
    expect(
      within(screen.getByLabelText('Estado «Pendiente» (1 fila)'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rechazar filas', 'Mapear a Abierta', 'Mapear a Cerrada']);
    await user.selectOptions(medio, 'Mapear a Media');
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(2));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[1])).toEqual({ valores: { prioridad: { Medio: 'Media' } } });
    expect(screen.getByLabelText('Prioridad «Medio» (3 filas)')).toHaveValue('Media');

    // Campos: the general choice is each value's default; a value can be mapped to a configured one of its campo.
    const calandra = await screen.findByLabelText('Qué hacer con «Calandra»');
    expect(calandra).toHaveValue('rechazar');
    await waitFor(() =>
      expect(
        within(calandra)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Agregar a los campos', 'Rechazar filas', 'Mapear a Calandrado', 'Mapear a Laminadora']),
    );
    // A part belongs to its row's machine: added or rejected only.
    expect(within(screen.getByLabelText('Qué hacer con «Rodillo»')).getAllByRole('option')).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Agregarlos a los campos' }));
    await waitFor(() => expect(screen.getByLabelText('Qué hacer con «Calandra»')).toHaveValue('agregar'));
    await user.selectOptions(screen.getByLabelText('Qué hacer con «Calandra»'), 'Mapear a Calandrado');
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Prioridad «Medio» (3 filas)'), 'Rechazar filas');
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(5));
    const esperadas = { agregarCampos: true, valores: { campos: { equipo: { Calandra: { accion: 'mapear', a: 'Calandrado' } } } } };
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[4])).toEqual(esperadas);

    await user.click(screen.getByRole('button', { name: 'Importar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Importar tarjetas' })).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(server.callsTo('POST', IMPORTAR)).toHaveLength(1));
    expect(opcionesDe(server.callsTo('POST', IMPORTAR)[0])).toEqual(esperadas);
  });

  it('the renumbering preview names the card holding a number; double submissions are listed and skipped unless imported; Cerradas without closing date are told', async () => {
    const ocupada = { linea: 11, color: 'Roja' as const, numero: 1, nuevo: 7022, ocupadaPor: 'ya es la tarjeta abierta el 12/06/2025 «Fuga de aceite»' };
    const { user, server } = setup({
      [`POST ${ANALIZAR}`]: {
        body: analisis({
          renumeracion: [{ linea: 6, color: 'Roja', numero: 12, nuevo: 7021, lineaAnterior: 2 }, ocupada],
          renumeracionTotal: 2,
          enviosDobles: [{ color: 'Azul', numero: 1717, linea: 3, dobles: [4, 5] }],
          cerradasSinCierre: 1994,
        }),
      },
    });
    await elegir();
    await analizado();
    expect(screen.getByText('1.994 filas Cerradas sin fecha de cierre: figurarán como cerradas sin mes de cierre')).toBeInTheDocument();
    expect(screen.getByText(/2 filas con número repetido recibirían un número nuevo/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Números nuevos' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Línea 6: Roja N°12 → N°7021 (repetida en el archivo, línea 2)',
      'Línea 11: Roja N°1 → N°7022 (Roja N°1 — ya es la tarjeta abierta el 12/06/2025 «Fuga de aceite»)',
    ]);
    expect(within(screen.getByRole('list', { name: 'Posibles envíos dobles' })).getByRole('listitem')).toHaveTextContent(
      'Azul N°1717: línea 3, enviada de nuevo en las líneas 4, 5',
    );
    expect(screen.getByRole('radio', { name: 'Omitir los envíos dobles' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Importarlos' }));
    await waitFor(() => expect(server.callsTo('POST', ANALIZAR)).toHaveLength(2));
    expect(opcionesDe(server.callsTo('POST', ANALIZAR)[1])).toEqual({ enviosDobles: 'importar' });
    await user.click(screen.getByRole('radio', { name: 'Importar con número nuevo (se conserva el original)' }));
    await waitFor(() => expect(screen.getByText(/2 filas con número repetido recibirán un número nuevo/)).toBeInTheDocument());
    // Already imported comes first in the summary.
    const resumen = screen.getByText('Ya importadas antes (se omiten): 1');
    expect(resumen.compareDocumentPosition(screen.getByText(/Tarjetas a crear:/)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
