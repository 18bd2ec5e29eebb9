import { describe, expect, it } from 'vitest';
import { kaizenContrato as K, ruta, json, sistemaContrato } from '@portal/shared/domain';
import { consultaComoTexto, pedir, urlDe } from './pedir';

describe('pedir: a contract route as an RTK Query request', () => {
  it('fills and encodes the path parameters, takes the method from the route, sends the body as given', () => {
    expect(pedir(K.detalle, { params: { id: 'a b/c' } })).toEqual({ url: '/tarjetaskaizen/a%20b%2Fc', method: 'GET' });
    const cuerpo = { _id: 'x', tema: 'Fuga' };
    expect(pedir(K.editar, { cuerpo })).toEqual({ url: '/tarjetaskaizen/editarkaizen', method: 'POST', body: cuerpo });
    expect(pedir(K.eliminar, { params: { id: 'k1' } })).toMatchObject({ method: 'DELETE', url: '/tarjetaskaizen/k1' });
  });

  it('leaves the query out when every value is empty', () => {
    expect(pedir(K.totales, { consulta: { q: '', maquina: '' } })).toEqual({ url: '/tarjetaskaizen/totales', method: 'GET' });
    expect(pedir(K.totales, { consulta: { q: 'fuga' } })).toEqual({ url: '/tarjetaskaizen/totales', method: 'GET', params: { q: 'fuga' } });
  });

  it('keeps an empty value when the route says so, and sends extra headers', () => {
    expect(pedir(K.totales, { consulta: { q: '' } }, { conservarVacios: true, cabeceras: { 'x-pantalla': 't' } })).toEqual({
      url: '/tarjetaskaizen/totales',
      method: 'GET',
      params: { q: '' },
      headers: { 'x-pantalla': 't' },
    });
  });

  it('throws on a missing path parameter instead of calling a wrong URL', () => {
    expect(() => pedir(K.detalle, { params: {} as { id: string } })).toThrow(':id');
  });

  it('urlDe gives the full URL of a download or link, inside /api or not', () => {
    expect(urlDe(K.exportar, { consulta: { q: 'fuga', maquina: '' } })).toBe('/api/tarjetaskaizen/export?q=fuga');
    expect(urlDe(K.exportar, { consulta: {} })).toBe('/api/tarjetaskaizen/export');
    expect(urlDe(sistemaContrato.remotos)).toBe('/mf-remotes.json');
  });
});

describe('consultaComoTexto: the query string the API reads', () => {
  it('repeats the key of a list (listaDeConsulta), drops undefined and null, encodes', () => {
    expect(consultaComoTexto({ color: ['Roja', 'Azul'], equipo: [], q: 'a&b', nada: null, sin: undefined, n: 0 })).toBe('color=Roja&color=Azul&q=a%26b&n=0');
  });

  it('a route with a list in its query keeps every value through pedir and urlDe', () => {
    const r = ruta({ metodo: 'GET', path: '/api/prueba', acceso: 'public', resumen: 'prueba', respuesta: json<unknown>() });
    expect(urlDe(r)).toBe('/api/prueba');
    expect(consultaComoTexto(pedir(K.listar, { consulta: { q: 'x', page: 2 } }).params ?? {})).toBe('q=x&page=2');
  });
});
