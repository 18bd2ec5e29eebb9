import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { ZONA_PRUEBAS } from '@portal/shared/testing';
import { createAppStore } from '../app/store';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders `element` at `path` with a fresh store built exactly like the shell's. */
export function renderWithShell(
  element: ReactElement,
  { path = '/', routePath = '*', store = createAppStore() }: { path?: string; routePath?: string; store?: ReturnType<typeof createAppStore> } = {},
) {
  const utils = render(
    <Provider store={store}>
      <PortalProviders>
        <PlantaTiempoProvider zona={ZONA_PRUEBAS}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={routePath} element={element} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>,
  );
  return { store, ...utils };
}
