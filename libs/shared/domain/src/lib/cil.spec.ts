import { describe, expect, it } from 'vitest';
import { crearPuntoCilSchema, ejecucionCilSchema, turnosPlantaSchema } from '../schemas/cil';
import { MSG } from './messages';
import {
  inicioDePunto,
  porcentajeCil,
  primeraVentanaCil,
  situacionPuntoCil,
  TURNOS_DEFECTO,
  ventanaAnterior,
  ventanaCil,
  ventanaSiguiente,
  type CalendarioCil,
  type FrecuenciaPunto,
} from './cil';

const MADRID: CalendarioCil = { zona: 'Europe/Madrid', turnos: TURNOS_DEFECTO };
const f = (frecuencia: FrecuenciaPunto['frecuencia'], desde = '2026-01-01', cadaDias: number | null = null): FrecuenciaPunto => ({
  frecuencia,
  cadaDias,
  desde,
});
const iso = (d: Date) => d.toISOString();

describe('ventanaCil: the window of an instant in the plant calendar', () => {
  it('a night shift crosses midnight: 03:00 belongs to the previous day’s Noche, due at 06:00', () => {
    const v = ventanaCil(f('turno'), new Date('2026-03-10T02:00:00Z'), MADRID); // 03:00 in Madrid (UTC+1)
    expect(v).toMatchObject({ dia: '2026-03-09', turno: 2 });
    expect(iso(v.inicio)).toBe('2026-03-09T21:00:00.000Z');
    expect(iso(v.fin)).toBe('2026-03-10T05:00:00.000Z');
  });

  it('each shift starts at its wall time: 14:00 opens Tarde, 13:59 is still Mañana', () => {
    expect(ventanaCil(f('turno'), new Date('2026-06-15T12:00:00Z'), MADRID)).toMatchObject({ dia: '2026-06-15', turno: 1 }); // 14:00 CEST
    expect(ventanaCil(f('turno'), new Date('2026-06-15T11:59:00Z'), MADRID)).toMatchObject({ dia: '2026-06-15', turno: 0 });
  });

  it('the night DST begins (29/03/2026, 02:00 → 03:00) the Noche lasts 7 hours; the night it ends (25/10) 9 hours', () => {
    const primavera = ventanaCil(f('turno'), new Date('2026-03-29T00:30:00Z'), MADRID);
    expect(primavera).toMatchObject({ dia: '2026-03-28', turno: 2 });
    expect((primavera.fin.getTime() - primavera.inicio.getTime()) / 3_600_000).toBe(7);
    const otono = ventanaCil(f('turno'), new Date('2026-10-25T01:30:00Z'), MADRID);
    expect(otono).toMatchObject({ dia: '2026-10-24', turno: 2 });
    expect((otono.fin.getTime() - otono.inicio.getTime()) / 3_600_000).toBe(9);
    expect(iso(otono.fin)).toBe('2026-10-25T05:00:00.000Z'); // 06:00 CET
  });

  it('a shift that starts inside the skipped hour starts when the clock comes back (02:30 → 03:00 CEST)', () => {
    const cal: CalendarioCil = {
      zona: 'Europe/Madrid',
      turnos: [
        { nombre: 'A', inicio: '02:30' },
        { nombre: 'B', inicio: '14:30' },
      ],
    };
    const v = ventanaCil(f('turno'), new Date('2026-03-29T02:00:00Z'), cal); // 04:00 CEST
    expect(v).toMatchObject({ dia: '2026-03-29', turno: 0 });
    expect(iso(v.inicio)).toBe('2026-03-29T01:00:00.000Z'); // 03:00 CEST
  });

  it('a day is the plant’s: 23:30 on 31/01 in Madrid is still January (monthly) though UTC says 22:30', () => {
    expect(ventanaCil(f('mensual'), new Date('2026-01-31T22:30:00Z'), MADRID)).toMatchObject({ dia: '2026-01-01' });
    const feb = ventanaCil(f('mensual'), new Date('2026-01-31T23:30:00Z'), MADRID);
    expect(feb).toMatchObject({ dia: '2026-02-01' });
    expect(iso(feb.fin)).toBe('2026-02-28T23:00:00.000Z'); // 1 March 00:00 CET
    expect(ventanaCil(f('mensual'), new Date('2026-12-15T10:00:00Z'), MADRID).fin.toISOString()).toBe('2026-12-31T23:00:00.000Z');
  });

  it('daily windows on DST days last 23 and 25 hours', () => {
    const corto = ventanaCil(f('diaria'), new Date('2026-03-29T10:00:00Z'), MADRID);
    expect((corto.fin.getTime() - corto.inicio.getTime()) / 3_600_000).toBe(23);
    const largo = ventanaCil(f('diaria'), new Date('2026-10-25T10:00:00Z'), MADRID);
    expect((largo.fin.getTime() - largo.inicio.getTime()) / 3_600_000).toBe(25);
  });

  it('weeks run Monday to Sunday in the plant: Sunday 23:59 is the same week', () => {
    const domingo = ventanaCil(f('semanal'), new Date('2026-11-29T22:59:00Z'), MADRID);
    expect(domingo).toMatchObject({ dia: '2026-11-23' });
    expect(ventanaCil(f('semanal'), new Date('2026-11-29T23:00:00Z'), MADRID)).toMatchObject({ dia: '2026-11-30' });
  });

  it('every N days counts from the point’s first day, across a month end', () => {
    const p = f('dias', '2026-01-30', 3);
    expect(ventanaCil(p, new Date('2026-02-01T12:00:00Z'), MADRID)).toMatchObject({ dia: '2026-01-30' });
    expect(ventanaCil(p, new Date('2026-02-02T12:00:00Z'), MADRID)).toMatchObject({ dia: '2026-02-02' });
    expect(ventanaCil(p, new Date('2026-02-28T12:00:00Z'), MADRID)).toMatchObject({ dia: '2026-02-26' });
    expect(ventanaCil(p, new Date('2026-03-01T12:00:00Z'), MADRID)).toMatchObject({ dia: '2026-03-01' });
  });

  it('windows follow each other without gaps or overlaps through a DST change (shifts, 3 days)', () => {
    let v = ventanaCil(f('turno'), new Date('2026-10-23T12:00:00Z'), MADRID);
    for (let i = 0; i < 9; i++) {
      const s = ventanaSiguiente(f('turno'), v, MADRID);
      expect(s.inicio.getTime()).toBe(v.fin.getTime());
      expect(ventanaAnterior(f('turno'), s, MADRID)).toMatchObject({ dia: v.dia, turno: v.turno });
      v = s;
    }
  });

  it('a point starts in the window in force when it is created: a shift point created at night starts with that night', () => {
    expect(inicioDePunto('turno', new Date('2026-05-05T01:00:00Z'), MADRID)).toEqual({ desde: '2026-05-04', desdeTurno: 2 });
    expect(inicioDePunto('diaria', new Date('2026-05-05T01:00:00Z'), MADRID)).toEqual({ desde: '2026-05-05', desdeTurno: 0 });
    const tarde = { ...f('turno', '2026-05-04'), desdeTurno: 1 };
    expect(primeraVentanaCil(tarde, MADRID)).toMatchObject({ dia: '2026-05-04', turno: 1 });
    // Created in the afternoon: the morning before it is not missed.
    expect(situacionPuntoCil(tarde, null, new Date('2026-05-04T18:00:00Z'), MADRID).estado).toBe('pendiente');
    expect(situacionPuntoCil(f('turno', '2026-05-04'), null, new Date('2026-05-04T18:00:00Z'), MADRID).estado).toBe('atrasado');
  });

  it('a shift point’s first window is the first shift of its first day', () => {
    expect(primeraVentanaCil(f('turno', '2026-05-04'), MADRID)).toMatchObject({ dia: '2026-05-04', turno: 0 });
    expect(primeraVentanaCil(f('semanal', '2026-05-06'), MADRID)).toMatchObject({ dia: '2026-05-04' });
  });
});

