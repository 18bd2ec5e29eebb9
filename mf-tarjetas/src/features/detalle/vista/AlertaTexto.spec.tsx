import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Tarjeta } from '@portal/shared/domain';
import { PlantaTiempoProvider } from '@portal/shared/ui';
import { PrioridadAlerta } from '../../lista/PrioridadAlerta';
import { AlertaTexto } from './AlertaTexto';

const AHORA = new Date('2026-11-20T12:00:00Z');
const tarjeta = { fecha: '2026-11-10T12:00:00.000Z', prioridad: 'Alta', estado: 'Abierta' } as Tarjeta;

function conDias(diasAlerta?: { Alta: number; Media: number; Baja: number }) {
  render(
    <PlantaTiempoProvider zona="UTC" diasAlerta={diasAlerta}>
      <AlertaTexto tarjeta={tarjeta} ahora={AHORA} />
      <PrioridadAlerta tarjeta={{ ...tarjeta, fecha: new Date(Date.now() - 10 * 86_400_000).toISOString() }} />
    </PlantaTiempoProvider>,
  );
}

describe("a card's alert counts with its plant's days", () => {
  it("with the spec's 15 days an Alta card ten days old is within them", () => {
    conDias();
    expect(screen.getByText('Faltan 5 días')).toHaveAttribute('data-excedido', 'false');
    expect(screen.queryByLabelText('Alerta vencida')).toBeNull();
  });

  it("with the plant's 7 days the same card is past them, and the list marks it", () => {
    conDias({ Alta: 7, Media: 20, Baja: 45 });
    expect(screen.getByText('Excedido 3 días')).toHaveAttribute('data-excedido', 'true');
    expect(screen.getByLabelText('Alerta vencida')).toBeInTheDocument();
  });
});
