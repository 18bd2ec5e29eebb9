import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { CumplimientoCilArgs } from '@portal/shared/data-access';
import { fechaSchema, MSG } from '@portal/shared/domain';
import { rangoDeAtajo, ultimasSemanas, type AtajoCil } from './periodoCil';

/** What the filter form holds: plant days 'YYYY-MM-DD' and the team's equipo campo id ('' = every team). */
export interface CumplimientoCilFiltrosForm {
  desde: string;
  hasta: string;
  equipo: string;
}

const fecha = z.string().trim().min(1, { error: MSG.campoRequerido }).pipe(fechaSchema);

/** The API's own rules (so its message): both days, `desde` not after `hasta`; the server still bounds the span (2 years). */
const schema = z
  .object({ desde: fecha, hasta: fecha, equipo: z.string() })
  .refine((f) => f.desde <= f.hasta, { error: MSG.cilRangoInvalido, path: ['hasta'] })
  .transform(({ equipo, ...rango }): CumplimientoCilArgs => (equipo ? { ...rango, equipo } : rango));

/**
 * The compliance's filters: the period (by default the last 12 weeks; '12 semanas' and 'Este año' in one tap) and
 * the team. 'Ver' applies typed dates; a quick choice or another team applies at once (through the same schema).
 * `aplicados` is what the figures and the Excel ask for.
 */
export function useCumplimientoCilFiltros(hoy: string) {
  const inicial = ultimasSemanas(hoy);
  const [aplicados, setAplicados] = useState<CumplimientoCilArgs>(inicial);
  const form = useForm<CumplimientoCilFiltrosForm, unknown, CumplimientoCilArgs>({
    resolver: zodResolver(schema),
    defaultValues: { ...inicial, equipo: '' },
  });
  const onSubmit = form.handleSubmit(setAplicados);
  const elegirAtajo = (atajo: AtajoCil) => {
    const r = rangoDeAtajo(atajo, hoy);
    form.setValue('desde', r.desde);
    form.setValue('hasta', r.hasta);
    void onSubmit();
  };
  const elegirEquipo = (equipo: string) => {
    form.setValue('equipo', equipo);
    void onSubmit();
  };
  return { form, onSubmit, elegirAtajo, elegirEquipo, aplicados };
}
