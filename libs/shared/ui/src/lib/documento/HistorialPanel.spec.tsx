import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RegistroHistorial } from '@portal/shared/domain';
import { PortalProviders } from '../PortalProviders';
import { PlantaTiempoProvider } from '../tiempo/PlantaTiempoProvider';
import { HistorialPanel, HISTORIAL_VACIO, type HistorialPanelProps } from './HistorialPanel';

const registro = (accion: string, _id: string): RegistroHistorial =>
  ({
    _id,
    entidad: 'Kaizen',
    entidadId: 'k-1',
    accion,
    fecha: '2026-03-01T10:00:00.000Z',
    usuario: { _id: 'u-1', nombre: 'Ana Pérez' },
    cambios: [{ campo: 'titulo', antes: 'Viejo', despues: 'Nuevo' }],
  }) as unknown as RegistroHistorial;

function renderPanel(props: Partial<HistorialPanelProps>) {
  render(
    <PortalProviders>
      <PlantaTiempoProvider zona="Europe/Madrid">
        <HistorialPanel registros={undefined} label="Historial del documento" {...props} />
      </PlantaTiempoProvider>
    </PortalProviders>,
  );
}

describe('HistorialPanel', () => {
  it('shows a spinner named for the Historial while the records load', () => {
    renderPanel({});
    expect(screen.getByRole('progressbar', { name: 'Cargando historial' })).toBeInTheDocument();
  });

  it('says when nothing was changed', () => {
    renderPanel({ registros: [] });
    expect(screen.getByText(HISTORIAL_VACIO)).toBeInTheDocument();
  });

  it("shows the query's error", () => {
    renderPanel({ isError: true, error: { status: 500, data: { msg: 'Falló el historial' } } });
    expect(screen.getByRole('alert')).toHaveTextContent('Falló el historial');
  });

  it('lists one item per record, leaving out the changes of the records asked for', () => {
    renderPanel({ registros: [registro('crear', 'r-1'), registro('editar', 'r-2')], sinCambios: (r) => r.accion === 'crear' });
    expect(screen.getByRole('list', { name: 'Historial del documento' }).children).toHaveLength(2);
    expect(screen.getAllByText(/Viejo/)).toHaveLength(1);
  });
});
