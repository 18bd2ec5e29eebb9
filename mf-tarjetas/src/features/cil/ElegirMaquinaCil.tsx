import { useMemo } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { rutinaCilPath } from '@portal/shared/domain';

/** Any machine of the plant, by name: its routine (a machine without a label at hand, or of another team). */
export function ElegirMaquinaCil() {
  const navigate = useNavigate();
  const { data: campos = [] } = useGetCamposQuery();
  const maquinas = useMemo(() => campos.filter((c) => c.name === 'maquina').sort((a, b) => a.value.localeCompare(b.value, 'es')), [campos]);
  return (
    <Autocomplete
      options={maquinas}
      getOptionLabel={(m) => m.value}
      onChange={(_e, m) => m && navigate(rutinaCilPath(m._id))}
      renderInput={(params) => <TextField {...params} label="Ir a la rutina de una máquina" />}
      sx={{ maxWidth: 480 }}
    />
  );
}
