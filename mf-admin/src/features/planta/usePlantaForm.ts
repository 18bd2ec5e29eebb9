import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { getErrorMessage } from '@portal/shared/data-access';
import {
  ALERTA_DIAS,
  plantaCodigoSchema,
  plantaDestinatariosSchema,
  plantaDiasAlertaSchema,
  plantaNombreSchema,
  plantaZonaSchema,
  PASOS_AM_DEFECTO,
  pasosAmSchema,
  separarDestinatarios,
  separarPasosAm,
  TURNOS_DEFECTO,
  turnosPlantaSchema,
  type Planta,
} from '@portal/shared/domain';
import { useEditarPlantaMutation } from './plantaApi';

/**
 * What 'Editar planta' sends of `editarPlantaSchema`: every setting (name, code, zone, alert days, the weekly report's
 * recipients as text separated by commas, the program's steps, the shifts) at once.
 */
const plantaForm = z.object({
  nombre: plantaNombreSchema,
  codigo: plantaCodigoSchema,
  zona: plantaZonaSchema,
  diasAlerta: plantaDiasAlertaSchema,
  // One message on the field (the first refused address), not one per item of the list.
  destinatariosReporte: z.string().transform((texto, ctx) => {
    const r = plantaDestinatariosSchema.safeParse(separarDestinatarios(texto));
    if (r.success) return r.data;
    ctx.addIssue({ code: 'custom', message: r.error.issues[0].message });
    return z.NEVER;
  }),
  // The program's steps, one per line.
  pasosAm: z.string().transform((texto, ctx) => {
    const r = pasosAmSchema.safeParse(separarPasosAm(texto));
    if (r.success) return r.data;
    ctx.addIssue({ code: 'custom', message: r.error.issues[0].message });
    return z.NEVER;
  }),
  // The shifts as typed (any order): the schema sorts them by start, as the server stores them.
  turnos: turnosPlantaSchema,
});

/** A plant's name and code, as 'Nueva planta' and 'Editar planta' ask them. */
export interface PlantaFormValues {
  nombre: string;
  codigo: string;
}

/** 'Editar planta' also sets the zone ('' = the installation's), the alert days and the report's recipients (text). */
export type PlantaEdicionValues = z.input<typeof plantaForm>;

/**
 * 'Editar planta': rename the user's plant, change its code (upper-cased on save), its time zone and its alert days,
 * in force from the next request (dates, overdue cards, notices). `onGuardada` receives the saved plant.
 */
export function usePlantaForm(planta: Planta | null, onGuardada: (p: Planta) => void) {
  const [editar, { isLoading }] = useEditarPlantaMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PlantaEdicionValues, unknown, z.output<typeof plantaForm>>({ resolver: zodResolver(plantaForm), defaultValues: valoresDe(planta) });

  const onSubmit = form.handleSubmit(async (cambios) => {
    if (!planta) return;
    setServerError(null);
    try {
      onGuardada(await editar({ id: planta._id, ...cambios }).unwrap());
    } catch (error) {
      setServerError(getErrorMessage(error));
    }
  });

  const reset = (p: Planta | null) => {
    form.reset(valoresDe(p));
    setServerError(null);
  };

  return { form, onSubmit, isSubmitting: isLoading, serverError, reset };
}

const valoresDe = (p: Planta | null): PlantaEdicionValues => ({
  nombre: p?.nombre ?? '',
  codigo: p?.codigo ?? '',
  zona: p?.zona ?? '',
  diasAlerta: { ...(p?.diasAlerta ?? ALERTA_DIAS) },
  destinatariosReporte: (p?.destinatariosReporte ?? []).join(', '),
  pasosAm: (p?.pasosAm ?? PASOS_AM_DEFECTO).join('\n'),
  turnos: (p?.turnos?.length ? p.turnos : TURNOS_DEFECTO).map((t) => ({ ...t })),
});
