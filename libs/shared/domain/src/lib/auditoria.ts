import { formatearFecha, formatearFechaHora } from './tiempo-planta';

/**
 * Audit trail (`GET /api/auditoria`, `GET /api/tarjetas/:id/historial`). Every change of a card, Kaizen, user,
 * hours entry, field option, preset or image is recorded by the database in the changing transaction; logins
 * and lockouts are recorded too ('sesion').
 */
export const ENTIDADES_AUDITORIA = [
  'tarjeta',
  'kaizen',
  'comentario',
  'usuario',
  'horas',
  'campo',
  'filtro',
  'imagen',
  'sesion',
  'notificaciones',
  'organigrama',
  'aviso',
  'aviso_usuario',
  'correo',
  'reporte_semanal',
  'pantalla',
  'pantalla_codigo',
  'datos_demo',
  'novedad',
  'planta',
  'grupo_sso',
  'equipo_am',
  'paso_am',
  'propuesta_am',
  'plantilla_am',
  'auditoria_am',
  'respuesta_am',
  'cil_maquina',
  'cil_punto',
  'cil_ejecucion',
  'cil_resultado',
] as const;
export type EntidadAuditoria = (typeof ENTIDADES_AUDITORIA)[number];

export const ENTIDAD_AUDITORIA_LABEL: Record<EntidadAuditoria, string> = {
  tarjeta: 'Tarjeta',
  kaizen: 'Kaizen',
  comentario: 'Comentario',
  usuario: 'Usuario',
  horas: 'Horas',
  campo: 'Campo',
  filtro: 'Preestablecido',
  imagen: 'Imagen',
  sesion: 'Sesión',
  notificaciones: 'Notificaciones',
  organigrama: 'Organigrama',
  aviso: 'Aviso de vencida',
  aviso_usuario: 'Aviso a usuario',
  correo: 'E-mail de aviso',
  reporte_semanal: 'Reporte semanal',
  pantalla: 'Pantalla (tablero)',
  pantalla_codigo: 'Código de vinculación de TV',
  datos_demo: 'Datos de demostración',
  novedad: 'Novedad de una tarjeta propia',
  planta: 'Planta',
  grupo_sso: 'Grupo del inicio de sesión único',
  equipo_am: 'Equipo del programa de mantenimiento autónomo',
  paso_am: 'Paso de un equipo autónomo',
  propuesta_am: 'Propuesta de paso de un equipo autónomo',
  plantilla_am: 'Plantilla de auditoría de paso',
  auditoria_am: 'Auditoría de paso de un equipo autónomo',
  respuesta_am: 'Respuesta de una auditoría de paso',
  cil_maquina: 'Imagen CIL de una máquina',
  cil_punto: 'Punto CIL de una máquina',
  cil_ejecucion: 'Rutina CIL',
  cil_resultado: 'Resultado de un punto de una rutina CIL',
};

/** What was done. An UPDATE is 'editar' unless the BFF names it ('cerrar', 'planificar', …). */
export const ACCION_AUDITORIA_LABEL = {
  crear: 'Creó',
  editar: 'Editó',
  cerrar: 'Cerró',
  planificar: 'Planificó',
  implementar: 'Pasó a implementación',
  adjuntar_imagen: 'Adjuntó una imagen',
  eliminar: 'Eliminó',
  cambiar_rol: 'Cambió el rol',
  cambiar_nombre: 'Cambió el nombre',
  dar_admin_empresa: 'Hizo Admin de la empresa',
  quitar_admin_empresa: 'Quitó como Admin de la empresa',
  asignar_equipo: 'Asignó el equipo',
  asignar_equipos_a_cargo: 'Asignó los equipos a cargo',
  cambiar_pin: 'Cambió su pin',
  restablecer_pin: 'Restableció el pin',
  agregar_parte: 'Agregó una parte',
  quitar_parte: 'Quitó una parte',
  login: 'Inició sesión',
  login_fallido: 'Inicio de sesión fallido',
  bloqueo: 'Bloqueo por intentos fallidos',
  cambio_pin_fallido: 'Cambio de pin fallido (pin actual incorrecto)',
  leer_notificaciones: 'Leyó las notificaciones',
  asignar_correo: 'Asignó el e-mail',
  cambiar_avisos: 'Cambió sus avisos por e-mail',
  leer_vencidas: 'Leyó los avisos de vencidas',
  leer_novedades: 'Leyó las novedades de sus tarjetas',
  revocar: 'Revocó',
  vincular: 'Vinculó una TV',
  importar: 'Importó',
  acceso_sso: 'Dio acceso por inicio de sesión único',
  baja_sso: 'Quitó el acceso (su grupo ya no lo da)',
  cambiar_paso: 'Cambió el paso',
  iniciar: 'Inició',
  firmar: 'Firmó',
  anular: 'Anuló',
} as const;
export type AccionAuditoria = keyof typeof ACCION_AUDITORIA_LABEL;

