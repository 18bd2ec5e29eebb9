import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Campo, Tarjeta } from '@portal/shared/domain';
import { apiGet, apiToken } from './portal';
import { elegido } from './formulario';
import type { ContadorDeToques } from './toques';

/** A machine's QR label: the add form's URL with the machine and part filled in. */
export interface Etiqueta {
  id: string;
  maquina: string;
  parte: string;
  url: string;
}

export const etiquetaDe = (m: Pick<Campo, '_id' | 'value' | 'parteMaquina'>): Etiqueta => {
  const parte = m.parteMaquina[0];
  return { id: m._id, maquina: m.value, parte, url: `/agregartarjeta?maquina=${m._id}&parte=${encodeURIComponent(parte)}` };
};

/** The machine (and part) a QR label names: the first seeded machine with parts and its Equipo autónomo. */
export async function etiqueta(baseUrl: string): Promise<Etiqueta> {
  const campos = await apiGet<Campo[]>(baseUrl, '/api/campos', await apiToken(baseUrl, 'operario'));
  const m = campos.find((c) => c.name === 'maquina' && c.parteMaquina.length > 0 && c.equipo);
  expect(m, 'a seeded machine with parts and an equipo').toBeDefined();
  return etiquetaDe(m!);
}

export async function formulario(page: Page, maquina: string, parte: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Agregar Tarjeta' });
  await expect.poll(() => form.getByLabel('Maquina/Instalación').inputValue()).toBe(maquina);
  await expect.poll(() => form.getByLabel('Parte de maquina').inputValue()).toBe(parte);
  return form;
}

/** What is left after the label filled Máquina and Parte: the required fields an operator chooses. */
export async function completar(form: Locator, c: ContadorDeToques, descripcion: string): Promise<void> {
  await c.elegir(form, 'Color', 'Roja');
  await c.fill(form.getByLabel('Descripción'), descripcion);
  await c.elegir(form, 'Prioridad', 'Alta');
  await c.elegir(form, 'Reparación', 'Con maquina en marcha');
  for (const label of ['Riesgo Inicial', 'Familia de anomalias', 'Tipo de R/FC/LDA']) await c.elegir(form, label, { index: 1 });
  // The machine brought its Equipo autónomo; a machine without one costs the list.
  if (!(await elegido(form, 'Equipo Autonomo'))) await c.elegir(form, 'Equipo Autonomo', { index: 1 });
}

/** The card the add form just saved (its 'creada' notice names it). */
export async function creada(page: Page, baseUrl: string): Promise<Tarjeta> {
  const aviso = page.getByRole('status').filter({ hasText: /^Tarjeta Roja N°\d+ creada$/ });
  await aviso.waitFor();
  await page.waitForURL('**/tarjetas');
  const numero = Number((await aviso.textContent())!.match(/N°(\d+)/)![1]);
  const token = await apiToken(baseUrl, 'operario');
  const pagina = await apiGet<{ items: Tarjeta[] }>(baseUrl, `/api/tarjetas?color=Roja&numero=${numero}`, token);
  expect(pagina.items).toHaveLength(1);
  return pagina.items[0];
}
