import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { api } from '@portal/shared/data-access';
import { FechaPlanta } from './FechaPlanta';
import { DIAS_GUARDADOS_KEY, PlantaTiempoProvider, useDiasAlerta, usePlantaTiempo, ZONA_GUARDADA_KEY, ZONA_NO_DISPONIBLE } from './PlantaTiempoProvider';

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

function Dias() {
  const dias = useDiasAlerta();
  return <p>Días: {`${dias.Alta}/${dias.Media}/${dias.Baja}`}</p>;
}

/** The plants GET /api/auth/config lists: plant 1 in Madrid with the spec's days, plant 2 in Tokyo with its own. */
const PLANTAS = [
  { _id: 1, codigo: 'PP', nombre: 'Planta principal', zonaHoraria: 'Europe/Madrid', diasAlerta: { Alta: 15, Media: 30, Baja: 60 } },
  { _id: 2, codigo: 'PS', nombre: 'Planta sur', zonaHoraria: 'Asia/Tokyo', diasAlerta: { Alta: 7, Media: 20, Baja: 45 } },
];

/**
 * `respuestas`: what GET /api/auth/config answers, one per call (a status number for a failure, a zone for a
 * configuration with that zone only, an object for a whole configuration). `planta`: the signed-in user's plant.
 */
function renderConServidor(opciones: { planta?: number }, ...respuestas: (string | number | object)[]) {
  const fetchMock = vi.fn(async (_pedido: Request) => {
    const r = respuestas.length > 1 ? respuestas.shift()! : respuestas[0];
    if (typeof r === 'number') return new Response(JSON.stringify({ msg: 'caído' }), { status: r, headers: { 'Content-Type': 'application/json' } });
    const config = typeof r === 'string' ? { demoLogin: false, zonaHoraria: r } : r;
    return new Response(JSON.stringify(config), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const auth = () => ({ user: opciones.planta ? { planta: opciones.planta } : null });
  const store = configureStore({ reducer: { [api.reducerPath]: api.reducer, auth }, middleware: (d) => d().concat(api.middleware) });
  render(
    <Provider store={store}>
      <PlantaTiempoProvider>
        <Apertura />
        <Dias />
      </PlantaTiempoProvider>
    </Provider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('PlantaTiempoProvider', () => {
  it('shows dates in the zone the server names, once it has answered, and keeps it for a start without network', async () => {
    const fetchMock = renderConServidor({}, 'Europe/Madrid');
    expect(await screen.findByText('Europe/Madrid: 31/01/2019 00:10')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0].url).toMatch(/\/api\/auth\/config$/);
    expect(localStorage.getItem(ZONA_GUARDADA_KEY)).toBe('Europe/Madrid');
  });

  it('without network uses the last zone the server named', async () => {
    localStorage.setItem(ZONA_GUARDADA_KEY, 'Asia/Tokyo');
    renderConServidor({}, 503);
    expect(await screen.findByText('Asia/Tokyo: 31/01/2019 08:10')).toBeInTheDocument();
  });

  it('never falls back to the browser’s zone: with no zone known it says so and retries', async () => {
    renderConServidor({}, 503, 'Europe/Madrid');
    expect(await screen.findByText(ZONA_NO_DISPONIBLE)).toBeInTheDocument();
    expect(screen.queryByText(/31\/01\/2019|30\/01\/2019/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Europe/Madrid: 31/01/2019 00:10')).toBeInTheDocument();
  });

  it("a signed-in member counts with their plant's zone and alert days, kept for a start without network", async () => {
    renderConServidor({ planta: 2 }, { demoLogin: false, zonaHoraria: 'Europe/Madrid', plantas: PLANTAS });
    expect(await screen.findByText('Asia/Tokyo: 31/01/2019 08:10')).toBeInTheDocument();
    expect(screen.getByText('Días: 7/20/45')).toBeInTheDocument();
    expect(localStorage.getItem(ZONA_GUARDADA_KEY)).toBe('Asia/Tokyo');
    expect(JSON.parse(localStorage.getItem(DIAS_GUARDADOS_KEY) ?? 'null')).toEqual({ Alta: 7, Media: 20, Baja: 45 });
  });

  it("before the login (or on the TV board) the first plant's settings apply; the spec's days when none are known", async () => {
    renderConServidor({}, { demoLogin: false, zonaHoraria: 'Europe/Madrid', plantas: PLANTAS });
    expect(await screen.findByText('Europe/Madrid: 31/01/2019 00:10')).toBeInTheDocument();
    expect(screen.getByText('Días: 15/30/60')).toBeInTheDocument();
  });

  it('without network a member keeps the last alert days the server named', async () => {
    localStorage.setItem(ZONA_GUARDADA_KEY, 'Asia/Tokyo');
    localStorage.setItem(DIAS_GUARDADOS_KEY, JSON.stringify({ Alta: 7, Media: 20, Baja: 45 }));
    renderConServidor({ planta: 2 }, 503);
    expect(await screen.findByText('Días: 7/20/45')).toBeInTheDocument();
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
