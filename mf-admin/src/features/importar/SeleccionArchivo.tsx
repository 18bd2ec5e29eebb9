import { useState, type DragEvent } from 'react';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ErrorAlert } from '@portal/shared/ui';
import { EXTENSIONES_IMPORT } from './campos';
import type { Importacion } from './useImportacion';

/** Step 1: drop a .xlsx/.csv on the area or choose it with the button; the browser keeps the File for both calls. */
export function SeleccionArchivo({ imp }: { imp: Importacion }) {
  const [encima, setEncima] = useState(false);
  const soltar = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setEncima(false);
    imp.elegirArchivo(e.dataTransfer.files[0]);
  };
  return (
    <Box component="section" aria-labelledby="importar-paso-1" sx={{ mb: 3 }}>
      <Typography id="importar-paso-1" variant="h6" component="h2" gutterBottom>
        1. Elija el archivo
      </Typography>
      <Box
        data-testid="zona-archivo"
        onDragOver={(e) => {
          e.preventDefault();
          setEncima(true);
        }}
        onDragLeave={() => setEncima(false)}
        onDrop={soltar}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: encima ? 'primary.main' : 'grey.500',
          bgcolor: encima ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Button variant="contained" component="label" startIcon={<UploadFileIcon />}>
          Elegir archivo
          <input
            hidden
            type="file"
            aria-label="Archivo a importar"
            accept={EXTENSIONES_IMPORT.join(',')}
            onChange={(e) => {
              imp.elegirArchivo(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {imp.archivo ? (
            <>
              Archivo: <strong>{imp.archivo.name}</strong>
            </>
          ) : (
            'o arrastre aquí un archivo .xlsx o .csv (el exportado del portal o de la aplicación anterior).'
          )}
        </Typography>
      </Box>
      <ErrorAlert message={imp.archivoError} />
    </Box>
  );
}
