import type { Db } from '../../../app/database/database.types';
import type { MongoDoc } from './extended-json';

/** What imports one document: its rows written in `tx`, its new id returned, what it changed or dropped told to `aviso`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Aviso = (motivo: string) => void;
export type Importador = (tx: Tx, doc: MongoDoc, id: string, aviso: Aviso) => Promise<string>;

/** A document that is not imported, with the reason for the report. */
export class DocumentoInvalido extends Error {}
/** A card whose colour + number is taken (the original numbered in the browser): imported in a second pass with a new number. */
export class NumeroDuplicado extends DocumentoInvalido {}
export const invalido = (motivo: string): never => {
  throw new DocumentoInvalido(motivo);
};
