import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { OPCIONES } from './opciones';
import type { Opcion } from './opciones';

/** The 'Opciones' button and its menu; choosing an entry closes the menu first. */
export function OpcionesMenu({ opciones, onElegir }: { opciones: Opcion[]; onElegir: (opcion: Opcion) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id="opciones-kaizen-boton"
        variant="outlined"
        endIcon={<MoreVertIcon />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'opciones-kaizen-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minHeight: 44 }}
      >
        Opciones
      </Button>
      <Menu id="opciones-kaizen-menu" anchorEl={anchor} open={open} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': 'opciones-kaizen-boton' } }}>
        {opciones.map((opcion) => (
          <MenuItem
            key={opcion}
            onClick={() => {
              setAnchor(null);
              onElegir(opcion);
            }}
            sx={{ minHeight: 48, ...(opcion === 'eliminar' ? { color: 'error.main' } : {}) }}
          >
            {OPCIONES[opcion]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