export const accionAuditoriaLabel = (accion: string): string => (ACCION_AUDITORIA_LABEL as Record<string, string>)[accion] ?? accion;
export const entidadAuditoriaLabel = (entidad: string): string => (ENTIDAD_AUDITORIA_LABEL as Record<string, string>)[entidad] ?? entidad;

/** One changed field: values as JSON (text, number, boolean, ISO date/date-time, list, null). */
export interface CambioAuditoria {
  /** The API's field name (`riesgoFinal`, `role`, …). */
  campo: string;
  antes: unknown;
  despues: unknown;
}

/**
 * A record as a card's or a Kaizen's 'Historial' shows it to any logged-in user: who by name only. The legajo (half
 * of a login) and the request's address are the Admin's Auditoría's alone (`RegistroAuditoria`).
 */
export interface RegistroHistorial {
  _id: string;
  /** ISO date-time. */
  fecha: string;
  /** Who: the name at the time (a snapshot: the user may have been renamed or deleted since). */
  usuario: { nombre: string };
  entidad: EntidadAuditoria;
  entidadId: string | null;
  /** The record's readable name at the time, e.g. 'Roja N°12'. */
  etiqueta: string;
  accion: AccionAuditoria;
  cambios: CambioAuditoria[];
}

/** A record as the Admin's Auditoría (screen and export) shows it. */
export interface RegistroAuditoria extends RegistroHistorial {
  /** Who: a snapshot taken at the time. `_id` null: the system or an anonymous login attempt. */
  usuario: { _id: string | null; nombre: string; legajo: string | null };
  ip: string | null;
}

/** `GET /api/auditoria` query: every filter optional; dates (YYYY-MM-DD, inclusive) in the plant's time zone. */
export interface AuditoriaQuery {
  /** The acting user's `_id`. */
  usuario?: string;
  entidad?: EntidadAuditoria;
  entidadId?: string;
  desde?: string;
  hasta?: string;
  /** 0-based. */
  page?: number;
  /** 1–100. */
  pageSize?: number;
}

/** Newest first. */
export interface AuditoriaPagina {
  items: RegistroAuditoria[];
  total: number;
  page: number;
  pageSize: number;
}

export const AUDITORIA_EXPORT_FILE_NAME = 'Auditoria.xlsx';
export const AUDITORIA_EXPORT_SHEET_NAME = 'Auditoría';
/** Most records `GET /api/tarjetas/:id/historial` answers (newest first). */
export const HISTORIAL_MAX = 500;

