import { and, asc, eq } from 'drizzle-orm';
import { COLUMNAS_EXPORTABLES, filtroPresetSchema, HORAS_MAX_ENTRADA, ROLES, TIPOS_HORA } from '@portal/shared/domain';
import { filtros, mongoImportados, userHours, users } from '../../schema';
import { altaUsuarios } from '../../alta-usuarios';
import { fechaDeObjectId, type MongoDoc } from './extended-json';
import { invalido, type Aviso, type Tx } from './mongo-documento';
import { booleano, dia, fecha, lista, numeroDecimal, texto, valorDeOpcion } from './mongo-valores';

/** Collection `users`: a user (its bcrypt pin kept, re-hashed at its first login) and its hours entries. */
export async function importarUsuario(tx: Tx, doc: MongoDoc, id: string, tz: string, aviso: Aviso): Promise<string> {
  const legajo = texto(doc.email).trim();
  const name = texto(doc.name).trim();
  const role = texto(doc.role).trim();
  const hash = texto(doc.password);
  if (legajo === '') invalido('Usuario sin legajo (email)');
  if (name === '') invalido('Usuario sin nombre');
  if (!(ROLES as readonly string[]).includes(role)) invalido(`Rol desconocido: "${role}"`);
  if (!/^\$2[aby]\$\d\d\$.{53}$/.test(hash)) invalido('El pin no es un hash bcrypt');
  const [existente] = await tx.select({ id: users.id }).from(users).where(eq(users.legajo, legajo));
  if (existente) invalido(`Ya existe un usuario con el legajo ${legajo}`);
  const createdAt = fecha(doc.date) ?? fechaDeObjectId(id) ?? new Date();
  const [user] = await altaUsuarios(tx, [{ legajo, name, role, passwordHash: hash, createdAt }]);
  for (const [i, h] of lista(doc.hours).entries()) {
    const entrada = (h ?? {}) as Record<string, unknown>;
    const quantity = numeroDecimal(entrada.quantity);
    const typeOf = texto(entrada.typeOf).trim();
    const date = dia(entrada.date, tz);
    if (quantity === null || quantity === undefined || quantity <= 0 || quantity > HORAS_MAX_ENTRADA) {
      aviso(`Horas n°${i + 1}: cantidad inválida "${texto(entrada.quantity)}", no importada`);
    } else if (!(TIPOS_HORA as readonly string[]).includes(typeOf)) {
      aviso(`Horas n°${i + 1}: tipo desconocido "${typeOf}", no importada`);
    } else if (!date) {
      aviso(`Horas n°${i + 1}: sin fecha, no importada`);
    } else {
      await tx.insert(userHours).values({ userId: user.id, quantity: Math.round(quantity * 10) / 10, typeOf, date, createdBy: user.id });
    }
  }
  return user.id;
}

const CLAVES_COLUMNA = new Set<string>(COLUMNAS_EXPORTABLES.map((c) => c.key));

/** Collection `filter`: a user's saved filter preset. */
export async function importarFiltro(tx: Tx, doc: MongoDoc, aviso: Aviso): Promise<string> {
  // The owner: the preset's user when the dump names one that was imported, else the oldest Admin.
  const dueñoMongo = texto(doc.user ?? doc.userId ?? doc.usuario);
  let userId: string | undefined;
  if (dueñoMongo) {
    const [m] = await tx
      .select()
      .from(mongoImportados)
      .where(and(eq(mongoImportados.coleccion, 'users'), eq(mongoImportados.mongoId, dueñoMongo)));
    userId = m?.entidadId;
  }
  if (!userId) {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.createdAt), asc(users.id)).limit(1);
    if (!admin) invalido('Sin dueño: no hay ningún Admin al que asignarlo');
    userId = admin!.id;
    if (dueñoMongo) aviso(`Su usuario ${dueñoMongo} no se importó: queda a nombre del primer Admin`);
  }
  const columnas = lista(doc.selectedOption).map(valorDeOpcion);
  const desconocidas = columnas.filter((c) => !CLAVES_COLUMNA.has(c));
  if (desconocidas.length) aviso(`Columnas desconocidas descartadas: ${desconocidas.join(', ')}`);
  const entrada: Record<string, unknown> = {
    nombre: texto(doc.nombre).trim(),
    selectedOption: columnas.filter((c) => CLAVES_COLUMNA.has(c)).map((c) => ({ value: c, label: c })),
    alerta: booleano(doc.alerta),
    qrcode: booleano(doc.qrcode),
    convertida: booleano(doc.convertida),
    planificacion: booleano(doc.planificacion),
  };
  for (const k of CLAVES_COLUMNA) {
    const valores = lista(doc[k])
      .map(valorDeOpcion)
      .filter((v) => v !== '');
    if (valores.length) entrada[k] = valores;
  }
  const parsed = filtroPresetSchema.safeParse(entrada);
  if (!parsed.success) invalido(`Filtro inválido: ${parsed.error.issues[0]?.message ?? ''}`);
  const { nombre, ...seleccion } = parsed.data!;
  const stored = Object.fromEntries(Object.entries(seleccion).filter(([, v]) => v !== undefined));
  const [fila] = await tx.insert(filtros).values({ userId, nombre, seleccion: stored }).onConflictDoNothing().returning({ id: filtros.id });
  if (!fila) invalido(`Ya existe un filtro "${nombre}" de ese usuario`);
  return fila.id;
}
