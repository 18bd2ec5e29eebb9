import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { TablaDetalle } from './TablaDetalle';

const FILAS = [
  { label: 'Línea', value: '' },
  { label: 'Costo', value: null },
  { label: 'Objetivo', value: 'Bajar paradas' },
];

const celda = (tabla: string, fila: string) =>
  within(within(screen.getByRole('table', { name: tabla })).getByRole('row', { name: new RegExp(fila) })).getByRole('cell');

describe('TablaDetalle', () => {
  it("shows 'vacio' for an empty text value only when given one", () => {
    render(
      <>
        <TablaDetalle label="Con vacío" vacio="—" filas={FILAS} />
        <TablaDetalle label="Sin vacío" filas={FILAS} />
      </>,
    );
    expect(celda('Con vacío', 'Línea')).toHaveTextContent('—');
    expect(celda('Con vacío', 'Costo')).toHaveTextContent('—');
    expect(celda('Con vacío', 'Objetivo')).toHaveTextContent('Bajar paradas');
    expect(celda('Sin vacío', 'Línea')).toHaveTextContent(/^$/);
    expect(celda('Sin vacío', 'Objetivo')).toHaveTextContent('Bajar paradas');
  });
});
