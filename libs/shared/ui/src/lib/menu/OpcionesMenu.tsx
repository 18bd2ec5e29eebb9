import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export interface OpcionesMenuProps<O extends string> {
  /** Prefix of the element ids: `<idBase>-boton` and `<idBase>-menu`. */
  idBase: string;
  /** The entries shown, in order. */
  opciones: readonly O[];
  /** Each entry's text. */
  etiquetas: Readonly<Record<O, string>>;
  /** The entry drawn in the error colour (a delete). */
  destructiva?: O;
  onElegir: (opcion: O) => void;
  /** The button's text ('Opciones') and, when several menus share a page, its accessible name ('Acciones de Ana Pérez'). */
  boton?: string;
  nombre?: string;
}

/** The 'Opciones' button (or `boton`) and its menu; choosing an entry closes the menu first. */
export function OpcionesMenu<O extends string>({ idBase, opciones, etiquetas, destructiva, onElegir, boton = 'Opciones', nombre }: OpcionesMenuProps<O>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const botonId = `${idBase}-boton`;
  const menuId = `${idBase}-menu`;
  return (
    <>
      <Button
        id={botonId}
        variant="outlined"
        endIcon={<MoreVertIcon />}
        aria-label={nombre}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
      >
        {boton}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': botonId } }}>
        {opciones.map((opcion) => (
          <MenuItem
            key={opcion}
            onClick={() => {
              setAnchor(null);
              onElegir(opcion);
            }}
            sx={{ minHeight: 48, ...(opcion === destructiva ? { color: 'error.main' } : {}) }}
          >
            {etiquetas[opcion]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
