import { campoAuditoriaLabel, type CampoConfigurableImport, type CampoImportable } from '@portal/shared/domain';

/** Fields the import cannot do without (ImportAnalisis.faltanCampos lists those without a column). */
const OTROS: Partial<Record<CampoImportable, string>> = {
  // The card form's labels, as the audit trail shows them; the import's own spellings below.
  tipoDeRiesgo: campoAuditoriaLabel('tarjeta', 'tipodeRiesgo'),
  nombre: 'Nombre',
  sector: 'Sector',
};

/** A card field's Spanish label in the mapping step (the labels of the card's form). */
export const campoImportableLabel = (campo: CampoImportable | CampoConfigurableImport): string => OTROS[campo] ?? campoAuditoriaLabel('tarjeta', campo);

/** The file types the import reads. */
export const EXTENSIONES_IMPORT = ['.xlsx', '.csv'] as const;
export const ARCHIVO_NO_ADMITIDO = 'Elegí un archivo .xlsx o .csv.';
export const esArchivoAdmitido = (archivo: File): boolean => EXTENSIONES_IMPORT.some((ext) => archivo.name.toLowerCase().endsWith(ext));
