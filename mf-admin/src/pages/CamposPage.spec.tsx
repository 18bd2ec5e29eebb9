import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMPO_LABELS, estandarCilPath, ETIQUETAS_QR_FILE_NAME, MSG, ROUTES } from '@portal/shared/domain';
import type { Campo, User } from '@portal/shared/domain';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import CamposPage from './CamposPage';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import type { FakeRoutes } from '@portal/shared/testing';

const admin = makeUser();
const campos: Campo[] = [
  { _id: 'c1', name: 'maquina', value: 'Extrusora 1', parteMaquina: ['Tornillo'], equipo: null },
  { _id: 'c2', name: 'equipo', value: 'Equipo Azul', parteMaquina: [], equipo: null },
  { _id: 'c3', name: 'tipo', value: 'R', parteMaquina: [], equipo: null },
  { _id: 'c4', name: 'riesgoInicial', value: 'NS: NO SIGNIFICATIVO', parteMaquina: [], equipo: null },
];

function setup(routes: FakeRoutes = {}, user: User = admin) {
  const server = fakeServer({ 'GET /api/auth/user': { body: user }, 'GET /api/campos': { body: campos }, ...routes });
  const view = renderWithPortal({ user, routes: { [ROUTES.campos]: <CamposPage /> } });
  return { server, view };
}

const group = (name: keyof typeof CAMPO_LABELS) => screen.getByRole('region', { name: CAMPO_LABELS[name] });

