import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey, useFormDraft } from './useFormDraft';

interface Values {
  descripcion: string;
  maquina: string;
  parte: string;
  urgente: boolean;
  foto: unknown;
}
const DEFAULTS: Values = { descripcion: '', maquina: '', parte: '', urgente: false, foto: null };
const PARTES: Record<string, string[]> = { Prensa: ['Motor', 'Cilindro'], Torno: ['Husillo'] };

let lastDraft: ReturnType<typeof useFormDraft> | null = null;

function Formulario({
  userId = 'u1',
  draftId = 'agregar',
  active = true,
  ready = true,
}: {
  userId?: string | null;
  draftId?: string;
  active?: boolean;
  ready?: boolean;
}) {
  const form = useForm<Values>({ defaultValues: DEFAULTS });
  lastDraft = useFormDraft(form, draftId, { userId, active, ready, debounceMs: 20 });
  const maquina = form.watch('maquina');
  return (
    <form>
      <label>
        Descripción <input {...form.register('descripcion')} />
      </label>
      <label>
        Máquina
        <select {...form.register('maquina')}>
          <option value="">Seleccionar</option>
          {Object.keys(PARTES).map((m) => (
            <option key={m}>{m}</option>
          ))}
        </select>
      </label>
      <label>
        Parte
        <select {...form.register('parte')}>
          <option value="">Seleccionar</option>
          {(PARTES[maquina] ?? []).map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      <label>
        Urgente <input type="checkbox" {...form.register('urgente')} />
      </label>
      <button type="button" onClick={() => form.setValue('foto', new File(['x'], 'foto.jpg'))}>
        Adjuntar
      </button>
      <output data-testid="dirty">{String(form.formState.isDirty)}</output>
    </form>
  );
}

const stored = (key: string) => {
  const raw = sessionStorage.getItem(key);
  return raw ? (JSON.parse(raw) as { values: Record<string, unknown> }).values : null;
};
const store = (key: string, values: unknown) => sessionStorage.setItem(key, JSON.stringify({ v: 1, values }));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  lastDraft = null;
  vi.restoreAllMocks();
});

