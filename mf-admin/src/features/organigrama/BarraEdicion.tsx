import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { getErrorMessage } from '@portal/shared/data-access';
import type { NodoOrganigrama } from '@portal/shared/domain';
import { BusyButton, useNotify } from '@portal/shared/ui';
import { EliminarNodoDialog } from './EliminarNodoDialog';
import { ATRIBUTO_NO_IMPRIMIR } from './impresion';
import { NodoOrganigramaDialog } from './NodoOrganigramaDialog';
import { useEditarNodoMutation } from './organigramaApi';
import type { NodoDialogModo } from './useNodoOrganigramaForm';

type Dialogo = { tipo: 'nodo'; modo: NodoDialogModo } | { tipo: 'eliminar'; nodo: NodoOrganigrama } | null;

/** The position's place among its siblings (0-based) and how many they are. */
function lugar(nodos: readonly NodoOrganigrama[], nodo: NodoOrganigrama) {
  const hermanos = nodos.filter((n) => n.parentId === nodo.parentId).sort((a, b) => a.orden - b.orden || a.titulo.localeCompare(b.titulo, 'es'));
  return { indice: hermanos.findIndex((h) => h._id === nodo._id), total: hermanos.length };
}

export interface BarraEdicionProps {
  nodos: readonly NodoOrganigrama[];
  seleccionado: NodoOrganigrama | null;
  onSelect: (id: string | null) => void;
}

/** The Admin's actions on the chosen position: add one under it, edit (rename, move, person), reorder, delete. */
export function BarraEdicion({ nodos, seleccionado, onSelect }: BarraEdicionProps) {
  const notify = useNotify();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [editar] = useEditarNodoMutation();
  const [moviendo, setMoviendo] = useState<-1 | 1 | null>(null);
  const { indice, total } = seleccionado ? lugar(nodos, seleccionado) : { indice: -1, total: 0 };
  const mover = async (hacia: -1 | 1) => {
    if (!seleccionado) return;
    setMoviendo(hacia);
    try {
      await editar({ id: seleccionado._id, body: { orden: indice + hacia } }).unwrap();
    } catch (e) {
      notify.error(getErrorMessage(e));
    } finally {
      setMoviendo(null);
    }
  };
  const cerrar = () => setDialogo(null);
  return (
    <Box {...{ [ATRIBUTO_NO_IMPRIMIR]: '' }} sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {seleccionado ? (
          <>
            Puesto elegido: <strong>{seleccionado.titulo}</strong>
          </>
        ) : (
          'Elija un puesto del organigrama para editarlo, moverlo o eliminarlo.'
        )}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& .MuiButton-root': { minHeight: 44 } }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialogo({ tipo: 'nodo', modo: { tipo: 'agregar', parentId: seleccionado?._id ?? null } })}
        >
          {seleccionado ? 'Agregar puesto a cargo' : 'Agregar puesto'}
        </Button>
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          disabled={!seleccionado}
          onClick={() => seleccionado && setDialogo({ tipo: 'nodo', modo: { tipo: 'editar', nodo: seleccionado } })}
        >
          Editar
        </Button>
        <BusyButton
          variant="outlined"
          startIcon={<ArrowUpwardIcon />}
          disabled={!seleccionado || indice <= 0 || moviendo !== null}
          busy={moviendo === -1}
          busyLabel="Moviendo…"
          onClick={() => void mover(-1)}
        >
          Subir
        </BusyButton>
        <BusyButton
          variant="outlined"
          startIcon={<ArrowDownwardIcon />}
          disabled={!seleccionado || indice < 0 || indice >= total - 1 || moviendo !== null}
          busy={moviendo === 1}
          busyLabel="Moviendo…"
          onClick={() => void mover(1)}
        >
          Bajar
        </BusyButton>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteIcon />}
          disabled={!seleccionado}
          onClick={() => seleccionado && setDialogo({ tipo: 'eliminar', nodo: seleccionado })}
        >
          Eliminar
        </Button>
      </Box>
      {dialogo?.tipo === 'nodo' && <NodoOrganigramaDialog open modo={dialogo.modo} nodos={nodos} onClose={cerrar} onSaved={(n) => onSelect(n._id)} />}
      {dialogo?.tipo === 'eliminar' && <EliminarNodoDialog open nodo={dialogo.nodo} onClose={cerrar} onDeleted={() => onSelect(null)} />}
    </Box>
  );
}
