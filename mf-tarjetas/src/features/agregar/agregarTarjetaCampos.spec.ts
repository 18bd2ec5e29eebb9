import { describe, expect, it } from 'vitest';
import type { EnvioTarjeta } from '@portal/shared/data-access';
import { AGREGAR_TARJETA_DEFAULTS, fromPayload, toPayload, type AgregarTarjetaValues } from './agregarTarjetaCampos';

const valores: AgregarTarjetaValues = {
  ...AGREGAR_TARJETA_DEFAULTS,
  color: 'Amarilla',
  maquina: 'Calandra 1',
  parteMaquina: 'Reductor',
  riesgoInicial: 'MO: MODERADO',
  detecto: 'Oscar',
  descripcion: 'Casi me golpea',
  sugerencia: 'Guarda',
  reparacion: 'Con maquina parada',
  equipo: 'Equipo A',
  familia: '8 - Actos Inseguros',
  tipodeRiesgo: 'Riesgo mecánico',
  prioridad: 'Alta',
  sustoObservado: true,
};

const payload = (v: AgregarTarjetaValues) => toPayload(v, 4) as unknown as EnvioTarjeta['payload'];

describe('fromPayload', () => {
  it('gives back the values toPayload sent, yellow flags included', () => {
    expect(fromPayload(payload(valores))).toEqual(valores);
    const roja = { ...valores, color: 'Roja' as const, familia: '1 - Pequeñas Deficiencia', sustoObservado: false };
    expect(fromPayload(payload(roja))).toEqual(roja);
  });

  it('fills what a body lacks with the form defaults', () => {
    expect(fromPayload({ descripcion: 'Solo esto' } as unknown as EnvioTarjeta['payload'])).toEqual({ ...AGREGAR_TARJETA_DEFAULTS, descripcion: 'Solo esto' });
  });
});
