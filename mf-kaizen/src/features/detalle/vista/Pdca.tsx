import type { ReactNode } from 'react';
import { Box, Paper, Typography } from '@mui/material';
import type { Kaizen } from '@portal/shared/domain';
import { TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { HacerSection } from '../hacer/HacerSection';
import { VACIO } from '../textos';

function Cuadrante({ id, titulo, children }: { id: string; titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The PDCA layout (spec §2): Planificar and Hacer above, Estandarizar and Chequear below (two columns
 * on a desktop, stacked on a phone), then the follow-up.
 */
export function Pdca({ kaizen: k }: { kaizen: Kaizen }) {
  const tiempo = usePlantaTiempo();
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Cuadrante id="pdca-planificar" titulo="Planificar">
          <TablaDetalle
            vacio={VACIO}
            label="Planificar"
            filas={[
              { label: 'Descripción del problema', value: k.descripcionProblema },
              { label: 'Objetivo', value: k.objetivo },
              { label: 'Causas', value: k.causas },
              { label: 'Acciones', value: k.acciones },
            ]}
          />
        </Cuadrante>
        <Cuadrante id="pdca-hacer" titulo="Hacer">
          <HacerSection kaizen={k} />
        </Cuadrante>
        <Cuadrante id="pdca-estandarizar" titulo="Estandarizar">
          <TablaDetalle
            vacio={VACIO}
            label="Estandarizar"
            filas={[
              { label: 'Documentos a modificar', value: k.documentos },
              { label: 'Otra máquina donde aplica', value: k.otraMaquina },
            ]}
          />
        </Cuadrante>
        <Cuadrante id="pdca-chequear" titulo="Chequear">
          <TablaDetalle vacio={VACIO} label="Chequear" filas={[{ label: '¿Se logró el objetivo?', value: k.objetivoCompletado }]} />
        </Cuadrante>
      </Box>
      <Cuadrante id="kaizen-seguimiento" titulo="Seguimiento">
        <TablaDetalle
          vacio={VACIO}
          label="Seguimiento"
          filas={[
            { label: 'Responsable de seguimiento', value: k.responsableSeguimiento },
            { label: 'Fecha de finalización de la mejora', value: tiempo.fecha(k.fechaFinalizacionMejora) },
            { label: 'Costo', value: k.costo },
            { label: 'Beneficio', value: k.beneficio },
            { label: 'Verificación', value: k.verificacion },
          ]}
        />
      </Cuadrante>
    </>
  );
}
