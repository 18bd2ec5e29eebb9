import { useId, useState, type ReactNode } from 'react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse } from '@mui/material';

interface PlegableProps {
  /** The toggle's text, e.g. 'Guías de puntaje'. */
  titulo: string;
  /** Held open from outside (a field inside has an error). */
  abierto?: boolean;
  /** Shown beside the toggle (the item's own buttons). */
  junto?: ReactNode;
  children: ReactNode;
}

/** Content collapsed by default behind a toggle (`aria-expanded`); kept mounted so its fields stay registered. */
export function Plegable({ titulo, abierto: forzado = false, junto, children }: PlegableProps) {
  const [abierto, setAbierto] = useState(false);
  const id = useId();
  const visible = abierto || forzado;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Button
          size="small"
          aria-expanded={visible}
          aria-controls={id}
          onClick={() => setAbierto(!visible)}
          endIcon={<ExpandMoreIcon sx={{ transform: visible ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />}
          sx={{ minHeight: 44 }}
        >
          {titulo}
        </Button>
        {junto}
      </Box>
      <Collapse in={visible} id={id}>
        <Box sx={{ pt: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
