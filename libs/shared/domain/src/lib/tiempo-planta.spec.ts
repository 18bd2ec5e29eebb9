import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import {
  diaEnZona,
  diaSemanaIso,
  finDeSemana,
  horaEnZona,
  semanaIso,
  esZonaHoraria,
  formatearFecha,
  formatearFechaHora,
  formatearHora,
  inicioDelDia,
  leerFechaHora,
  leerInstantePlanta,
  limitesDia,
  limitesMes,
  mesEnZona,
  paredComoUtc,
  plantaTiempo,
} from './tiempo-planta';

const MADRID = 'Europe/Madrid';
const TOKIO = 'Asia/Tokyo';
const BA = 'America/Argentina/Buenos_Aires';
// The card: opened 2019-01-30 23:10 UTC.
const APERTURA = '2019-01-30T23:10:00.000Z';

const leido = (texto: string, zona: string) => {
  const r = leerInstantePlanta(texto, zona);
  return r.ok ? r.valor.toISOString() : r.msg;
};

describe('plant time: showing an instant', () => {
  it('shows the same instant on each plant’s own calendar and clock', () => {
    expect(formatearFechaHora(APERTURA, MADRID)).toBe('31/01/2019 00:10');
    expect(formatearFechaHora(APERTURA, BA)).toBe('30/01/2019 20:10');
    expect(formatearFechaHora(APERTURA, TOKIO)).toBe('31/01/2019 08:10');
    expect(formatearFechaHora(APERTURA, 'UTC')).toBe('30/01/2019 23:10');
    expect(formatearFecha(APERTURA, MADRID)).toBe('31/01/2019');
    expect(formatearHora(APERTURA, MADRID)).toBe('00:10');
    expect(formatearHora('2019-01-30T23:10:05Z', TOKIO, true)).toBe('08:10:05');
  });

  it('puts the instant in the plant’s day and month (January in Buenos Aires, February in Madrid at month end)', () => {
    expect(diaEnZona('2019-01-31T23:30:00Z', BA)).toBe('2019-01-31');
    expect(mesEnZona('2019-01-31T23:30:00Z', BA)).toBe('2019-01');
    expect(mesEnZona('2019-01-31T23:30:00Z', MADRID)).toBe('2019-02');
    expect(mesEnZona('2019-01-31T23:30:00Z', TOKIO)).toBe('2019-02');
  });

  it('writes a plant day as written, nothing for nothing or an invalid date', () => {
    expect(formatearFecha('2026-12-01', TOKIO)).toBe('01/12/2026');
    expect(formatearFecha(null, MADRID)).toBe('');
    expect(formatearFechaHora('', MADRID)).toBe('');
    expect(formatearFechaHora('no es fecha', MADRID)).toBe('');
  });

  it('gives Excel the plant’s wall clock as UTC fields', () => {
    expect(paredComoUtc(new Date(APERTURA), MADRID).toISOString()).toBe('2019-01-31T00:10:00.000Z');
    expect(paredComoUtc(new Date('2026-07-01T12:00:00Z'), MADRID).toISOString()).toBe('2026-07-01T14:00:00.000Z');
  });
});

