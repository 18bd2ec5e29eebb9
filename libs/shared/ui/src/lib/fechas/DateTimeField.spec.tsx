import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PortalProviders } from '../PortalProviders';
import { DateTimeField } from './DateTimeField';

function Form({ onValue }: { onValue: (v: string) => void }) {
  const form = useForm({ defaultValues: { fin: '' } });
  onValue(form.watch('fin'));
  return <DateTimeField control={form.control} name="fin" label="Fin de reparación" id="fin" required />;
}

describe('DateTimeField', () => {
  it('probe', async () => {
    let valor = '';
    const { container } = render(<PortalProviders><Form onValue={(v) => (valor = v)} /></PortalProviders>);
    console.log(screen.getAllByRole("spinbutton")[0]!.outerHTML.slice(0,300));
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.keyboard('231120260548');
    console.log(valor, container.querySelector('input')?.value);
    expect(valor).toBe(new Date(2026, 10, 23, 5, 48).toISOString());
  });
});
