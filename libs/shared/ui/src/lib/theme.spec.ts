import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material';
import { theme } from './theme';

describe('theme contrast (WCAG AA, 4.5:1)', () => {
  it.each(['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const)('%s: text on its main colour', (name) => {
    const { main, contrastText } = theme.palette[name];
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the plant green recognisable: a green, darker than #28a745', () => {
    expect(theme.palette.success.main).toBe('#1e7e34');
    expect(theme.palette.success.light).toBe('#28a745');
  });
});
