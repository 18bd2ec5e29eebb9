import { useEffect, useState } from 'react';
import { Autocomplete, Box, Chip, CircularProgress, FormHelperText, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import { KAIZEN_TARJETAS_MAX, type KaizenTarjetaPar, type Tarjeta } from '@portal/shared/domain';
import { ColorChip } from '@portal/shared/ui';
import { useBuscarTarjetasOrigenQuery } from '../kaizen/kaizenApi';
import { etiquetaPar, mismaTarjeta } from './agregarKaizenCampos';

/** Wait this long after the last key before asking the server. */
export const BUSQUEDA_ORIGEN_DEBOUNCE_MS = 300;
export const BUSCAR_TARJETA_LABEL = 'Buscar tarjeta';
export const BUSCAR_TARJETA_AYUDA = 'Escriba el número, la descripción o la máquina y elija la tarjeta.';
export const SIN_RESULTADOS = 'No se encontraron tarjetas';

export interface TarjetasOrigenProps {
  tarjetas: KaizenTarjetaPar[];
  /** A card chosen in the search (it exists: the server answered it). */
  elegir: (tarjeta: Tarjeta) => void;
  quitar: (par: KaizenTarjetaPar) => void;
  /** Cards of the URL being loaded. */
  cargando: boolean;
  /** A card of the URL that could not be added ('No existe la tarjeta Roja N°12'). */
  error: string | null;
  /** The form's own message (MSG.preTarjetaRequerida on a submit without cards). */
  requerida?: string;
}

/** The text typed, `ms` after the last change. */
function useDemorado(valor: string, ms: number): string {
  const [demorado, setDemorado] = useState(valor);
  useEffect(() => {
    const id = setTimeout(() => setDemorado(valor), ms);
    return () => clearTimeout(id);
  }, [valor, ms]);
  return demorado;
}

/**
 * The source cards: a search over the cards (número, descripción, máquina…, `GET /api/tarjetas?q=`) whose choice
 * becomes a removable chip; no colour or number to type (issue 22). The first card fills an empty Máquina.
 */
export function TarjetasOrigen({ tarjetas, elegir, quitar, cargando, error, requerida }: TarjetasOrigenProps) {
  const [texto, setTexto] = useState('');
  const q = useDemorado(texto.trim(), BUSQUEDA_ORIGEN_DEBOUNCE_MS);
  const { currentData, isFetching } = useBuscarTarjetasOrigenQuery(q, { skip: !q });
  const opciones = q ? (currentData?.items ?? []) : [];
  const mensaje = error ?? requerida;
  const lleno = tarjetas.length >= KAIZEN_TARJETAS_MAX;
  return (
    <Box
      component="fieldset"
      aria-describedby={mensaje ? 'tarjetas-origen-error' : undefined}
      sx={{ border: 1, borderColor: mensaje ? 'error.main' : 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
        Tarjetas de origen *
      </Typography>
      <Autocomplete<Tarjeta>
        id="origen-buscar"
        options={opciones}
        value={null}
        inputValue={texto}
        onInputChange={(_e, valor, motivo) => {
          // Choosing an option would put its label in the box: the box empties for the next search instead.
          if (motivo !== 'reset') setTexto(valor);
        }}
        onChange={(_e, elegida) => {
          if (!elegida) return;
          elegir(elegida);
          setTexto('');
        }}
        // The server filtered already; a card already chosen is not offered again.
        filterOptions={(os) => os.filter((o) => !tarjetas.some((t) => mismaTarjeta(t, o)))}
        getOptionLabel={(t) => etiquetaPar(t)}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        loading={isFetching}
        loadingText="Buscando…"
        noOptionsText={q ? SIN_RESULTADOS : BUSCAR_TARJETA_AYUDA}
        disabled={lleno || cargando}
        blurOnSelect={false}
        clearOnBlur={false}
        handleHomeEndKeys={false}
        renderOption={({ key, ...props }, t) => (
          <Box component="li" key={key} {...props} sx={{ display: 'grid !important', gap: 0.25, minHeight: 48 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <ColorChip color={t.color} />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                N°{t.numero}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t.estado} · {t.maquina}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {t.descripcion}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={BUSCAR_TARJETA_LABEL}
            placeholder="N°, descripción o máquina"
            helperText={lleno ? `Un Kaizen admite como máximo ${KAIZEN_TARJETAS_MAX} tarjetas de origen` : BUSCAR_TARJETA_AYUDA}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, inputMode: 'search', enterKeyHint: 'search' },
              input: {
                ...params.slotProps.input,
                endAdornment: (
                  <>
                    {isFetching || cargando ? <CircularProgress size={20} aria-label={cargando ? 'Cargando tarjetas' : 'Buscando tarjetas'} /> : null}
                    {params.slotProps.input.endAdornment}
                  </>
                ),
              },
            }}
          />
        )}
      />
      {mensaje ? (
        <FormHelperText id="tarjetas-origen-error" error role="alert" sx={{ mt: 1 }}>
          {mensaje}
        </FormHelperText>
      ) : null}
      {tarjetas.length ? (
        <Box component="ul" aria-label="Tarjetas de origen" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {tarjetas.map((t) => (
            <li key={etiquetaPar(t)}>
              <Chip
                label={etiquetaPar(t)}
                onDelete={() => quitar(t)}
                sx={{ height: 44, borderRadius: 22 }}
                deleteIcon={<CancelIcon aria-hidden={false} role="button" aria-label={`Quitar ${etiquetaPar(t)}`} sx={{ fontSize: 28 }} />}
              />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
