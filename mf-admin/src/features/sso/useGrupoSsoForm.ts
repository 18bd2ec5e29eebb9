import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import { grupoSsoSchema, type GrupoSso, type Role } from '@portal/shared/domain';
import { useCrearGrupoSsoMutation } from './ssoApi';

type GrupoSsoFormValues = z.input<typeof grupoSsoSchema>;

/** 'Agregar grupo': the provider's group, as its groups claim sends it, and the role it gives in this plant. */
export function useGrupoSsoForm(rolPorDefecto: Role, onCreado: (g: GrupoSso) => void) {
  const [crear, { isLoading }] = useCrearGrupoSsoMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<GrupoSsoFormValues, unknown, z.output<typeof grupoSsoSchema>>({
    resolver: zodResolver(grupoSsoSchema),
    defaultValues: { grupo: '', role: rolPorDefecto },
  });
  const onSubmit = form.handleSubmit(async (cuerpo) => {
    setServerError(null);
    try {
      const grupo = await crear(cuerpo).unwrap();
      form.reset({ grupo: '', role: cuerpo.role });
      onCreado(grupo);
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });
  return { form, onSubmit, isSubmitting: isLoading, serverError };
}
