import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import { SIN_PERMISO_PAGINA } from '@portal/shared/auth';
import { UNDER_CONSTRUCTION_TEXT } from '@portal/shared/ui';
import KaizenPage from './KaizenPage';
import AgregarKaizenPage from './AgregarKaizenPage';

describe('mf-kaizen pages', () => {
  // KaizenDetallePage: features/detalle/KaizenDetalle.spec.tsx.
  it.each([['KaizenPage', KaizenPage, 'Quick Kaizen'] as const])('%s shows its title inside RequireAuth', async (_name, Page, title) => {
    renderPageAs(Page, 'Operario');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeInTheDocument();
  });

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
