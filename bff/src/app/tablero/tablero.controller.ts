import { Controller } from '@nestjs/common';
import { tableroContrato as T, type ConsultaDe, type TableroRespuesta } from '@portal/shared/domain';
import { CurrentPantalla, type PantallaPrincipal } from '../common/access/auth-user';
import { Consulta, Endpoint } from '../common/contract';
import { TableroService } from './tablero.service';

/** `/api/tablero`: the TV board's data, for a pantalla token (read-only) or any logged-in user. */
@Controller()
export class TableroController {
  constructor(private readonly tablero: TableroService) {}

  /**
   * Open cards by Equipo and machine, oldest first, with counts per colour (`?equipo=` one Equipo; '' = without one).
   * A pantalla gets its settings, and its Equipo when the URL names none.
   */
  @Endpoint(T.ver)
  get(@Consulta() query: ConsultaDe<typeof T.ver>, @CurrentPantalla() pantalla: PantallaPrincipal | undefined): Promise<TableroRespuesta> {
    return this.tablero.tablero(query.equipo, pantalla);
  }
}
