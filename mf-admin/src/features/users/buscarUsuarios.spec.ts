import { describe, expect, it } from 'vitest';
import { makeUser } from '@portal/shared/testing';
import { buscarUsuarios, ordenarUsuarios } from './buscarUsuarios';

const carla = makeUser({ _id: 'c', name: 'Carla Ríos', email: '3000', role: 'Operario' });
const martin = makeUser({ _id: 'm', name: 'Martín Sosa', email: '200', role: 'Jefe de area' });
const laura = makeUser({ _id: 'l', name: 'Laura Gómez', email: '1000', role: 'Admin' });
const todos = [carla, martin, laura];

describe('buscarUsuarios', () => {
  it('finds by name ignoring case and accents, or by legajo', () => {
    expect(buscarUsuarios(todos, 'rios')).toEqual([carla]);
    expect(buscarUsuarios(todos, ' MARTIN ')).toEqual([martin]);
    expect(buscarUsuarios(todos, '100')).toEqual([laura]);
    expect(buscarUsuarios(todos, '00')).toEqual(todos);
    expect(buscarUsuarios(todos, 'zz')).toEqual([]);
    expect(buscarUsuarios(todos, '')).toEqual(todos);
  });
});

describe('ordenarUsuarios', () => {
  it('sorts by the chosen column; legajos as numbers', () => {
    expect(ordenarUsuarios(todos, [{ field: 'email', sort: 'asc' }]).map((u) => u.email)).toEqual(['200', '1000', '3000']);
    expect(ordenarUsuarios(todos, [{ field: 'name', sort: 'desc' }]).map((u) => u.name)).toEqual(['Martín Sosa', 'Laura Gómez', 'Carla Ríos']);
    expect(ordenarUsuarios(todos, [])).toEqual(todos);
  });
});
