import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ROUTES } from '@portal/shared/domain';
import { UNDER_CONSTRUCTION_TEXT } from '@portal/shared/ui';
import MisHorasPage from './MisHorasPage';
import { fakeServer, makeUser, renderWithPortal } from '@portal/shared/testing';

describe.each([
  ['Mis horas', ROUTES.misHoras, <MisHorasPage key="h" />],
])('%s page', (title, path, page) => {
  it('shows its title and says it is being built', () => {
    const user = makeUser({ role: 'Operario' });
    fakeServer({ 'GET /api/auth/user': { body: user } });
    renderWithPortal({ user, routes: { [path]: page } });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    fakeServer({});
    renderWithPortal({ user: null, routes: { [path]: page } });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login));
  });
});
