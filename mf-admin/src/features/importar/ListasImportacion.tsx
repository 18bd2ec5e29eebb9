import type { ReactNode } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, List, ListItem, Radio, RadioGroup, Typography } from '@mui/material';
import { useGetCamposQuery } from '@portal/shared/data-access';
import {
  NOMBRE_CAMPO_IMPORT,
  plural,
  TEXTO_IMPORT,
  VALORES_FIJOS_IMPORT,
  type AccionValorImport,
  type CampoVerificadoImport,
  type ImportAnalisis,
} from '@portal/shared/domain';
import { SelectNativo } from '@portal/shared/ui';
import { campoImportableLabel } from './campos';
import type { Importacion } from './useImportacion';

export function Seccion({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3 }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }} gutterBottom>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/** A list that scrolls inside its own box (reachable by keyboard) instead of stretching the page. */
export function ListaDesplazable({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <Box tabIndex={0} role="region" aria-label={etiqueta} sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <List dense aria-label={etiqueta} disablePadding>
        {children}
      </List>
    </Box>
  );
}

export function Eleccion<T extends string>({
  etiqueta,
  valor,
  opciones,
  onChange,
}: {
  etiqueta: string;
  valor: T;
  opciones: [T, string][];
  onChange: (v: T) => void;
}) {
  return (
    <FormControl sx={{ mt: 1 }}>
      <FormLabel id={`${etiqueta}-label`}>{etiqueta}</FormLabel>
      <RadioGroup aria-labelledby={`${etiqueta}-label`} value={valor} onChange={(e) => onChange(e.target.value as T)}>
        {opciones.map(([v, label]) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** A native select that wraps under its text on a phone. */
const selectorSx = { flex: '1 1 200px', minWidth: 0 };

const itemSx = { display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', overflowWrap: 'anywhere' } as const;
const RECHAZAR = '';

/** Values outside color, prioridad and estado: each mapped to an allowed value or its rows rejected (the default). */
export function ValoresDesconocidos({ a, imp }: { a: ImportAnalisis; imp: Importacion }) {
  if (!a.valoresDesconocidos.length) return null;
  return (
    <Seccion id="importar-desconocidos" titulo="Valores desconocidos">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Elija a qué valor corresponde cada uno, o rechace sus filas.
      </Typography>
      <List aria-label="Valores desconocidos" disablePadding>
        {a.valoresDesconocidos.map((v) => {
          const texto = `${campoImportableLabel(v.campo)} «${v.valor}» (${plural(v.filas, 'fila', 'filas')})`;
          return (
            <ListItem key={`${v.campo}-${v.valor}`} disableGutters sx={itemSx}>
              <SelectNativo
                label={texto}
                value={imp.opciones.valores?.[v.campo]?.[v.valor] ?? RECHAZAR}
                onChange={(x) => imp.mapearValor(v.campo, v.valor, x || null)}
                sx={selectorSx}
              >
                <option value={RECHAZAR}>Rechazar filas</option>
                {VALORES_FIJOS_IMPORT[v.campo].map((permitido) => (
                  <option key={permitido} value={permitido}>
                    Mapear a {permitido}
                  </option>
                ))}
              </SelectNativo>
            </ListItem>
          );
        })}
      </List>
    </Seccion>
  );
}

const codigo = (a: AccionValorImport) => (a.accion === 'mapear' ? `mapear:${a.a}` : a.accion);
const accion = (codigo: string): AccionValorImport =>
  codigo.startsWith('mapear:') ? { accion: 'mapear', a: codigo.slice('mapear:'.length) } : { accion: codigo === 'agregar' ? 'agregar' : 'rechazar' };

/** Values not configured in the campos: the choice for all, and for each one add, reject or map to a configured value. */
export function ValoresNoConfigurados({ a, imp }: { a: ImportAnalisis; imp: Importacion }) {
  const { data: campos = [] } = useGetCamposQuery();
  if (!a.valoresNoConfigurados.length) return null;
  const porDefecto: AccionValorImport = { accion: imp.opciones.agregarCampos ? 'agregar' : 'rechazar' };
  const configurados = (campo: CampoVerificadoImport) =>
    campo === 'parteMaquina' ? [] : campos.filter((c) => c.name === NOMBRE_CAMPO_IMPORT[campo]).map((c) => c.value);
  return (
    <Seccion id="importar-valores" titulo="Valores que no están en los campos">
      <Eleccion
        etiqueta="¿Qué hacer con esos valores?"
        valor={imp.opciones.agregarCampos ? 'si' : 'no'}
        opciones={[
          ['si', 'Agregarlos a los campos'],
          ['no', 'Rechazar esas filas'],
        ]}
        onChange={(v) => imp.setAgregarCampos(v === 'si')}
      />
      <ListaDesplazable etiqueta="Valores no configurados">
        {a.valoresNoConfigurados.map((v) => (
          <ListItem key={`${v.campo}-${v.valor}`} sx={itemSx}>
            <Box component="span" sx={{ flex: '1 1 180px', minWidth: 0 }}>
              {campoImportableLabel(v.campo)}: {v.valor} ({plural(v.filas, 'fila', 'filas')})
            </Box>
            <SelectNativo
              label={`Qué hacer con «${v.valor}»`}
              value={codigo(imp.opciones.valores?.campos?.[v.campo]?.[v.valor] ?? porDefecto)}
              onChange={(x) => imp.elegirCampo(v.campo, v.valor, accion(x))}
              sx={selectorSx}
            >
              <option value="agregar">Agregar a los campos</option>
              <option value="rechazar">Rechazar filas</option>
              {configurados(v.campo).map((c) => (
                <option key={c} value={`mapear:${c}`}>
                  Mapear a {c}
                </option>
              ))}
            </SelectNativo>
          </ListItem>
        ))}
      </ListaDesplazable>
    </Seccion>
  );
}

/** Which rows get a new number and which, naming the card that holds a number. */
export function Renumeracion({ a, imp }: { a: ImportAnalisis; imp: Importacion }) {
  if (!a.renumeracionTotal) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography id="importar-renumeracion" gutterBottom>
        {TEXTO_IMPORT.renumeradas(a.renumeracionTotal, !!imp.opciones.renumerarDuplicados)}
        {a.renumeracionTotal > a.renumeracion.length ? ` (se muestran las primeras ${a.renumeracion.length})` : ''}:
      </Typography>
      <ListaDesplazable etiqueta="Números nuevos">
        {a.renumeracion.map((r) => (
          <ListItem key={r.linea} sx={{ overflowWrap: 'anywhere' }}>
            {TEXTO_IMPORT.renumerada(r)}
          </ListItem>
        ))}
      </ListaDesplazable>
    </Box>
  );
}

/** The same card sent again within a minute: skipped by default. */
export function EnviosDobles({ a, imp }: { a: ImportAnalisis; imp: Importacion }) {
  if (!a.enviosDobles.length) return null;
  return (
    <Seccion id="importar-dobles" titulo="Posibles envíos dobles">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Misma tarjeta (color, número, equipo y descripción) enviada de nuevo en menos de un minuto.
      </Typography>
      <ListaDesplazable etiqueta="Posibles envíos dobles">
        {a.enviosDobles.map((e) => (
          <ListItem key={e.linea} sx={{ overflowWrap: 'anywhere' }}>
            {TEXTO_IMPORT.envioDoble(e)}
          </ListItem>
        ))}
      </ListaDesplazable>
      <Eleccion
        etiqueta="¿Qué hacer con los envíos dobles?"
        valor={imp.opciones.enviosDobles ?? 'omitir'}
        opciones={[
          ['omitir', 'Omitir los envíos dobles'],
          ['importar', 'Importarlos'],
        ]}
        onChange={imp.setEnviosDobles}
      />
    </Seccion>
  );
}
