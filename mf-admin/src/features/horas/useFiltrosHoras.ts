import { useState } from 'react';
import { ventanaMeses, type DireccionOrden, type RangoMeses, type TipoHora } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';

/** The current plant month (the configured zone's, not the browser's). */
export const useMesActual = (): string => usePlantaTiempo().mes(new Date());

/** A tab's range (default the last 6 months), type and order; a click on the ordered column flips it. */
export function useFiltrosHoras<O extends string>(ordenInicial: O) {
  const mesActual = useMesActual();
  const [rango, setRango] = useState<RangoMeses>(() => ventanaMeses(mesActual, 6));
  const [tipo, setTipo] = useState<TipoHora | ''>('');
  const [orden, setOrden] = useState<{ orden: O; dir: DireccionOrden }>({ orden: ordenInicial, dir: 'asc' });
  const ordenar = (o: O) =>
    setOrden((a) => (a.orden === o ? { orden: o, dir: a.dir === 'asc' ? 'desc' : 'asc' } : { orden: o, dir: o === 'total' ? 'desc' : 'asc' }));
  const query = { desde: rango.desde, hasta: rango.hasta, tipo: tipo || undefined, orden: orden.orden, dir: orden.dir };
  return { rango, setRango, tipo, setTipo, orden: orden.orden, dir: orden.dir, ordenar, query };
}
