import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import SwipeIcon from '@mui/icons-material/Swipe';

export interface HorizontalScrollerProps {
  children: ReactNode;
  /** Accessible name of the scrollable region (it is focusable, so keyboard users can scroll it). */
  label: string;
  /** Shown above the content while part of it is hidden. */
  hint?: string;
}

export const SCROLL_HINT = 'Deslice hacia los lados para ver todo';

const sombra = (lado: 'left' | 'right') => ({
  position: 'absolute',
  top: 0,
  bottom: 0,
  [lado]: 0,
  width: 24,
  pointerEvents: 'none',
  transition: 'opacity 150ms',
  background: `linear-gradient(to ${lado === 'left' ? 'right' : 'left'}, rgba(0,0,0,0.28), rgba(0,0,0,0))`,
});

/**
 * Content wider than a phone (a matrix, a wide table) scrolls sideways inside this box, never the page:
 * a shadow marks the side that has more, and a hint says so while anything is hidden.
 */
export function HorizontalScroller({ children, label, hint = SCROLL_HINT }: HorizontalScrollerProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [oculto, setOculto] = useState({ izquierda: false, derecha: false });

  const medir = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const izquierda = el.scrollLeft > 1;
    const derecha = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setOculto((o) => (o.izquierda === izquierda && o.derecha === derecha ? o : { izquierda, derecha }));
  }, []);

  useLayoutEffect(() => {
    medir();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(medir);
    observer.observe(el);
    return () => observer.disconnect();
  }, [medir]);

  return (
    <Box>
      {oculto.izquierda || oculto.derecha ? (
        <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }} data-testid="scroll-hint">
          <SwipeIcon fontSize="small" aria-hidden />
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ position: 'relative' }}>
        <Box ref={ref} onScroll={medir} role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', overscrollBehaviorX: 'contain' }}>
          {children}
        </Box>
        <Box aria-hidden sx={{ ...sombra('left'), opacity: oculto.izquierda ? 1 : 0 }} data-testid="scroll-sombra-izquierda" />
        <Box aria-hidden sx={{ ...sombra('right'), opacity: oculto.derecha ? 1 : 0 }} data-testid="scroll-sombra-derecha" />
      </Box>
    </Box>
  );
}
