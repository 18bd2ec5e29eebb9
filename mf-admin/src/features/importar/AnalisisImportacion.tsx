import { Alert, Box, Chip, List, ListItem, TextField, Typography } from '@mui/material';
import { CAMPOS_IMPORTABLES, COLORES, COLOR_CHIP, TEXTO_IMPORT, type CampoImportable, type Color, type ImportAnalisis } from '@portal/shared/domain';
import { campoImportableLabel } from './campos';
import { Eleccion, EnviosDobles, ListaDesplazable, Renumeracion, Seccion, ValoresDesconocidos, ValoresNoConfigurados } from './ListasImportacion';
import type { Importacion } from './useImportacion';

const IGNORAR = '';

/** A colour's count as a chip in the plant colour (AA contrast, COLOR_CHIP). */
export function ConteoColor({ color, cantidad }: { color: Color; cantidad: number }) {
  const { fondo, texto } = COLOR_CHIP[color];
  return <Chip size="small" label={`${color}: ${cantidad}`} sx={{ bgcolor: fondo, color: texto, fontWeight: 'bold' }} />;
}

export function ConteosPorColor({ porColor, etiqueta }: { porColor: Record<Color, number>; etiqueta: string }) {
  return (
    <Box role="group" aria-label={etiqueta} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}>
      {COLORES.map((color) => (
        <ConteoColor key={color} color={color} cantidad={porColor[color] ?? 0} />
      ))}
    </Box>
  );
}

function Resumen({ a }: { a: ImportAnalisis }) {
  return (
    <Box>
      <Typography>
        Filas en el archivo: <strong>{a.filas}</strong>
      </Typography>
      {a.yaImportadas > 0 && <Typography>Ya importadas antes (se omiten): {a.yaImportadas}</Typography>}
      <Typography>
        Tarjetas a crear: <strong>{a.aCrear}</strong>
      </Typography>
      <ConteosPorColor porColor={a.porColor} etiqueta="Tarjetas a crear por color" />
      {a.rechazadasTotal > 0 && <Typography>Filas rechazadas: {a.rechazadasTotal}</Typography>}
      {a.cerradasSinCierre > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {TEXTO_IMPORT.cerradasSinCierre(a.cerradasSinCierre)}
        </Alert>
      )}
    </Box>
  );
}

function Mapeo({ a, imp }: { a: ImportAnalisis; imp: Importacion }) {
  return (
    <Seccion id="importar-columnas" titulo="Columnas del archivo">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Elija el campo de la tarjeta de cada columna; al cambiarlo se vuelve a analizar el archivo.
      </Typography>
      <List aria-label="Columnas del archivo" disablePadding>
        {a.columnas.map((c, i) => (
          <ListItem key={`${i}-${c.encabezado}`} disableGutters sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={`Columna «${c.encabezado}»`}
              value={c.campo ?? IGNORAR}
              onChange={(e) => imp.asignarColumna(c.encabezado, (e.target.value || null) as CampoImportable | null)}
              sx={{ flex: '1 1 220px', minWidth: 0 }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value={IGNORAR}>No importar</option>
              {CAMPOS_IMPORTABLES.map((campo) => (
                <option key={campo} value={campo}>
                  {campoImportableLabel(campo)}
                </option>
              ))}
            </TextField>
            {c.automatico && c.campo && (
              <Chip size="small" variant="outlined" color="success" label="Reconocida" aria-label={`«${c.encabezado}» reconocida automáticamente`} />
            )}
          </ListItem>
        ))}
      </List>
    </Seccion>
  );
}

/** Step 2: the dry run's figures, the column mapping and the choices about the rows that need one. */
export function AnalisisImportacion({ imp }: { imp: Importacion }) {
  const a = imp.analisis;
  if (!a) return null;
  return (
    <Box component="section" aria-labelledby="importar-paso-2" sx={{ mb: 3 }}>
      <Typography id="importar-paso-2" variant="h6" component="h2" gutterBottom>
        2. Revise el análisis
      </Typography>
      <Resumen a={a} />
      {a.faltanCampos.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          Faltan columnas para campos obligatorios: {a.faltanCampos.map(campoImportableLabel).join(', ')}. Asigne una columna a cada uno.
        </Alert>
      )}
      <Mapeo a={a} imp={imp} />
      <ValoresDesconocidos a={a} imp={imp} />
      <ValoresNoConfigurados a={a} imp={imp} />
      <EnviosDobles a={a} imp={imp} />
      {a.duplicados.length > 0 && (
        <Seccion id="importar-duplicados" titulo="Color y número repetidos">
          <ListaDesplazable etiqueta="Pares de color y número repetidos">
            {a.duplicados.map((d) => (
              <ListItem key={`${d.color}-${d.numero}`}>
                {d.color} N°{d.numero}: {d.lineas.length === 1 ? 'línea' : 'líneas'} {d.lineas.join(', ')}
                {d.lineas.length === 1 ? ' (número ya usado por una tarjeta)' : ''}
              </ListItem>
            ))}
          </ListaDesplazable>
          <Eleccion
            etiqueta="¿Qué hacer con las repetidas?"
            valor={imp.opciones.renumerarDuplicados ? 'si' : 'no'}
            opciones={[
              ['si', 'Importar con número nuevo (se conserva el original)'],
              ['no', 'Rechazarlas'],
            ]}
            onChange={(v) => imp.setRenumerarDuplicados(v === 'si')}
          />
          <Renumeracion a={a} imp={imp} />
        </Seccion>
      )}
      {a.rechazadasTotal > 0 && (
        <Seccion id="importar-rechazadas" titulo={`Filas rechazadas (${a.rechazadasTotal})`}>
          {a.rechazadasTotal > a.rechazadas.length && (
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Se muestran las primeras {a.rechazadas.length}.
            </Typography>
          )}
          <ListaDesplazable etiqueta="Filas rechazadas">
            {a.rechazadas.map((r, i) => (
              <ListItem key={`${r.linea}-${i}`}>
                Línea {r.linea}: {r.motivo}
              </ListItem>
            ))}
          </ListaDesplazable>
        </Seccion>
      )}
    </Box>
  );
}