describe('useFormDraft', () => {
  it('saves what the user types under borrador:<user>:<form>, without File objects', async () => {
    render(<Formulario />);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Pérdida de aceite');
    await userEvent.selectOptions(screen.getByLabelText('Máquina'), 'Prensa');
    await userEvent.click(screen.getByLabelText('Urgente'));
    await userEvent.click(screen.getByText('Adjuntar'));
    await waitFor(() => expect(stored('borrador:u1:agregar')).toEqual({ descripcion: 'Pérdida de aceite', maquina: 'Prensa', parte: '', urgente: true }));
  });

  it('restores the draft on mount, dependent select included, and the form counts as changed', async () => {
    store(draftKey('u1', 'agregar'), { descripcion: 'Fuga', maquina: 'Prensa', parte: 'Cilindro', urgente: true });
    render(<Formulario />);
    await waitFor(() => expect(screen.getByLabelText('Parte')).toHaveValue('Cilindro'));
    expect(screen.getByLabelText('Descripción')).toHaveValue('Fuga');
    expect(screen.getByLabelText('Máquina')).toHaveValue('Prensa');
    expect(screen.getByLabelText('Urgente')).toBeChecked();
    expect(screen.getByTestId('dirty')).toHaveTextContent('true');
    expect(lastDraft?.restored).toBe(true);
  });

  it('waits for `ready` (the options) before restoring', async () => {
    store(draftKey('u1', 'agregar'), { descripcion: 'Fuga' });
    const view = render(<Formulario ready={false} />);
    await new Promise((r) => setTimeout(r, 40));
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
    view.rerender(<Formulario ready />);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue('Fuga'));
  });

  it('keeps what was typed before `ready` (a slow page): saved once ready, not replaced by an older draft', async () => {
    store(draftKey('u1', 'agregar'), { descripcion: 'Borrador viejo' });
    const view = render(<Formulario ready={false} />);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Escrito antes');
    await new Promise((r) => setTimeout(r, 40));
    expect(stored('borrador:u1:agregar')).toEqual({ descripcion: 'Borrador viejo' });
    view.rerender(<Formulario ready />);
    await waitFor(() => expect(stored('borrador:u1:agregar')).toMatchObject({ descripcion: 'Escrito antes' }));
    expect(screen.getByLabelText('Descripción')).toHaveValue('Escrito antes');
  });

  it('clear() forgets the draft: not restored again, not re-saved on unmount', async () => {
    const view = render(<Formulario />);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Enviada');
    act(() => lastDraft?.clear());
    view.unmount();
    expect(sessionStorage.getItem('borrador:u1:agregar')).toBeNull();
    render(<Formulario />);
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
  });

  it('writes a pending change when the form unmounts (a 401 sends the user to the login)', async () => {
    const view = render(<Formulario />);
    const input = screen.getByLabelText('Descripción');
    await userEvent.type(input, 'A');
    view.unmount();
    expect(stored('borrador:u1:agregar')).toMatchObject({ descripcion: 'A' });
  });

  it('keeps drafts apart per user and per form/object, and stores nothing without a user', async () => {
    store(draftKey('u1', 'cerrar:t1'), { descripcion: 'de u1 en t1' });
    store(draftKey('u2', 'cerrar:t1'), { descripcion: 'de u2 en t1' });
    store(draftKey('u1', 'cerrar:t2'), { descripcion: 'de u1 en t2' });
    const a = render(<Formulario draftId="cerrar:t1" userId="u2" />);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue('de u2 en t1'));
    a.unmount();
    const b = render(<Formulario draftId="cerrar:t2" />);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue('de u1 en t2'));
    b.unmount();
    render(<Formulario draftId="cerrar:t3" userId={null} />);
    await userEvent.type(screen.getByLabelText('Descripción'), 'anónimo');
    await new Promise((r) => setTimeout(r, 40));
    expect(Object.keys(sessionStorage).filter((k) => k.includes('t3'))).toEqual([]);
    expect(stored(draftKey('u1', 'cerrar:t1'))).toEqual({ descripcion: 'de u1 en t1' });
  });

  it('ignores and removes a corrupt draft', async () => {
    sessionStorage.setItem('borrador:u1:agregar', '{no es json');
    render(<Formulario />);
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
    expect(sessionStorage.getItem('borrador:u1:agregar')).toBeNull();
  });

  it.each([
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['another version', JSON.stringify({ v: 99, values: { descripcion: 'x' } })],
    ['values as a string', JSON.stringify({ v: 1, values: 'descripcion' })],
  ])('ignores a stored %s', async (_label, raw) => {
    sessionStorage.setItem('borrador:u1:agregar', raw);
    render(<Formulario />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
  });

  it('restores only the fields that still fit the form (schema changed since)', async () => {
    store(draftKey('u1', 'agregar'), { descripcion: 'Sigue', urgente: 'sí', campoViejo: 'x', maquina: { nested: true } });
    render(<Formulario />);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue('Sigue'));
    expect(screen.getByLabelText('Urgente')).not.toBeChecked();
    expect(screen.getByLabelText('Máquina')).toHaveValue('');
  });

  it('keeps the form working when storage throws (full or disabled)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const view = render(<Formulario />);
    await userEvent.type(screen.getByLabelText('Descripción'), 'Sin almacenamiento');
    await new Promise((r) => setTimeout(r, 40));
    expect(screen.getByLabelText('Descripción')).toHaveValue('Sin almacenamiento');
    view.unmount();
  });

  it('in a dialog: restores on opening, and closing drops the draft', async () => {
    store(draftKey('u1', 'cerrar:t1'), { descripcion: 'A medio cerrar' });
    const view = render(<Formulario draftId="cerrar:t1" active={false} />);
    expect(screen.getByLabelText('Descripción')).toHaveValue('');
    view.rerender(<Formulario draftId="cerrar:t1" active />);
    await waitFor(() => expect(screen.getByLabelText('Descripción')).toHaveValue('A medio cerrar'));
    await userEvent.type(screen.getByLabelText('Descripción'), '!');
    view.rerender(<Formulario draftId="cerrar:t1" active={false} />);
    expect(sessionStorage.getItem('borrador:u1:cerrar:t1')).toBeNull();
  });
});
