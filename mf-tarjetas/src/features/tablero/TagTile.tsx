import { Box } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { COLOR_CHIP, LETRA_COLOR, textoDias, unirConPunto, type TableroTag } from '@portal/shared/domain';
import { MEDIDAS, medidas } from './disposicion';
import { diasExcedida, TEXTO } from './tableroTema';

/** A tag: its colour's letter beside the number (never colour alone), days and part, and 'Excedida N días'. Fixed box (`medidas`). */
export function TagTile({ tag, escala }: { tag: TableroTag; escala: number }) {
  const c = COLOR_CHIP[tag.color];
  const m = medidas(escala);
  const f = (n: number) => `${Math.round(n * escala)}px`;
  const exceso = diasExcedida(tag);
  return (
    <Box
      component="li"
      data-testid="tablero-tag"
      aria-label={`Tarjeta ${tag.color} N°${tag.numero}${tag.excedida ? `, excedida ${textoDias(exceso)}` : ''}`}
      sx={{
        listStyle: 'none',
        bgcolor: c.fondo,
        color: c.texto,
        borderRadius: 2,
        boxSizing: 'border-box',
        width: m.tileAncho,
        height: m.tileAlto,
        overflow: 'hidden',
        px: f(12),
        py: f(8),
        outline: tag.excedida ? `4px solid ${TEXTO}` : 'none',
        outlineOffset: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: f(2),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: f(8), whiteSpace: 'nowrap' }}>
        <Box
          component="span"
          data-testid="tablero-letra"
          aria-hidden
          sx={{
            flex: 'none',
            minWidth: f(44),
            height: f(40),
            boxSizing: 'border-box',
            border: `3px solid ${c.texto}`,
            borderRadius: 1,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: f(24),
            fontWeight: 800,
          }}
        >
          {LETRA_COLOR[tag.color]}
        </Box>
        <Box component="span" sx={{ fontSize: f(MEDIDAS.numero), fontWeight: 800, lineHeight: 1.1 }}>
          N°{tag.numero}
        </Box>
      </Box>
      <Box component="span" sx={{ fontSize: f(20), fontWeight: 600, lineHeight: 1.25, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {unirConPunto(textoDias(tag.dias), tag.parteMaquina)}
      </Box>
      {tag.excedida && (
        <Box
          component="span"
          sx={{
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            bgcolor: '#000',
            color: '#fff',
            borderRadius: 1,
            px: 0.75,
            fontSize: f(20),
            lineHeight: 1.25,
            fontWeight: 700,
            whiteSpace: 'nowrap',
          }}
        >
          <WarningAmberIcon sx={{ fontSize: 'inherit' }} aria-hidden />
          Excedida {textoDias(exceso)}
        </Box>
      )}
    </Box>
  );
}
