import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { MSG, type ImportAnalisis, type ImportOpciones, type ImportResultado } from '@portal/shared/domain';
import type { Actor } from '../audit/actor';
import { AuditedTx } from '../audit/audited-tx';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';
import { badRequest } from '../common/http-errors';
import { analizar, type Resultado } from './importar-analisis';
import { formatoDe, leerCsv, leerXlsx, type FilaArchivo } from './importar-lector';
import { ImportarRepository } from './importar.repository';

export interface ArchivoImport {
  nombre: string;
  datos: Buffer;
}

/** The upload in 64 KiB pieces: the CSV reader decodes and parses one at a time. */
async function* trozos(datos: Buffer): AsyncGenerator<Buffer> {
  for (let i = 0; i < datos.length; i += 65536) yield datos.subarray(i, i + 65536);
}

/** A parse error of the file (a broken zip, …) is the caller's 400, never a 500. */
async function* protegido(filas: AsyncIterable<FilaArchivo>): AsyncGenerator<FilaArchivo> {
  try {
    yield* filas;
  } catch {
    throw badRequest(MSG.importFormatoNoSoportado);
  }
}

/** Card import (issue 13): the dry run and the import, which analyses again and writes all or nothing. */
@Injectable()
export class ImportarService {
  constructor(
    private readonly repo: ImportarRepository,
    private readonly audited: AuditedTx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async analizarArchivo(archivo: ArchivoImport, opciones: ImportOpciones): Promise<Resultado> {
    const formato = formatoDe(archivo.nombre, archivo.datos.subarray(0, 4));
    const filas = formato === 'xlsx' ? leerXlsx(Readable.from([archivo.datos])) : leerCsv(trozos(archivo.datos));
    const ctx = await this.repo.contexto(this.config.plantTz);
    const r = await analizar(protegido(filas), opciones, ctx);
    if (r.analisis.columnas.length === 0) throw badRequest(MSG.importSinFilas);
    return r;
  }

  async analizar(archivo: ArchivoImport, opciones: ImportOpciones): Promise<ImportAnalisis> {
    return (await this.analizarArchivo(archivo, opciones)).analisis;
  }

  /**
   * One audited transaction: the analysis is repeated inside it (so two imports at once cannot both take the
   * same numbers: the counters row lock serialises them), then campos, cards and counters are written.
   */
  async importar(archivo: ArchivoImport, opciones: ImportOpciones, actor: Actor): Promise<ImportResultado> {
    return this.audited.run(actor, 'importar', async () => {
      await this.repo.bloquear();
      const r = await this.analizarArchivo(archivo, opciones);
      if (r.analisis.faltanCampos.length) throw badRequest(MSG.importFaltanCampos);
      const camposAgregados = await this.repo.insertar(r.filas, r.camposNuevos, actor.id ?? null);
      return {
        creadas: r.filas.length,
        porColor: r.analisis.porColor,
        renumeradas: r.renumeradas,
        yaImportadas: r.analisis.yaImportadas,
        rechazadas: r.analisis.rechazadasTotal,
        camposAgregados,
      };
    });
  }
}
