import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import { OPCIONES_FILTRO } from './filtroSeleccion';
import type { FiltroSeleccionState, OpcionFiltro } from './filtroSeleccion';

export interface OpcionesFiltroProps {
  seleccion: FiltroSeleccionState;
  onChange: (opcion: OpcionFiltro, valor: boolean) => void;
}

/** Alerta and Qr Code add a column; Convertida and Planificación keep only those cards. */
export function OpcionesFiltro({ seleccion, onChange }: OpcionesFiltroProps) {
  return (
    <FormGroup row>
      {OPCIONES_FILTRO.map(({ key, label }) => (
        <FormControlLabel key={key} label={label} control={<Checkbox checked={seleccion[key]} onChange={(e) => onChange(key, e.target.checked)} />} />
      ))}
    </FormGroup>
  );
}
