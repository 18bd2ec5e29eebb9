import type { ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Stack } from '@mui/material';

interface OrdenBotonesProps {
  /** Names the item in each button's label: 'la sección 2', 'el requisito 3 de la sección 1'. */
  nombre: string;
  indice: number;
  total: number;
  onMover: (de: number, a: number) => void;
  onQuitar: () => void;
  /** The last one of its list stays (a template needs a section, a section a requirement). */
  puedeQuitar: boolean;
}

/** Move up, move down and remove, as 44 px icon buttons named for what they act on (`title`: a mouse's hint). */
export function OrdenBotones({ nombre, indice, total, onMover, onQuitar, puedeQuitar }: OrdenBotonesProps) {
  const boton = (titulo: string, icono: ReactNode, accion: () => void, habilitado: boolean) => (
    <IconButton aria-label={titulo} title={titulo} onClick={accion} disabled={!habilitado} sx={{ width: 44, height: 44 }}>
      {icono}
    </IconButton>
  );
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      {boton(`Subir ${nombre}`, <ArrowUpwardIcon />, () => onMover(indice, indice - 1), indice > 0)}
      {boton(`Bajar ${nombre}`, <ArrowDownwardIcon />, () => onMover(indice, indice + 1), indice < total - 1)}
      {boton(`Quitar ${nombre}`, <DeleteOutlinedIcon />, onQuitar, puedeQuitar)}
    </Stack>
  );
}
