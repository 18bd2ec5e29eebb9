import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HorizontalScroller, SCROLL_HINT } from './HorizontalScroller';

/** jsdom has no layout: give the region a size. */
function medidas(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}
afterEach(() => vi.restoreAllMocks());

describe('HorizontalScroller', () => {
  it('says nothing when everything fits', () => {
    medidas(300, 300);
    render(<HorizontalScroller label="Matriz">contenido</HorizontalScroller>);
    expect(screen.queryByText(SCROLL_HINT)).not.toBeInTheDocument();
    expect(screen.getByTestId('scroll-sombra-derecha')).toHaveStyle({ opacity: '0' });
  });

  it('hints and shades the side that has more, following the scroll', () => {
    medidas(600, 300);
    render(<HorizontalScroller label="Matriz">contenido</HorizontalScroller>);
    const region = screen.getByRole('region', { name: 'Matriz' });
    expect(screen.getByText(SCROLL_HINT)).toBeInTheDocument();
    expect(screen.getByTestId('scroll-sombra-derecha')).toHaveStyle({ opacity: '1' });
    expect(screen.getByTestId('scroll-sombra-izquierda')).toHaveStyle({ opacity: '0' });
    region.scrollLeft = 300;
    fireEvent.scroll(region);
    expect(screen.getByTestId('scroll-sombra-derecha')).toHaveStyle({ opacity: '0' });
    expect(screen.getByTestId('scroll-sombra-izquierda')).toHaveStyle({ opacity: '1' });
    expect(region).toHaveAttribute('tabindex', '0');
  });
});
