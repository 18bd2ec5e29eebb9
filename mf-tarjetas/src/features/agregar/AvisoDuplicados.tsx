import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, Link, List, ListItem, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { detallePath, plural, unirConPunto, type TarjetaAbierta } from '@portal/shared/domain';
import { useEnLinea } from '@portal/shared/offline';
import { BusyButton, ColorChip, FormErrorAlert } from '@portal/shared/ui';
import { useGetTarjetasAbiertasQuery } from '../tarjetas/tarjetasApi';
import { fotoNoAgregada } from './useMismoProblema';

export const MISMO_PROBLEMA_ERROR = 'MISMO_PROBLEMA_ERROR';
export const mismoProblemaTexto = (numero: number) => `Es el mismo problema: agregar un comentario a N°${numero}`;
export const OTRO_PROBLEMA = 'Es otro problema';
/** The newest open cards the form lists (each with its comment button); the others are counted ('… y 6 más'). */
export const AVISO_DUPLICADOS_MAX = 3;

export interface AvisoDuplicadosProps {
  maquina: string;
  parteMaquina: string;
  /** Called before a link leaves the form (the draft must survive the visit). */
  onSalir: () => void;
  /** 'Es el mismo problema': the description becomes a comment on `t` (no new card). */
  onMismoProblema: (t: TarjetaAbierta) => void;
  /** The card being commented on (its button is busy, the others wait). */
  enviando: string | null;
  error: string | null;
  onCerrarError: () => void;
  /** The user chose a photo: a card that already has one says it will not get it. */
  conFoto: boolean;
  /** 'Es otro problema': the warning closes and the user goes on with the new card. */
  onOtroProblema: () => void;
}

/**
 * 'Ya hay N tarjetas abiertas en <máquina> · <parte>': the operator may add the description to one of them as a
 * comment ('Es el mismo problema: agregar un comentario a N°81') or close the warning ('Es otro problema');
 * submitting stays possible either way. Offline the list cannot load, and a cached one offers no comment.
 */
export function AvisoDuplicados({
  maquina,
  parteMaquina,
  onSalir,
  onMismoProblema,
  enviando,
  error,
  onCerrarError,
  conFoto,
  onOtroProblema,
}: AvisoDuplicadosProps) {
  const enLinea = useEnLinea();
  const [descartado, setDescartado] = useState<string | null>(null);
  const { currentData } = useGetTarjetasAbiertasQuery(parteMaquina ? { maquina, parteMaquina } : { maquina }, { skip: !maquina });
  const donde = unirConPunto(maquina, parteMaquina);
  if (!maquina || !currentData || currentData.total === 0 || descartado === donde) return null;
  const { total } = currentData;
  const tarjetas = currentData.tarjetas.slice(0, AVISO_DUPLICADOS_MAX);
  const resto = total - tarjetas.length;
  const ocupado = enviando !== null;
  return (
    <Alert
      severity="info"
      role="region"
      aria-label="Tarjetas abiertas en la máquina"
      data-testid="aviso-duplicados"
      sx={{ '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}
    >
      <AlertTitle>{`Ya hay ${plural(total, 'tarjeta abierta', 'tarjetas abiertas')} en ${donde}`}</AlertTitle>
      {enLinea ? (
        <Typography variant="body2">Si es el mismo problema, su descripción se agrega como comentario a esa tarjeta y no se crea una nueva.</Typography>
      ) : null}
      <List dense disablePadding>
        {tarjetas.map((t) => (
          <ListItem key={t._id} disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <ColorChip color={t.color} />
            <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Link
                component={RouterLink}
                to={detallePath(t._id)}
                onClick={onSalir}
                aria-label={`Ver tarjeta ${t.color} N°${t.numero}`}
                sx={{ fontWeight: 500 }}
              >
                N°{t.numero}
              </Link>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {t.descripcion}
              </Typography>
              {enLinea ? (
                <>
                  <BusyButton
                    variant="outlined"
                    size="small"
                    busy={enviando === t._id}
                    disabled={ocupado && enviando !== t._id}
                    onClick={() => onMismoProblema(t)}
                    sx={{ mt: 1, minHeight: 44, textAlign: 'left', textTransform: 'none', width: { xs: '100%', sm: 'auto' } }}
                  >
                    {mismoProblemaTexto(t.numero)}
                  </BusyButton>
                  {conFoto && t.conFoto ? (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {fotoNoAgregada(t)}
                    </Typography>
                  ) : null}
                </>
              ) : null}
            </Box>
          </ListItem>
        ))}
      </List>
      {resto > 0 ? <Typography variant="body2">… y {resto} más</Typography> : null}
      {enLinea ? (
        <>
          <FormErrorAlert message={error ?? undefined} errorId={MISMO_PROBLEMA_ERROR} onClose={onCerrarError} />
          <Button
            variant="text"
            disabled={ocupado}
            onClick={() => {
              setDescartado(donde);
              onOtroProblema();
            }}
            sx={{ mt: 1, minHeight: 44, textTransform: 'none' }}
          >
            {OTRO_PROBLEMA}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
