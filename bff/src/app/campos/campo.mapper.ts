import type { Campo, CampoName } from '@portal/shared/domain';
import type { CampoRow } from '../../db/schema';

export const toCampoDto = (row: CampoRow): Campo => ({
  _id: row.id,
  name: row.name as CampoName,
  value: row.value,
  parteMaquina: row.parteMaquina,
  equipo: row.name === 'maquina' ? row.equipo : null,
});
