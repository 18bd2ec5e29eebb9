import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorAlert } from './ErrorAlert';
import { PageUnderConstruction, UNDER_CONSTRUCTION_TEXT } from './PageUnderConstruction';
import { PortalProviders } from './PortalProviders';
import { theme } from './theme';

describe('components', () => {
  it('PageUnderConstruction: real title and the one line', () => {
    render(
      <PortalProviders>
        <PageUnderConstruction title="Quick Kaizen" />
      </PortalProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Quick Kaizen' })).toBeInTheDocument();
    expect(screen.getByText(UNDER_CONSTRUCTION_TEXT)).toBeInTheDocument();
  });
  it('ErrorAlert renders a red alert, nothing for an empty message', () => {
    const { rerender } = render(<ErrorAlert message="Falló" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Falló');
    rerender(<ErrorAlert message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
  it('the theme carries the es-ES locales of MUI core and the DataGrid', () => {
    const components = theme.components as Record<string, { defaultProps?: Record<string, unknown> }>;
    const grid = components['MuiDataGrid']?.defaultProps?.['localeText'] as Record<string, unknown>;
    expect(grid?.['noRowsLabel']).toBe('Sin filas');
    expect(components['MuiTablePagination']?.defaultProps?.['labelRowsPerPage']).toBe('Filas por página:');
  });
});
