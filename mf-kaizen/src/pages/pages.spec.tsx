import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import KaizenPage from './KaizenPage';
import AgregarKaizenPage from './AgregarKaizenPage';

describe('mf-kaizen pages', () => {
  it('redirects to /login without a session', async () => {
    renderPageAs(KaizenPage, null);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('AgregarKaizenPage is for Admin only (kaizen.create)', async () => {
    renderPageAs(AgregarKaizenPage, 'Jefe de area');
    expect(await screen.findByText(SIN_PERMISO_PAGINA)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agregar Quick Kaizen' })).not.toBeInTheDocument();
  });

  it('AgregarKaizenPage renders for Admin', async () => {
    renderPageAs(AgregarKaizenPage, 'Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar Quick Kaizen' })).toBeInTheDocument();
  });
});