describe('plant time: reading typed input', () => {
  it('reads a plant-local date-time as the instant the plant lived it', () => {
    expect(leido('2019-01-31T00:10', MADRID)).toBe(APERTURA);
    expect(leido('2019-01-30T20:10', BA)).toBe(APERTURA);
    expect(leido('2019-01-31T08:10', TOKIO)).toBe(APERTURA);
    expect(leido('2026-07-01 14:00:30', MADRID)).toBe('2026-07-01T12:00:30.000Z');
    expect(leido('2026-07-01', MADRID)).toBe('2026-06-30T22:00:00.000Z');
  });

  it('refuses a time the plant’s clock skips and takes the first of a repeated hour', () => {
    // Madrid: 2026-03-29 02:00 → 03:00.
    expect(leido('2026-03-29T02:30', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(leido('2026-03-29T01:59', MADRID)).toBe('2026-03-29T00:59:00.000Z');
    expect(leido('2026-03-29T03:00', MADRID)).toBe('2026-03-29T01:00:00.000Z');
    // 2026-10-25 02:30 happens twice (CEST, then CET): the first one.
    expect(leido('2026-10-25T02:30', MADRID)).toBe('2026-10-25T00:30:00.000Z');
    // Tokyo and Buenos Aires keep one offset: the same wall time exists.
    expect(leido('2026-03-29T02:30', TOKIO)).toBe('2026-03-28T17:30:00.000Z');
    expect(leido('2026-03-29T02:30', BA)).toBe('2026-03-29T05:30:00.000Z');
  });

  it('refuses dates and times that do not exist, and text that is not a date', () => {
    expect(leido('2026-02-30T10:00', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(leido('2026-02-10T24:00', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(leido('2026-02-10T10:60', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(leido('1999-12-31T10:00', MADRID)).toBe(MSG.fechaAnteriorAlMinimo);
    expect(leido('2026-02-10T10:00Z', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(leido('ayer', MADRID)).toBe(MSG.fechaHoraInvalida);
  });
});

describe('plant time: reading an API date-time', () => {
  const api = (texto: string, zona: string) => {
    const r = leerFechaHora(texto, zona);
    return r.ok ? r.valor.toISOString() : r.msg;
  };

  it('reads an offset or Z as the instant it names, whatever the plant zone', () => {
    for (const zona of [MADRID, TOKIO, BA]) {
      expect(api('2026-03-10T12:30:00Z', zona)).toBe('2026-03-10T12:30:00.000Z');
      expect(api('2026-03-10T12:30-03:00', zona)).toBe('2026-03-10T15:30:00.000Z');
      expect(api(' 2026-03-10 12:30:15.250+0130 ', zona)).toBe('2026-03-10T11:00:15.250Z');
    }
  });

  it('reads a date-time without offset on the plant clock (never the server zone), fraction kept', () => {
    expect(api('2019-01-31T00:10', MADRID)).toBe(APERTURA);
    expect(api('2019-01-30T20:10', BA)).toBe(APERTURA);
    expect(api('2019-01-31 08:10:00.5', TOKIO)).toBe('2019-01-30T23:10:00.500Z');
  });

  it('refuses a time the plant skips, the first of a repeated hour, and what does not exist', () => {
    expect(api('2026-03-29T02:30', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(api('2026-03-29T02:30Z', MADRID)).toBe('2026-03-29T02:30:00.000Z');
    expect(api('2026-10-25T02:30', MADRID)).toBe('2026-10-25T00:30:00.000Z');
    expect(api('2026-02-30T10:00Z', MADRID)).toBe(MSG.fechaHoraInvalida);
    expect(api('1999-12-31T10:00Z', MADRID)).toBe(MSG.fechaAnteriorAlMinimo);
    expect(api('2026-03-10', MADRID)).toBe(MSG.fechaHoraInvalida);
  });

  it('is what plant time bound to a zone reads', () => {
    expect(plantaTiempo(MADRID).leerFechaHora('2019-01-31T00:10')).toEqual({ ok: true, valor: new Date(APERTURA) });
  });
});

describe('plant time: day and month bounds', () => {
  it('bounds a month by the plant’s midnights, across a year end', () => {
    const enero = limitesMes('2019-01', MADRID);
    expect(enero.desde.toISOString()).toBe('2018-12-31T23:00:00.000Z');
    expect(enero.hasta.toISOString()).toBe('2019-01-31T23:00:00.000Z');
    // 31/01 23:30 UTC is February's in Madrid, January's in Buenos Aires.
    const tarde = new Date('2019-01-31T23:30:00Z');
    expect(tarde >= enero.hasta).toBe(true);
    expect(tarde < limitesMes('2019-01', BA).hasta).toBe(true);
    // The card is 31 January's in Madrid, 30 January's in Buenos Aires.
    expect(limitesDia('2019-01-31', MADRID).desde <= new Date(APERTURA)).toBe(true);
    expect(limitesDia('2019-01-30', BA).hasta > new Date(APERTURA)).toBe(true);
    expect(limitesMes('2025-12', TOKIO)).toEqual({ desde: new Date('2025-11-30T15:00:00Z'), hasta: new Date('2025-12-31T15:00:00Z') });
  });

  it('gives a DST day its real length', () => {
    const { desde, hasta } = limitesDia('2026-03-29', MADRID);
    expect((hasta.getTime() - desde.getTime()) / 3_600_000).toBe(23);
    const otono = limitesDia('2026-10-25', MADRID);
    expect((otono.hasta.getTime() - otono.desde.getTime()) / 3_600_000).toBe(25);
  });

  it('bounds the last day the schemas accept (any 4-digit year)', () => {
    expect(limitesDia('9999-12-31', 'UTC')).toEqual({ desde: new Date('9999-12-31T00:00:00Z'), hasta: new Date(Date.UTC(10000, 0, 1)) });
  });

  it('starts a day whose midnight is skipped at its first hour', () => {
    // Santiago de Chile: 2026-09-06 00:00 → 01:00.
    expect(inicioDelDia('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('plant time bound to a configured zone', () => {
  it('knows today and its bounds in the plant, and refuses a zone nobody knows', () => {
    const t = plantaTiempo(TOKIO);
    expect(t.hoy(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(t.fechaHora(APERTURA)).toBe('31/01/2019 08:10');
    expect(t.leer('2019-01-31T08:10')).toEqual({ ok: true, valor: new Date(APERTURA) });
    expect(esZonaHoraria('Europe/Madrid')).toBe(true);
    expect(esZonaHoraria('Madrid/Centro')).toBe(false);
    expect(esZonaHoraria('')).toBe(false);
    expect(() => plantaTiempo('Madrid/Centro')).toThrow('Zona horaria desconocida');
  });
});

describe('the plant week (lunes → domingo)', () => {
  it('ends on the Sunday of the plant week, across months and years', () => {
    expect(finDeSemana('2026-11-23')).toBe('2026-11-29'); // lunes
    expect(finDeSemana('2026-11-27')).toBe('2026-11-29'); // viernes
    expect(finDeSemana('2026-11-29')).toBe('2026-11-29'); // domingo
    expect(finDeSemana('2026-11-30')).toBe('2026-12-06');
    expect(finDeSemana('2026-12-31')).toBe('2027-01-03');
  });

  it('numbers ISO weeks (Monday first; week 1 holds the first Thursday) and weekdays 1–7', () => {
    expect(semanaIso('2026-11-23')).toBe('2026-W48');
    expect(semanaIso('2026-11-29')).toBe('2026-W48');
    expect(semanaIso('2026-11-30')).toBe('2026-W49');
    // 2027-01-01 is a Friday: it belongs to the last week of 2026 (W53).
    expect(semanaIso('2027-01-01')).toBe('2026-W53');
    expect(semanaIso('2027-01-04')).toBe('2027-W01');
    expect(semanaIso('2024-12-30')).toBe('2025-W01');
    expect(diaSemanaIso('2026-11-23')).toBe(1);
    expect(diaSemanaIso('2026-11-29')).toBe(7);
  });

  it("gives the plant's hour, not the machine's", () => {
    expect(horaEnZona(new Date('2026-11-23T02:30:00Z'), 'America/Argentina/Buenos_Aires')).toBe(23);
    expect(horaEnZona('2026-11-23T23:30:00Z', 'Europe/Madrid')).toBe(0);
  });
});
