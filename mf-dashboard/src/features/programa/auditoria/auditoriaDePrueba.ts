import {
  GUIAS_AUDITORIA_AM_DEFECTO,
  resultadoAuditoriaAm,
  type AuditoriaAm,
  type ContenidoPlantillaAm,
  type PuntajeAuditoriaAm,
  type RespuestaAuditoriaAm,
} from '@portal/shared/domain';

// Test data for the specs of this folder (never imported by shipped code).
export const AUDITORIA_ID = '22222222-2222-4222-8222-222222222222';
export const EQUIPO_ID = '11111111-1111-4111-8111-111111111111';

const req = (id: string, texto: string) => ({ id, texto, guias: [...GUIAS_AUDITORIA_AM_DEFECTO] });

export const PLANTILLA: ContenidoPlantillaAm = {
  secciones: [
    { titulo: 'Limpieza a fondo', requisitos: [req('r1', 'La máquina se limpió por dentro'), req('r2', 'Se retiró lo que no se usa')] },
    { titulo: 'Tarjetas', requisitos: [req('r3', 'Cada anomalía tiene su tarjeta'), req('r4', 'Las amarillas se atendieron primero')] },
    { titulo: 'Equipo', requisitos: [req('r5', 'Todos participaron')] },
  ],
  regla: { promedioMin: 80, minimoRequisito: 2 },
};

export const respuesta = (puntaje: PuntajeAuditoriaAm | null, extra: Partial<RespuestaAuditoriaAm> = {}): RespuestaAuditoriaAm => ({
  puntaje,
  comentario: '',
  foto: null,
  accion: '',
  ...extra,
});

/** An audit as the server answers it, its result computed from the answers like the server does. */
export function auditoria(extra: Partial<AuditoriaAm> = {}): AuditoriaAm {
  const respuestas = extra.respuestas ?? {};
  const plantilla = extra.plantilla ?? PLANTILLA;
  const resultado = resultadoAuditoriaAm(plantilla, respuestas);
  const firmada = extra.estado === 'firmada';
  return {
    _id: AUDITORIA_ID,
    equipo: { _id: EQUIPO_ID, nombre: 'Equipo Prensa 7' },
    paso: 1,
    pasoNombre: 'Limpieza inicial',
    estado: 'en_curso',
    solicitadaPor: { _id: 'u1', nombre: 'Ana Prensa' },
    solicitadaEn: '2026-11-02T13:00:00.000Z',
    vence: '2026-11-16',
    vencida: false,
    auditor: { _id: 'u-aud', nombre: 'Jorge Auditor' },
    porcentaje: firmada ? resultado.porcentaje : null,
    aprobada: firmada ? resultado.aprobada : null,
    firmadaEn: firmada ? '2026-11-10T15:30:00.000Z' : null,
    comentario: '',
    iniciadaEn: '2026-11-09T12:00:00.000Z',
    plantilla,
    respuestas,
    resultado,
    observaciones: '',
    anuladaMotivo: null,
    maquinas: [{ _id: 'm1', nombre: 'Prensa 7' }],
    puedeAuditar: true,
    puedeTomar: false,
    puedeAnular: false,
    ...extra,
  };
}
