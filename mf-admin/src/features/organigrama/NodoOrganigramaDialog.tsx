import { useMemo } from 'react';
import { TextField } from '@mui/material';
import { arbolOrganigrama, superioresPosibles, type NodoOrganigrama, type RamaOrganigrama } from '@portal/shared/domain';
import { muiField, requeridoField, ResponsiveFormDialog, useNotify } from '@portal/shared/ui';
import { useGetUsersQuery } from '../users/usersApi';
import { PERSONA_LABEL, PERSONAS } from './nodoForm';
import { useNodoOrganigramaForm, type NodoDialogModo } from './useNodoOrganigramaForm';

const SIN_SUPERIOR = '(Ninguno: puesto superior)';

/** The positions a node may report to, depth-first, indented by level (a native select cannot nest). */
function opcionesSuperior(nodos: readonly NodoOrganigrama[], propio: string | null) {
  const permitidos = new Set(superioresPosibles(nodos, propio).map((n) => n._id));
  const out: { value: string; label: string }[] = [];
  const recorrer = (ramas: RamaOrganigrama[], nivel: number) => {
    for (const r of ramas) {
      if (!permitidos.has(r._id)) continue;
      out.push({ value: r._id, label: `${'\u2003'.repeat(nivel)}${r.titulo}` });
      recorrer(r.hijos, nivel + 1);
    }
  };
  recorrer(arbolOrganigrama(nodos), 0);
  return out;
}

export interface NodoOrganigramaDialogProps {
  open: boolean;
  modo: NodoDialogModo;
  nodos: readonly NodoOrganigrama[];
  onClose: () => void;
  /** After a save: the saved position (to select it). */
  onSaved?: (nodo: NodoOrganigrama) => void;
}

/** 'Agregar puesto' / 'Editar puesto' (Admin): title, who it reports to (moving it) and the person. */
export function NodoOrganigramaDialog({ open, modo, nodos, onClose, onSaved }: NodoOrganigramaDialogProps) {
  const notify = useNotify();
  const { data: users = [] } = useGetUsersQuery(undefined, { skip: !open });
  const actual = modo.tipo === 'editar' ? modo.nodo.usuario : null;
  // The position's user is listed before the users arrive: a native select cannot show a value it does not list.
  const usuarios = useMemo(() => {
    const lista = users.map((u) => ({ _id: u._id, name: u.name, legajo: u.email as string | null }));
    if (actual && !lista.some((u) => u._id === actual._id)) lista.push({ ...actual, legajo: null });
    return lista.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [users, actual]);
  const propio = modo.tipo === 'editar' ? modo.nodo._id : null;
  const superiores = useMemo(() => opcionesSuperior(nodos, propio), [nodos, propio]);
  const formulario = useNodoOrganigramaForm(modo, open, (guardado) => {
    notify.success(modo.tipo === 'editar' ? `Puesto «${guardado.titulo}» guardado` : `Puesto «${guardado.titulo}» agregado`);
    onSaved?.(guardado);
    onClose();
  });
  const { form } = formulario;
  const persona = form.watch('persona');
  const select = { select: true, fullWidth: true, slotProps: { select: { native: true }, inputLabel: { shrink: true } } } as const;
  return (
    <ResponsiveFormDialog
      open={open}
      id="nodo-organigrama"
      title={modo.tipo === 'editar' ? `Editar puesto «${modo.nodo.titulo}»` : 'Agregar puesto'}
      submitLabel="Guardar"
      formulario={formulario}
      onClose={onClose}
      errorId="ORGANIGRAMA_ERROR"
      maxWidth="sm"
    >
      <TextField
        id="nodo-organigrama-titulo"
        label="Puesto"
        autoFocus
        {...requeridoField(form, 'titulo')}
        slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'sentences', enterKeyHint: 'next' } }}
      />
      <TextField id="nodo-organigrama-superior" label="Depende de" {...select} {...muiField(form, 'parentId')}>
        <option value="">{SIN_SUPERIOR}</option>
        {superiores.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </TextField>
      <TextField id="nodo-organigrama-persona" label="Persona" {...select} {...muiField(form, 'persona')}>
        {PERSONAS.map((p) => (
          <option key={p} value={p}>
            {PERSONA_LABEL[p]}
          </option>
        ))}
      </TextField>
      {persona === 'usuario' && (
        <TextField
          id="nodo-organigrama-usuario"
          label="Usuario"
          {...select}
          {...requeridoField(form, 'userId')}
          slotProps={{ ...select.slotProps, htmlInput: { 'aria-required': true } }}
        >
          <option value="">Seleccionar</option>
          {usuarios.map((u) => (
            <option key={u._id} value={u._id}>
              {u.legajo ? `${u.name} (legajo ${u.legajo})` : u.name}
            </option>
          ))}
        </TextField>
      )}
      {persona === 'nombre' && (
        <TextField
          id="nodo-organigrama-nombre"
          label="Nombre y apellido"
          {...requeridoField(form, 'nombre')}
          slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'words', inputMode: 'text', enterKeyHint: 'done' } }}
        />
      )}
    </ResponsiveFormDialog>
  );
}
