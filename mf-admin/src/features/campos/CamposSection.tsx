import { useState } from 'react';
import { Box, Button, Card, CardContent, CardHeader, CircularProgress, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link as RouterLink } from 'react-router-dom';
import {
  getErrorMessage,
  useAddCampoMutation,
  useAddParteMaquinaMutation,
  useDeleteCampoMutation,
  useDeleteParteMaquinaMutation,
  useGetCamposQuery,
} from '@portal/shared/data-access';
import { CAMPO_LABELS, CAMPO_NAMES, crearCampoSchema, estandarCilPath, parteMaquinaSchema } from '@portal/shared/domain';
import type { Campo, CampoName } from '@portal/shared/domain';
import { ConfirmarEliminarDialog, ErrorAlert, useNotify } from '@portal/shared/ui';
import { EquipoMaquinaSelect } from './EquipoMaquinaSelect';
import { EtiquetasQrMaquina, EtiquetasQrTodas } from './EtiquetasQrBoton';
import { ValorCampoDialog } from './ValorCampoDialog';

type AddTarget = { kind: 'campo'; name: CampoName } | { kind: 'parte'; maquina: Campo };
type DeleteTarget = { kind: 'campo'; campo: Campo } | { kind: 'parte'; maquina: Campo; parte: string };

const MAQUINA: CampoName = 'maquina';

/** Admin › Campos: one panel per campo group, machine parts under each machine. */
export function CamposSection() {
  const { data: campos = [], isLoading, error: loadError } = useGetCamposQuery();
  const [addCampo, { isLoading: addingCampo }] = useAddCampoMutation();
  const [addParte, { isLoading: addingParte }] = useAddParteMaquinaMutation();
  const [deleteCampo, { isLoading: deletingCampo }] = useDeleteCampoMutation();
  const [deleteParte, { isLoading: deletingParte }] = useDeleteParteMaquinaMutation();
  const [addTarget, setAddTarget] = useState<AddTarget | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<DeleteTarget | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const notify = useNotify();

  const save = async (value: string): Promise<string | null> => {
    if (!addTarget) return null;
    try {
      if (addTarget.kind === 'campo') {
        await addCampo({ name: addTarget.name, value }).unwrap();
        notify.success(`Valor "${value}" agregado a ${CAMPO_LABELS[addTarget.name]}`);
      } else {
        await addParte({ _id: addTarget.maquina._id, name: value }).unwrap();
        notify.success(`Parte "${value}" agregada a ${addTarget.maquina.value}`);
      }
      return null;
    } catch (error) {
      return getErrorMessage(error);
    }
  };

  const askDelete = (target: DeleteTarget) => {
    setDeleteError(null);
    setDeleteTarget(target);
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    try {
      if (deleteTarget.kind === 'campo') {
        await deleteCampo(deleteTarget.campo._id).unwrap();
        notify.success(`Valor "${deleteTarget.campo.value}" eliminado de ${CAMPO_LABELS[deleteTarget.campo.name]}`);
      } else {
        await deleteParte({ _id: deleteTarget.maquina._id, name: deleteTarget.parte }).unwrap();
        notify.success(`Parte "${deleteTarget.parte}" eliminada de ${deleteTarget.maquina.value}`);
      }
      setDeleteTarget(null);
    } catch (error) {
      setDeleteError(getErrorMessage(error));
    }
  };

  const addTitle =
    addTarget?.kind === 'campo' ? `Agregar ${CAMPO_LABELS[addTarget.name]}` : addTarget?.kind === 'parte' ? `Agregar parte a ${addTarget.maquina.value}` : '';

  const deleteMessage =
    deleteTarget?.kind === 'campo'
      ? `¿Eliminar "${deleteTarget.campo.value}" de ${CAMPO_LABELS[deleteTarget.campo.name]}?`
      : deleteTarget?.kind === 'parte'
        ? `¿Eliminar la parte "${deleteTarget.parte}" de ${deleteTarget.maquina.value}?`
        : '';

  return (
    <>
      {loadError && <ErrorAlert message={getErrorMessage(loadError)} />}
      {isLoading ? (
        <CircularProgress aria-label="Cargando campos" />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {CAMPO_NAMES.map((name) => (
            <CampoGroup key={name} name={name} items={campos.filter((c) => c.name === name)} onAdd={(target) => setAddTarget(target)} onDelete={askDelete} />
          ))}
        </Box>
      )}
      <ValorCampoDialog
        open={!!addTarget}
        title={addTitle}
        schema={addTarget?.kind === 'parte' ? parteMaquinaSchema.shape.name : crearCampoSchema.shape.value}
        busy={addingCampo || addingParte}
        onSave={save}
        onClose={() => setAddTarget(null)}
      />
      <ConfirmarEliminarDialog
        open={!!deleteTarget}
        id="eliminar-valor-campo"
        title={deleteTarget?.kind === 'parte' ? 'Eliminar parte de máquina' : 'Eliminar valor'}
        busy={deletingCampo || deletingParte}
        busyLabel="Eliminando…"
        error={deleteError}
        onConfirm={confirmDelete}
        onClose={() => setDeleteTarget(null)}
      >
        {deleteMessage}
      </ConfirmarEliminarDialog>
    </>
  );
}

