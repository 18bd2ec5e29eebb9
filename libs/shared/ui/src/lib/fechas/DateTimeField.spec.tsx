import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PortalProviders } from '../PortalProviders';
import { PlantaTiempoProvider } from '../tiempo/PlantaTiempoProvider';
import { DateField, DateTimeField } from './DateTimeField';
import { FECHA_INCOMPLETA } from './valorFecha';

// As @portal/shared/testing's helpers (which depend on this lib, so cannot be imported here).
async function escribirFecha(user: UserEvent, contenedor: HTMLElement, label: string, texto: string) {
  await user.click(within(within(contenedor).getByRole('group', { name: label })).getAllByRole('spinbutton')[0]!);
  await user.keyboard(texto.replace(/\D/g, ''));
}
const textoFecha = (contenedor: HTMLElement, label: string) =>
  within(contenedor).getByRole('group', { name: label }).parentElement?.querySelector('input')?.value ?? '';

/** The plant's zone (from the server): the fields type and show Madrid's wall clock, whatever the process's zone is. */
const ZONA = 'Europe/Madrid';

interface Valores {
  fin: string;
  dia: string;
}

function Form({ inicial = { fin: '', dia: '' }, onValues }: { inicial?: Valores; onValues: (v: Valores) => void }) {
  const form = useForm<Valores>({ defaultValues: inicial });
  onValues(form.watch());
  return (
    <>
      <DateTimeField control={form.control} name="fin" label="Fin de reparación" id="fin" required />
      <DateField control={form.control} name="dia" label="Fecha prevista" id="dia" />
    </>
  );
}

function renderForm(inicial?: Valores) {
  const valores: { actual: Valores } = { actual: inicial ?? { fin: '', dia: '' } };
  const view = render(
    <PortalProviders>
      <PlantaTiempoProvider zona={ZONA}>
        <Form inicial={inicial} onValues={(v) => (valores.actual = v)} />
      </PlantaTiempoProvider>
    </PortalProviders>,
  );
  return { valores, view, user: userEvent.setup() };
}

// The pickers are heavy in jsdom: on a loaded 2-core machine the first render alone can take seconds.
describe('DateTimeField', () => {
  it("typing DD/MM/YYYY HH:mm (24 h) gives the plant's moment as an ISO instant", async () => {
    const { valores, view, user } = renderForm();
    await escribirFecha(user, view.container, 'Fin de reparación', '23/11/2026 17:48');
    // 17:48 in Madrid (UTC+1) — not the browser's 17:48.
    await waitFor(() => expect(valores.actual.fin).toBe('2026-11-23T16:48:00.000Z'));
    expect(textoFecha(view.container, 'Fin de reparación')).toBe('23/11/2026 17:48');
  });

  it('an incomplete text is not a date: the form holds FECHA_INCOMPLETA, not an empty value', async () => {
    const { valores, view, user } = renderForm();
    await escribirFecha(user, view.container, 'Fin de reparación', '23/11');
    await user.tab();
    await waitFor(() => expect(valores.actual.fin).toBe(FECHA_INCOMPLETA));
  });

  it('shows a stored value as DD/MM/YYYY HH:mm and a date as DD/MM/YYYY', () => {
    const fin = '2026-01-05T06:03:00.000Z';
    const { view } = renderForm({ fin, dia: '2031-03-15' });
    expect(textoFecha(view.container, 'Fin de reparación')).toBe('05/01/2026 07:03');
    expect(textoFecha(view.container, 'Fecha prevista')).toBe('15/03/2031');
  });

  it('DateField keeps YYYY-MM-DD', async () => {
    const { valores, view, user } = renderForm();
    await escribirFecha(user, view.container, 'Fecha prevista', '15/03/2031');
    await waitFor(() => expect(valores.actual.dia).toBe('2031-03-15'));
  });

  describe('on a phone (the mobile picker)', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it("an empty field opens at the plant's now: picking a day keeps the current plant hour, not 00:00", async () => {
      // A touch screen: MUI's desktop query '(pointer: fine)' fails, so the mobile picker opens.
      vi.stubGlobal('matchMedia', (media: string) => ({
        matches: false,
        media,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }));
      // 16:48 UTC is 17:48 in Madrid; the process runs in another zone.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T16:48:30Z') });
      const { valores, view, user } = renderForm();
      await user.click(within(view.container).getAllByRole('button', { name: 'Elige fecha' })[0]!);
      const picker = await screen.findByRole('dialog');
      await user.click(within(picker).getByRole('gridcell', { name: '10' }));
      // The toolbar's hour and minute: the plant's, ready to be kept or changed.
      expect(within(picker).getByRole('button', { name: '17' })).toBeInTheDocument();
      expect(within(picker).getByRole('button', { name: '48' })).toBeInTheDocument();
      await user.click(within(picker).getByRole('button', { name: 'Siguiente' }));
      await user.click(await within(picker).findByRole('button', { name: 'OK' }));
      await waitFor(() => expect(valores.actual.fin).toBe('2026-11-10T16:48:00.000Z'));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(textoFecha(view.container, 'Fin de reparación')).toBe('10/11/2026 17:48');
    });
  });

  it('is in Spanish, marks the required field and opens a picker', async () => {
    const { user } = renderForm();
    const grupo = screen.getByRole('group', { name: 'Fin de reparación' });
    expect(grupo.parentElement?.querySelector('label')).toHaveTextContent('Fin de reparación *');
    const secciones = screen.getAllByRole('spinbutton').slice(0, 5);
    expect(secciones.map((s) => s.getAttribute('aria-label'))).toEqual(['Dia', 'Mes', 'Año', 'Horas', 'Minutos']);
    expect(secciones.map((s) => s.textContent)).toEqual(['DD', 'MM', 'AAAA', 'hh', 'mm']);
    expect(secciones[0]).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByRole('spinbutton')[5]).not.toHaveAttribute('aria-required');
    await user.click(screen.getAllByRole('button', { name: 'Elige fecha' })[0]!);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
