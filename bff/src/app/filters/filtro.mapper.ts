import type { FiltroPreset } from '@portal/shared/domain';
import type { FiltroRow } from '../../db/schema';

export const toFiltroDto = (row: FiltroRow): FiltroPreset => ({ ...(row.seleccion as Omit<FiltroPreset, '_id' | 'nombre'>), _id: row.id, nombre: row.nombre });
