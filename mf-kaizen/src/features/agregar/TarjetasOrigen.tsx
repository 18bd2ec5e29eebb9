import { useState } from 'react';
import { Box, Chip, FormHelperText, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { COLORES, type KaizenTarjetaPar } from '@portal/shared/domain';
import { BusyButton, SelectField } from '@portal/shared/ui';
import { etiquetaPar } from './agregarKaizenCampos';

export interface TarjetasOrigenProps {
  tarjetas: KaizenTarjetaPar[];
  agregar: (par: { color: string; numero: string }) => Promise<boolean>;
  quitar: (par: KaizenTarjetaPar) => void;
  verificando: boolean;
  /** The last card's check ('No existe la tarjeta Roja N°12'). */
  error: string | null;
  limpiarError: () => void;
  /** The form's own message (MSG.preTarjetaRequerida on a submit without cards). */
  requerida?: string;
}

/** The source cards: a colour and a number added with 'Agregar', each checked by the server, shown as removable chips. */
export function TarjetasOrigen({ tarjetas, agregar, quitar, verificando, error, limpiarError, requerida }: TarjetasOrigenProps) {
  const [color, setColor] = useState('');
  const [numero, setNumero] = useState('');
  const mensaje = error ?? requerida;
  const onAgregar = async () => {
    if (await agregar({ color, numero })) setNumero('');
  };
  return (
    <Box component="fieldset" aria-describedby={mensaje ? 'tarjetas-origen-error' : undefined} sx={{ border: 1, borderColor: mensaje ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        Tarjetas de origen *
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 3fr) minmax(0, 2fr)', sm: '1fr 1fr auto' }, alignItems: 'start' }}>
        <SelectField
          valorSeleccionar=""
          label="Color"
          id="origen-color"
          options={COLORES}
          value={color}
          onChange={(e) => {
            setColor(e.target.value);
            limpiarError();
          }}
        />
        <TextField
          label="Número"
          id="origen-numero"
          value={numero}
          onChange={(e) => {
            setNumero(e.target.value);
            limpiarError();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void onAgregar();
            }
          }}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', enterKeyHint: 'done' } }}
        />
        <BusyButton variant="outlined" busy={verificando} busyLabel="Verificando…" onClick={onAgregar} sx={{ minHeight: 56, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          Agregar
        </BusyButton>
      </Box>
      {mensaje ? (
        <FormHelperText id="tarjetas-origen-error" error role="alert" sx={{ mt: 1 }}>
          {mensaje}
        </FormHelperText>
      ) : null}
      {tarjetas.length ? (
        <Box component="ul" aria-label="Tarjetas de origen" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {tarjetas.map((t) => (
            <li key={etiquetaPar(t)}>
              <Chip label={etiquetaPar(t)} onDelete={() => quitar(t)} deleteIcon={<CancelIcon aria-hidden={false} role="button" aria-label={`Quitar ${etiquetaPar(t)}`} />} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
