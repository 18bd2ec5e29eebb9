import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { KAIZEN_API, type CerrarKaizenBody, type Kaizen, type Pilar, type Tarjeta } from '@portal/shared/domain';
import { apiToken, type USERS } from './portal';
import { apiSend, unico } from './tarjetas';

/** How the detail's title, its dialogs and the A3 sheet name a Kaizen. */
export const tituloKaizen = (k: Pick<Kaizen, 'numero'>) => `Quick Kaizen N°${k.numero}`;

export interface KaizenNuevo {
  codigo?: string;
  tema?: string;
  lider?: string;
  pilar?: Pilar;
}

/** Creates a Kaizen through the API as the Admin, from existing cards (the first one's machine). */
export async function crearKaizenApi(baseUrl: string, origen: Pick<Tarjeta, 'color' | 'numero' | 'maquina'>[], extra: KaizenNuevo = {}): Promise<Kaizen> {
  const res = await apiSend(baseUrl, 'POST', `/api${KAIZEN_API.base}`, await apiToken(baseUrl, 'admin'), {
    codigo: extra.codigo ?? unico('QK'),
    preTarjeta: origen.map(({ color, numero }) => ({ color, numero })),
    maquina: origen[0].maquina,
    lider: extra.lider ?? 'Martín Sosa',
    tema: extra.tema ?? unico('Tema e2e'),
    linea: 'Línea 1',
    perdidaAtacada: 'Paradas no planificadas',
    pilar: extra.pilar ?? 'Mantenimiento autónomo',
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Kaizen;
}

/** The implement/close call (any logged-in user). */
export async function cerrarKaizenApi(baseUrl: string, body: CerrarKaizenBody, user: keyof typeof USERS = 'jefe'): Promise<Kaizen> {
  const res = await apiSend(baseUrl, 'POST', `/api${KAIZEN_API.cerrar}`, await apiToken(baseUrl, user), body);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Kaizen;
}

/** The Kaizen as the server has it now; `null` once it is deleted (404). */
export async function getKaizenApi(baseUrl: string, id: string): Promise<Kaizen | null> {
  const res = await fetch(`${baseUrl}/api${KAIZEN_API.uno(id)}`, { headers: { Authorization: `Bearer ${await apiToken(baseUrl, 'admin')}` } });
  if (res.status === 404) return null;
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Kaizen;
}

/** Opens a Kaizen's detail and waits for its title (with or without the 'En implementacion' suffix). */
export async function abrirKaizen(page: Page, k: Pick<Kaizen, '_id' | 'numero'>, query = ''): Promise<void> {
  await page.goto(`/tarjeta/${k._id}${query}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(`${tituloKaizen(k)}\\b`) }).waitFor();
}

/** A real PNG of `ancho`×`alto` drawn by the browser, in one colour. */
export async function pngDelNavegador(page: Page, ancho: number, alto: number, color: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, c]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = c;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [ancho, alto, color] as const,
  );
  return Buffer.from(base64, 'base64');
}
