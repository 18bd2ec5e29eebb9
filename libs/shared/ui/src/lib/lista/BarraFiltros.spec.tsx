import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalProviders } from '../PortalProviders';
import { BarraFiltros } from './BarraFiltros';
import { FiltroSelect } from './FiltroSelect';

/** Below MUI's `sm` breakpoint: jsdom has no matchMedia, so the `max-width` queries match. */
const comoTelefono = () =>
  vi.stubGlobal('matchMedia', (media: string) => ({ matches: media.includes('max-width'), media, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

function Barra({ maquina = '', onMaquina = vi.fn() }: { maquina?: string; onMaquina?: (v: string) => void }) {
  const [busqueda, setBusqueda] = useState('');
  return (
    <PortalProviders>
      <BarraFiltros
        aria-label="Buscar y filtrar"
        busqueda={busqueda}
        onBusqueda={setBusqueda}
        activos={maquina ? 1 : 0}
        id="filtros"
        anchoMinimo={150}
        pie={<p>Chip</p>}
      >
        <FiltroSelect label="Máquina" value={maquina} onChange={onMaquina} opciones={['Extrusora 1', 'Envasadora']} />
        <FiltroSelect label="Agrupar por" value="" onChange={vi.fn()} opciones={[{ value: 'color', label: 'Color' }]} vacio="Ninguno" />
      </BarraFiltros>
    </PortalProviders>
  );
}

const opciones = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('BarraFiltros and FiltroSelect', () => {
  it('shows the search box, the filters and the foot in one search region', async () => {
    const onMaquina = vi.fn();
    render(<Barra onMaquina={onMaquina} />);
    const region = screen.getByRole('search', { name: 'Buscar y filtrar' });
    await userEvent.type(within(region).getByRole('textbox', { name: 'Buscar' }), 'aceite');
    expect(within(region).getByRole('textbox', { name: 'Buscar' })).toHaveValue('aceite');
    expect(opciones('Máquina')).toEqual(['Todos', 'Extrusora 1', 'Envasadora']);
    expect(opciones('Agrupar por')).toEqual(['Ninguno', 'Color']);
    await userEvent.selectOptions(within(region).getByLabelText('Máquina'), 'Envasadora');
    expect(onMaquina).toHaveBeenCalledWith('Envasadora');
    expect(within(region).getByText('Chip')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Filtros/ })).not.toBeInTheDocument();
  });

  it('keeps a value no longer offered (a link to a machine since removed) shown and choosable', () => {
    render(<Barra maquina="Prensa vieja" />);
    expect(screen.getByLabelText('Máquina')).toHaveValue('Prensa vieja');
    expect(opciones('Máquina')).toEqual(['Todos', 'Prensa vieja', 'Extrusora 1', 'Envasadora']);
  });

  it('on a phone folds the filters under a Filtros button that counts the set ones; the foot stays', async () => {
    comoTelefono();
    render(<Barra maquina="Envasadora" />);
    const boton = screen.getByRole('button', { name: 'Filtros (1)' });
    expect(boton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Máquina')).not.toBeVisible();
    expect(screen.getByText('Chip')).toBeVisible();
    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Máquina')).toBeVisible();
  });
});
