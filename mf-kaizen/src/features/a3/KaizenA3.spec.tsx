import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithPortal } from '@portal/shared/testing';
import type { Kaizen, KaizenTarjetaRef } from '@portal/shared/domain';
import { ImprimirA3Button, KaizenA3 } from './KaizenA3';
import { ATRIBUTO_HOJA } from './estilosA3';
import { FILAS_TARJETAS_A3, filasTarjetasA3 } from './tarjetasA3';

const tarjeta = (color: KaizenTarjetaRef['color'], numero: number, patch: Partial<KaizenTarjetaRef> = {}): KaizenTarjetaRef => ({
  _id: `t-${color}-${numero}`,
  color,
  numero,
  estado: 'Abierta',
  descripcion: `Fuga en ${color} ${numero}`,
  ...patch,
});

const kaizen: Kaizen = {
  _id: 'k-1',
  numero: 7,
  estado: 'Abierta',
  implementacion: true,
  estadoActual: 'En implementacion',
  codigo: 'QK-07',
  linea: 'Línea 2',
  maquina: 'Inyectora 3',
  tema: 'Reducir fugas de aceite',
  perdidaAtacada: 'Paradas no planificadas',
  pilar: 'Mantenimiento autónomo',
  lider: 'Martín Sosa',
  fecha: '2026-11-02T13:00:00.000Z',
  preTarjeta: [tarjeta('Roja', 12), tarjeta('Azul', 4)],
  tarjetasHacer: [tarjeta('Azul', 4), tarjeta('Verde', 9, { _id: null, estado: 'eliminada', descripcion: '' })],
  descripcionProblema: 'Pierde aceite el cilindro',
  objetivo: 'Cero fugas en 30 días',
  causas: 'Retenes gastados',
  acciones: 'Cambiar retenes cada 6 meses',
  objectivoCompletado: 'Sí, sin fugas',
  objetivoLogrado: 'Sí',
  objetivoCompletado: 'Sí, sin fugas',
  documentos: 'Plan de lubricación',
  otraMaquina: 'Inyectora 4',
  responsableSeguimiento: 'Lucía Benítez',
  fechaFinalizacionMejora: '2026-11-20',
  costo: '1.500',
  beneficio: 'a definir',
  costoImporte: 1500,
  beneficioImporte: null,
  verificacion: 'Verificado en ronda',
  imagenFrontUrl: '/uploads/antes.png',
  imagenBackUrl: '',
  cerradaEn: null,
};

