import type {
  AntiguedadRespuesta,
  AutonomiaRespuesta,
  DashboardMeses,
  EvolucionRespuesta,
  MttrRespuesta,
  ParetoRespuesta,
  RiesgoRespuesta,
} from '../lib/dashboard-contract';
import type { ComparacionPlantas } from '../lib/comparacion-plantas';
import {
  antiguedadQuerySchema,
  comparacionQuerySchema,
  autonomiaQuerySchema,
  evolucionQuerySchema,
  mttrQuerySchema,
  paretoQuerySchema,
  reporteQuerySchema,
  riesgoQuerySchema,
} from '../schemas/dashboard';
import { archivo, json, MIME_XLSX, ruta } from './ruta';

/** `/api/dashboard`: the dashboard's figures (any logged-in user) and the printable Reporte de avance. */
export const dashboardContrato = {
  meses: ruta({
    metodo: 'GET',
    path: '/api/dashboard/meses',
    acceso: 'authenticated',
    resumen: 'Los meses con tarjetas (en total y por color), el mes actual y la zona horaria de la planta',
    respuesta: json<DashboardMeses>(),
  }),
  evolucion: ruta({
    metodo: 'GET',
    path: '/api/dashboard/evolucion',
    acceso: 'authenticated',
    resumen: 'Tarjetas abiertas y cerradas por período (pestañas de color y gráfico personalizado)',
    consulta: evolucionQuerySchema,
    respuesta: json<EvolucionRespuesta>(),
  }),
  autonomia: ruta({
    metodo: 'GET',
    path: '/api/dashboard/autonomia',
    acceso: 'authenticated',
    resumen: 'Índice de autonomía por período',
    consulta: autonomiaQuerySchema,
    respuesta: json<AutonomiaRespuesta>(),
  }),
  riesgo: ruta({
    metodo: 'GET',
    path: '/api/dashboard/riesgo',
    acceso: 'authenticated',
    resumen: 'Mapa de riesgo de las tarjetas abiertas en el período: el total y una fila por equipo',
    consulta: riesgoQuerySchema,
    respuesta: json<RiesgoRespuesta>(),
  }),
  pareto: ruta({
    metodo: 'GET',
    path: '/api/dashboard/pareto',
    acceso: 'authenticated',
    resumen: 'Pareto de las tarjetas abiertas por máquina, familia o equipo',
    consulta: paretoQuerySchema,
    respuesta: json<ParetoRespuesta>(),
  }),
  antiguedad: ruta({
    metodo: 'GET',
    path: '/api/dashboard/antiguedad',
    acceso: 'authenticated',
    resumen: 'Antigüedad de las tarjetas abiertas por prioridad y las más antiguas',
    consulta: antiguedadQuerySchema,
    respuesta: json<AntiguedadRespuesta>(),
  }),
  mttr: ruta({
    metodo: 'GET',
    path: '/api/dashboard/mttr',
    acceso: 'authenticated',
    resumen: 'Tiempo medio de reparación por mes de cierre y color',
    consulta: mttrQuerySchema,
    respuesta: json<MttrRespuesta>(),
  }),
  /** The query is the tab's own (its schema depends on `:pestana`): the service validates it, after a 404 for an unknown tab. */
  excel: ruta({
    metodo: 'GET',
    path: '/api/dashboard/excel/:pestana',
    acceso: 'authenticated',
    resumen: 'La tabla de una pestaña como <título>.xlsx, con la consulta de esa pestaña',
    respuesta: archivo(MIME_XLSX),
  }),
  reporte: ruta({
    metodo: 'GET',
    path: '/api/dashboard/reporte',
    acceso: 'dashboard.reporte',
    resumen: 'Reporte de avance en PDF (una hoja A4) de un equipo o de todos',
    consulta: reporteQuerySchema,
    respuesta: archivo('application/pdf'),
  }),
  /** Issue 24 §2: Corporativo and company Admins; every plant, each in its own calendar. */
  plantas: ruta({
    metodo: 'GET',
    path: '/api/dashboard/plantas',
    acceso: 'plantas.comparar',
    resumen: 'Comparación de plantas: los mismos indicadores de cada planta lado a lado, cada una en su calendario',
    consulta: comparacionQuerySchema,
    respuesta: json<ComparacionPlantas>(),
  }),
  plantasExcel: ruta({
    metodo: 'GET',
    path: '/api/dashboard/plantas/excel',
    acceso: 'plantas.comparar',
    resumen: 'La comparación de plantas como Comparación de plantas.xlsx (indicadores y tarjetas por período)',
    consulta: comparacionQuerySchema,
    respuesta: archivo(MIME_XLSX),
  }),
  plantaReporte: ruta({
    metodo: 'GET',
    path: '/api/dashboard/plantas/:id/reporte',
    acceso: 'plantas.comparar',
    resumen: 'Reporte de avance en PDF de una planta (todos sus equipos o uno)',
    consulta: reporteQuerySchema,
    respuesta: archivo('application/pdf'),
  }),
} as const;