/** Field labels per entity, as the card detail and the admin screens name them. */
const CAMPOS_LABEL: Partial<Record<EntidadAuditoria, Record<string, string>>> = {
  tarjeta: {
    numero: 'Número',
    numeroOriginal: 'N° original',
    // The import's single record (issue 13)
    creadas: 'Tarjetas creadas',
    renumeradas: 'Renumeradas',
    enviosDoblesOmitidos: 'Envíos dobles omitidos',
    opciones: 'Opciones de la importación',
    color: 'Color',
    estado: 'Estado',
    fecha: 'Fecha y hora de apertura',
    descripcion: 'Descripción',
    sugerencia: 'Sugerencia',
    reparacion: 'Reparación',
    detecto: 'Detectó',
    prioridad: 'Prioridad',
    familia: 'Familia de anomalias',
    maquina: 'Maquina/Instalación',
    parteMaquina: 'Parte de maquina',
    equipo: 'Equipo Autonomo',
    riesgoInicial: 'Riesgo Inicial',
    tipodeRiesgo: 'Tipo de R/FC/LDA',
    riesgoFinal: 'Riesgo final',
    inicioReparacion: 'Inicio de reparación',
    finReparacion: 'Fin de reparación',
    responsable: 'Responsable',
    tiempoEmpleado: 'Tiempo empleado (h)',
    causa: 'Causa',
    tareaRealizada: 'Tarea realizada',
    materialUtilizado: 'Material utilizado',
    tipoAccion: 'Tipo de acción',
    convertida: 'Convertida',
    verificacion: 'Verificación (Resp. Pilar de seguridad)',
    accionesComplementarias: 'Acciones complementarias',
    sustoExperimentado: 'Susto experimentado',
    sustoObservado: 'Susto observado',
    impactoAmbiente: 'Puede afectar al Medio Ambiente',
    imagenUrl: 'Imagen',
    imagenAntesUrl: 'Imagen del antes',
    imagenDespuesUrl: 'Imagen del después',
    planificacion: 'Planificada',
    previstaCierre: 'Fecha prevista de cierre',
    responsableSeguimiento: 'Responsable del seguimiento',
    recursos: 'Recursos',
    materiales: 'Materiales/Repuestos',
    solicitudCompras: 'Fecha de solicitud a compras',
    comprometidaCompras: 'Fecha comprometida por compras',
    planificadaPor: 'Planificada por',
    tareaRealizar: 'Tarea a realizar',
    responsableTarea: 'Responsable de la tarea',
    comentario1: 'Comentario 1',
    comentario2: 'Comentario 2',
    comentario3: 'Comentario 3',
  },
  comentario: { texto: 'Comentario', autorNombre: 'Autor', tarjetaId: 'Tarjeta', kaizenId: 'Kaizen' },
  usuario: {
    email: 'Legajo',
    name: 'Nombre',
    role: 'Rol',
    password: 'PIN',
    equipo: 'Equipo autonomo',
    equiposACargo: 'Equipos a cargo',
    debeCambiarPin: 'Debe cambiar el pin',
    correo: 'E-mail',
    avisosCorreo: 'Avisos por e-mail',
  },
  aviso: { tarjetaId: 'Tarjeta', nivel: 'Nivel', creadoEn: 'Fecha' },
  aviso_usuario: { avisoId: 'Aviso', userId: 'Usuario', leida: 'Leída' },
  correo: { avisoUsuarioId: 'Aviso a usuario', estado: 'Estado', enviadoEn: 'Enviado' },
  reporte_semanal: { semana: 'Semana', estado: 'Estado', destinatarios: 'Destinatarios', enviadoEn: 'Enviado' },
  horas: { quantity: 'Cantidad', typeOf: 'Tipo', date: 'Fecha' },
  campo: { name: 'Campo', value: 'Valor', parteMaquina: 'Partes de máquina' },
  filtro: { nombre: 'Nombre', seleccion: 'Selección' },
  notificaciones: { leidasHasta: 'Leídas hasta' },
  organigrama: { titulo: 'Puesto', parentId: 'Depende de', userId: 'Usuario', nombre: 'Nombre', orden: 'Posición' },
  pantalla: { nombre: 'Nombre', revocadaEn: 'Revocada', segundos: 'Segundos por equipo', equipo: 'Equipo' },
  pantalla_codigo: { codigo: 'Código', expira: 'Vence', pantallaId: 'Pantalla' },
  // 'Borrar datos de demostración' (issue 21 §3): one 'eliminar' record with what it removed.
  datos_demo: { tarjetas: 'Tarjetas', kaizens: 'Kaizens', horas: 'Registros de horas' },
  novedad: { userId: 'Autor', tarjetaId: 'Tarjeta', tipo: 'Tipo', actorNombre: 'Hecho por', detalle: 'Detalle', leida: 'Leída' },
  planta: {
    nombre: 'Nombre',
    codigo: 'Código',
    zona: 'Zona horaria',
    diasAlertaAlta: 'Días de alerta (Alta)',
    diasAlertaMedia: 'Días de alerta (Media)',
    diasAlertaBaja: 'Días de alerta (Baja)',
    pasosAm: 'Pasos del programa de mantenimiento autónomo',
    programaAm: 'Umbrales del programa de mantenimiento autónomo',
  },
  equipo_am: { equipo: 'Equipo', paso: 'Paso', liderId: 'Líder' },
  paso_am: { equipoAmId: 'Equipo', paso: 'Paso', desde: 'Desde', hasta: 'Hasta', superado: 'Superado', motivo: 'Motivo', registradoPor: 'Registrado por' },
  propuesta_am: {
    equipoAmId: 'Equipo',
    paso: 'Paso propuesto',
    estado: 'Estado',
    comentario: 'Comentario',
    propuestaPor: 'Propuesta por',
    resueltaPor: 'Resuelta por',
    resueltaEn: 'Resuelta el',
    motivo: 'Motivo',
    forzada: 'Aprobada con la puerta en rojo',
  },
  plantilla_am: { paso: 'Paso', contenido: 'Secciones, requisitos y regla', actualizadaPor: 'Editada por' },
  auditoria_am: {
    equipoAmId: 'Equipo',
    paso: 'Paso',
    estado: 'Estado',
    solicitadaPor: 'Pedida por',
    vence: 'Fecha límite',
    comentario: 'Comentario',
    auditorId: 'Auditor',
    iniciadaEn: 'Iniciada',
    plantilla: 'Plantilla',
    porcentaje: 'Promedio (%)',
    aprobada: 'Aprobada',
    observaciones: 'Observaciones',
    firmadaEn: 'Firmada',
    anuladaMotivo: 'Motivo de la anulación',
  },
  respuesta_am: { requisito: 'Requisito', puntaje: 'Puntaje', comentario: 'Comentario', foto: 'Foto', accion: 'Acción', respondidaPor: 'Respondida por' },
};

