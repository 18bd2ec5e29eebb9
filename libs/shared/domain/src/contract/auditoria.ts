import type { AuditoriaPagina, RegistroHistorial } from '../lib/auditoria';
import { auditoriaFiltrosSchema, auditoriaQuerySchema } from '../schemas/auditoria';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

/** The audit trail: read-only, no route changes or removes a record. */
export const auditoriaContrato = {
  listar: ruta({
    metodo: 'GET',
    path: '/api/auditoria',
    acceso: 'auditoria.view',
    resumen: 'Una página de la auditoría filtrada, los registros más nuevos primero',
    consulta: auditoriaQuerySchema,
    respuesta: json<AuditoriaPagina>(),
  }),
  exportar: ruta({
    metodo: 'GET',
    path: '/api/auditoria/export',
    acceso: 'auditoria.view',
    resumen: 'Auditoria.xlsx con todos los registros filtrados, los más nuevos primero',
    consulta: auditoriaFiltrosSchema,
    respuesta: archivo(MIME_XLSX),
  }),
  historialTarjeta: ruta({
    metodo: 'GET',
    path: '/api/tarjetas/:id/historial',
    acceso: 'authenticated',
    resumen: 'Los cambios de una tarjeta, los más nuevos primero',
    respuesta: json<RegistroHistorial[]>(),
  }),
} as const;
