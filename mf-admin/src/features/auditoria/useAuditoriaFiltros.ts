import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { auditoriaFiltrosSchema, type AuditoriaFiltrosInput } from '@portal/shared/domain';

/** What the filter form holds: '' means no filter. */
export interface AuditoriaFiltrosForm {
  usuario: string;
  entidad: string;
  desde: string;
  hasta: string;
}

export const FILTROS_VACIOS: AuditoriaFiltrosForm = { usuario: '', entidad: '', desde: '', hasta: '' };

// The schema reads query strings (input `unknown`, empty values dropped); the form gives it exactly those strings.
const schema = auditoriaFiltrosSchema as unknown as z.ZodType<AuditoriaFiltrosInput, AuditoriaFiltrosForm>;

/**
 * The filter form (validated by the domain's `auditoriaFiltrosSchema`, so its messages are the API's) and
 * the filters applied to the table and the export: 'Filtrar' applies them from the first page.
 */
export function useAuditoriaFiltros() {
  const [aplicados, setAplicados] = useState<AuditoriaFiltrosInput>({});
  const [paginacion, setPaginacion] = useState({ page: 0, pageSize: 25 });
  const form = useForm<AuditoriaFiltrosForm, unknown, AuditoriaFiltrosInput>({
    resolver: zodResolver(schema),
    defaultValues: FILTROS_VACIOS,
  });
  const aplicar = (filtros: AuditoriaFiltrosInput) => {
    setAplicados(filtros);
    setPaginacion((p) => ({ ...p, page: 0 }));
  };
  const onSubmit = form.handleSubmit(aplicar);
  const limpiar = () => {
    form.reset(FILTROS_VACIOS);
    aplicar({});
  };
  return { form, onSubmit, limpiar, aplicados, paginacion, setPaginacion };
}
