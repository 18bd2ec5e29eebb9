import { describe, expect, it } from 'vitest';
import { crearNodoOrganigramaSchema, editarNodoOrganigramaSchema } from '../schemas/organigrama';
import { MSG } from './messages';
import { arbolOrganigrama, descendientesOrganigrama, personaOrganigrama, superioresPosibles, type NodoOrganigrama } from './organigrama';

const nodo = (_id: string, parentId: string | null, orden: number, extra: Partial<NodoOrganigrama> = {}): NodoOrganigrama => ({
  _id,
  parentId,
  titulo: _id,
  orden,
  usuario: null,
  nombre: null,
  ...extra,
});

// raiz ─ coord ─ (b, a) ; a ─ a1 ; suelto (parent missing) ; otra (second top position)
const NODOS = [
  nodo('a', 'coord', 1),
  nodo('coord', 'raiz', 0),
  nodo('b', 'coord', 0),
  nodo('raiz', null, 0),
  nodo('a1', 'a', 0),
  nodo('suelto', 'borrado', 0),
  nodo('otra', null, 1),
];

describe('org chart tree', () => {
  it('nests positions under their parent, siblings by orden', () => {
    const arbol = arbolOrganigrama(NODOS);
    expect(arbol.map((r) => r._id)).toEqual(['raiz', 'suelto', 'otra']);
    const coord = arbol[0].hijos[0];
    expect(coord._id).toBe('coord');
    expect(coord.hijos.map((h) => h._id)).toEqual(['b', 'a']);
    expect(coord.hijos[1].hijos.map((h) => h._id)).toEqual(['a1']);
  });

  it('never loops on a stored cycle (each node is shown once)', () => {
    const arbol = arbolOrganigrama([nodo('x', 'y', 0), nodo('y', 'x', 0), nodo('top', null, 0)]);
    expect(arbol.map((r) => r._id)).toEqual(['top']);
  });

  it('lists descendants and the positions a node may move under', () => {
    expect([...descendientesOrganigrama(NODOS, 'coord')].sort()).toEqual(['a', 'a1', 'b']);
    expect(descendientesOrganigrama(NODOS, 'a1').size).toBe(0);
    expect(
      superioresPosibles(NODOS, 'coord')
        .map((n) => n._id)
        .sort(),
    ).toEqual(['otra', 'raiz', 'suelto']);
    expect(superioresPosibles(NODOS, null)).toHaveLength(NODOS.length);
  });

  it('names the person: the user, else the free name, else nobody', () => {
    expect(personaOrganigrama({ usuario: { _id: 'u', name: 'Ana Gil' }, nombre: null })).toBe('Ana Gil');
    expect(personaOrganigrama({ usuario: null, nombre: 'Luis Paz' })).toBe('Luis Paz');
    expect(personaOrganigrama({ usuario: null, nombre: null })).toBeNull();
  });
});

describe('org chart payloads', () => {
  const ID = '5d0f8a49-1b8e-4a55-9b1d-3c0f0e7c2a11';

  it('reads a new position with defaults: top level, vacant; blank name is none', () => {
    expect(crearNodoOrganigramaSchema.parse({ titulo: '  Jefe de turno ', nombre: '  ' })).toEqual({
      titulo: 'Jefe de turno',
      parentId: null,
      userId: null,
      nombre: null,
    });
    expect(crearNodoOrganigramaSchema.parse({ titulo: 'Jefe', parentId: ID, userId: '', nombre: 'Ana' })).toEqual({
      titulo: 'Jefe',
      parentId: ID,
      userId: null,
      nombre: 'Ana',
    });
  });

  it.each([
    [{}, MSG.organigramaTituloRequerido],
    [{ titulo: '   ' }, MSG.organigramaTituloRequerido],
    [{ titulo: 'x'.repeat(101) }, MSG.organigramaTextoMax],
    [{ titulo: 'Jefe\u0000' }, MSG.textoCaracteresInvalidos],
    [{ titulo: 'Jefe', parentId: 5 }, MSG.organigramaSuperiorNoExiste],
    [{ titulo: 'Jefe', userId: ID, nombre: 'Ana' }, MSG.organigramaPersonaDoble],
  ])('refuses %j', (body, msg) => {
    const r = crearNodoOrganigramaSchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe(msg);
  });

  it('keeps what an edit does not send, and checks what it does', () => {
    expect(editarNodoOrganigramaSchema.parse({})).toEqual({});
    expect(editarNodoOrganigramaSchema.parse({ parentId: null, orden: 0 })).toEqual({ parentId: null, orden: 0 });
    expect(editarNodoOrganigramaSchema.safeParse({ orden: -1 }).error?.issues[0].message).toBe(MSG.organigramaOrdenInvalido);
    expect(editarNodoOrganigramaSchema.safeParse({ orden: 1.5 }).error?.issues[0].message).toBe(MSG.organigramaOrdenInvalido);
    expect(editarNodoOrganigramaSchema.safeParse({ titulo: '' }).error?.issues[0].message).toBe(MSG.organigramaTituloRequerido);
  });
});
