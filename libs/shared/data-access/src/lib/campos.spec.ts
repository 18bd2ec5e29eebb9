import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api';
import { camposApi } from './campos';

afterEach(() => vi.unstubAllGlobals());

const campo = (name: string, value: string) => ({ _id: `${name}-${value}`, name, value, parteMaquina: [] });

describe('getCampos', () => {
  it('lists the risk options by severity (NS → IN) and keeps the other fields as the server sent them', async () => {
    // The server sorts by name and value: alphabetical risks (IN, MO, NS, PS, SI).
    const servidor = [
      campo('equipo', 'Equipo B'),
      campo('equipo', 'Equipo A'),
      ...['IN: INTOLERABLE', 'MO: MODERADO', 'NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'SI: SIGNIFICATIVO'].map((v) => campo('riesgoFinal', v)),
      ...['IN: INTOLERABLE', 'MO: MODERADO', 'NS: NO SIGNIFICATIVO'].map((v) => campo('riesgoInicial', v)),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(servidor), { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (g) => g().concat(api.middleware) });
    const { data = [] } = await store.dispatch(camposApi.endpoints.getCampos.initiate());
    const valores = (name: string) => data.filter((c) => c.name === name).map((c) => c.value);
    expect(valores('riesgoFinal')).toEqual(['NS: NO SIGNIFICATIVO', 'PS: POCO SIGNIFICATIVO', 'MO: MODERADO', 'SI: SIGNIFICATIVO', 'IN: INTOLERABLE']);
    expect(valores('riesgoInicial')).toEqual(['NS: NO SIGNIFICATIVO', 'MO: MODERADO', 'IN: INTOLERABLE']);
    expect(valores('equipo')).toEqual(['Equipo B', 'Equipo A']);
  });
});
