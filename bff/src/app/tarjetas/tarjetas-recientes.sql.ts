import { sql, type SQL } from 'drizzle-orm';
import { RECIENTES_DE_MAQUINA, RECIENTES_DEL_USUARIO, RECIENTES_MAX } from '@portal/shared/domain';
import { tarjetas } from '../../db/schema';

/**
 * The add form's recent choices as rows (campo, valores): over the user's last RECIENTES_DEL_USUARIO cards and the
 * machine's last RECIENTES_DE_MAQUINA, each field's first RECIENTES_MAX values (TarjetasRepository.recientes).
 */
export function recientesSql(userId: string, maquina?: string): SQL {
  const delUsuario = sql`(select id from ${tarjetas} where ${tarjetas.creadoPor} = ${userId}::uuid order by ${tarjetas.fecha} desc, ${tarjetas.id} desc limit ${RECIENTES_DEL_USUARIO})`;
  const deMaquina =
    maquina === undefined
      ? undefined
      : sql`(select id from ${tarjetas} where ${tarjetas.maquina} = ${maquina} order by ${tarjetas.fecha} desc, ${tarjetas.id} desc limit ${RECIENTES_DE_MAQUINA})`;
  // A part is a machine's own: only the chosen machine's cards say which of its parts come first.
  const parte = maquina === undefined ? sql`''` : sql`case when t.maquina = ${maquina} then t.parte_maquina else '' end`;
  return sql`
    with ultimas as (${deMaquina ? sql`${delUsuario} union ${deMaquina}` : delUsuario}),
    valores as (
      select v.campo, v.valor, t.fecha
      from ${tarjetas} t join ultimas u on u.id = t.id
      cross join lateral (values
        ('maquina', t.maquina), ('parteMaquina', ${parte}), ('prioridad', t.prioridad), ('reparacion', t.reparacion),
        ('riesgoInicial', t.riesgo_inicial), ('equipo', t.equipo), ('familia', t.familia), ('tipodeRiesgo', t.tipode_riesgo)
      ) as v(campo, valor)
      where v.valor <> ''
    ),
    contados as (
      select campo, valor, row_number() over (partition by campo order by count(*) desc, max(fecha) desc, valor) as orden
      from valores group by campo, valor
    )
    select campo, json_agg(valor order by orden) as valores from contados where orden <= ${RECIENTES_MAX} group by campo`;
}
