import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type RangoMeses as Rango } from '@portal/shared/domain';
import { PortalProviders } from '../PortalProviders';
import { PlantaTiempoProvider } from '../tiempo/PlantaTiempoProvider';
import { RangoMeses } from './RangoMeses';

/** 30/11/2026 23:30 UTC: already December in Madrid, still November in Buenos Aires. */
const AHORA = new Date('2026-11-30T23:30:00Z');
const MES_EN = { 'Europe/Madrid': 'dic', 'America/Argentina/Buenos_Aires': 'nov' } as const;

function renderRango(zona: string, value: Rango, onChange = vi.fn()) {
  render(
    <PortalProviders>
      <PlantaTiempoProvider zona={zona}>
        <RangoMeses id="r" value={value} onChange={onChange} max="2026-12" />
      </PlantaTiempoProvider>
    </PortalProviders>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('RangoMeses', () => {
  afterEach(() => vi.useRealTimers());

  it("marks the plant's current month, not the browser's, when the two differ", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: AHORA });
    // Whatever zone this browser runs in, one of the two plants lives in another month: that one is the test.
    const mesNavegador = new Intl.DateTimeFormat('es', { month: 'short' }).format(AHORA).replace('.', '').toLowerCase();
    const [zona, mes] = Object.entries(MES_EN).find(([, m]) => !mesNavegador.startsWith(m))!;
    const { user } = renderRango(zona, { desde: '2026-06', hasta: '2026-10' });
    await user.click(within(screen.getByRole('group', { name: 'Hasta' }).parentElement!).getByRole('button'));
    const actual = (await screen.findByRole('dialog')).querySelector('[aria-current="date"]');
    expect(actual?.textContent?.toLowerCase()).toContain(mes);
  });

  it('hands back the chosen month and says under Hasta when the range is reversed', async () => {
    const { user, onChange } = renderRango('Europe/Madrid', { desde: '2026-06', hasta: '2026-03' });
    expect(screen.getByText(MSG.rangoMesesInvalido)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Hasta' }).parentElement!).getByRole('button'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: /ago/i }));
    expect(onChange).toHaveBeenCalledWith({ desde: '2026-06', hasta: '2026-08' });
  });
});
