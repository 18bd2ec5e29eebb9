import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalProviders } from '@portal/shared/ui';
import { MatrizRiesgoDialog } from './MatrizRiesgoDialog';

/** jsdom has no media queries: answer every one (here: 'narrower than sm') with `matches`. */
function pantalla(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}
afterEach(() => vi.unstubAllGlobals());

function abrir() {
  render(
    <PortalProviders>
      <MatrizRiesgoDialog open onClose={() => {}} />
    </PortalProviders>,
  );
  return screen.getByRole('dialog', { name: 'Matriz de riesgo' });
}

describe('MatrizRiesgoDialog', () => {
  it('fills a phone screen, the matrix in a sideways-scrollable region', () => {
    pantalla(true);
    const dialog = abrir();
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    const region = within(dialog).getByRole('region', { name: 'Matriz de riesgo (desplazable)' });
    expect(within(region).getByRole('table', { name: 'Matriz de riesgo probabilidad por severidad' })).toBeInTheDocument();
  });

  it('is a centred dialog on a wider screen', () => {
    pantalla(false);
    expect(abrir()).not.toHaveClass('MuiDialog-paperFullScreen');
  });
});
