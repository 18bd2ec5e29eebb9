import { Box, Chip, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { PUNTAJE_AUDITORIA_AM_MAX, type ContenidoPlantillaAm, type RespuestaAuditoriaAm, type ResultadoAuditoriaAm } from '@portal/shared/domain';

export interface RespuestasLecturaProps {
  plantilla: ContenidoPlantillaAm;
  respuestas: Record<string, RespuestaAuditoriaAm>;
  /** Each section's % next to its title (a signed audit). */
  resultado?: ResultadoAuditoriaAm;
}

/** The answers, read only: each requirement with its score and guide, comment, photo and action. */
export function RespuestasLectura({ plantilla, respuestas, resultado }: RespuestasLecturaProps) {
  const { minimoRequisito } = plantilla.regla;
  return (
    <Stack spacing={2}>
      {plantilla.secciones.map((s, i) => {
        const porcentaje = resultado?.secciones[i]?.porcentaje;
        return (
          <Box component="section" key={s.titulo} aria-labelledby={`lectura-${i}-titulo`}>
            <Typography variant="h6" component="h3" id={`lectura-${i}-titulo`} sx={{ overflowWrap: 'anywhere' }}>
              {s.titulo}
              {porcentaje !== undefined && porcentaje !== null ? ` · ${porcentaje} %` : ''}
            </Typography>
            <List dense aria-labelledby={`lectura-${i}-titulo`}>
              {s.requisitos.map((r) => {
                const resp = respuestas[r.id];
                const puntaje = resp?.puntaje ?? null;
                const bajo = puntaje !== null && puntaje < minimoRequisito;
                return (
                  <ListItem key={r.id} divider disableGutters sx={{ display: 'block' }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                      <Chip
                        size="small"
                        color={puntaje === null ? 'default' : bajo ? 'error' : 'success'}
                        variant={bajo ? 'filled' : 'outlined'}
                        label={puntaje === null ? 'Sin puntaje' : `${puntaje} de ${PUNTAJE_AUDITORIA_AM_MAX}`}
                      />
                      <Box sx={{ minWidth: 0, flex: 1 }}>
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{r.texto}</Typography>
                        {puntaje !== null && (
                          <Typography variant="body2" color="text.secondary">
                            {r.guias[puntaje]}
                          </Typography>
                        )}
                        {resp?.comentario && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Comentario: ${resp.comentario}`}</Typography>}
                        {resp?.accion && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Acción: ${resp.accion}`}</Typography>}
                      </Box>
                      {resp?.foto && (
                        <Link href={resp.foto} target="_blank" rel="noopener" aria-label={`Ver la foto: ${r.texto}`} sx={{ flexShrink: 0 }}>
                          <Box component="img" src={resp.foto} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block' }} />
                        </Link>
                      )}
                    </Stack>
                  </ListItem>
                );
              })}
            </List>
          </Box>
        );
      })}
    </Stack>
  );
}
