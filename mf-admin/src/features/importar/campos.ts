import { CAMPO_IMPORT_LABEL, type CampoImportable } from '@portal/shared/domain';

/** A card field's Spanish label in the mapping step and the lists (the domain's, shared with the server's reasons). */
export const campoImportableLabel = (campo: CampoImportable): string => CAMPO_IMPORT_LABEL[campo];

/** The file types the import reads. */
export const EXTENSIONES_IMPORT = ['.xlsx', '.csv'] as const;
export const ARCHIVO_NO_ADMITIDO = 'Elija un archivo .xlsx o .csv.';
export const esArchivoAdmitido = (archivo: File): boolean => EXTENSIONES_IMPORT.some((ext) => archivo.name.toLowerCase().endsWith(ext));
