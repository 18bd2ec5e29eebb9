import { describe, expect, it } from 'vitest';
import { filtrosDesdeUrl, filtrosEnUrl, filtroSeleccionDesdeLista, SIN_FILTROS, tarjetasQuery } from './tarjetasQuery';

const pagina = { page: 2, pageSize: 20 };

describe('tarjetasQuery', () => {
  it('sends page, size and the default newest-first order', () => {
    expect(tarjetasQuery(pagina, [], SIN_FILTROS, '')).toEqual({ page: 2, pageSize: 20, sort: 'fecha', order: 'desc' });
  });

  it('asks page 0 when all rows (-1) are asked', () => {
    expect(tarjetasQuery({ page: 3, pageSize: -1 }, [], SIN_FILTROS, '')).toMatchObject({ page: 0, pageSize: -1 });
  });

  it('maps the sort of a known field and ignores unknown ones', () => {
    expect(tarjetasQuery(pagina, [{ field: 'numero', sort: 'asc' }], SIN_FILTROS, '')).toMatchObject({ sort: 'numero', order: 'asc' });
    expect(tarjetasQuery(pagina, [{ field: 'detalle', sort: 'asc' }], SIN_FILTROS, '')).toMatchObject({ sort: 'fecha', order: 'desc' });
  });

  it('sends each chosen filter as its parameter and leaves the empty ones out', () => {
    const filtros = { color: 'Verde', estado: 'Cerrada', equipo: ' Equipo B ', prioridad: '' } as const;
    expect(tarjetasQuery(pagina, [], filtros, '')).toEqual({
      page: 2,
      pageSize: 20,
      sort: 'fecha',
      order: 'desc',
      color: 'Verde',
      estado: 'Cerrada',
      equipo: 'Equipo B',
    });
  });

  it('drops a blank search and trims the search into q', () => {
    expect(tarjetasQuery(pagina, [], SIN_FILTROS, '   ')).not.toHaveProperty('q');
    expect(tarjetasQuery(pagina, [], SIN_FILTROS, '  aceite ')).toMatchObject({ q: 'aceite' });
  });
});

describe('filtrosDesdeUrl', () => {
  it('reads every list filter and the search, ignoring unknown colours, states and priorities', () => {
    const url = new URLSearchParams(
      'color=Roja&estado=Abierta&equipo=Equipo%20B&prioridad=Urgente&maquina=Extrusora%201&familia=2%20-%20Condiciones%20basicas&q=%20aceite%20',
    );
    const { filtros, busqueda } = filtrosDesdeUrl(url);
    expect({ filtros, busqueda }).toEqual({
      filtros: { color: 'Roja', estado: 'Abierta', equipo: 'Equipo B', prioridad: '', maquina: 'Extrusora 1', familia: '2 - Condiciones basicas' },
      busqueda: 'aceite',
    });
    expect(tarjetasQuery(pagina, [], filtros, busqueda)).toMatchObject({ maquina: 'Extrusora 1', familia: '2 - Condiciones basicas', estado: 'Abierta' });
    expect(filtrosDesdeUrl(new URLSearchParams('estado=Perdida'))).toEqual({ filtros: SIN_FILTROS, busqueda: '' });
  });
});

describe('several values and sinValor (the Pareto drill-down)', () => {
  it('reads repeated colours and equipos and the sinValor columns, ignoring unknown ones', () => {
    const { filtros } = filtrosDesdeUrl(
      new URLSearchParams('color=Roja&color=Negra&color=Azul&equipo=A&equipo=%20B%20&equipo=A&sinValor=maquina&sinValor=descripcion&sinValor=equipo'),
    );
    expect(filtros).toEqual({ ...SIN_FILTROS, colores: ['Roja', 'Azul'], equipos: ['A', 'B'], sinValor: ['maquina', 'equipo'] });
    expect(tarjetasQuery(pagina, [], filtros, '')).toMatchObject({ color: ['Roja', 'Azul'], equipo: ['A', 'B'], sinValor: ['maquina', 'equipo'] });
  });

  it('one value of a repeated parameter is the select value, and a select value wins over the link list', () => {
    expect(filtrosDesdeUrl(new URLSearchParams('color=Negra&color=Verde&equipo=A&equipo=')).filtros).toEqual({ ...SIN_FILTROS, color: 'Verde', equipo: 'A' });
    expect(tarjetasQuery(pagina, [], { ...SIN_FILTROS, color: 'Verde', colores: ['Roja', 'Azul'], equipo: 'C', equipos: ['A', 'B'] }, '')).toMatchObject({
      color: 'Verde',
      equipo: 'C',
    });
  });

  it("exports the same cards: the lists as values and an empty column as ''", () => {
    const sel = filtroSeleccionDesdeLista(['numero'], { ...SIN_FILTROS, colores: ['Roja', 'Azul'], equipos: ['A', 'B'], sinValor: ['maquina', 'equipo'] });
    expect(sel.filtros).toEqual({ color: ['Roja', 'Azul'], equipo: ['A', 'B', ''], maquina: [''] });
  });
});

describe('filtrosEnUrl', () => {
  it('writes the filters as filtrosDesdeUrl reads them back, repeated where several, keeping the search and paging', () => {
    const filtros = { ...SIN_FILTROS, estado: 'Abierta', colores: ['Roja', 'Azul'], equipos: ['A', 'B'], sinValor: ['maquina'], familia: 'F1' } as const;
    const url = filtrosEnUrl(new URLSearchParams('q=aceite&pagina=2&prioridad=Alta&color=Verde'), filtros);
    expect(url.getAll('color')).toEqual(['Roja', 'Azul']);
    expect(url.has('prioridad')).toBe(false);
    expect(url.get('q')).toBe('aceite');
    expect(url.get('pagina')).toBe('2');
    expect(filtrosDesdeUrl(url)).toEqual({ filtros, busqueda: 'aceite' });
  });

  it('removes every filter of an empty set', () => {
    expect(filtrosEnUrl(new URLSearchParams('estado=Abierta&color=Roja&color=Azul&sinValor=equipo&maquina=M'), SIN_FILTROS).toString()).toBe('');
  });
});

describe('filtroSeleccionDesdeLista', () => {
  it('keeps the exportable visible columns in order and turns each filter into a one-value list', () => {
    const sel = filtroSeleccionDesdeLista(['numero', 'color', 'prioridad', 'detalle'], { ...SIN_FILTROS, prioridad: 'Baja', color: 'Roja' });
    expect(sel).toEqual({
      selectedOption: ['numero', 'color', 'prioridad'],
      filtros: { color: ['Roja'], prioridad: ['Baja'] },
      alerta: false,
      qrcode: false,
      convertida: false,
      planificacion: false,
    });
  });
});
