import { Box, Stack, TextField, Typography } from '@mui/material';
import { useFormState } from 'react-hook-form';
import { LIMITES_PLANTILLA_AM as L, PUNTAJES_AUDITORIA_AM } from '@portal/shared/domain';
import { muiField, requeridoField } from '@portal/shared/ui';
import { OrdenBotones } from './OrdenBotones';
import { Plegable } from './Plegable';
import type { PlantillaAmForm } from './usePlantillaAmForm';

interface RequisitoCamposProps {
  form: PlantillaAmForm;
  seccion: number;
  indice: number;
  total: number;
  onMover: (de: number, a: number) => void;
  onQuitar: () => void;
}

/** One requirement: its text, and the guide of each score (0–4) collapsed under 'Guías de puntaje'. */
export function RequisitoCampos({ form, seccion, indice, total, onMover, onQuitar }: RequisitoCamposProps) {
  const base = `secciones.${seccion}.requisitos.${indice}` as const;
  const { errors } = useFormState({ control: form.control, name: `${base}.guias` });
  // A guide with an error is shown, whatever the toggle says.
  const errorGuias = !!errors.secciones?.[seccion]?.requisitos?.[indice]?.guias;
  const nombre = `el requisito ${indice + 1} de la sección ${seccion + 1}`;
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        id={`plantilla-${base}`}
        label={`Requisito ${indice + 1}`}
        multiline
        fullWidth
        {...requeridoField(form, `${base}.texto`)}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: L.texto } }}
      />
      <Plegable
        titulo="Guías de puntaje"
        abierto={errorGuias}
        junto={<OrdenBotones nombre={nombre} indice={indice} total={total} onMover={onMover} onQuitar={onQuitar} puedeQuitar={total > 1} />}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Lo que el auditor lee junto a cada puntaje, una línea por puntaje.
        </Typography>
        <Stack spacing={1.5}>
          {PUNTAJES_AUDITORIA_AM.map((p) => (
            <TextField
              key={p}
              id={`plantilla-${base}-guia-${p}`}
              label={`Puntaje ${p}`}
              size="small"
              fullWidth
              required
              {...muiField(form, `${base}.guias.${p}`)}
              slotProps={{ htmlInput: { 'aria-required': true, maxLength: L.guia } }}
            />
          ))}
        </Stack>
      </Plegable>
    </Box>
  );
}
