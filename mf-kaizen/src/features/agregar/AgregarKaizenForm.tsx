import { useMemo } from 'react';
import { Box, Paper, Stack, TextField } from '@mui/material';
import { useGetCamposQuery } from '@portal/shared/data-access';
import { PILARES } from '@portal/shared/domain';
import { BusyButton, FormErrorAlert, SelectField } from '@portal/shared/ui';
import type { AgregarKaizenValues } from './agregarKaizenCampos';
import { TarjetasOrigen } from './TarjetasOrigen';
import { useAgregarKaizenForm } from './useAgregarKaizenForm';

const TEXTO_NOMBRE = { inputMode: 'text', autoCapitalize: 'words', enterKeyHint: 'next' } as const;
const TEXTO_LIBRE = { inputMode: 'text', autoCapitalize: 'sentences' } as const;

/** 'Agregar Quick Kaizen' form (spec §2): the spec's fields in its order. */
export function AgregarKaizenForm() {
  const k = useAgregarKaizenForm();
  const {
    register,
    formState: { errors },
  } = k.form;
  const { data: campos = [] } = useGetCamposQuery();
  const maquina = k.form.watch('maquina');
  const maquinas = useMemo(() => {
    const configuradas = campos.filter((c) => c.name === 'maquina').map((c) => c.value);
    // A source card's machine no longer configured still shows (the server then says it is not valid).
    return maquina && !configuradas.includes(maquina) ? [maquina, ...configuradas] : configuradas;
  }, [campos, maquina]);

  // MUI puts `ref` on the wrapper div; react-hook-form needs the input itself (focus on error).
  const field = (name: Exclude<keyof AgregarKaizenValues, 'preTarjeta'>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, id: `agregar-kaizen-${name}`, error: !!errors[name], helperText: errors[name]?.message };
  };
  const sinTarjetas = errors.preTarjeta?.message ?? errors.preTarjeta?.root?.message;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      <Box component="form" noValidate onSubmit={k.onSubmit} aria-label="Agregar Quick Kaizen">
        <Stack spacing={2}>
          <TextField label="Código del Kaizen" required autoComplete="off" {...field('codigo')} />
          <TarjetasOrigen
            tarjetas={k.tarjetas}
            elegir={k.elegirTarjeta}
            quitar={k.quitarTarjeta}
            cargando={k.cargandoTarjetas}
            error={k.tarjetaError}
            requerida={sinTarjetas}
          />
          <SelectField valorSeleccionar="" label="Máquina" required options={maquinas} {...field('maquina')} value={maquina} />
          <TextField label="Líder del equipo de mejora" required autoComplete="off" {...field('lider')} slotProps={{ htmlInput: TEXTO_NOMBRE }} />
          <TextField label="Tema" required multiline minRows={3} {...field('tema')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
          <TextField label="Línea" autoComplete="off" {...field('linea')} />
          <TextField label="Pérdida atacada" autoComplete="off" {...field('perdidaAtacada')} slotProps={{ htmlInput: TEXTO_LIBRE }} />
          <SelectField valorSeleccionar="" label="Pilar" required options={PILARES} {...field('pilar')} />
          <FormErrorAlert message={k.serverError?.message} errorId={k.serverError?.id} onClose={k.clearServerError} />
          <Box>
            <BusyButton type="submit" variant="contained" size="large" busy={k.isSubmitting} sx={{ minHeight: 48, width: { xs: '100%', sm: 'auto' } }}>
              Subir
            </BusyButton>
          </Box>
        </Stack>
      </Box>
      {k.dialogoSalida}
    </Paper>
  );
}
