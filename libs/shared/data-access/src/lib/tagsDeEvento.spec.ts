import { describe, expect, it } from 'vitest';
import { EVENTO_TIPOS, type EventoPortal } from '@portal/shared/domain';
import { KAIZEN_DETALLE_TAG, TAG_TYPES } from './api';
import { tagsDeEvento, tagsDeEventos, unirTags, type Tag } from './tagsDeEvento';

const T = (id: string) => ({ type: 'Tarjeta', id });
const K = (id: string) => ({ type: 'Kaizen', id });
const tags = (e: EventoPortal) => tagsDeEvento(e);

describe('tagsDeEvento', () => {
  it('a new card: lists, next numbers, filter page, column values, dashboard, bell, Kaizen details', () => {
    expect(tags({ tipo: 'tarjeta.creada', id: 't1' })).toEqual(
      expect.arrayContaining([T('LIST'), T('SIGUIENTE'), T('CONSULTA'), T('VALORES'), 'Dashboard', T('NOTIFICACIONES'), KAIZEN_DETALLE_TAG]),
    );
  });

  it.each(['tarjeta.actualizada', 'tarjeta.cerrada'] as const)('%s: also that card, its Historial and the Kaizen lists', (tipo) => {
    const r = tags({ tipo, id: 't1' });
    expect(r).toEqual(
      expect.arrayContaining([
        T('t1'),
        T('HISTORIAL:t1'),
        T('LIST'),
        T('CONSULTA'),
        T('VALORES'),
        'Dashboard',
        T('NOTIFICACIONES'),
        KAIZEN_DETALLE_TAG,
        K('LIST'),
      ]),
    );
    expect(r).not.toContainEqual(T('t2'));
  });

  it('a deleted card: the lists and the rest, never its own tag (the open detail would refetch into a 404)', () => {
    const r = tags({ tipo: 'tarjeta.eliminada', id: 't1' });
    expect(r).toEqual(expect.arrayContaining([T('LIST'), 'Dashboard', T('NOTIFICACIONES'), KAIZEN_DETALLE_TAG, T('SIGUIENTE')]));
    expect(r).not.toContainEqual(T('t1'));
    expect(r).not.toContainEqual(T('HISTORIAL:t1'));
    // the whole Kaizen type (or its LIST, which the deleted card's 'Quick Kaizen' section provides) would refetch that section
    expect(r).not.toContain('Kaizen');
    expect(r).not.toContainEqual(K('LIST'));
  });

  it('Kaizens: created or deleted → the Kaizen lists only; updated → also that Kaizen', () => {
    expect(tags({ tipo: 'kaizen.creado', id: 'k1' })).toEqual([K('LIST')]);
    expect(tags({ tipo: 'kaizen.eliminado', id: 'k1' })).toEqual([K('LIST')]);
    expect(tags({ tipo: 'kaizen.actualizado', id: 'k1' })).toEqual([K('LIST'), K('k1')]);
  });

  it('no Kaizen event touches the dashboard (it shows no Kaizen figure) nor the cards', () => {
    for (const tipo of ['kaizen.creado', 'kaizen.actualizado', 'kaizen.eliminado'] as const) {
      const r = tags({ tipo, id: 'k1' });
      expect(r).not.toContain('Dashboard');
      expect(r.some((t) => typeof t !== 'string' && t.type === 'Tarjeta')).toBe(false);
    }
  });

  it("a comment: that target's thread only", () => {
    expect(tags({ tipo: 'comentario.agregado', id: 'c1', tarjetaId: 't1' })).toEqual([
      { type: 'Comentario', id: 'tarjeta:t1' },
      { type: 'Tarjeta', id: 'NOTIFICACIONES' },
    ]);
    expect(tags({ tipo: 'comentario.agregado', id: 'c1', kaizenId: 'k1' })).toEqual([{ type: 'Comentario', id: 'kaizen:k1' }]);
    expect(tags({ tipo: 'comentario.agregado', id: 'c1' })).toEqual(['Comentario']);
  });

  it('an overdue notice: the bell', () => {
    expect(tags({ tipo: 'aviso.vencida', id: 't1' })).toEqual([T('NOTIFICACIONES')]);
  });

  it('resync: everything of its entity, or every tag type', () => {
    expect(tags({ tipo: 'resync', id: '' })).toEqual([...TAG_TYPES]);
    expect(tags({ tipo: 'resync', id: '', entidad: 'tarjeta' })).toEqual(expect.arrayContaining(['Tarjeta', 'Dashboard', 'Comentario', KAIZEN_DETALLE_TAG]));
    expect(tags({ tipo: 'resync', id: '', entidad: 'kaizen' })).toEqual(expect.arrayContaining(['Kaizen', 'Comentario']));
    expect(tags({ tipo: 'resync', id: '', entidad: 'kaizen' })).not.toContain('Tarjeta');
  });

  it('every event kind maps to at least one tag', () => {
    for (const tipo of EVENTO_TIPOS) expect(tags({ tipo, id: 'x' }).length).toBeGreaterThan(0);
  });
});

describe('unirTags', () => {
  it('keeps each tag once', () => {
    const a: Tag[] = [T('LIST') as Tag, 'Dashboard'];
    expect(unirTags([a, a, [{ type: 'Dashboard' }]])).toEqual([T('LIST'), 'Dashboard']);
  });

  it('drops the tags of a type invalidated whole', () => {
    expect(unirTags([[T('t1') as Tag, K('LIST') as Tag], ['Tarjeta']])).toEqual([K('LIST'), 'Tarjeta']);
  });
});

describe('tagsDeEventos', () => {
  it("the tags of a request's events together, each once", () => {
    const r = tagsDeEventos({ tipo: 'tarjeta.actualizada', id: 't1' }, { tipo: 'tarjeta.actualizada', id: 't2' }, { tipo: 'kaizen.actualizado', id: 'k1' });
    expect(r).toEqual(expect.arrayContaining([T('t1'), T('t2'), T('HISTORIAL:t2'), K('k1'), K('LIST')]));
    expect(r.filter((t) => typeof t !== 'string' && t.type === 'Tarjeta' && t.id === 'LIST')).toHaveLength(1);
  });
});
