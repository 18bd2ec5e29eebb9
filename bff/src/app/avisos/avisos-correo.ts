import {
  calcularAlerta,
  type AjustesPlanta,
  detallePath,
  diasPlazoNivel,
  formatearFechaHora,
  NIVEL_AVISO_LABEL,
  NOMBRE_PORTAL,
  ROUTES,
  type NivelAviso,
  type Prioridad,
} from '@portal/shared/domain';
import type { CorreoReclamado, DigestoReclamado } from './correos.repository';
import { html, type Correo } from './mailer';

/** A digest lists at most this many notices, then 'y N más' with a link to the portal's bell. */
export const DIGESTO_MAX = 50;

const PIE = `${NOMBRE_PORTAL}. Puede dejar de recibir estos e-mails en "Mi cuenta".`;

/** 'Tarjeta Roja N°12'. */
const titulo = (c: Pick<CorreoReclamado, 'color' | 'numero'>) => `Tarjeta ${c.color} N°${c.numero}`;

export function asuntoAviso(c: Pick<CorreoReclamado, 'color' | 'numero' | 'nivel'>): string {
  return c.nivel === 'escalada' ? `Escalada: ${titulo(c)} superó el doble de su plazo` : `${titulo(c)} vencida: superó su plazo`;
}

/**
 * The digest's subject: one notice as `asuntoAviso`; more as 'Portal de Mejora Continua: 3 tarjetas vencidas',
 * '… 2 tarjetas vencidas y 1 escalada a Administración', '… 4 tarjetas escaladas a Administración'.
 */
export function asuntoDigesto(filas: Pick<CorreoReclamado, 'color' | 'numero' | 'nivel'>[]): string {
  if (filas.length === 1) return asuntoAviso(filas[0]);
  const escaladas = filas.filter((f) => f.nivel === 'escalada').length;
  const vencidas = filas.length - escaladas;
  const partes: string[] = [];
  if (vencidas) partes.push(`${vencidas} ${vencidas === 1 ? 'tarjeta vencida' : 'tarjetas vencidas'}`);
  if (escaladas) partes.push(`${escaladas}${vencidas ? '' : ' tarjetas'} ${escaladas === 1 ? 'escalada' : 'escaladas'} a Administración`);
  return `${NOMBRE_PORTAL}: ${partes.join(' y ')}`;
}

/** The single notice e-mail: Spanish subject, text and simple HTML bodies with the card's absolute link. */
function correoAviso(d: DigestoReclamado, c: CorreoReclamado, origen: string, ahora: Date, planta: AjustesPlanta): Correo {
  const link = `${origen}${detallePath(c.tarjetaId)}`;
  const prioridad = c.prioridad as Prioridad;
  const alerta = calcularAlerta(c.fecha, prioridad, planta.diasAlerta, ahora);
  const plazo = diasPlazoNivel(prioridad, 'vencida', planta.diasAlerta);
  const abierta = formatearFechaHora(c.fecha, planta.zonaHoraria);
  const que: Record<NivelAviso, string> = {
    vencida: `superó su plazo de ${plazo} días (prioridad ${c.prioridad}) y sigue abierta`,
    escalada: `sigue abierta con más del doble de su plazo de ${plazo} días (prioridad ${c.prioridad}): se escala a los administradores`,
  };
  const lineas = [
    `Hola ${d.nombre}:`,
    '',
    `La ${titulo(c)} ${que[c.nivel]}.`,
    `Máquina: ${c.maquina || '-'}${c.equipo ? ` · Equipo: ${c.equipo}` : ''}`,
    `Abierta el ${abierta} · ${alerta.texto}`,
    '',
    `Ver la tarjeta: ${link}`,
    '',
    PIE,
  ];
  const cuerpo = `<p>Hola ${html(d.nombre)}:</p>
<p>La <strong>${html(titulo(c))}</strong> ${html(que[c.nivel])}.</p>
<p>Máquina: ${html(c.maquina || '-')}${c.equipo ? ` · Equipo: ${html(c.equipo)}` : ''}<br>Abierta el ${html(abierta)} · <strong>${html(alerta.texto)}</strong></p>
<p><a href="${html(link)}">Ver la tarjeta</a></p>
<p style="color:#666;font-size:12px">${html(PIE)}</p>`;
  return { to: d.correo ?? '', subject: asuntoAviso(c), text: lineas.join('\n'), html: cuerpo };
}

/**
 * One user's e-mail for all their due notices (docs/decisions.md, 'Overdue e-mails as one digest per user'):
 * one notice is told as before; more are listed (escalated first, then oldest first, as the repository orders
 * them), each with colour, machine, priority, 'Excedido N días', level and its absolute link, at most DIGESTO_MAX.
 */
export function correoDigesto(d: DigestoReclamado, origen: string, ahora: Date, planta: AjustesPlanta): Correo {
  if (d.filas.length === 1) return correoAviso(d, d.filas[0], origen, ahora, planta);
  const listadas = d.filas.slice(0, DIGESTO_MAX);
  const resto = d.filas.length - listadas.length;
  const portal = `${origen}${ROUTES.dashboard}`;
  const items = listadas.map((c) => ({
    titulo: titulo(c),
    link: `${origen}${detallePath(c.tarjetaId)}`,
    datos: `Máquina: ${c.maquina || '-'} · Prioridad ${c.prioridad} · ${calcularAlerta(c.fecha, c.prioridad as Prioridad, planta.diasAlerta, ahora).texto} · ${NIVEL_AVISO_LABEL[c.nivel]}`,
  }));
  const intro = [
    `Estas ${d.filas.length} tarjetas siguen abiertas después de su plazo.`,
    d.filas.some((c) => c.nivel === 'escalada') ? 'Las escaladas superaron el doble de su plazo y se avisó a los administradores.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const mas = resto > 0 ? `y ${resto} más: véalas en la campana de notificaciones (Vencidas) del portal` : '';
  const lineas = [`Hola ${d.nombre}:`, '', intro, '', ...items.flatMap((i) => [`- ${i.titulo} · ${i.datos}`, `  ${i.link}`])];
  if (mas) lineas.push('', `${mas}: ${portal}`);
  lineas.push('', PIE);
  const cuerpo = `<p>Hola ${html(d.nombre)}:</p>
<p>${html(intro)}</p>
<ul>
${items.map((i) => `<li><a href="${html(i.link)}">${html(i.titulo)}</a> · ${html(i.datos)}</li>`).join('\n')}
</ul>
${mas ? `<p>${html(mas)}: <a href="${html(portal)}">abrir el portal</a></p>\n` : ''}<p style="color:#666;font-size:12px">${html(PIE)}</p>`;
  return { to: d.correo ?? '', subject: asuntoDigesto(d.filas), text: lineas.join('\n'), html: cuerpo };
}
