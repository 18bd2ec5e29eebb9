import type { Locator } from 'playwright-core';

/** An option by its text, or `{ index: n }`: the n-th real option (1 = the first; a select's 0 is 'Seleccionar'). */
export type Opcion = string | { index: number };

/** The form control named `label`: a chip group (radiogroup) or a native select, once either is on the page. */
async function control(scope: Locator, label: string): Promise<{ tipo: 'chips' | 'lista'; el: Locator }> {
  const chips = scope.getByRole('radiogroup', { name: label });
  const lista = scope.getByRole('combobox', { name: label });
  await chips.or(lista).first().waitFor();
  return (await chips.count()) ? { tipo: 'chips', el: chips } : { tipo: 'lista', el: lista };
}

/** Chooses an option as a user would: one tap on a chip, or a select's list. Says which it was (a list is two taps). */
export async function elegir(scope: Locator, label: string, opcion: Opcion): Promise<'chips' | 'lista'> {
  const { tipo, el } = await control(scope, label);
  if (tipo === 'lista') await el.selectOption(opcion);
  else await (typeof opcion === 'string' ? el.getByRole('radio', { name: opcion, exact: true }) : el.getByRole('radio').nth(opcion.index - 1)).check();
  return tipo;
}

/** The chosen option's value ('' when none). */
export async function elegido(scope: Locator, label: string): Promise<string> {
  const { tipo, el } = await control(scope, label);
  if (tipo === 'lista') return el.inputValue();
  return (await el.locator('input[type="radio"]:checked').evaluateAll((rs) => rs.map((r) => (r as HTMLInputElement).value)))[0] ?? '';
}

/** The options offered, in order ('Seleccionar' left out). */
export async function opcionesDe(scope: Locator, label: string): Promise<string[]> {
  const { tipo, el } = await control(scope, label);
  const valores = await el.locator(tipo === 'lista' ? 'option' : 'input[type="radio"]').evaluateAll((os) => os.map((o) => (o as HTMLInputElement).value));
  return valores.filter((v) => v !== '' && v !== 'Seleccionar');
}

/** What the form focuses for `label`: a select, or the group's first chip. */
export const enfocable = (scope: Locator, label: string): Locator =>
  scope
    .getByRole('radiogroup', { name: label })
    .getByRole('radio')
    .first()
    .or(scope.getByRole('combobox', { name: label }));

/** The add form after its machine: the machine's first part, the first option of every other list, Prioridad as given. */
export async function elegirParteYListas(form: Locator, prioridad = 'Media'): Promise<void> {
  const parte = form.getByLabel('Parte de maquina');
  await parte.locator('option').nth(1).waitFor({ state: 'attached' });
  await parte.selectOption({ index: 1 });
  for (const label of ['Equipo Autonomo', 'Familia de anomalias', 'Tipo de R/FC/LDA', 'Riesgo Inicial']) await elegir(form, label, { index: 1 });
  await elegir(form, 'Prioridad', prioridad);
  await elegir(form, 'Reparación', 'Con maquina en marcha');
}
