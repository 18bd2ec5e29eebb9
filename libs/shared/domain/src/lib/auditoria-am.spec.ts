import { describe, expect, it } from 'vitest';
import { plantillaAmSchema } from '../schemas/auditoria-am';
import { plantillaAmDefecto } from './auditoria-am-plantillas';
import {
  descripcionTarjetaAuditoria,
  puedeAuditarAm,
  resultadoAuditoriaAm,
  textoReglaAuditoriaAm,
  type ContenidoPlantillaAm,
  type PuntajeAuditoriaAm,
} from './auditoria-am';

const g = ['0', '1', '2', '3', '4'];
const plantilla: ContenidoPlantillaAm = {
  secciones: [
    { titulo: 'A', requisitos: ['a1', 'a2', 'a3', 'a4', 'a5'].map((id) => ({ id, texto: id, guias: g })) },
    { titulo: 'B', requisitos: [{ id: 'b1', texto: 'b1', guias: g }] },
  ],
  regla: { promedioMin: 80, minimoRequisito: 2 },
};
const con = (puntajes: Record<string, PuntajeAuditoriaAm | null>) =>
  resultadoAuditoriaAm(
    plantilla,
    Object.fromEntries(Object.entries(puntajes).map(([id, puntaje]) => [id, { puntaje, comentario: '', foto: null, accion: '' }])),
  );

describe('resultadoAuditoriaAm (issue 25 §2)', () => {
  it('gives no verdict until every requirement is scored', () => {
    expect(con({})).toMatchObject({ respondidos: 0, total: 6, porcentaje: null, aprobada: null });
    expect(con({ a1: 4, a2: 4, a3: 4, a4: 4, a5: 4 })).toMatchObject({ respondidos: 5, porcentaje: 100, aprobada: null });
    expect(con({ a1: 4, a2: 4, a3: 4, a4: 4, a5: 4, b1: null }).aprobada).toBeNull();
  });

  it('compares the average exactly: 80 % of the top passes, one point less does not', () => {
    // 20 of 24 = 83 %; 19 of 24 = 79.2 %; a plant rule of 79 % lets 19 pass.
    expect(con({ a1: 4, a2: 4, a3: 3, a4: 3, a5: 3, b1: 3 })).toMatchObject({ porcentaje: 83, aprobada: true });
    expect(con({ a1: 4, a2: 3, a3: 3, a4: 3, a5: 3, b1: 3 })).toMatchObject({ porcentaje: 79, aprobada: false });
    const r = resultadoAuditoriaAm(
      { ...plantilla, regla: { promedioMin: 79, minimoRequisito: 0 } },
      {
        ...Object.fromEntries(
          ['a1', 'a2', 'a3', 'a4', 'a5', 'b1'].map((id, i) => [
            id,
            { puntaje: (i === 0 ? 4 : 3) as PuntajeAuditoriaAm, comentario: '', foto: null, accion: '' },
          ]),
        ),
      },
    );
    expect(r.aprobada).toBe(true);
    // Exactly 80 %: 4 × 6 × 0.8 = 19.2 is not an integer sum, so take a rule of 75 % and 18 of 24.
    const justo = resultadoAuditoriaAm(
      { ...plantilla, regla: { promedioMin: 75, minimoRequisito: 0 } },
      Object.fromEntries(['a1', 'a2', 'a3', 'a4', 'a5', 'b1'].map((id) => [id, { puntaje: 3 as const, comentario: '', foto: null, accion: '' }])),
    );
    expect(justo).toMatchObject({ porcentaje: 75, aprobada: true });
  });

  it('fails an audit with a requirement under the minimum, whatever the average', () => {
    expect(con({ a1: 4, a2: 4, a3: 4, a4: 4, a5: 4, b1: 1 })).toMatchObject({ porcentaje: 87, bajoMinimo: ['b1'], aprobada: false });
    expect(con({ a1: 4, a2: 4, a3: 4, a4: 4, a5: 4, b1: 1 }).secciones).toEqual([
      { titulo: 'A', porcentaje: 100, puntos: 20, maximo: 20 },
      { titulo: 'B', porcentaje: 25, puntos: 1, maximo: 4 },
    ]);
  });

  it('rounds the figure down: a failed average never reads as the threshold', () => {
    // 159 of 200 is 79.5 %: shown 79, and not passed.
    const muchos: ContenidoPlantillaAm = {
      secciones: [{ titulo: 'S', requisitos: Array.from({ length: 50 }, (_, i) => ({ id: `r${i}`, texto: 'r', guias: g })) }],
      regla: { promedioMin: 80, minimoRequisito: 0 },
    };
    const puntajes = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`r${i}`, { puntaje: (i < 9 ? 4 : i < 50 ? 3 : 0) as PuntajeAuditoriaAm, comentario: '', foto: null, accion: '' }]),
    );
    // 9 × 4 + 41 × 3 = 159.
    expect(resultadoAuditoriaAm(muchos, puntajes)).toMatchObject({ porcentaje: 79, aprobada: false });
  });

  it('words the rule', () => {
    expect(textoReglaAuditoriaAm({ promedioMin: 80, minimoRequisito: 2 })).toBe('promedio de al menos 80 % y ningún requisito por debajo de 2');
    expect(textoReglaAuditoriaAm({ promedioMin: 70, minimoRequisito: 0 })).toBe('promedio de al menos 70 %');
  });
});

describe('the seeded templates', () => {
  it('are valid templates for the seven steps and a generic one beyond, each a fresh copy', () => {
    for (const paso of [1, 2, 3, 4, 5, 6, 7, 8]) expect(plantillaAmSchema.safeParse(plantillaAmDefecto(paso)).success).toBe(true);
    expect(plantillaAmDefecto(1).secciones[0].titulo).toBe('Limpieza a fondo');
    const copia = plantillaAmDefecto(2);
    copia.secciones[0].titulo = 'Cambiado';
    expect(plantillaAmDefecto(2).secciones[0].titulo).not.toBe('Cambiado');
  });
});

describe('puedeAuditarAm', () => {
  it('lets Admins always, else the named auditors, else the Jefes de area', () => {
    expect(puedeAuditarAm({ id: 'a', role: 'Admin' }, ['x'])).toBe(true);
    expect(puedeAuditarAm({ id: 'j', role: 'Jefe de area' }, [])).toBe(true);
    expect(puedeAuditarAm({ id: 'j', role: 'Jefe de area' }, ['x'])).toBe(false);
    expect(puedeAuditarAm({ id: 'x', role: 'Operario' }, ['x'])).toBe(true);
    expect(puedeAuditarAm({ id: 'o', role: 'Operario' }, [])).toBe(false);
    expect(puedeAuditarAm({ id: 'c', role: 'Corporativo' }, ['c'])).toBe(false);
  });
});

describe('descripcionTarjetaAuditoria', () => {
  it('names the step and the requirement, and the auditor’s comment when there is one', () => {
    expect(descripcionTarjetaAuditoria(3, 'Niveles marcados', '  falta en la bomba ')).toBe('Auditoría del paso 3: Niveles marcados — falta en la bomba');
    expect(descripcionTarjetaAuditoria(3, 'Niveles marcados', '')).toBe('Auditoría del paso 3: Niveles marcados');
  });
});
