import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MSG, ROUTES, detallePath, tarjetaInexistente } from '@portal/shared/domain';
import type { Comentario, RegistroHistorial } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import KaizenDetallePage from '../../pages/KaizenDetallePage';
import userEvent from '@testing-library/user-event';
import { abrirPaso, elegirOpcion, opcionesDelMenu, pasos, renderDetalle, valorDe } from './detalleTestSetup';
import { SIN_TARJETAS_HACER } from './hacer/HacerSection';
import { SIN_TARJETAS_VINCULADAS } from './vista/KaizenDatos';
import { makeKaizen, makeRecurrencia, makeRef } from './test/makeKaizen';

/** Planificar complete (the default Kaizen lacks causas and acciones): the stepper opens on Hacer. */
const PLANIFICAR = { causas: 'Retén gastado', acciones: 'Cambiar el retén' };
const CERRADA = { estado: 'Cerrada' as const, estadoActual: 'Cerrada' as const, fechaFinalizacionMejora: '2024-04-10', cerradaEn: '2024-04-10T15:00:00.000Z' };

describe('Kaizen detail', () => {
  it('shows the title, its data with empty values as —, and the PDCA stepper on its first step not complete', async () => {
    await renderDetalle({}, 'Operario');
    expect(screen.getByLabelText('Estado: Abierta')).toBeInTheDocument();
    expect(valorDe('Código del Kaizen')).toBe('QK-007');
    expect(valorDe('Máquina')).toBe('Extrusora 1');
    expect(valorDe('Líder del equipo de mejora')).toBe('Laura Líder');
    expect(valorDe('Pilar')).toBe('Mejoras enfocadas');
    expect(valorDe('Fecha apertura')).toMatch(/^0[45]\/03\/2024$/);
    expect(screen.getByRole('heading', { level: 2, name: 'PDCA' })).toBeInTheDocument();
    expect(pasos()).toEqual(['Planificar Plan · Pendiente', 'Hacer Do · Pendiente', 'Chequear Check · Pendiente', 'Estandarizar Act · Pendiente']);
    expect(valorDe('Descripción del problema', 'Planificar')).toBe('Pierde aceite por el retén');
    expect(valorDe('Causas', 'Planificar')).toBe('—');
    const user = userEvent.setup();
    await abrirPaso(user, 'Estandarizar');
    expect(valorDe('Otra máquina donde aplica', 'Estandarizar')).toBe('—');
    expect(valorDe('Responsable de seguimiento', 'Estandarizar')).toBe('—');
    await abrirPaso(user, 'Chequear');
    expect(valorDe('¿Se logró el objetivo?', 'Chequear')).toBe('—');
    expect(valorDe('Fecha de finalización de la mejora', 'Chequear')).toBe('—');
  });

  it("adds 'En implementacion' to the title while implementing, and shows a Cerrada Kaizen's state and Chequear", async () => {
    const impl = await renderDetalle({ implementacion: true, estadoActual: 'En implementacion' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quick Kaizen N°7 En implementacion');
    // The chip shows the current state, not the stored 'Abierta'.
    expect(screen.getByLabelText('Estado: En implementacion')).toBeInTheDocument();
    impl.view.unmount();
    const { user } = await renderDetalle(
      { ...CERRADA, ...PLANIFICAR, objetivoLogrado: 'Parcialmente', objetivoCompletado: 'Bajaron a la mitad', costo: '1.500', documentos: 'Estándar 12' },
      'Operario',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Quick Kaizen N°7$/);
    expect(screen.getByLabelText('Estado: Cerrada')).toBeInTheDocument();
    // Hacer has no card: the stepper opens there.
    expect(pasos()).toEqual(['Planificar Plan · Completo', 'Hacer Do · Pendiente', 'Chequear Check · Completo', 'Estandarizar Act · Completo']);
    expect(screen.getByRole('region', { name: 'Hacer' })).toBeInTheDocument();
    await abrirPaso(user, 'Chequear');
    expect(valorDe('Fecha de finalización de la mejora', 'Chequear')).toBe('10/04/2024');
    expect(valorDe('Costo', 'Chequear')).toBe('1.500');
    expect(valorDe('¿Se logró el objetivo?', 'Chequear')).toBe('Parcialmente — Bajaron a la mitad');
  });

  it.each([
    ['Operario', {}, ['Implementar / Cerrar Kaizen', 'Adjuntar imagen del antes', 'Adjuntar imagen del después']],
    ['Operario', { imagenFrontUrl: '/uploads/a.jpg' }, ['Implementar / Cerrar Kaizen', 'Adjuntar imagen del después']],
    [
      'Jefe de area',
      { imagenFrontUrl: '/uploads/a.jpg', imagenBackUrl: '/uploads/b.jpg' },
      ['Implementar / Cerrar Kaizen', 'Editar Kaizen', 'Reemplazar imagen del antes', 'Reemplazar imagen del después'],
    ],
    ['Admin', CERRADA, ['Editar Kaizen', 'Adjuntar imagen del antes', 'Adjuntar imagen del después', 'Eliminar Kaizen']],
  ] as const)('Opciones for %s on %j', async (role, patch, esperadas) => {
    const { user } = await renderDetalle(patch, role);
    expect(await opcionesDelMenu(user)).toEqual(esperadas);
  });

  it('the linked-cards popup lists source and Hacer cards; a click opens the card, a deleted one is no link', async () => {
    const { user } = await renderDetalle({
      tarjetasHacer: [
        makeRef({ _id: 't-2', color: 'Azul', numero: 4, estado: 'Cerrada', descripcion: 'Cambio de retén' }),
        makeRef({ _id: null, color: 'Verde', numero: 9, estado: 'eliminada', descripcion: '' }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Tarjetas vinculadas (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarjetas vinculadas: Quick Kaizen N°7' });
    const filas = within(within(dialog).getByRole('table', { name: 'Tarjetas vinculadas' }))
      .getAllByRole('row')
      .slice(1);
    expect(filas.map((f) => Array.from(f.querySelectorAll('td')).map((td) => td.textContent))).toEqual([
      ['N°1', 'Roja', 'Abierta', 'Origen'],
      ['N°4', 'Azul', 'Cerrada', 'Hacer'],
      ['N°9', 'Verde', 'eliminada', 'Hacer'],
    ]);
    expect(within(filas[2]!).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Tarjeta Azul N°4' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(detallePath('t-2')));
  });

  it("Hacer lists its cards and adds one by colour and number; an unknown card's message shows next to the form", async () => {
    const agregada = makeRef({ _id: 't-5', color: 'Azul', numero: 12, descripcion: 'Ajuste de guía' });
    const { user, server } = await renderDetalle(PLANIFICAR, 'Operario', {
      'POST /api/tarjetaskaizen/tarjetasHacer': (body) =>
        (body as { numero: number }).numero === 99
          ? { status: 400, body: { msg: tarjetaInexistente('Azul', 99) } }
          : { body: makeKaizen({ tarjetasHacer: [agregada] }) },
    });
    const form = screen.getByRole('form', { name: 'Agregar tarjeta a Hacer' });
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'Agregar' }));
    expect(await f.findAllByText(MSG.kaizenTarjetaInvalida)).toHaveLength(2);
    expect(server.callsTo('POST', '/api/tarjetaskaizen/tarjetasHacer')).toHaveLength(0);
    await user.selectOptions(f.getByRole('combobox', { name: 'Color' }), 'Azul');
    await user.type(f.getByRole('textbox', { name: 'Número' }), '99');
    await user.click(f.getByRole('button', { name: 'Agregar' }));
    expect(await f.findByRole('alert')).toHaveTextContent(tarjetaInexistente('Azul', 99));
    // The page answers the new list after a success (the fake returns it on the next GET).
    server.routes['GET /api/tarjetaskaizen/k-1'] = { body: makeKaizen({ tarjetasHacer: [agregada] }) };
    await user.clear(f.getByRole('textbox', { name: 'Número' }));
    await user.type(f.getByRole('textbox', { name: 'Número' }), '12');
    await user.click(f.getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/tarjetaskaizen/tarjetasHacer')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/tarjetaskaizen/tarjetasHacer')[1]?.body).toEqual({ _id: 'k-1', color: 'Azul', numero: 12 });
    const hacer = await screen.findByRole('table', { name: 'Tarjetas de Hacer' });
    expect(within(hacer).getByRole('link', { name: 'Tarjeta Azul N°12' })).toBeInTheDocument();
    expect(within(hacer).getByText('Ajuste de guía')).toBeInTheDocument();
    expect(f.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Tarjeta Azul N°12 agregada a Hacer')).toBeInTheDocument();
  });

  it('a Cerrada Kaizen has no Hacer form', async () => {
    const { user } = await renderDetalle(CERRADA);
    await abrirPaso(user, 'Hacer');
    expect(screen.getByRole('region', { name: 'Hacer' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Agregar tarjeta a Hacer' })).not.toBeInTheDocument();
  });

  it("never says 'Sin tarjetas vinculadas' beside 'Tarjetas vinculadas (N)': an empty Hacer says so in its own words", async () => {
    const { user } = await renderDetalle(PLANIFICAR, 'Operario');
    expect(screen.getByRole('button', { name: 'Tarjetas vinculadas (1)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hacer' })).getByText(SIN_TARJETAS_HACER)).toBeInTheDocument();
    expect(screen.queryByText(/Sin tarjetas vinculadas/)).not.toBeInTheDocument();
    await abrirPaso(user, 'Planificar');
    expect(screen.queryByText(/Sin tarjetas vinculadas/)).not.toBeInTheDocument();
  });

  it("a Kaizen whose only card was deleted says 'Sin tarjetas vinculadas' and offers no popup", async () => {
    await renderDetalle({ preTarjeta: [] }, 'Operario');
    expect(valorDe('Tarjetas vinculadas')).toBe(SIN_TARJETAS_VINCULADAS);
    expect(screen.queryByRole('button', { name: /Tarjetas vinculadas \(/ })).not.toBeInTheDocument();
  });

  it("'¿Volvió a ocurrir?' on a Cerrada Kaizen: the count and links to the cards", async () => {
    const tarjetas = [makeRef({ _id: 't-8', numero: 30, descripcion: 'Otra vez aceite' }), makeRef({ _id: 't-9', numero: 31 })];
    await renderDetalle(CERRADA, 'Operario', { 'GET /api/tarjetaskaizen/k-1/recurrencia': { body: makeRecurrencia({ total: 2, tarjetas }) } });
    const panel = await screen.findByRole('region', { name: '¿Volvió a ocurrir?' });
    expect(panel).toHaveTextContent('2 tarjetas abiertas en Extrusora 1 desde el 11/04/2024');
    expect(within(panel).getByRole('link', { name: 'Tarjeta Roja N°30' })).toHaveAttribute('href', detallePath('t-8'));
    expect(within(panel).getByRole('link', { name: 'Tarjeta Roja N°31' })).toBeInTheDocument();
  });

  it("'¿Volvió a ocurrir?' with none says so; an open Kaizen does not ask", async () => {
    const cerrada = await renderDetalle(CERRADA);
    expect(await screen.findByRole('region', { name: '¿Volvió a ocurrir?' })).toHaveTextContent(
      'No se registraron tarjetas abiertas en Extrusora 1 desde el 11/04/2024.',
    );
    cerrada.view.unmount();
    const abierta = await renderDetalle();
    expect(screen.queryByRole('region', { name: '¿Volvió a ocurrir?' })).not.toBeInTheDocument();
    expect(abierta.server.callsTo('GET', '/api/tarjetaskaizen/k-1/recurrencia')).toHaveLength(0);
  });

  it("'¿Volvió a ocurrir?' is hidden when the check does not apply", async () => {
    const { server } = await renderDetalle(CERRADA, 'Operario', {
      'GET /api/tarjetaskaizen/k-1/recurrencia': { body: makeRecurrencia({ aplica: false, desde: null }) },
    });
    await waitFor(() => expect(server.callsTo('GET', '/api/tarjetaskaizen/k-1/recurrencia')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: '¿Volvió a ocurrir?' })).not.toBeInTheDocument();
  });

  it('Historial lists the audit records when opened', async () => {
    const registro: RegistroHistorial = {
      _id: 'a-1',
      fecha: '2024-03-06T10:00:00.000Z',
      usuario: { nombre: 'Jorge Jefe' },
      entidad: 'kaizen',
      entidadId: 'k-1',
      etiqueta: 'Kaizen N°7',
      accion: 'editar',
      cambios: [{ campo: 'tema', antes: 'Fugas', despues: 'Fugas de aceite' }],
    };
    const { user, server } = await renderDetalle({}, 'Operario', { 'GET /api/tarjetaskaizen/k-1/historial': { body: [registro] } });
    expect(server.callsTo('GET', '/api/tarjetaskaizen/k-1/historial')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Historial' }));
    const lista = await screen.findByRole('list', { name: 'Historial del Kaizen' });
    expect(lista).toHaveTextContent('Jorge Jefe');
    expect(lista).toHaveTextContent('Fugas de aceite');
  });

  it('Admin deletes after confirming and goes to /kaizen', async () => {
    const { user, server } = await renderDetalle({}, 'Admin', { 'DELETE /api/tarjetaskaizen/k-1': { body: { success: true } } });
    const dialog = await elegirOpcion(user, 'Eliminar Kaizen');
    expect(within(dialog).getByRole('heading', { name: 'Eliminar Quick Kaizen N°7' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lista de Kaizen' })).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/tarjetaskaizen/k-1')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.kaizen);
  });

  it('an unknown Kaizen shows the not-found message', async () => {
    const user = makeUser({ role: 'Operario' });
    fakeServer({ 'GET /api/auth/user': { body: user }, 'GET /api/tarjetaskaizen/k-x': { status: 404, body: { msg: MSG.kaizenNoEncontrado } } });
    renderWithPortal({ user, route: detallePath('k-x'), routes: { [ROUTES.detalle]: <KaizenDetallePage /> } });
    expect(await screen.findByText(MSG.kaizenNoEncontrado)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opciones' })).not.toBeInTheDocument();
  });
});

describe("Comentarios on a Kaizen's detail", () => {
  const URL = '/api/tarjetaskaizen/k-1/comentarios';

  it("shows the Kaizen's thread and posts to it as the logged-in user; an Operario deletes only their own", async () => {
    let hilo: Comentario[] = [{ _id: 'c-1', autor: { _id: 'u-otro', nombre: 'Carla Ríos' }, texto: 'Medir una semana más', fecha: '2026-11-23T13:15:00.000Z' }];
    const { user, server } = await renderDetalle(
      {},
      'Operario',
      {
        [`GET ${URL}`]: () => ({ body: hilo }),
        [`POST ${URL}`]: (body) => {
          const nuevo: Comentario = {
            _id: 'c-2',
            autor: { _id: 'u-admin', nombre: 'Ana Admin' },
            texto: (body as { texto: string }).texto,
            fecha: '2026-11-23T14:00:00.000Z',
          };
          hilo = [...hilo, nuevo];
          return { status: 201, body: nuevo };
        },
      },
      'America/Argentina/Buenos_Aires',
    );
    const lista = await screen.findByRole('list', { name: 'Comentarios del Kaizen' });
    expect(screen.getAllByRole('heading', { name: 'Comentarios' })).toHaveLength(1);
    expect(within(lista).getByRole('listitem')).toHaveTextContent('Carla Ríos · 23/11/2026 10:15Medir una semana más');
    expect(within(lista).queryByRole('button', { name: /Eliminar comentario/ })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Comentario/ }), 'Sin fugas desde el lunes');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Comentario agregado')).toBeInTheDocument();
    expect(server.callsTo('POST', URL).map((c) => c.body)).toEqual([{ texto: 'Sin fugas desde el lunes' }]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Comentarios del Kaizen' })).getAllByRole('listitem')).toHaveLength(2));
    const [, propio] = within(screen.getByRole('list', { name: 'Comentarios del Kaizen' })).getAllByRole('listitem');
    expect(propio).toHaveTextContent('Ana Admin · 23/11/2026 11:00Sin fugas desde el lunes');
    expect(within(propio).getByRole('button', { name: 'Eliminar comentario de Ana Admin del 23/11/2026 11:00' })).toBeInTheDocument();
  });
});
