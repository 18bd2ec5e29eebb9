import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import { PESTANAS_DASHBOARD } from '@portal/shared/domain';
import DashboardPage from './DashboardPage';

describe('mf-dashboard pages', () => {
  it('DashboardPage shows its title and every tab, the first one selected', async () => {
    renderPageAs(DashboardPage, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(PESTANAS_DASHBOARD.map((p) => p.titulo));
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('redirects to /login without a session', async () => {
    renderPageAs(DashboardPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});
