// Test data for the specs of the offline queue and of its screens (never imported by shipped code).
import type { EnvioTarjeta } from '@portal/shared/data-access';

/** A valid red card to send or queue (the offline queue and the Pendientes page). */
export const envioDePrueba = (key: string, descripcion = `Pérdida de aceite ${key}`): EnvioTarjeta => ({
  key,
  amarilla: false,
  payload: {
    color: 'Roja',
    descripcion,
    sugerencia: '',
    reparacion: 'Con maquina parada',
    detecto: 'Carla Ríos',
    prioridad: 'Alta',
    familia: '7 - Lugares Inseguros',
    maquina: 'Prensa 1',
    parteMaquina: 'Cilindro',
    equipo: 'Equipo 1',
    riesgoInicial: 'MO: MODERADO',
    tipodeRiesgo: 'Mecánico',
  } as EnvioTarjeta['payload'],
});
