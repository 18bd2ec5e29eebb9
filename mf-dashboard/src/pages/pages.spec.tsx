import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import { UNDER_CONSTRUCTION_TEXT } from '@portal/shared/ui';
import DashboardPage from './DashboardPage';

describe('mf-dashboard pages', () => {
  it('DashboardPage shows its title inside RequireAuth', async () => {
    renderPageAs(DashboardPage, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeInTheDocument();
  });

  it('redirects to /login without a session', async () => {
    renderPageAs(DashboardPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
