import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, ROUTES } from '@portal/shared/domain';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';
import AdminPage from '../../pages/AdminPage';
import { ENVIAR_REPORTE_LABEL, reporteEnviadoTexto } from './EnviarReporteButton';

afterEach(() => vi.unstubAllGlobals());

const admin = makeUser();

function setup(reply: { status?: number; body: unknown }, user = admin) {
  const server = fakeServer({
    'GET /api/auth/user': { body: user },
    'GET /api/users': { body: [user] },
    'GET /api/campos': { body: [] },
    'POST /api/reporte/enviar': reply,
  });
  renderWithPortal({ user, routes: { [ROUTES.admin]: <AdminPage /> } });
  return server;
}

describe("'Enviar reporte semanal ahora' (admin page)", () => {
  it('sends the report and says to whom', async () => {
    const server = setup({ body: { destinatarios: ['gerencia@example.com', 'calidad@example.com'], asunto: 'Reporte de avance semanal' } });
    await userEvent.click(await screen.findByRole('button', { name: ENVIAR_REPORTE_LABEL }));
    expect(await screen.findByText(reporteEnviadoTexto(['gerencia@example.com', 'calidad@example.com']))).toBeInTheDocument();
    expect(screen.getByText('Reporte enviado a gerencia@example.com, calidad@example.com')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/reporte/enviar')).toHaveLength(1);
  });

  it("shows the server's reason when it cannot (no SMTP, no recipients)", async () => {
    setup({ status: 400, body: { msg: MSG.smtpNoConfigurado } });
    await userEvent.click(await screen.findByRole('button', { name: ENVIAR_REPORTE_LABEL }));
    expect(await screen.findByText(MSG.smtpNoConfigurado)).toBeInTheDocument();
  });
});
