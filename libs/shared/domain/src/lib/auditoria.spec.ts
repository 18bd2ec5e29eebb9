import { describe, expect, it } from 'vitest';
import { auditoriaFiltrosSchema, auditoriaQuerySchema } from '../schemas/auditoria';
import { parsePayload } from '../schemas/parse';
import { accionAuditoriaLabel, campoAuditoriaLabel, describirCambioAuditoria, ENTIDADES_AUDITORIA, formatearValorAuditoria } from './auditoria';
import { MSG } from './messages';

const BA = 'America/Argentina/Buenos_Aires';

describe('audit values as people read them', () => {
  it.each([
    [null, '(vacío)'],
    ['', '(vacío)'],
    [[], '(vacío)'],
    [true, 'Sí'],
    [false, 'No'],
    [2.5, '2.5'],
    ['2026-12-01', '01/12/2026'],
    // 02:59 UTC is 23:59 of the day before at the plant (UTC-3).
    ['2026-03-10T02:59:00.000Z', '09/03/2026 23:59'],
    [['Reductor', 'Rodillo'], 'Reductor, Rodillo'],
    ['Calandra 1', 'Calandra 1'],
    [{ alerta: true }, '{"alerta":true}'],
  ])('%j → %s', (valor, texto) => {
    expect(formatearValorAuditoria(valor, BA)).toBe(texto);
  });

  it("describes a change with the detail's label", () => {
    const editar = { entidad: 'tarjeta', accion: 'cerrar' } as const;
    expect(describirCambioAuditoria(editar, { campo: 'riesgoFinal', antes: '', despues: 'NS: NO SIGNIFICATIVO' }, BA)).toBe(
      'Riesgo final: (vacío) → NS: NO SIGNIFICATIVO',
    );
    expect(describirCambioAuditoria({ entidad: 'usuario', accion: 'editar' }, { campo: 'password', antes: '••••', despues: '••••' }, BA)).toBe(
      'PIN: •••• → ••••',
    );
    // A create or a delete has one side only.
    expect(describirCambioAuditoria({ entidad: 'tarjeta', accion: 'crear' }, { campo: 'prioridad', antes: null, despues: 'Alta' }, BA)).toBe('Prioridad: Alta');
    expect(describirCambioAuditoria({ entidad: 'campo', accion: 'eliminar' }, { campo: 'value', antes: 'Prensas', despues: null }, BA)).toBe('Valor: Prensas');
    expect(campoAuditoriaLabel('kaizen', 'titulo')).toBe('titulo');
    expect(accionAuditoriaLabel('cerrar')).toBe('Cerró');
    expect(accionAuditoriaLabel('otra')).toBe('otra');
  });
});

describe('auditoria query schemas', () => {
  it('reads page numbers from the query string, defaults the page and drops empty filters', () => {
    expect(parsePayload(auditoriaQuerySchema, { page: '2', pageSize: '50', entidad: '', usuario: '', desde: '2026-03-01' })).toEqual({
      ok: true,
      data: { page: 2, pageSize: 50, desde: '2026-03-01' },
    });
    expect(parsePayload(auditoriaQuerySchema, {})).toEqual({ ok: true, data: { page: 0, pageSize: 25 } });
    expect(parsePayload(auditoriaFiltrosSchema, { entidad: 'sesion', page: '3' })).toEqual({ ok: true, data: { entidad: 'sesion' } });
  });

  it.each([
    [{ desde: '2026-02-29' }, MSG.fechaInvalida],
    [{ hasta: '1899-12-31' }, MSG.fechaAnteriorAlMinimo],
    [{ entidadId: 'x\u0000' }, MSG.textoCaracteresInvalidos],
    [{ page: '2147483648' }, MSG.consultaInvalida],
    [{ desde: '2026-03-02', hasta: '2026-03-01' }, MSG.auditoriaRangoInvalido],
    [{ entidad: 'TARJETA' }, MSG.auditoriaEntidadInvalida],
    [{ usuario: 'x' }, MSG.auditoriaUsuarioInvalido],
    [{ pageSize: '1e2' }, MSG.consultaInvalida],
  ])('refuses %j', (query, msg) => {
    expect(parsePayload(auditoriaQuerySchema, query)).toEqual({ ok: false, msg });
  });

  it('names every entity, in order, in the refusal of an unknown one', () => {
    const nombradas = MSG.auditoriaEntidadInvalida.replace('La entidad debe ser ', '').split(/, | o /);
    expect(nombradas).toEqual([...ENTIDADES_AUDITORIA]);
  });
});
