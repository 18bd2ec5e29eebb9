import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, CircularProgress, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { getErrorMessage } from '@portal/shared/data-access';
import { useAuth } from '@portal/shared/auth';
import { PRIORIDADES, type Planta } from '@portal/shared/domain';
import { ErrorAlert, ResponsiveFormDialog, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { useGetPlantasQuery } from './plantaApi';
import { PlantaAjustesCampos } from './PlantaAjustesCampos';
import { PlantaCampos } from './PlantaCampos';
import { TurnosCampos } from './TurnosCampos';
import { usePlantaForm } from './usePlantaForm';

/**
 * Admin › Campos › Planta (issue 24): the user's plant — its name, code, time zone, alert days and shifts, all editable and
 * in force from the next request (every date, overdue mark, notice and dashboard of the plant counts with them).
 */
export function PlantaCard() {
  const { data: plantas = [], isLoading, error } = useGetPlantasQuery();
  const [editando, setEditando] = useState(false);
  const tiempo = usePlantaTiempo();
  const { user } = useAuth();
  // The session's plant (a company Admin's list holds every plant).
  const planta = plantas.find((p) => p._id === user?.planta) ?? null;
  return (
    <Card component="section" aria-labelledby="planta-title" variant="outlined" sx={{ mb: 2 }}>
      <CardHeader
        title="Planta"
        slotProps={{ title: { id: 'planta-title', component: 'h2', variant: 'h6' } }}
        action={
          planta && (
            <Button startIcon={<EditIcon />} aria-label="Editar planta" onClick={() => setEditando(true)}>
              Editar
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {error && <ErrorAlert message={getErrorMessage(error)} />}
        {isLoading ? (
          <CircularProgress aria-label="Cargando planta" />
        ) : (
          planta && (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 16, rowGap: 4 }}>
              <Dato nombre="Nombre">{planta.nombre}</Dato>
              <Dato nombre="Código">{planta.codigo}</Dato>
              <Dato nombre="Zona horaria">{planta.zona ?? `${tiempo.zona} (la de la instalación)`}</Dato>
              <Dato nombre="Días de alerta">{PRIORIDADES.map((p) => `${p} ${planta.diasAlerta[p]}`).join(' · ')}</Dato>
              <Dato nombre="Turnos">{(planta.turnos ?? []).map((t) => `${t.nombre} ${t.inicio}`).join(' · ')}</Dato>
            </dl>
          )
        )}
      </CardContent>
      <PlantaDialog open={editando} planta={planta} onClose={() => setEditando(false)} />
    </Card>
  );
}

function Dato({ nombre, children }: { nombre: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {nombre}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

interface PlantaDialogProps {
  open: boolean;
  planta: Planta | null;
  onClose: () => void;
}

/** 'Editar planta': its name, code, zone, alert days, report recipients, program steps and shifts. */
function PlantaDialog({ open, planta, onClose }: PlantaDialogProps) {
  const tiempo = usePlantaTiempo();
  const notify = useNotify();
  const formulario = usePlantaForm(planta, (p) => {
    notify.success(`Planta "${p.nombre}" guardada`);
    onClose();
  });
  const { form, reset } = formulario;
  useEffect(() => {
    if (open) reset(planta);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset on opening only
  }, [open]);
  return (
    <ResponsiveFormDialog open={open} id="planta" title="Editar planta" submitLabel="Guardar" formulario={formulario} onClose={onClose} maxWidth="sm">
      <PlantaCampos form={form} />
      <PlantaAjustesCampos form={form} zonaInstalacion={planta?.zona ? undefined : tiempo.zona} />
      <TurnosCampos form={form} />
    </ResponsiveFormDialog>
  );
}
