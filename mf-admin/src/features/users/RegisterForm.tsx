import { Box, Paper, Stack, TextField } from '@mui/material';
import { BusyButton, ErrorAlert } from '@portal/shared/ui';
import { useAuth } from '@portal/shared/auth';
import { rolesAsignables, SIN_EQUIPO } from '@portal/shared/domain';
import { useGetCamposQuery } from '@portal/shared/data-access';
import type { RegisterUserForm } from '@portal/shared/domain';
import { useRegisterForm } from './useRegisterForm';

/** 'Registrar usuario' form: N° Legajo, Nombre, Pin, Rol and the Subir button. */
export function RegisterForm() {
  const { form, onSubmit, serverError, isSubmitting } = useRegisterForm();
  const { user } = useAuth();
  const { data: campos = [] } = useGetCamposQuery();
  const equipos = campos.filter((c) => c.name === 'equipo').map((c) => c.value);
  const {
    register,
    formState: { errors },
  } = form;
  // MUI puts `ref` on the wrapper div; react-hook-form needs the input itself (focus on error).
  const field = (name: keyof RegisterUserForm) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };

  return (
    <Paper sx={{ p: 3, maxWidth: 480 }}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Registrar usuario">
        <Stack spacing={2}>
          {serverError && <ErrorAlert message={serverError} />}
          <TextField
            id="register-legajo"
            label="N° Legajo"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.email}
            helperText={errors.email?.message}
            {...field('email')}
          />
          <TextField id="register-nombre" label="Nombre" autoComplete="off" error={!!errors.name} helperText={errors.name?.message} {...field('name')} />
          <TextField
            id="register-pin"
            label="Pin"
            type="password"
            autoComplete="new-password"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            error={!!errors.password}
            helperText={errors.password?.message}
            {...field('password')}
          />
          <TextField
            id="register-role"
            label="Rol"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={!!errors.role}
            helperText={errors.role?.message}
            {...field('role')}
          >
            {rolesAsignables(user).map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </TextField>
          <TextField
            id="register-equipo"
            label="Equipo autonomo"
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            error={!!errors.equipo}
            helperText={errors.equipo?.message}
            {...field('equipo')}
          >
            <option value="">{SIN_EQUIPO}</option>
            {equipos.map((eq) => (
              <option key={eq} value={eq}>
                {eq}
              </option>
            ))}
          </TextField>
          <TextField
            id="register-correo"
            label="E-mail (opcional)"
            type="email"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'email' } }}
            error={!!errors.correo}
            helperText={errors.correo?.message ?? 'Para los avisos de tarjetas vencidas; el ingreso sigue siendo con el legajo'}
            {...field('correo')}
          />
          <BusyButton type="submit" variant="contained" busy={isSubmitting}>
            Subir
          </BusyButton>
        </Stack>
      </Box>
    </Paper>
  );
}
