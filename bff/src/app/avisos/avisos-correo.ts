import { calcularAlerta, detallePath, diasPlazoNivel, formatearFechaHora, type NivelAviso, type Prioridad } from '@portal/shared/domain';
import type { CorreoReclamado } from './avisos.repository';
import { html, type Correo } from './mailer';

/** 'Tarjeta Roja N°12'. */
const titulo = (c: Pick<CorreoReclamado, 'color' | 'numero'>) => `Tarjeta ${c.color} N°${c.numero}`;

export function asuntoAviso(c: Pick<CorreoReclamado, 'color' | 'numero' | 'nivel'>): string {
  return c.nivel === 'escalada' ? `Escalada: ${titulo(c)} superó el doble de su plazo` : `${titulo(c)} vencida: superó su plazo`;
}

/** The notice e-mail: Spanish subject, text and simple HTML bodies with the card's absolute link. */
export function correoAviso(c: CorreoReclamado, origen: string, ahora: Date, zona: string): Correo {
  const link = `${origen}${detallePath(c.tarjetaId)}`;
  const prioridad = c.prioridad as Prioridad;
  const alerta = calcularAlerta(c.fecha, prioridad, ahora);
  const plazo = diasPlazoNivel(prioridad, 'vencida');
  const abierta = formatearFechaHora(c.fecha, zona);
  const que: Record<NivelAviso, string> = {
    vencida: `superó su plazo de ${plazo} días (prioridad ${c.prioridad}) y sigue abierta`,
    escalada: `sigue abierta con más del doble de su plazo de ${plazo} días (prioridad ${c.prioridad}): se escala a los administradores`,
  };
  const lineas = [
    `Hola ${c.nombre}:`,
    '',
    `La ${titulo(c)} ${que[c.nivel]}.`,
    `Máquina: ${c.maquina || '-'}${c.equipo ? ` · Equipo: ${c.equipo}` : ''}`,
    `Abierta el ${abierta} · ${alerta.texto}`,
    '',
    `Ver la tarjeta: ${link}`,
    '',
    'Portal de Mejora Continua. Puede dejar de recibir estos e-mails en "Mi cuenta".',
  ];
  const cuerpo = `<p>Hola ${html(c.nombre)}:</p>
<p>La <strong>${html(titulo(c))}</strong> ${html(que[c.nivel])}.</p>
<p>Máquina: ${html(c.maquina || '-')}${c.equipo ? ` · Equipo: ${html(c.equipo)}` : ''}<br>Abierta el ${html(abierta)} · <strong>${html(alerta.texto)}</strong></p>
<p><a href="${html(link)}">Ver la tarjeta</a></p>
<p style="color:#666;font-size:12px">Portal de Mejora Continua. Puede dejar de recibir estos e-mails en "Mi cuenta".</p>`;
  return { to: c.correo ?? '', subject: asuntoAviso(c), text: lineas.join('\n'), html: cuerpo };
}
