import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { api } from '@portal/shared/data-access';
import { FechaPlanta } from './FechaPlanta';
import { PlantaTiempoProvider, usePlantaTiempo, ZONA_GUARDADA_KEY, ZONA_NO_DISPONIBLE } from './PlantaTiempoProvider';

// The card: 31/01/2019 00:10 in Madrid, 08:10 in Tokyo; the process runs in UTC (23:10 of the 30th).
const APERTURA = '2019-01-30T23:10:00.000Z';

function Apertura() {
  const { zona } = usePlantaTiempo();
  return (
    <p>
      {zona}: <FechaPlanta valor={APERTURA} hora />
    </p>
  );
}

/** `respuestas`: what GET /api/auth/config answers, one per call (a status number for a failure). */
function renderConServidor(...respuestas: (string | number)[]) {
  const fetchMock = vi.fn(async (_pedido: Request) => {
    const r = respuestas.length > 1 ? respuestas.shift()! : respuestas[0];
    return typeof r === 'number'
      ? new Response(JSON.stringify({ msg: 'caído' }), { status: r, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify({ demoLogin: false, zonaHoraria: r }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (d) => d().concat(api.middleware) });
  render(
    <Provider store={store}>
      <PlantaTiempoProvider>
        <Apertura />
      </PlantaTiempoProvider>
    </Provider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PlantaTiempoProvider', () => {
  it('shows dates in the zone the server names, once it has answered, and keeps it for a start without network', async () => {
    const fetchMock = renderConServidor('Europe/Madrid');
    expect(await screen.findByText('Europe/Madrid: 31/01/2019 00:10')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0].url).toMatch(/\/api\/auth\/config$/);
    expect(localStorage.getItem(ZONA_GUARDADA_KEY)).toBe('Europe/Madrid');
  });

  it('without network uses the last zone the server named', async () => {
    localStorage.setItem(ZONA_GUARDADA_KEY, 'Asia/Tokyo');
    renderConServidor(503);
    expect(await screen.findByText('Asia/Tokyo: 31/01/2019 08:10')).toBeInTheDocument();
  });

  it('never falls back to the browser’s zone: with no zone known it says so and retries', async () => {
    renderConServidor(503, 'Europe/Madrid');
    expect(await screen.findByText(ZONA_NO_DISPONIBLE)).toBeInTheDocument();
    expect(screen.queryByText(/31\/01\/2019|30\/01\/2019/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Europe/Madrid: 31/01/2019 00:10')).toBeInTheDocument();
  });

  it('a zone given by the caller needs no server', () => {
    render(
      <PlantaTiempoProvider zona="Asia/Tokyo">
        <Apertura />
      </PlantaTiempoProvider>,
    );
    expect(screen.getByText('Asia/Tokyo: 31/01/2019 08:10')).toBeInTheDocument();
  });
});
