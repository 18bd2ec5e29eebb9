import { describe, expect, it } from 'vitest';
import { comentariosContrato as C } from '../contract/comentarios';
import { rutaUrl } from '../contract/ruta';
import { crearComentarioSchema } from '../schemas/comentarios';
import { COMENTARIO_MAX, puedeEliminarComentario } from './comentarios';
import { MSG } from './messages';
import { ROLES } from './roles';

describe('comments', () => {
  const de = (autorId: string | null) => ({ autor: { _id: autorId, nombre: 'Carla Ríos' } });

  it('the author deletes their own comment; an Admin any, even of a deleted user; nobody logged out', () => {
    for (const role of ROLES) expect(puedeEliminarComentario({ _id: 'u1', role }, de('u1'))).toBe(true);
    expect(ROLES.filter((role) => puedeEliminarComentario({ _id: 'u1', role }, de('u2')))).toEqual(['Admin']);
    expect(ROLES.filter((role) => puedeEliminarComentario({ _id: 'u1', role }, de(null)))).toEqual(['Admin']);
    expect(puedeEliminarComentario(null, de('u1'))).toBe(false);
  });

  it('the text is trimmed, required and at most 2000 characters, with line breaks kept', () => {
    const err = (texto: unknown) => crearComentarioSchema.safeParse({ texto }).error?.issues[0]?.message;
    expect(crearComentarioSchema.parse({ texto: '  Uno\nDos  ', autor: 'x' })).toEqual({ texto: 'Uno\nDos' });
    expect(err('')).toBe(MSG.comentarioRequerido);
    expect(err(' \n ')).toBe(MSG.comentarioRequerido);
    expect(err(undefined)).toBe(MSG.comentarioRequerido);
    expect(err(7)).toBe(MSG.comentarioRequerido);
    expect(err('a\u0000b')).toBe(MSG.textoCaracteresInvalidos);
    expect(err('x'.repeat(COMENTARIO_MAX + 1))).toBe(MSG.comentarioDemasiadoLargo);
    expect(err('x'.repeat(COMENTARIO_MAX))).toBeUndefined();
  });

  it('lives under the card or the Kaizen', () => {
    expect(rutaUrl(C.deTarjeta, { id: 't1' })).toBe('/api/tarjetas/t1/comentarios');
    expect(rutaUrl(C.eliminarDeKaizen, { id: 'k1', comentarioId: 'c 1' })).toBe('/api/tarjetaskaizen/k1/comentarios/c%201');
  });
});