describe('CamposPage (Admin › Campos)', () => {
  it('is a page of its own: its title, the admin sections with Campos current, one panel per campo', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Campos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Secciones de administración' });
    expect(within(nav).getByRole('link', { name: 'Campos' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Extrusora 1')).toBeInTheDocument();
    for (const label of Object.values(CAMPO_LABELS)) {
      expect(screen.getByRole('heading', { level: 2, name: label })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Agregar ${label}` })).toBeInTheDocument();
    }
    expect(within(group('equipo')).getByText('Equipo Azul')).toBeInTheDocument();
    expect(within(group('maquina')).getByText('Tornillo')).toBeInTheDocument();
    expect(within(group('riesgoFinal')).getByText('Sin valores cargados.')).toBeInTheDocument();
    // The users live on their own page.
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it("links each machine to its CIL standard's page", async () => {
    setup();
    const user = userEvent.setup();
    await screen.findByText('Extrusora 1');
    const enlace = within(group('maquina')).getByRole('link', { name: 'Estándar CIL de Extrusora 1' });
    expect(enlace).toHaveAttribute('href', estandarCilPath('c1'));
    await user.click(enlace);
    expect(screen.getByTestId('location')).toHaveTextContent(estandarCilPath('c1'));
  });

  it('shows nothing to a Jefe de area and does not load the campos', async () => {
    const { server } = setup({}, makeUser({ _id: 'u-jefe', role: 'Jefe de area' }));
    expect(screen.getByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Secciones de administración' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('GET', '/api/auth/user').length).toBeGreaterThan(0));
    expect(server.callsTo('GET', '/api/campos')).toHaveLength(0);
  });

  it('keeps the add popup open on an empty value and closes it once saved', async () => {
    let saved: Campo[] = campos;
    const { server } = setup({
      'GET /api/campos': () => ({ body: saved }),
      'POST /api/campos': (body) => {
        const campo = { _id: 'c9', parteMaquina: [], equipo: null, ...(body as { name: Campo['name']; value: string }) };
        saved = [...saved, campo];
        return { status: 201, body: campo };
      },
    });
    const user = userEvent.setup();
    await within(await screen.findByRole('region', { name: CAMPO_LABELS.equipo })).findByText('Equipo Azul');
    await user.click(screen.getByRole('button', { name: 'Agregar Equipo Autonomo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar Equipo Autonomo' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(MSG.campoValorRequerido)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/campos')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Valor'));
    await user.type(within(dialog).getByLabelText('Valor'), 'Equipo Verde');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos').map((c) => c.body)).toEqual([{ name: 'equipo', value: 'Equipo Verde' }]);
    expect(await screen.findByText(`Valor "Equipo Verde" agregado a ${CAMPO_LABELS.equipo}`)).toBeInTheDocument();
    expect(await within(group('equipo')).findByText('Equipo Verde')).toBeInTheDocument();
  });

  it("shows the server's error in the add popup and keeps it open", async () => {
    setup({ 'POST /api/campos': { status: 409, body: { msg: MSG.campoDuplicado } } });
    const user = userEvent.setup();
    await screen.findByText('R');
    await user.click(screen.getByRole('button', { name: `Agregar ${CAMPO_LABELS.tipo}` }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Valor'), 'R');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MSG.campoDuplicado);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: `Agregar ${CAMPO_LABELS.tipo}` }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(reopened).getByLabelText('Valor')).toHaveValue('');
  });

  it('adds and deletes a machine part', async () => {
    const { server } = setup({
      'POST /api/campos/parteMaquina': { body: { ...campos[0], parteMaquina: ['Tornillo', 'Motor'] } },
      'POST /api/campos/parteMaquinaDelete': { body: { ...campos[0], parteMaquina: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Agregar parte a Extrusora 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar parte a Extrusora 1' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText(MSG.parteRequerida)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Valor'), 'Motor');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos/parteMaquina').map((c) => c.body)).toEqual([{ _id: 'c1', name: 'Motor' }]);
    const aviso = await screen.findByRole('status');
    expect(aviso).toHaveTextContent('Parte "Motor" agregada a Extrusora 1');
    // The snackbar shows one message at a time: close this one so the next shows now.
    await user.click(within(aviso).getByRole('button'));

    await user.click(screen.getByRole('button', { name: 'Eliminar parte Tornillo de Extrusora 1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/campos/parteMaquinaDelete').map((c) => c.body)).toEqual([{ _id: 'c1', name: 'Tornillo' }]);
    expect(await screen.findByText('Parte "Tornillo" eliminada de Extrusora 1')).toBeInTheDocument();
  });

  it("sets a machine's Equipo autónomo from its card", async () => {
    const { server } = setup({ 'POST /api/campos/equipoMaquina': { body: { ...campos[0], equipo: 'Equipo Azul' } } });
    const user = userEvent.setup();
    const equipo = await screen.findByRole('combobox', { name: 'Equipo autónomo de Extrusora 1' });
    expect(equipo).toHaveValue('');
    expect(
      within(equipo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccionar', 'Equipo Azul']);
    await user.selectOptions(equipo, 'Equipo Azul');
    expect(await screen.findByRole('status')).toHaveTextContent('Extrusora 1: equipo autónomo Equipo Azul');
    expect(server.callsTo('POST', '/api/campos/equipoMaquina').map((c) => c.body)).toEqual([{ _id: 'c1', equipo: 'Equipo Azul' }]);
  });

  it('deletes a field option after confirming', async () => {
    const { server } = setup({ 'DELETE /api/campos/c2': { body: { success: true } } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Eliminar Equipo Azul de ${CAMPO_LABELS.equipo}` }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eliminar valor' })).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/campos/c2')).toHaveLength(1));
    expect(await screen.findByText(`Valor "Equipo Azul" eliminado de ${CAMPO_LABELS.equipo}`)).toBeInTheDocument();
  });

  describe('QR labels', () => {
    const guardados: { blob: Blob; nombre: string }[] = [];
    beforeEach(() => {
      guardados.length = 0;
      let ultimo: Blob;
      vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => ((ultimo = b as Blob), 'blob:fake'));
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        guardados.push({ blob: ultimo, nombre: this.download });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it("downloads one machine's labels from its row and every machine's from the panel, with the session token", async () => {
      const { server } = setup({ 'GET /api/campos/etiquetas': { body: 'pdf' } });
      const user = userEvent.setup();
      const maquinas = await screen.findByTestId('maquina-c1');
      await user.click(within(maquinas).getByRole('button', { name: 'Etiquetas QR de Extrusora 1' }));
      await waitFor(() => expect(guardados).toHaveLength(1));
      await user.click(within(group('maquina')).getByRole('button', { name: 'Etiquetas QR' }));
      await waitFor(() => expect(guardados).toHaveLength(2));
      expect(server.callsTo('GET', '/api/campos/etiquetas').map((c) => [c.query, c.headers.authorization])).toEqual([
        [{ maquina: 'c1' }, 'Bearer test-token'],
        [{}, 'Bearer test-token'],
      ]);
      expect(guardados.map((g) => g.nombre)).toEqual([ETIQUETAS_QR_FILE_NAME, ETIQUETAS_QR_FILE_NAME]);
      expect(await guardados[0].blob.text()).toBe('"pdf"');
      // Only machines have labels.
      expect(within(group('equipo')).queryByRole('button', { name: /Etiquetas QR/ })).not.toBeInTheDocument();
    });

    it("shows the server's message when the labels cannot be made, and saves nothing", async () => {
      setup({ 'GET /api/campos/etiquetas': { status: 404, body: { msg: MSG.etiquetaMaquinaNoEncontrada } } });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Etiquetas QR de Extrusora 1' }));
      expect(await screen.findByText(MSG.etiquetaMaquinaNoEncontrada)).toBeInTheDocument();
      expect(guardados).toHaveLength(0);
      expect(screen.getByRole('button', { name: 'Etiquetas QR de Extrusora 1' })).toBeEnabled();
    });

    it('offers no sheet of every machine while there is none', async () => {
      setup({ 'GET /api/campos': { body: campos.filter((c) => c.name !== 'maquina') } });
      await within(await screen.findByRole('region', { name: CAMPO_LABELS.maquina })).findByText('Sin valores cargados.');
      expect(within(group('maquina')).getByRole('button', { name: 'Etiquetas QR' })).toBeDisabled();
    });
  });
});
