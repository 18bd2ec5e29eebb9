import { describe, expect, it } from 'vitest';
import { formatMonth, groupHoursByMonth } from './hours';

describe('groupHoursByMonth', () => {
  it('sums hours per month and type as integers, newest month first', () => {
    const months = groupHoursByMonth([
      { quantity: 2, typeOf: 'Horas de actividades autonomas', date: '2021-01-05' },
      { quantity: 3.7, typeOf: 'Horas de actividades autonomas', date: '2021-01-31' },
      { quantity: 4, typeOf: 'Horas dadas de capacitacion', date: '2021-01-01' },
      { quantity: 1, typeOf: 'Horas recibidas de capacitacion', date: '2020-12-31' },
    ]);
    expect(months.map((m) => m.month)).toEqual(['2021-01', '2020-12']);
    expect(months[0].byType['Horas de actividades autonomas']).toBe(5);
    expect(months[0].byType['Horas dadas de capacitacion']).toBe(4);
    expect(months[0].total).toBe(9);
    expect(months[1].total).toBe(1);
  });

  it('gives an empty list for no hours', () => {
    expect(groupHoursByMonth([])).toEqual([]);
    expect(groupHoursByMonth(undefined)).toEqual([]);
  });

  it('formats a month as MM/YYYY', () => {
    expect(formatMonth('2021-03')).toBe('03/2021');
  });
});
