import { Injectable } from '@nestjs/common';
import { DETALLE_TIPOS, type DetalleTipo } from '@portal/shared/domain';

/** One kind of record `/tarjeta/:id` can show. */
export interface DetalleKind {
  tipo: DetalleTipo;
  /** Whether a record of this kind has the id (always a well-formed uuid). */
  exists(id: string): Promise<boolean>;
}

/**
 * The kinds of record behind `/tarjeta/:id`. `DetalleModule` is global, so a feature module just
 * injects the registry and registers its kind once at start-up, e.g. in the future KaizenModule:
 *
 *   onModuleInit() { this.detalle.register({ tipo: 'kaizen', exists: (id) => this.kaizen.exists(id) }); }
 *
 * (with `private readonly detalle: DetalleRegistry` in the constructor). A tipo registers only once.
 */
@Injectable()
export class DetalleRegistry {
  private readonly byTipo = new Map<DetalleTipo, DetalleKind>();

  register(kind: DetalleKind): void {
    if (!DETALLE_TIPOS.includes(kind.tipo)) throw new Error(`DetalleRegistry: unknown tipo '${kind.tipo}'`);
    if (this.byTipo.has(kind.tipo)) throw new Error(`DetalleRegistry: tipo '${kind.tipo}' is already registered`);
    this.byTipo.set(kind.tipo, kind);
  }

  /** Registered kinds in DETALLE_TIPOS order, so a lookup does not depend on module start-up order. */
  kinds(): DetalleKind[] {
    return DETALLE_TIPOS.flatMap((tipo) => this.byTipo.get(tipo) ?? []);
  }
}
