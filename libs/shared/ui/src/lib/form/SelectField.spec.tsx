import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SelectField } from './SelectField';

function valores(select: HTMLElement) {
  return Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.text]);
}

describe('SelectField', () => {
  it("starts with 'Seleccionar' as its own value, or as '' when asked, or without it", () => {
    render(
      <>
        <SelectField label="Pilar" options={['Seguridad']} />
        <SelectField label="Color" options={['Roja']} valorSeleccionar="" />
        <SelectField label="Estado" options={['Abierta']} conSeleccionar={false} />
      </>,
    );
    expect(valores(screen.getByLabelText('Pilar'))).toEqual([
      ['Seleccionar', 'Seleccionar'],
      ['Seguridad', 'Seguridad'],
    ]);
    expect(valores(screen.getByLabelText('Color'))).toEqual([
      ['', 'Seleccionar'],
      ['Roja', 'Roja'],
    ]);
    expect(valores(screen.getByLabelText('Estado'))).toEqual([['Abierta', 'Abierta']]);
  });
});
