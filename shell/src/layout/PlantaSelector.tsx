import { useState } from 'react';
import { Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import FactoryIcon from '@mui/icons-material/Factory';
import CheckIcon from '@mui/icons-material/Check';
import { useCambiarPlanta, useMisPlantasQuery } from '@portal/shared/auth';
import type { MembresiaPlanta } from '@portal/shared/domain';

export const PLANTA_LABEL = 'Planta';
export const CAMBIAR_PLANTA_LABEL = 'Cambiar de planta';

/** The person's plants when they have two or more (issue 24); nothing otherwise. */
function usePlantas(): { plantas: MembresiaPlanta[]; actual?: MembresiaPlanta } {
  const { data = [] } = useMisPlantasQuery();
  return data.length > 1 ? { plantas: data, actual: data.find((p) => p.actual) } : { plantas: [] };
}

const rolEn = (p: MembresiaPlanta) => `${p.role} · ${p.codigo}`;

/** Desktop: the session's plant as a button; its menu lists the person's plants with their role there. */
export function PlantaMenu() {
  const { plantas, actual } = usePlantas();
  const { cambiar, cambiando } = useCambiarPlanta();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!plantas.length) return null;
  const elegir = (p: MembresiaPlanta) => {
    setAnchor(null);
    if (!p.actual) void cambiar(p.planta);
  };
  return (
    <>
      {/* The code in the bar (the name in its title, label and menu): the bar must fit one row. A native title, as MUI's
          Tooltip complains about a button that is disabled while the plant changes. */}
      <Button
        color="inherit"
        startIcon={<FactoryIcon />}
        aria-label={`${CAMBIAR_PLANTA_LABEL}: ${actual?.nombre ?? ''} (${actual?.codigo ?? ''})`}
        title={actual?.nombre}
        aria-haspopup="menu"
        aria-controls={anchor ? 'menu-planta' : undefined}
        aria-expanded={Boolean(anchor)}
        disabled={cambiando}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {actual?.codigo}
      </Button>
      <Menu id="menu-planta" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {plantas.map((p) => (
          <MenuItem key={p.planta} selected={p.actual} onClick={() => elegir(p)} sx={{ minHeight: 44 }}>
            <ListItemIcon>{p.actual ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={p.nombre} secondary={rolEn(p)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Phone drawer: the person's plants as a list, the session's one marked. */
export function PlantaLista({ onElegida }: { onElegida: () => void }) {
  const { plantas } = usePlantas();
  const { cambiar, cambiando } = useCambiarPlanta();
  if (!plantas.length) return null;
  return (
    <List aria-label={CAMBIAR_PLANTA_LABEL} subheader={<ListSubheader disableSticky>{PLANTA_LABEL}</ListSubheader>}>
      {plantas.map((p) => (
        <ListItem key={p.planta} disablePadding>
          <ListItemButton
            selected={p.actual}
            aria-current={p.actual ? 'true' : undefined}
            disabled={cambiando}
            onClick={() => {
              onElegida();
              if (!p.actual) void cambiar(p.planta);
            }}
            sx={{ minHeight: 48 }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{p.actual ? <CheckIcon /> : <FactoryIcon />}</ListItemIcon>
            <ListItemText primary={p.nombre} secondary={rolEn(p)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
