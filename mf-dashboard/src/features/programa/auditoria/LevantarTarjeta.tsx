import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Menu, MenuItem } from '@mui/material';
import AddCardIcon from '@mui/icons-material/AddCard';
import { enlaceTarjeta } from './enlaceTarjeta';

export interface LevantarTarjetaProps {
  auditoriaId: string;
  paso: number;
  requisito: string;
  comentario: string;
  maquinas: { _id: string; nombre: string }[];
}

/** 'Levantar tarjeta': one tap to the card form; with several machines in the team, a menu says which one. */
export function LevantarTarjeta({ maquinas, ...a }: LevantarTarjetaProps) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const sx = { minHeight: 44, alignSelf: 'flex-start' } as const;
  if (maquinas.length <= 1)
    return (
      <Button
        component={RouterLink}
        to={enlaceTarjeta({ ...a, maquinaId: maquinas[0]?._id })}
        variant="outlined"
        color="error"
        startIcon={<AddCardIcon />}
        sx={sx}
      >
        Levantar tarjeta
      </Button>
    );
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<AddCardIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(ancla)}
        onClick={(e) => setAncla(e.currentTarget)}
        sx={sx}
      >
        Levantar tarjeta
      </Button>
      <Menu anchorEl={ancla} open={Boolean(ancla)} onClose={() => setAncla(null)} slotProps={{ list: { 'aria-label': 'Máquina de la tarjeta' } }}>
        {maquinas.map((m) => (
          <MenuItem key={m._id} component={RouterLink} to={enlaceTarjeta({ ...a, maquinaId: m._id })} sx={{ minHeight: 44 }}>
            {m.nombre}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
