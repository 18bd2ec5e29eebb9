import { describe, expect, it } from 'vitest';
import { MSG, type DetalleTipo } from '@portal/shared/domain';
import { DetalleRegistry } from './detalle.registry';
import { DetalleService } from './detalle.service';

const ID = '6f1c2b1e-8d3a-4c5e-9b7a-2f4e6d8c0a1b';
const owning = (tipo: DetalleTipo, ids: string[]) => ({ tipo, exists: async (id: string) => ids.includes(id) });

describe('DetalleRegistry', () => {
  it('lists the kinds in DETALLE_TIPOS order whatever the registration order', () => {
    const registry = new DetalleRegistry();
    registry.register(owning('kaizen', []));
    registry.register(owning('tarjeta', []));
    expect(registry.kinds().map((k) => k.tipo)).toEqual(['tarjeta', 'kaizen']);
  });

  it('refuses a second registration of a tipo and an unknown tipo', () => {
    const registry = new DetalleRegistry();
    registry.register(owning('tarjeta', []));
    expect(() => registry.register(owning('tarjeta', [ID]))).toThrow(/already registered/);
    expect(() => registry.register(owning('otro' as DetalleTipo, []))).toThrow(/unknown tipo/);
    expect(registry.kinds()).toHaveLength(1);
  });
});

describe('DetalleService', () => {
  it('answers the kind that owns the id, and 404 { msg } with no kind registered', async () => {
    const registry = new DetalleRegistry();
    const service = new DetalleService(registry);
    await expect(service.resolve(ID)).rejects.toMatchObject({ status: 404, response: { msg: MSG.detalleNoEncontrado } });
    registry.register(owning('kaizen', []));
    registry.register(owning('tarjeta', [ID]));
    await expect(service.resolve(ID)).resolves.toEqual({ _id: ID, tipo: 'tarjeta' });
  });
});
