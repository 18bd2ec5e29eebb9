import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from '../PortalProviders';
import { OpcionesMenu } from './OpcionesMenu';

const ETIQUETAS = { editar: 'Editar tarjeta', eliminar: 'Eliminar tarjeta' } as const;

describe('OpcionesMenu', () => {
  it('opens the menu under the idBase ids and closes it before passing the chosen entry', async () => {
    const onElegir = vi.fn();
    render(
      <PortalProviders>
        <OpcionesMenu idBase="opciones-x" opciones={['editar', 'eliminar']} etiquetas={ETIQUETAS} destructiva="eliminar" onElegir={onElegir} />
      </PortalProviders>,
    );
    const boton = screen.getByRole('button', { name: 'Opciones' });
    expect(boton).toHaveAttribute('id', 'opciones-x-boton');
    await userEvent.click(boton);
    expect(boton).toHaveAttribute('aria-controls', 'opciones-x-menu');
    expect(screen.getByRole('menu')).toHaveAccessibleName('Opciones');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Editar tarjeta', 'Eliminar tarjeta']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Eliminar tarjeta' }));
    expect(onElegir).toHaveBeenCalledWith('eliminar');
    expect(boton).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('OpcionesMenu with its own text and name (one per row)', () => {
  it("shows 'Acciones' and is named after its row, so each row's menu is told apart", async () => {
    render(
      <PortalProviders>
        <OpcionesMenu idBase="a-1" boton="Acciones" nombre="Acciones de Ana" opciones={['editar']} etiquetas={ETIQUETAS} onElegir={vi.fn()} />
        <OpcionesMenu idBase="a-2" boton="Acciones" nombre="Acciones de Beto" opciones={['editar']} etiquetas={ETIQUETAS} onElegir={vi.fn()} />
      </PortalProviders>,
    );
    const boton = screen.getByRole('button', { name: 'Acciones de Beto' });
    expect(boton).toHaveTextContent('Acciones');
    await userEvent.click(boton);
    expect(screen.getByRole('menu')).toHaveAccessibleName('Acciones de Beto');
  });
});