interface CampoGroupProps {
  name: CampoName;
  items: Campo[];
  onAdd: (target: AddTarget) => void;
  onDelete: (target: DeleteTarget) => void;
}

function CampoGroup({ name, items, onAdd, onDelete }: CampoGroupProps) {
  const label = CAMPO_LABELS[name];
  const titleId = `campo-group-${name}`;
  const isMaquina = name === MAQUINA;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={isMaquina ? { gridColumn: '1 / -1' } : undefined}>
      <CardHeader
        title={label}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
        action={
          <Button startIcon={<AddIcon />} aria-label={`Agregar ${label}`} onClick={() => onAdd({ kind: 'campo', name })}>
            Agregar
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {isMaquina && (
          <Box sx={{ mb: 1 }}>
            <EtiquetasQrTodas disabled={items.length === 0} />
          </Box>
        )}
        {items.length === 0 ? (
          <Typography color="text.secondary">Sin valores cargados.</Typography>
        ) : (
          <List
            dense
            aria-label={label}
            sx={isMaquina ? { display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } } : undefined}
          >
            {items.map((campo) =>
              isMaquina ? (
                <MaquinaItem key={campo._id} maquina={campo} onAdd={onAdd} onDelete={onDelete} />
              ) : (
                <ListItem
                  key={campo._id}
                  disableGutters
                  secondaryAction={
                    <IconButton edge="end" aria-label={`Eliminar ${campo.value} de ${label}`} onClick={() => onDelete({ kind: 'campo', campo })}>
                      <DeleteIcon />
                    </IconButton>
                  }
                >
                  <ListItemText primary={campo.value} />
                </ListItem>
              ),
            )}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function MaquinaItem({ maquina, onAdd, onDelete }: { maquina: Campo; onAdd: CampoGroupProps['onAdd']; onDelete: CampoGroupProps['onDelete'] }) {
  const partes = maquina.parteMaquina ?? [];
  const label = CAMPO_LABELS[MAQUINA];
  return (
    <ListItem disableGutters sx={{ display: 'block', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }} data-testid={`maquina-${maquina._id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere', fontWeight: 500 }}>{maquina.value}</Typography>
        <EtiquetasQrMaquina maquina={maquina} />
        <IconButton aria-label={`Eliminar ${maquina.value} de ${label}`} onClick={() => onDelete({ kind: 'campo', campo: maquina })}>
          <DeleteIcon />
        </IconButton>
      </Box>
      <EquipoMaquinaSelect maquina={maquina} />
      {/* Its CIL points (issue 26 §1) live on a page of their own, with the machine's picture. */}
      <Button
        size="small"
        startIcon={<ChecklistIcon />}
        component={RouterLink}
        to={estandarCilPath(maquina._id)}
        aria-label={`Estándar CIL de ${maquina.value}`}
        sx={{ minHeight: 44, mb: 0.5 }}
      >
        Estándar CIL
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Partes de máquina
        </Typography>
        <Button size="small" startIcon={<AddIcon />} aria-label={`Agregar parte a ${maquina.value}`} onClick={() => onAdd({ kind: 'parte', maquina })}>
          Agregar parte
        </Button>
      </Box>
      {partes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Sin partes cargadas.
        </Typography>
      ) : (
        <List dense disablePadding aria-label={`Partes de máquina de ${maquina.value}`}>
          {partes.map((parte) => (
            <ListItem
              key={parte}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={`Eliminar parte ${parte} de ${maquina.value}`}
                  onClick={() => onDelete({ kind: 'parte', maquina, parte })}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={parte} />
            </ListItem>
          ))}
        </List>
      )}
    </ListItem>
  );
}
