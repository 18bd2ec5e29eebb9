import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types `texto` ('23/11/2026 05:48' or '23/11/2026') into the DateTimeField/DateField labelled
 * `label` inside `contenedor`, as a keyboard user does: the digits go section by section.
 */
export async function escribirFecha(user: UserEvent, contenedor: HTMLElement, label: string, texto: string) {
  const grupo = within(contenedor).getByRole('group', { name: label });
  const secciones = within(grupo).getAllByRole('spinbutton');
  await user.click(secciones[0]!);
  await user.keyboard('{Control>}a{/Control}{Backspace}');
  await user.keyboard(texto.replace(/\D/g, ''));
}

/** The text a DateTimeField/DateField shows ('DD/MM/YYYY HH:mm'). */
export function textoFecha(contenedor: HTMLElement, label: string): string {
  const grupo = within(contenedor).getByRole('group', { name: label });
  return grupo.parentElement?.querySelector('input')?.value ?? '';
}
