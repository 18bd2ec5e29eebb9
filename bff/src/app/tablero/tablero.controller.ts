import { Controller, Get, Query } from '@nestjs/common';
import { tableroQuerySchema, type TableroQuery, type TableroRespuesta } from '@portal/shared/domain';
import { PantallaOrUser } from '../common/access/access.decorators';
import { CurrentPantalla, type PantallaPrincipal } from '../common/access/auth-user';
import { ZodPipe } from '../common/pipes/zod.pipe';
import { TableroService } from './tablero.service';

/** `/api/tablero`: the TV board's data, for a pantalla token (read-only) or any logged-in user. */
@Controller('tablero')
export class TableroController {
  constructor(private readonly tablero: TableroService) {}

  /**
   * Open cards by Equipo and machine, oldest first, with counts per colour (`?equipo=` one Equipo; '' = without one).
   * A pantalla gets its settings, and its Equipo when the URL names none.
   */
  @Get()
  @PantallaOrUser()
  get(@Query(new ZodPipe(tableroQuerySchema)) query: TableroQuery, @CurrentPantalla() pantalla: PantallaPrincipal | undefined): Promise<TableroRespuesta> {
    return this.tablero.tablero(query.equipo, pantalla);
  }
}
