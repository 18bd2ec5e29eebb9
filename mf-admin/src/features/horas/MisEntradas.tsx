import { useState } from 'react';
import { Box, IconButton, List, ListItem, ListItemText, Tooltip, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { getErrorMessage } from '@portal/shared/data-access';
import { unirConPunto, type HoraEntrada } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, ErrorAlert, formatHoras, ResponsiveFormDialog, useNotify, usePlantaTiempo } from '@portal/shared/ui';
import { HorasCampos } from './HorasForm';
import { useEliminarHorasMutation, useGetHorasEntradasQuery } from './horasApi';
import { useHorasForm } from './useHorasForm';

function EditarEntradaDialog({ entrada, onClose }: { entrada: HoraEntrada; onClose: () => void }) {
  const formulario = useHorasForm({ userId: entrada.userId, entrada, onSaved: onClose });
  const { form, hoy } = formulario;
  const tiempo = usePlantaTiempo();
  return (
    <ResponsiveFormDialog
      open
      id="editar-horas"
      title={`Editar horas del ${tiempo.fecha(entrada.date)}`}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="EDITAR_HORAS_ERROR"
      maxWidth="sm"
    >
      <HorasCampos form={form} id="editar-horas" hoy={hoy} enFila={false} />
    </ResponsiveFormDialog>
  );
}

/** The month's entries of a user, newest first; those still editable have Editar / Eliminar. */
export function MisEntradas({ userId, titulo = 'Mis registros del mes' }: { userId?: string; titulo?: string }) {
  const { data: entradas = [], isLoading, error } = useGetHorasEntradasQuery({ userId });
  const [eliminar, { isLoading: eliminando }] = useEliminarHorasMutation();
  const notify = useNotify();
  const tiempo = usePlantaTiempo();
  const [editando, setEditando] = useState<HoraEntrada | null>(null);
  const [borrando, setBorrando] = useState<HoraEntrada | null>(null);
  const [errorBorrado, setErrorBorrado] = useState<string | null>(null);

  const confirmarBorrado = async () => {
    if (!borrando) return;
    try {
      await eliminar({ id: borrando._id, userId: borrando.userId }).unwrap();
      notify.success(`${formatHoras(borrando.quantity)} del ${tiempo.fecha(borrando.date)} eliminadas`);
      setBorrando(null);
    } catch (e) {
      setErrorBorrado(getErrorMessage(e));
    }
  };

  return (
    <Box component="section" aria-label={titulo}>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {titulo}
      </Typography>
      {error && <ErrorAlert message={getErrorMessage(error)} />}
      {!isLoading && entradas.length === 0 && <Typography color="text.secondary">No hay horas registradas este mes.</Typography>}
      <List dense aria-label={titulo}>
        {entradas.map((e) => (
          <ListItem
            key={e._id}
            divider
            secondaryAction={
              e.editable ? (
                <Box sx={{ display: 'flex' }}>
                  <Tooltip title="Editar">
                    <IconButton
                      aria-label={`Editar ${formatHoras(e.quantity)} del ${tiempo.fecha(e.date)}`}
                      onClick={() => setEditando(e)}
                      sx={{ width: 44, height: 44 }}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Eliminar">
                    <IconButton
                      color="error"
                      aria-label={`Eliminar ${formatHoras(e.quantity)} del ${tiempo.fecha(e.date)}`}
                      onClick={() => {
                        setErrorBorrado(null);
                        setBorrando(e);
                      }}
                      sx={{ width: 44, height: 44 }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </Box>
              ) : undefined
            }
            sx={{ pr: e.editable ? 13 : 2 }}
          >
            <ListItemText
              primary={unirConPunto(tiempo.fecha(e.date), formatHoras(e.quantity))}
              secondary={unirConPunto(
                e.typeOf,
                !!e.createdBy._id && e.createdBy._id !== e.userId && `registrada por ${e.createdBy.nombre ?? 'un usuario eliminado'}`,
              )}
            />
          </ListItem>
        ))}
      </List>
      {editando && <EditarEntradaDialog entrada={editando} onClose={() => setEditando(null)} />}
      <ConfirmarEliminarDialog
        open={!!borrando}
        id="eliminar-horas"
        title="Eliminar horas"
        busy={eliminando}
        busyLabel="Eliminando…"
        error={errorBorrado}
        onConfirm={confirmarBorrado}
        onClose={() => setBorrando(null)}
      >
        {borrando ? `¿Eliminar ${formatHoras(borrando.quantity)} de «${borrando.typeOf}» del ${tiempo.fecha(borrando.date)}?` : ''}
      </ConfirmarEliminarDialog>
    </Box>
  );
}
