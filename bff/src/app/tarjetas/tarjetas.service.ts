import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MSG,
  type Color,
  type ColumnaExportable,
  type FiltroSeleccionInput,
  type SiguienteNumero,
  type Tarjeta,
  type TarjetasGrupos,
  type TarjetasGruposQueryInput,
  type TarjetasPagina,
  type TarjetasAbiertas,
  type TarjetasRecientes,
  type TarjetasRecientesQueryInput,
  type TarjetasAbiertasQueryInput,
  type TarjetasQueryInput,
} from '@portal/shared/domain';
import type { AuthUser } from '../common/access/auth-user';
import { Clock } from '../common/clock';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { linkOrigin } from '../common/public-url';
import { loadTarjeta } from './tarjeta-validacion';
import { streamXlsx } from './tarjetas-export';
import { toTarjetaDto } from './tarjeta.mapper';
import { TarjetasRepository, type FiltroTarjetas } from './tarjetas.repository';
import { claveCanonica } from '../common/clave-canonica';
import { JsonTexto } from '../common/http/json-texto';
import { StampedCache } from '../common/stamped-cache';
import { claveDeAlcance, fijarAlcance } from '../database/alcance-planta';

/** The cards' reading side: one card, the pages and groups, the export, and what the add form asks. */
@Injectable()
export class TarjetasService {
  private readonly logger = new Logger('TarjetasExport');
  /**
   * Pages of the list as their JSON text, per plant and query: everyone's list opens on the same first pages, and a
   * change makes every open list refetch at once. Served again only at the stamp they were read at (`sello`). 16 M
   * characters hold ~270 pages of 50 cards.
   */
  private readonly paginas = new StampedCache<JsonTexto<TarjetasPagina>>({ maxEntries: 1_000, maxWeight: 16_000_000, weight: (p) => p.texto.length });

  constructor(
    private readonly repo: TarjetasRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  exists(id: string): Promise<boolean> {
    return this.repo.exists(id);
  }

  /** One page of the list; pages of up to 100 cards are kept (`paginas`) while the plant's cards are unchanged. */
  async page(q: TarjetasQueryInput): Promise<TarjetasPagina | JsonTexto<TarjetasPagina>> {
    const cargar = () => this.paginate(TarjetasRepository.filtroLista(q), q.page ?? 0, q.pageSize ?? 10, q.sort, q.order);
    if (!this.config.tarjetasCache || q.pageSize === -1) return cargar();
    const sello = await this.repo.sello();
    return this.paginas.get(`${claveDeAlcance()}:${claveCanonica(q)}`, sello, async () => new JsonTexto(JSON.stringify(await cargar())));
  }

  async grupos({ por, ...filtros }: TarjetasGruposQueryInput): Promise<TarjetasGrupos> {
    const grupos = await this.repo.grupos(por, TarjetasRepository.filtroLista(filtros));
    return { por, grupos, total: grupos.reduce((n, g) => n + g.cantidad, 0) };
  }

  async consulta(sel: FiltroSeleccionInput): Promise<TarjetasPagina> {
    const { zonaHoraria } = await this.ajustes.actual();
    return this.paginate(this.repo.filtroSeleccion(sel, zonaHoraria), sel.page, sel.pageSize);
  }

  /** ReporteTarjetas.xlsx (sheet Tarjetas) with the chosen columns, filtered like `consulta`, written as it is read. */
  async exportar(sel: FiltroSeleccionInput): Promise<Readable> {
    if (!sel.selectedOption.length) throw badRequest(MSG.columnasRequeridas);
    const { zonaHoraria, diasAlerta } = await this.ajustes.actual();
    return streamXlsx(
      fijarAlcance(this.repo.stream(this.repo.filtroSeleccion(sel, zonaHoraria))),
      {
        columns: sel.selectedOption,
        alerta: sel.alerta,
        qrcode: sel.qrcode,
        cardUrlBase: `${linkOrigin(this.config)}/tarjeta/`,
        now: this.clock.now(),
        zona: zonaHoraria,
        diasAlerta,
      },
      (err) => this.logger.error(err instanceof Error ? (err.stack ?? err.message) : err),
    );
  }

  private async paginate(
    filtro: FiltroTarjetas,
    page: number,
    pageSize: number,
    sort?: TarjetasQueryInput['sort'],
    order?: 'asc' | 'desc',
  ): Promise<TarjetasPagina> {
    const all = pageSize === -1;
    const [items, total] = await Promise.all([
      this.repo.listDtos({ filtro, sort, order, limit: all ? -1 : pageSize, offset: all ? 0 : page * pageSize }),
      this.repo.count(filtro),
    ]);
    return { items, total, page: all ? 0 : page, pageSize };
  }

  async get(id: string): Promise<Tarjeta> {
    return toTarjetaDto(await loadTarjeta(this.repo, id));
  }

  async siguienteNumero(color: Color): Promise<SiguienteNumero> {
    return { color, numero: await this.repo.siguienteNumero(color) };
  }

  async valores(columna: ColumnaExportable): Promise<string[]> {
    return this.repo.valores(columna, (await this.ajustes.actual()).zonaHoraria);
  }

  abiertas({ maquina, parteMaquina }: TarjetasAbiertasQueryInput): Promise<TarjetasAbiertas> {
    return this.repo.abiertas(maquina, parteMaquina);
  }

  /** The add form's recent choices of the user (and of the machine, when given). */
  recientes(user: AuthUser, { maquina }: TarjetasRecientesQueryInput): Promise<TarjetasRecientes> {
    return this.repo.recientes(user.id, maquina);
  }
}
