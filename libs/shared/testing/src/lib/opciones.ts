import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The label as written, with or without the required mark. */
const nombre = (label: string) => new RegExp(`^${escape(label)}(\\s*\\*)?$`);
const esChips = (el: HTMLElement) => el.getAttribute('role') === 'radiogroup';

/** The form's choice named `label`: a chip group (ChipsField, a radiogroup) or a native select (SelectField). */
export function controlDeOpcion(label: string, contenedor: HTMLElement = document.body): HTMLElement {
  return within(contenedor).queryByRole('radiogroup', { name: nombre(label) }) ?? within(contenedor).getByLabelText(nombre(label));
}

/** Chooses `opcion` as a user does: a tap on its chip, or the select's option. */
export async function elegirOpcion(user: UserEvent, label: string, opcion: string, contenedor?: HTMLElement): Promise<void> {
  const el = controlDeOpcion(label, contenedor);
  if (esChips(el)) await user.click(within(el).getByRole('radio', { name: opcion }));
  else await user.selectOptions(el, opcion);
}

/** The chosen option's value ('' when none). */
export function opcionElegida(label: string, contenedor?: HTMLElement): string {
  const el = controlDeOpcion(label, contenedor);
  if (!esChips(el)) return (el as HTMLSelectElement).value;
  return (within(el).queryAllByRole('radio') as HTMLInputElement[]).find((r) => r.checked)?.value ?? '';
}

/** The options offered, in order (a select's 'Seleccionar' left out). */
export function opcionesOfrecidas(label: string, contenedor?: HTMLElement): string[] {
  const el = controlDeOpcion(label, contenedor);
  const valores = esChips(el)
    ? (within(el).getAllByRole('radio') as HTMLInputElement[]).map((r) => r.value)
    : within(el)
        .getAllByRole('option')
        .map((o) => o.textContent ?? '');
  return valores.filter((v) => v !== '' && v !== 'Seleccionar');
}
