import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormErrorAlert } from './FormErrorAlert';

const scrollIntoView = vi.fn();
Element.prototype.scrollIntoView = scrollIntoView;
afterEach(() => scrollIntoView.mockClear());

describe('FormErrorAlert', () => {
  it('scrolls to and focuses the alert when its message appears', () => {
    const { rerender } = render(
      <>
        <button>Subir</button>
        <FormErrorAlert message={null} />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    screen.getByRole('button').focus();
    rerender(
      <>
        <button>Subir</button>
        <FormErrorAlert message="La familia de anomalías no corresponde al color de la tarjeta" errorId="AGREGAR_TARJETA_ERROR" />
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('La familia de anomalías no corresponde al color de la tarjeta');
    expect(alert).toHaveAttribute('data-error-id', 'AGREGAR_TARJETA_ERROR');
    expect(alert).toHaveAttribute('tabindex', '-1');
    expect(alert).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(alert);
  });

  it('does it again when the message changes, not on an unrelated render', () => {
    const { rerender } = render(<FormErrorAlert message="Error del servidor" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    rerender(<FormErrorAlert message="Error del servidor" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    rerender(<FormErrorAlert message="Tarjeta no encontrada" />);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert')).toHaveFocus();
  });
});
