import { getErrorMessage, useGetCamposQuery, useSetEquipoMaquinaMutation } from '@portal/shared/data-access';
import type { Campo } from '@portal/shared/domain';
import { SelectField, useNotify } from '@portal/shared/ui';

/** A machine's Equipo autónomo, which the add form fills in when an operator picks (or scans) the machine. */
export function EquipoMaquinaSelect({ maquina }: { maquina: Campo }) {
  const { data: campos = [] } = useGetCamposQuery();
  const [guardar, { isLoading }] = useSetEquipoMaquinaMutation();
  const notify = useNotify();
  const equipos = campos.filter((c) => c.name === 'equipo').map((c) => c.value);

  const cambiar = async (equipo: string) => {
    try {
      await guardar({ _id: maquina._id, equipo }).unwrap();
      notify.success(equipo ? `${maquina.value}: equipo autónomo ${equipo}` : `${maquina.value}: sin equipo autónomo`);
    } catch (err) {
      notify.error(getErrorMessage(err));
    }
  };

  return (
    <SelectField
      id={`equipo-maquina-${maquina._id}`}
      label="Equipo autónomo"
      size="small"
      sx={{ my: 1 }}
      valorSeleccionar=""
      options={equipos}
      value={maquina.equipo ?? ''}
      disabled={isLoading}
      onChange={(e) => void cambiar(e.target.value)}
      slotProps={{ htmlInput: { 'aria-label': `Equipo autónomo de ${maquina.value}` } }}
    />
  );
}
