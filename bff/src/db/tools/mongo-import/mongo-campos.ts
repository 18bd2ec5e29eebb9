import { and, eq } from 'drizzle-orm';
import { campos } from '../../schema';
import type { MongoDoc } from './extended-json';
import { invalido, type Aviso, type Tx } from './mongo-documento';
import { lista, texto } from './mongo-valores';

/** Collection `campos`: a configured option value (a machine with its parts). */
export async function importarCampo(tx: Tx, doc: MongoDoc, aviso: Aviso): Promise<string> {
  const name = texto(doc.name).trim();
  const value = texto(doc.value).trim();
  if (name === '' || value === '') invalido('Campo sin name o value');
  const parteMaquina = lista(doc.parteMaquina)
    .map(texto)
    .filter((p) => p.trim() !== '');
  const [nuevo] = await tx.insert(campos).values({ name, value, parteMaquina }).onConflictDoNothing().returning({ id: campos.id });
  if (nuevo) return nuevo.id;
  const [existente] = await tx
    .select({ id: campos.id })
    .from(campos)
    .where(and(eq(campos.name, name), eq(campos.value, value)));
  aviso(`El campo ${name} "${value}" ya existía: se conserva el existente`);
  return existente.id;
}
