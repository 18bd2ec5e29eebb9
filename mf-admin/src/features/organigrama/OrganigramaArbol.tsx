import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Box, Paper, Typography } from '@mui/material';
import { SimpleTreeView, TreeItem } from '@mui/x-tree-view';
import { arbolOrganigrama, personaOrganigrama, PUESTO_VACANTE, type NodoOrganigrama, type RamaOrganigrama } from '@portal/shared/domain';
import { ATRIBUTO_ORGANIGRAMA, escalaImpresion } from './impresion';

function Etiqueta({ nodo }: { nodo: NodoOrganigrama }) {
  const persona = personaOrganigrama(nodo);
  return (
    <Box className="organigrama-etiqueta" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, py: 0.5 }}>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {nodo.titulo}
      </Typography>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontStyle: persona ? undefined : 'italic' }}>
        {persona ?? PUESTO_VACANTE}
      </Typography>
    </Box>
  );
}

function Rama({ rama }: { rama: RamaOrganigrama }) {
  return (
    <TreeItem itemId={rama._id} label={<Etiqueta nodo={rama} />}>
      {rama.hijos.map((h) => (
        <Rama key={h._id} rama={h} />
      ))}
    </TreeItem>
  );
}

export interface OrganigramaArbolProps {
  nodos: readonly NodoOrganigrama[];
  /** The Admin's chosen position (null: none); without `onSelect` nothing can be chosen. */
  seleccionado?: string | null;
  onSelect?: (id: string | null) => void;
}

/**
 * The chart as a tree (MUI X Tree View): each position with its person, every branch open at first (a new
 * position too). Branches can be closed on screen; printing opens them all again.
 */
export function OrganigramaArbol({ nodos, seleccionado = null, onSelect }: OrganigramaArbolProps) {
  const ramas = useMemo(() => arbolOrganigrama(nodos), [nodos]);
  const ids = useMemo(() => nodos.map((n) => n._id), [nodos]);
  const [cerrados, setCerrados] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    // Synchronously, so the page is laid out for paper with every branch open.
    const abrirTodo = () => flushSync(() => setCerrados(new Set()));
    window.addEventListener('beforeprint', abrirTodo);
    return () => window.removeEventListener('beforeprint', abrirTodo);
  }, []);
  const abiertos = useMemo(() => ids.filter((id) => !cerrados.has(id)), [ids, cerrados]);
  return (
    <Paper
      variant="outlined"
      {...{ [ATRIBUTO_ORGANIGRAMA]: '' }}
      style={{ ['--organigrama-escala' as string]: escalaImpresion(nodos.length) }}
      sx={{
        p: { xs: 1, sm: 2 },
        '& .MuiTreeItem-groupTransition': { ml: { xs: 1.25, sm: 2 }, pl: { xs: 0.5, sm: 1 }, borderLeft: 1, borderColor: 'divider', borderLeftStyle: 'dashed' },
        '& .MuiTreeItem-content': { minHeight: 44 },
      }}
    >
      <SimpleTreeView
        aria-label="Organigrama"
        expandedItems={abiertos}
        onExpandedItemsChange={(_e, abiertosAhora) => setCerrados(new Set(ids.filter((id) => !abiertosAhora.includes(id))))}
        expansionTrigger="iconContainer"
        disableSelection={!onSelect}
        selectedItems={seleccionado}
        onSelectedItemsChange={(_e, id) => onSelect?.(id)}
        itemChildrenIndentation={0}
      >
        {ramas.map((r) => (
          <Rama key={r._id} rama={r} />
        ))}
      </SimpleTreeView>
    </Paper>
  );
}