describe('situacionPuntoCil', () => {
  const ahora = new Date('2026-06-17T10:00:00Z'); // Wednesday 12:00 CEST
  it('hecho once the current window is fulfilled', () => {
    expect(situacionPuntoCil(f('diaria'), { dia: '2026-06-17', turno: 0 }, ahora, MADRID).estado).toBe('hecho');
  });
  it('pendiente when the window before was fulfilled, atrasado when it was missed too', () => {
    expect(situacionPuntoCil(f('diaria'), { dia: '2026-06-16', turno: 0 }, ahora, MADRID).estado).toBe('pendiente');
    expect(situacionPuntoCil(f('diaria'), { dia: '2026-06-15', turno: 0 }, ahora, MADRID).estado).toBe('atrasado');
    expect(situacionPuntoCil(f('diaria'), null, ahora, MADRID).estado).toBe('atrasado');
  });
  it('a point new today is pendiente, never atrasado', () => {
    expect(situacionPuntoCil(f('diaria', '2026-06-17'), null, ahora, MADRID).estado).toBe('pendiente');
    expect(situacionPuntoCil(f('semanal', '2026-06-16'), null, ahora, MADRID).estado).toBe('pendiente');
  });
  it('answers the window the point is due in', () => {
    const s = situacionPuntoCil(f('turno'), null, ahora, MADRID);
    expect(s.ventana).toMatchObject({ dia: '2026-06-17', turno: 0 });
    expect(iso(s.ventana.fin)).toBe('2026-06-17T12:00:00.000Z');
  });
});

