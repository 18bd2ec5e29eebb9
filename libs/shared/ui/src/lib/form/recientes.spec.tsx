import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { ChipsField } from './ChipsField';
import { SelectField } from './SelectField';
import { separarRecientes } from './recientes';

const PRIORIDADES = ['Alta', 'Media', 'Baja'];

function Chips({ recientes }: { recientes?: string[] }) {
  const { control, register } = useForm<{ prioridad: string }>({ defaultValues: { prioridad: '' } });
  return (
    <ChipsField control={control} name="prioridad" registro={register('prioridad')} id="p" label="Prioridad" options={PRIORIDADES} recientes={recientes} />
  );
}

describe('recent choices first', () => {
  it('separarRecientes keeps the recent ones that are offered, in their order, at most half the options, and every other option once', () => {
    const familias = ['1', '2', '3', '4', '5', '6', '7'];
    expect(separarRecientes(familias, ['6', 'Urgente', '6', '2'])).toEqual({ recientes: ['6', '2'], resto: ['1', '3', '4', '5', '7'] });
    expect(separarRecientes(familias, ['7', '6', '5', '4'])).toEqual({ recientes: ['7', '6', '5'], resto: ['1', '2', '3', '4'] });
    // A short scale: only the most used moves.
    expect(separarRecientes(PRIORIDADES, ['Baja', 'Media', 'Alta'])).toEqual({ recientes: ['Baja'], resto: ['Alta', 'Media'] });
    expect(separarRecientes(['Sola'], ['Sola'])).toEqual({ recientes: [], resto: ['Sola'] });
    expect(separarRecientes(PRIORIDADES)).toEqual({ recientes: [], resto: PRIORIDADES });
  });

  it("a select shows them under 'Recientes', the others under 'Otras'; without any it is a plain list", () => {
    render(
      <>
        <SelectField label="Máquina" valorSeleccionar="" options={['Calandra 1', 'Extrusora 2', 'Caldera']} recientes={['Caldera']} />
        <SelectField label="Equipo" valorSeleccionar="" options={['A', 'B']} recientes={['Z']} />
      </>,
    );
    const maquina = screen.getByRole('combobox', { name: 'Máquina' });
    expect(Array.from((maquina as HTMLSelectElement).options).map((o) => o.value)).toEqual(['', 'Caldera', 'Calandra 1', 'Extrusora 2']);
    const grupos = maquina.querySelectorAll('optgroup');
    expect(Array.from(grupos).map((g) => [g.label, Array.from(g.querySelectorAll('option')).map((o) => o.value)])).toEqual([
      ['Recientes', ['Caldera']],
      ['Otras', ['Calandra 1', 'Extrusora 2']],
    ]);
    const equipo = screen.getByRole('combobox', { name: 'Equipo' });
    expect(equipo.querySelectorAll('optgroup')).toHaveLength(0);
    expect(
      within(equipo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Seleccionar', 'A', 'B']);
  });

  it('chips put them first, marked, their names unchanged; none is removed', () => {
    const { rerender } = render(<Chips recientes={['Baja']} />);
    const grupo = screen.getByRole('radiogroup', { name: 'Prioridad' });
    expect(
      within(grupo)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Baja', 'Alta', 'Media']);
    expect(within(grupo).getByRole('radio', { name: 'Baja' }).closest('label')).toHaveAttribute('data-reciente', 'true');
    expect(within(grupo).getByRole('radio', { name: 'Alta' }).closest('label')).not.toHaveAttribute('data-reciente');
    rerender(<Chips />);
    expect(
      within(grupo)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(PRIORIDADES);
  });
});
