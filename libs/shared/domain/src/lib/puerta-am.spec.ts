import { describe, expect, it } from 'vitest';
import { AJUSTES_PROGRAMA_AM_DEFECTO, ajustesProgramaAm, evaluarPuertaAm, puertaAm, type FigurasPuertaAm } from './puerta-am';

const base: FigurasPuertaAm = {
  desde: '2027-03-01',
  participacionDesde: '2027-02-26',
  colgadas: 10,
  abiertas: 1,
  amarillas: 2,
  amarillasAtendidas: 2,
  miembros: 3,
  miembrosConTarjeta: 3,
  tarjetasMax: 5,
  tarjetasMin: 1,
  kaizenCerrados: 1,
  auditoria: { porcentaje: 85, aprobada: true, firmadaDia: '2027-03-20' },
};
const estados = (f: Partial<FigurasPuertaAm>, a = AJUSTES_PROGRAMA_AM_DEFECTO) => evaluarPuertaAm({ ...base, ...f }, a).map((c) => c.estado);

describe('evaluarPuertaAm (issue 25 §3)', () => {
  it('passes a team that meets every threshold; the lessons are not measured yet', () => {
    expect(estados({})).toEqual(['cumple', 'cumple', 'cumple', 'cumple', 'no_disponible', 'cumple']);
    const p = puertaAm(base, AJUSTES_PROGRAMA_AM_DEFECTO, null, null);
    expect(p).toMatchObject({ verde: true, cumplidos: 5, evaluados: 5 });
  });

  it('asks for the step audit signed and passed (§2): none, or a failed one, keeps the gate red', () => {
    const criterio = (auditoria: FigurasPuertaAm['auditoria']) => evaluarPuertaAm({ ...base, auditoria }, AJUSTES_PROGRAMA_AM_DEFECTO)[5];
    expect(criterio(base.auditoria)).toMatchObject({ estado: 'cumple', valor: 'Aprobada con 85 % (firmada el 20/03/2027)' });
    expect(criterio(null)).toMatchObject({ estado: 'no_cumple', valor: 'Sin auditoría firmada en el paso' });
    expect(criterio({ porcentaje: 90, aprobada: false, firmadaDia: '2027-03-21' })).toMatchObject({
      estado: 'no_cumple',
      valor: 'No aprobada con 90 % (firmada el 21/03/2027)',
    });
    expect(puertaAm({ ...base, auditoria: null }, AJUSTES_PROGRAMA_AM_DEFECTO, null, null).verde).toBe(false);
  });

  it('keeps the gap strictly under the threshold, compared exactly (2 of 10 is 20 %: not under)', () => {
    expect(estados({ abiertas: 2 })[0]).toBe('no_cumple');
    expect(estados({ abiertas: 199, colgadas: 1000 })[0]).toBe('cumple');
    expect(estados({ colgadas: 0, abiertas: 0 })[0]).toBe('no_cumple');
    expect(evaluarPuertaAm({ ...base, colgadas: 0, abiertas: 0 }, AJUSTES_PROGRAMA_AM_DEFECTO)[0].valor).toBe('Sin tarjetas colgadas en el paso');
  });

  it('asks every Amarilla closed or planned; none is 100 %', () => {
    expect(estados({ amarillasAtendidas: 1 })[1]).toBe('no_cumple');
    expect(estados({ amarillas: 0, amarillasAtendidas: 0 })[1]).toBe('cumple');
    expect(estados({ amarillasAtendidas: 1 }, { ...AJUSTES_PROGRAMA_AM_DEFECTO, amarillasMin: 50 })[1]).toBe('cumple');
  });

  it('asks every member to take part, and the most active within the ratio of the least', () => {
    expect(estados({ miembrosConTarjeta: 2, tarjetasMin: 0 })[2]).toBe('no_cumple');
    expect(estados({ tarjetasMax: 6 })[2]).toBe('no_cumple');
    expect(estados({ miembros: 0, miembrosConTarjeta: 0, tarjetasMax: null, tarjetasMin: null })[2]).toBe('no_cumple');
    expect(evaluarPuertaAm({ ...base, tarjetasMax: 3, tarjetasMin: 2 }, AJUSTES_PROGRAMA_AM_DEFECTO)[2].valor).toBe(
      '3 de 3 miembros colgaron tarjetas; el más activo, 1,5 veces el menos activo',
    );
    expect(evaluarPuertaAm({ ...base, miembros: 1, miembrosConTarjeta: 1, tarjetasMax: 2, tarjetasMin: 2 }, AJUSTES_PROGRAMA_AM_DEFECTO)[2].valor).toBe(
      '1 de 1 miembro colgó tarjetas; el más activo, 1 vez el menos activo',
    );
  });

  it('counts the Kaizen closed in the step against the target', () => {
    expect(estados({ kaizenCerrados: 0 })[3]).toBe('no_cumple');
    expect(estados({ kaizenCerrados: 0 }, { ...AJUSTES_PROGRAMA_AM_DEFECTO, kaizenMin: 0 })[3]).toBe('cumple');
  });
});

describe('ajustesProgramaAm', () => {
  it('takes the stored settings over the defaults, ignoring unknown keys and values of the wrong type', () => {
    expect(ajustesProgramaAm(null)).toEqual(AJUSTES_PROGRAMA_AM_DEFECTO);
    expect(ajustesProgramaAm({ brechaMax: 30, soloPorEquipo: true })).toEqual({ ...AJUSTES_PROGRAMA_AM_DEFECTO, brechaMax: 30, soloPorEquipo: true });
    expect(ajustesProgramaAm({ brechaMax: '30', otro: 1 } as never)).toEqual(AJUSTES_PROGRAMA_AM_DEFECTO);
    expect(ajustesProgramaAm({ auditores: ['u1', 'u2'] }).auditores).toEqual(['u1', 'u2']);
    expect(ajustesProgramaAm({ auditores: { 0: 'u1' }, soloPorEquipo: [] } as never)).toEqual(AJUSTES_PROGRAMA_AM_DEFECTO);
    expect(ajustesProgramaAm({ auditores: ['u1', 2] } as never).auditores).toEqual([]);
  });
});
