import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TarjetasQuery } from '@portal/shared/domain';
import { BUSCAR_DEFAULTS, buscarSchema, toTarjetasQuery } from './buscarSchema';
import type { BuscarInput } from './buscarSchema';

/** /buscar form; `query` is the last submitted search (null until 'Buscar' is pressed), a new object per submit. */
export function useBuscarForm() {
  const [query, setQuery] = useState<Pick<TarjetasQuery, 'color' | 'numero'> | null>(null);
  const form = useForm<BuscarInput>({ resolver: zodResolver(buscarSchema), defaultValues: BUSCAR_DEFAULTS });
  const onSubmit = form.handleSubmit((values) => setQuery(toTarjetasQuery(values)));
  return { form, onSubmit, query };
}
