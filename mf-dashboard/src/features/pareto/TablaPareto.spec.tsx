import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import { TablaPareto } from './TablaPareto';

describe('TablaPareto', () => {
  it('names each link with its count in the singular or the plural, in es-AR digits', () => {
    const items = [
      { valor: 'Calandra 1', cantidad: 1234, porcentaje: 99.9, porcentajeAcumulado: 99.9 },
      { valor: 'Extrusora 2', cantidad: 1, porcentaje: 0.1, porcentajeAcumulado: 100 },
    ];
    renderWithPortal({ route: '/', routes: { '/': <TablaPareto por="maquina" items={items} enlace={(v) => `/tarjetas?maquina=${v}`} /> } });
    expect(screen.getByRole('link', { name: 'Ver 1.234 tarjetas abiertas de Calandra 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver 1 tarjeta abierta de Extrusora 2' })).toBeInTheDocument();
  });
});
