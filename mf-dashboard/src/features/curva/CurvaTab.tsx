import { useState } from 'react';
import { ListSubheader, MenuItem, Stack, TextField } from '@mui/material';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { CurvaAmSeccion } from '../programa/CurvaAmSeccion';

const PLANTA = 'planta';

/**
 * Dashboard › Curva de tarjetas (issue 25 §4): the plant's curve, or one team's or one machine's, chosen here; the
 * same chart and Excel as a team's page.
 */
export default function CurvaTab() {
  const { data: campos = [] } = useGetCamposQuery();
  const [alcance, setAlcance] = useState(PLANTA);
  const equipos = campos.filter((c) => c.name === 'equipo');
  const maquinas = campos.filter((c) => c.name === 'maquina');
  const [tipo, valor] = alcance === PLANTA ? [PLANTA, ''] : [alcance.slice(0, alcance.indexOf(':')), alcance.slice(alcance.indexOf(':') + 1)];
  const equipo = tipo === 'equipo' ? equipos.find((e) => e._id === valor) : undefined;
  const nombre = tipo === 'maquina' ? valor : (equipo?.value ?? 'Planta');
  return (
    <Stack spacing={2}>
      <TextField select label="Curva de" value={alcance} onChange={(e) => setAlcance(e.target.value)} sx={{ maxWidth: 420 }} fullWidth>
        <MenuItem value={PLANTA}>Toda la planta</MenuItem>
        {equipos.length > 0 && <ListSubheader>Equipos</ListSubheader>}
        {equipos.map((e) => (
          <MenuItem key={e._id} value={`equipo:${e._id}`}>
            {e.value}
          </MenuItem>
        ))}
        {maquinas.length > 0 && <ListSubheader>Máquinas</ListSubheader>}
        {maquinas.map((m) => (
          <MenuItem key={m._id} value={`maquina:${m.value}`}>
            {m.value}
          </MenuItem>
        ))}
      </TextField>
      <CurvaAmSeccion key={alcance} equipoId={equipo?._id} maquina={tipo === 'maquina' ? valor : undefined} nombre={nombre} />
    </Stack>
  );
}
