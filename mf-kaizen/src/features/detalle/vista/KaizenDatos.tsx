import { useState } from 'react';
import { Button, Paper } from '@mui/material';
import type { Kaizen } from '@portal/shared/domain';
import { TablaDetalle, usePlantaTiempo } from '@portal/shared/ui';
import { VACIO } from '../textos';
import { TarjetasVinculadasDialog, filasVinculadas } from './TarjetasVinculadasDialog';

export const SIN_TARJETAS_VINCULADAS = 'Sin tarjetas vinculadas';

/** The Kaizen's data (spec §2, Kaizen detail), with the 'Tarjetas vinculadas' popup. */
export function KaizenDatos({ kaizen: k }: { kaizen: Kaizen }) {
  const [vinculadas, setVinculadas] = useState(false);
  const tiempo = usePlantaTiempo();
  const cantidad = filasVinculadas(k).length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <TablaDetalle
        vacio={VACIO}
        label="Datos del Kaizen"
        filas={[
          { label: 'Código del Kaizen', value: k.codigo },
          {
            label: 'Tarjetas vinculadas',
            // The count or 'Sin tarjetas vinculadas', never both (issue 22).
            value: cantidad ? (
              <Button variant="outlined" size="small" onClick={() => setVinculadas(true)} sx={{ minHeight: 44 }}>
                Tarjetas vinculadas ({cantidad})
              </Button>
            ) : (
              SIN_TARJETAS_VINCULADAS
            ),
          },
          { label: 'Máquina', value: k.maquina },
          { label: 'Línea', value: k.linea },
          { label: 'Líder del equipo de mejora', value: k.lider },
          { label: 'Pérdida atacada', value: k.perdidaAtacada },
          { label: 'Pilar', value: k.pilar },
          { label: 'Fecha apertura', value: tiempo.fecha(k.fecha) },
          { label: 'Tema', value: k.tema },
        ]}
      />
      <TarjetasVinculadasDialog kaizen={k} open={vinculadas} onClose={() => setVinculadas(false)} />
    </Paper>
  );
}