describe('porcentajeCil', () => {
  it('rounds down and answers null without due windows', () => {
    expect(porcentajeCil(199, 200)).toBe(99);
    expect(porcentajeCil(0, 0)).toBeNull();
    expect(porcentajeCil(5, 4)).toBe(100);
  });
});

describe('CIL schemas', () => {
  const punto = { tipo: 'lubricacion', parte: 'Reductor', tarea: 'Verificar nivel de aceite', minutos: 5, frecuencia: 'diaria' };
  it('a point needs N only with «Cada N días»', () => {
    expect(crearPuntoCilSchema.safeParse(punto).success).toBe(true);
    expect(crearPuntoCilSchema.safeParse({ ...punto, frecuencia: 'dias' }).error?.issues[0].message).toBe(MSG.cilCadaDiasInvalido);
    expect(crearPuntoCilSchema.safeParse({ ...punto, frecuencia: 'dias', cadaDias: 10 }).success).toBe(true);
    expect(crearPuntoCilSchema.safeParse({ ...punto, cadaDias: 10 }).error?.issues[0].message).toBe(MSG.cilCadaDiasInvalido);
  });
  it('a marker lies on the image', () => {
    expect(crearPuntoCilSchema.safeParse({ ...punto, marcador: { x: 1.2, y: 0 } }).error?.issues[0].message).toBe(MSG.cilMarcadorInvalido);
  });
  it('a run: No realizado needs its reason, a point once', () => {
    const base = { maquinaId: 'm', iniciadaEn: '2026-06-17T10:00:00Z', terminadaEn: '2026-06-17T10:10:00Z', minutos: 10 };
    expect(ejecucionCilSchema.safeParse({ ...base, resultados: [{ punto: 'p', resultado: 'no_realizado' }] }).error?.issues[0].message).toBe(
      MSG.cilMotivoRequerido,
    );
    expect(
      ejecucionCilSchema.safeParse({
        ...base,
        resultados: [
          { punto: 'p', resultado: 'ok' },
          { punto: 'p', resultado: 'ok' },
        ],
      }).error?.issues[0].message,
    ).toBe(MSG.cilPuntoRepetido);
    expect(ejecucionCilSchema.safeParse({ ...base, resultados: [] }).error?.issues[0].message).toBe(MSG.cilResultadosRequeridos);
  });
  it('shifts: different starts, stored in start order', () => {
    expect(
      turnosPlantaSchema
        .parse([
          { nombre: 'Noche', inicio: '22:00' },
          { nombre: 'Día', inicio: '08:00' },
        ])
        .map((t) => t.nombre),
    ).toEqual(['Día', 'Noche']);
    expect(
      turnosPlantaSchema.safeParse([
        { nombre: 'A', inicio: '08:00' },
        { nombre: 'B', inicio: '08:00' },
      ]).error?.issues[0].message,
    ).toBe(MSG.turnosRepetidos);
    expect(turnosPlantaSchema.safeParse([{ nombre: 'A', inicio: '24:00' }]).error?.issues[0].message).toBe(MSG.turnoInicioInvalido);
  });
});
