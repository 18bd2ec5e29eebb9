import { CamposService } from '../campos/campos.service';
import { Injectable } from '@nestjs/common';
import {
  COLORES,
  MSG,
  TABLERO_LIMITE_POR_EQUIPO,
  type Color,
  type DiasAlerta,
  type TableroEquipo,
  type TableroMaquina,
  type TableroRespuesta,
} from '@portal/shared/domain';
import type { PantallaPrincipal } from '../common/access/auth-user';
import { CilService } from '../cil/cil.service';
import { Clock } from '../common/clock';
import { notFound } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { ProgramaService } from '../programa/programa.service';
import { TableroRepository, type ConteoRow, type TagRow } from './tablero.repository';

const ceros = (): Record<Color, number> => Object.fromEntries(COLORES.map((c) => [c, 0])) as Record<Color, number>;

/** Equipos by name (Spanish order), 'Sin equipo' ('') last. */
const porNombre = (a: string, b: string) => (a === '' ? 1 : 0) - (b === '' ? 1 : 0) || a.localeCompare(b, 'es');

/** The TV board: open cards by Equipo, then machine (machines by their oldest tag), oldest first; each team's overdue CIL routines. */
@Injectable()
export class TableroService {
  constructor(
    private readonly repo: TableroRepository,
    private readonly campos: CamposService,
    private readonly clock: Clock,
    private readonly ajustes: AjustesPlantaService,
    private readonly programa: ProgramaService,
    private readonly cil: CilService,
  ) {}

  /** `pantalla`: the asking TV, whose Equipo applies when the URL names none (shown even when no longer configured). */
  async tablero(pedido: string | undefined, pantalla?: PantallaPrincipal): Promise<TableroRespuesta> {
    const ahora = this.clock.now();
    const delPantalla = pedido === undefined ? (pantalla?.equipo ?? undefined) : undefined;
    const equipo = pedido ?? delPantalla;
    const { diasAlerta } = await this.ajustes.actual();
    const [tags, conteos] = await Promise.all([
      this.repo.tags(ahora, diasAlerta, TABLERO_LIMITE_POR_EQUIPO, equipo),
      this.repo.conteos(ahora, diasAlerta, equipo),
    ]);
    const equipos = new Map<string, TableroEquipo>();
    const delEquipo = (nombre: string) => {
      let e = equipos.get(nombre);
      if (!e) equipos.set(nombre, (e = { equipo: nombre, conteo: ceros(), excedidas: 0, maquinas: [], programa: null, cilAtrasadas: [] }));
      return e;
    };
    const conteo = ceros();
    for (const c of conteos) this.sumar(c, c.equipo === null ? { conteo } : delEquipo(c.equipo));
    if (equipo !== undefined && !equipos.has(equipo)) {
      if (equipo !== '' && equipo !== delPantalla && !(await this.campos.configurado('equipo', equipo))) throw notFound(MSG.equipoNoEncontrado);
      delEquipo(equipo);
    }
    // Rows come oldest first per Equipo: a machine's first row is its oldest tag, so machines keep that order.
    const maquinas = new Map<string, TableroMaquina>();
    for (const t of tags) {
      const clave = JSON.stringify([t.equipo, t.maquina]);
      let m = maquinas.get(clave);
      if (!m) {
        maquinas.set(clave, (m = { maquina: t.maquina, tags: [] }));
        delEquipo(t.equipo).maquinas.push(m);
      }
      m.tags.push(this.tag(t, diasAlerta));
    }
    // The program's step and gate, and the overdue CIL routines, of the teams shown and only theirs (a TV asks every minute).
    const conEquipo = [...equipos.keys()].filter((e) => e !== '');
    const [programa, cil] = await Promise.all([
      this.programa.porNombre(equipos.keys()),
      conEquipo.length ? this.cil.maquinasPendientes(conEquipo) : Promise.resolve([]),
    ]);
    for (const e of equipos.values()) e.programa = programa.get(e.equipo) ?? null;
    // Already most overdue first: a machine whose previous window was missed too, not one merely due today.
    for (const m of cil) {
      const e = m.atrasados > 0 && m.equipo !== null ? equipos.get(m.equipo) : undefined;
      e?.cilAtrasadas.push({ maquinaId: m.maquinaId, maquina: m.maquina, atrasados: m.atrasados });
    }
    return {
      generado: ahora.toISOString(),
      conteo,
      equipos: [...equipos.values()].sort((a, b) => porNombre(a.equipo, b.equipo)),
      limitePorEquipo: TABLERO_LIMITE_POR_EQUIPO,
      pantalla: pantalla ? { nombre: pantalla.nombre, segundos: pantalla.segundos, equipo: pantalla.equipo } : null,
    };
  }

  private sumar(c: ConteoRow, destino: { conteo: Record<Color, number>; excedidas?: number }) {
    if (c.color in destino.conteo) destino.conteo[c.color] += c.cantidad;
    if (destino.excedidas !== undefined) destino.excedidas += c.excedidas;
  }

  private tag(t: TagRow, diasAlerta: DiasAlerta) {
    return {
      _id: t.id,
      numero: t.numero,
      color: t.color,
      prioridad: t.prioridad,
      descripcion: t.descripcion,
      parteMaquina: t.parte_maquina,
      fecha: new Date(t.fecha).toISOString(),
      dias: t.dias,
      plazo: diasAlerta[t.prioridad],
      excedida: t.excedida,
    };
  }
}
