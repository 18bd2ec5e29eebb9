import { Box, Button, Typography } from '@mui/material';
import { getErrorMessage } from '@portal/shared/data-access';
import type { FiltroPreset } from '@portal/shared/domain';
import { ErrorAlert } from '@portal/shared/ui';
import { useGetFiltrosQuery } from '../tarjetas/tarjetasApi';

/** The saved presets as buttons; a click restores the whole selection. */
export function PresetsBar({ onRestore }: { onRestore: (preset: FiltroPreset) => void }) {
  const { data: presets = [], error } = useGetFiltrosQuery();
  if (error) return <ErrorAlert message={getErrorMessage(error)} />;
  if (presets.length === 0) return null;
  return (
    <Box component="section" aria-label="Preestablecidos" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
      <Typography variant="subtitle2" component="span">
        Preestablecidos:
      </Typography>
      {presets.map((preset) => (
        <Button key={preset._id} size="small" variant="outlined" onClick={() => onRestore(preset)}>
          {preset.nombre}
        </Button>
      ))}
    </Box>
  );
}