export const campoAuditoriaLabel = (entidad: string, campo: string): string => CAMPOS_LABEL[entidad as EntidadAuditoria]?.[campo] ?? campo;

const FECHA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
/** A recorded value as people read it: dates DD/MM/YYYY [HH:mm] (instants in the plant's `zona`), Sí/No, lists joined, '(vacío)' for nothing. */
export function formatearValorAuditoria(valor: unknown, zona: string): string {
  if (valor === null || valor === undefined || valor === '') return '(vacío)';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return String(valor);
  if (typeof valor === 'string') {
    if (FECHA.test(valor)) return formatearFecha(valor, zona);
    if (FECHA_HORA.test(valor) && !Number.isNaN(Date.parse(valor))) return formatearFechaHora(valor, zona);
    return valor;
  }
  if (Array.isArray(valor)) return valor.length ? valor.map((v) => formatearValorAuditoria(v, zona)).join(', ') : '(vacío)';
  return JSON.stringify(valor);
}

/**
 * 'Riesgo final: Bajo → Alto' (a masked value reads '••••'); a create or a delete lists the values alone,
 * 'Prioridad: Alta'.
 */
export function describirCambioAuditoria(r: Pick<RegistroAuditoria, 'entidad' | 'accion'>, c: CambioAuditoria, zona: string): string {
  const campo = campoAuditoriaLabel(r.entidad, c.campo);
  const v = (x: unknown) => formatearValorAuditoria(x, zona);
  if (r.accion === 'crear') return `${campo}: ${v(c.despues)}`;
  if (r.accion === 'eliminar') return `${campo}: ${v(c.antes)}`;
  return `${campo}: ${v(c.antes)} → ${v(c.despues)}`;
}

/** 'Martín Sosa (legajo 2000)', 'sistema'. */
export const usuarioAuditoriaTexto = ({ usuario }: { usuario: RegistroHistorial['usuario'] & { legajo?: string | null } }): string =>
  usuario.legajo ? `${usuario.nombre} (legajo ${usuario.legajo})` : usuario.nombre;
