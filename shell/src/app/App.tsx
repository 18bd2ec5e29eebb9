import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { PlantaTiempoProvider, PortalProviders } from '@portal/shared/ui';
import { createAppRouter } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <PortalProviders>
        {/* The plant's zone, from the server, before any date is shown (the TV board included: the answer is public). */}
        <PlantaTiempoProvider>
          <RouterProvider router={router} />
        </PlantaTiempoProvider>
      </PortalProviders>
    </Provider>
  );
}