const hoja = () => document.body.querySelector<HTMLElement>(`[${ATRIBUTO_HOJA}]`)!;
/** Outside the preview the sheet is display: none on screen, so the queries look at hidden elements too. */
const oculta = { hidden: true } as const;
const estilos = () => [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('\n');

afterEach(() => {
  document.title = '';
});

describe('KaizenA3', () => {
  it('is a direct child of <body> (so print CSS can hide the rest) with the four PDCA quadrants and the data', () => {
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={kaizen} /> }, route: '/tarjeta/k-1' });
    expect(hoja().parentElement).toBe(document.body);
    const sheet = within(hoja());
    expect(sheet.getByRole('heading', { level: 1, name: 'Quick Kaizen N°7', ...oculta })).toBeInTheDocument();
    expect(sheet.getAllByRole('heading', { level: 2, ...oculta }).map((h) => h.textContent)).toEqual([
      'Planificar',
      'Hacer',
      'Estandarizar',
      'Chequear',
      'Antes y después',
      'Seguimiento',
    ]);
    for (const texto of [
      'QK-07',
      'Inyectora 3',
      'Línea 2',
      'Mantenimiento autónomo',
      'Martín Sosa',
      'Paradas no planificadas',
      'En implementacion',
      'Reducir fugas de aceite',
    ]) {
      expect(sheet.getByText(texto)).toBeInTheDocument();
    }
    const planificar = within(sheet.getByRole('region', { name: 'Planificar', ...oculta }));
    for (const texto of ['Pierde aceite el cilindro', 'Cero fugas en 30 días', 'Retenes gastados', 'Cambiar retenes cada 6 meses'])
      expect(planificar.getByText(texto)).toBeInTheDocument();
    expect(within(sheet.getByRole('region', { name: 'Estandarizar', ...oculta })).getByText('Inyectora 4')).toBeInTheDocument();
    expect(within(sheet.getByRole('region', { name: 'Chequear', ...oculta })).getByText('Sí, sin fugas')).toBeInTheDocument();
    const seguimiento = within(sheet.getByRole('region', { name: 'Seguimiento', ...oculta }));
    for (const texto of ['Lucía Benítez', '20/11/2026', '1.500', 'a definir', 'Verificado en ronda']) expect(seguimiento.getByText(texto)).toBeInTheDocument();
  });

  it('lists the source and Hacer cards once each, a deleted card as eliminada', () => {
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={kaizen} /> }, route: '/tarjeta/k-1' });
    const tabla = within(hoja()).getByRole('table', { name: 'Hacer', ...oculta });
    const filas = within(tabla)
      .getAllByRole('row', oculta)
      .map((r) =>
        within(r)
          .queryAllByRole('cell', oculta)
          .map((c) => c.textContent),
      );
    expect(filas.slice(1)).toEqual([
      ['12', 'Roja', 'Abierta', 'Fuga en Roja 12', 'Origen'],
      ['4', 'Azul', 'Abierta', 'Fuga en Azul 4', 'Origen y Hacer'],
      ['9', 'Verde', 'eliminada', '', 'Hacer'],
    ]);
  });

  it('shows the before image and says the after image is missing', () => {
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={kaizen} /> }, route: '/tarjeta/k-1' });
    const imagenes = within(within(hoja()).getByRole('region', { name: 'Antes y después', ...oculta }));
    expect(imagenes.getByRole('img', { name: 'Imagen del antes del Kaizen N°7', ...oculta })).toHaveAttribute('src', '/uploads/antes.png');
    expect(imagenes.queryByRole('img', { name: /después/, ...oculta })).not.toBeInTheDocument();
    expect(imagenes.getByText('Sin imagen')).toBeInTheDocument();
  });

  it('is hidden on screen, with no toolbar, outside the ?vista=a3 preview', () => {
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={kaizen} /> }, route: '/tarjeta/k-1' });
    expect(getComputedStyle(hoja()).display).toBe('none');
    expect(within(hoja()).queryByRole('navigation', { name: 'Vista A3', ...oculta })).not.toBeInTheDocument();
    expect(estilos()).toMatch(/@page\s*\{\s*size:\s*A3 landscape/);
    expect(estilos()).toMatch(/@media print\s*\{\s*body\s*>\s*:not\(\[data-kaizen-a3\]\)\s*\{\s*display:\s*none\s*!important/);
  });

  it('on ?vista=a3 shows the sheet alone with a way back to the detail and Imprimir A3', async () => {
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={kaizen} /> }, route: '/tarjeta/k-1?vista=a3' });
    expect(getComputedStyle(hoja()).display).not.toBe('none');
    expect(within(hoja()).getByRole('heading', { level: 1, name: 'Quick Kaizen N°7' })).toBeVisible();
    const barra = within(within(hoja()).getByRole('navigation', { name: 'Vista A3' }));
    expect(barra.getByRole('button', { name: 'Imprimir A3' })).toBeInTheDocument();
    // The rest of the page (here the router's location probe) is not shown on screen.
    expect(screen.getByTestId('location')).not.toBeVisible();
    await userEvent.click(barra.getByRole('link', { name: 'Volver al detalle' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/tarjeta/k-1');
    expect(within(hoja()).queryByRole('navigation', { name: 'Vista A3', ...oculta })).not.toBeInTheDocument();
    expect(getComputedStyle(hoja()).display).toBe('none');
  });

  it('cuts the card table at what fits and counts the rest', () => {
    const muchas = { ...kaizen, preTarjeta: Array.from({ length: FILAS_TARJETAS_A3 + 3 }, (_, i) => tarjeta('Roja', i + 1)), tarjetasHacer: [] };
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={muchas} /> }, route: '/tarjeta/k-1' });
    expect(within(within(hoja()).getByRole('table', { name: 'Hacer', ...oculta })).getAllByRole('row', oculta)).toHaveLength(FILAS_TARJETAS_A3 + 1);
    expect(within(hoja()).getByText('… y 3 tarjetas más (ver el detalle del Kaizen)')).toBeInTheDocument();
    expect(filasTarjetasA3(muchas)).toHaveLength(FILAS_TARJETAS_A3 + 3);
  });

  it('counts one card left over in the singular', () => {
    const una = { ...kaizen, preTarjeta: Array.from({ length: FILAS_TARJETAS_A3 + 1 }, (_, i) => tarjeta('Roja', i + 1)), tarjetasHacer: [] };
    renderWithPortal({ routes: { '/tarjeta/:id': <KaizenA3 kaizen={una} /> }, route: '/tarjeta/k-1' });
    expect(within(hoja()).getByText('… y 1 tarjeta más (ver el detalle del Kaizen)')).toBeInTheDocument();
  });
});

describe('ImprimirA3Button', () => {
  it('prints under the Kaizen’s name and gives the page its title back', async () => {
    document.title = 'Portal de Mejora Continua';
    const titulos: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => titulos.push(document.title));
    renderWithPortal({ routes: { '/tarjeta/:id': <ImprimirA3Button kaizen={kaizen} /> }, route: '/tarjeta/k-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir A3' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(titulos).toEqual(['Quick Kaizen N°7 - QK-07']);
    expect(document.title).toBe('Portal de Mejora Continua');
  });
});
