import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { MSG, TEXTO_IMPORT, type ImportAnalisis, type ImportOpciones, type ImportResultado } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditService } from '../audit/audit.service';
import { AuditedTx } from '../audit/audited-tx';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { HeavyJobOutOfMemoryError, HeavyJobPool } from '../common/heavy/heavy-job-pool';
import { HeavyRefusal } from '../common/heavy/heavy-protocol';
import { HEAVY_TASK } from '../common/heavy/heavy-task-names';
import { badRequest, httpError } from '../common/http-errors';
import { AjustesPlantaService } from '../plantas/ajustes-planta.service';
import { destinoNoConfigurado, type Resultado } from './importar-analisis';
import { limitesImport } from './importar-limites';
import { registroDeImportacion } from './importar-registro';
import { formatoDe } from './importar-lector';
import type { EntradaAnalisis } from './importar-tarea';
import { ImportarRepository } from './importar.repository';
import { leerDirectorio, revisarDirectorio } from './xlsx-zip';

export interface ArchivoImport {
  nombre: string;
  datos: Buffer;
}

/**
 * An .xlsx's central directory checked here, before the database is read or a worker taken: a zip bomb is
 * refused by what it declares (xlsx-zip.ts; the worker checks again what it really expands to).
 */
function revisarXlsx(datos: Buffer) {
  try {
    revisarDirectorio(leerDirectorio(datos));
  } catch (err) {
    if (err instanceof HeavyRefusal) throw httpError(err.status, err.msg);
    throw err;
  }
}

/** Card import (issue 13): the dry run and the import, which analyses again and writes all or nothing. */
@Injectable()
export class ImportarService {
  constructor(
    private readonly repo: ImportarRepository,
    private readonly audited: AuditedTx,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly pesados: HeavyJobPool,
    private readonly ajustes: AjustesPlantaService,
  ) {}

  /**
   * The file is read and analysed in a heavy-job worker (importar-tarea.ts): an untrusted file's parse runs off
   * the event loop, bounded (importar-limites.ts), and one that still exhausts the worker's heap is a 413.
   */
  private async analizarArchivo(archivo: ArchivoImport, opciones: ImportOpciones, soloAnalisis = false): Promise<Resultado> {
    if (formatoDe(archivo.nombre, archivo.datos.subarray(0, 4)) === 'xlsx') revisarXlsx(archivo.datos);
    const ctx = await this.repo.contexto((await this.ajustes.actual()).zonaHoraria);
    const destino = destinoNoConfigurado(opciones, ctx);
    if (destino) throw badRequest(destino);
    const entrada: EntradaAnalisis = {
      nombre: archivo.nombre,
      datos: archivo.datos,
      opciones,
      ctx,
      limites: limitesImport(this.config.importMaxFilas),
      soloAnalisis,
    };
    try {
      return await this.pesados.run<Resultado>(HEAVY_TASK.importarAnalizar, entrada);
    } catch (err) {
      if (err instanceof HeavyJobOutOfMemoryError) throw httpError(HttpStatus.PAYLOAD_TOO_LARGE, MSG.importSinMemoria);
      throw err;
    }
  }

  /** The dry run; a number held by an existing card is named by that card (read only for the listed ones). */
  async analizar(archivo: ArchivoImport, opciones: ImportOpciones): Promise<ImportAnalisis> {
    const { analisis } = await this.analizarArchivo(archivo, opciones, true);
    const ocupadas = analisis.renumeracion.filter((r) => r.lineaAnterior === undefined);
    if (ocupadas.length) {
      const { tiempo } = await this.ajustes.actual();
      const duenas = new Map((await this.repo.tarjetasConNumero(ocupadas)).map((t) => [`${t.color}|${t.numero}`, t]));
      for (const r of ocupadas) {
        const t = duenas.get(`${r.color}|${r.numero}`);
        if (t) r.ocupadaPor = TEXTO_IMPORT.ocupadaPor(tiempo.fecha(t.fecha), t.descripcion);
      }
    }
    return analisis;
  }

  /**
   * One audited transaction: the analysis is repeated inside it (so two imports at once cannot both take the
   * same numbers: the counters row lock serialises them), then campos, cards and counters are written.
   */
  async importar(archivo: ArchivoImport, opciones: ImportOpciones, actor: Actor): Promise<ImportResultado> {
    return this.audited.run(actor, 'importar', async () => {
      await this.repo.lock();
      const r = await this.analizarArchivo(archivo, opciones);
      if (r.analisis.faltanCampos.length) throw badRequest(MSG.importFaltanCampos);
      const camposAgregados = await this.repo.insert(r.filas, r.camposNuevos, actor.id ?? null);
      if (r.filas.length) await this.audit.registrarResumen(registroDeImportacion(r.filas, opciones, r.enviosDoblesOmitidos));
      return {
        creadas: r.filas.length,
        porColor: r.analisis.porColor,
        renumeradas: r.renumeradas,
        yaImportadas: r.analisis.yaImportadas,
        rechazadas: r.analisis.rechazadasTotal,
        camposAgregados,
        enviosDoblesOmitidos: r.enviosDoblesOmitidos,
      };
    });
  }
}
