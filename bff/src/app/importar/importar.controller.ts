import { Controller, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_MAX_BYTES,
  importarContrato as I,
  importOpcionesSchema,
  MSG,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportResultado,
} from '@portal/shared/domain';
import { CurrentActor, type Actor } from '../audit/actor';
import { Endpoint } from '../common/contract';
import { badRequest, httpError } from '../common/http-errors';
import { ImportarService, type ArchivoImport } from './importar.service';

/**
 * Multipart: field `archivo` (.xlsx or .csv, at most IMPORT_MAX_BYTES) and field `opciones` (JSON of
 * ImportOpciones, optional). Any other shape is a Spanish 400 (413 when too large).
 */
async function leerPeticion(request: FastifyRequest): Promise<{ archivo: ArchivoImport; opciones: ImportOpciones }> {
  if (!request.isMultipart()) throw badRequest(MSG.importArchivoRequerido);
  let archivo: ArchivoImport | undefined;
  let opcionesTxt: string | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 * 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const datos = await part.toBuffer();
        if (part.file.truncated) throw httpError(413, MSG.importArchivoDemasiadoGrande);
        if (part.fieldname === 'archivo' && !archivo) archivo = { nombre: part.filename ?? '', datos };
      } else if (part.fieldname === 'opciones') opcionesTxt = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (err) {
    if ((err as { getStatus?: unknown }).getStatus) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, MSG.importArchivoDemasiadoGrande);
    throw badRequest(MSG.importArchivoRequerido);
  }
  if (!archivo?.datos.length) throw badRequest(MSG.importArchivoRequerido);
  let opciones: ImportOpciones = {};
  if (opcionesTxt !== undefined && opcionesTxt.trim() !== '') {
    let json: unknown;
    try {
      json = JSON.parse(opcionesTxt);
    } catch {
      throw badRequest(MSG.importOpcionesInvalidas);
    }
    const r = importOpcionesSchema.safeParse(json);
    if (!r.success) throw badRequest(MSG.importOpcionesInvalidas);
    opciones = r.data;
  }
  return { archivo, opciones };
}

/** `/api/importar/tarjetas`: a plant's card history from .xlsx/.csv (Admin; issue 13). */
@Controller()
export class ImportarController {
  constructor(private readonly importar: ImportarService) {}

  /** The dry run: what the import would create and every row it would reject, with the reason. */
  @Endpoint(I.analizar)
  async analizar(@Req() request: FastifyRequest): Promise<ImportAnalisis> {
    const { archivo, opciones } = await leerPeticion(request);
    return this.importar.analizar(archivo, opciones);
  }

  /** The import: analyses again and writes every valid row in one transaction (all or nothing). */
  @Endpoint(I.importar)
  async importarTarjetas(@Req() request: FastifyRequest, @CurrentActor() actor: Actor): Promise<ImportResultado> {
    const { archivo, opciones } = await leerPeticion(request);
    return this.importar.importar(archivo, opciones, actor);
  }
}
