import { describe, expect, it } from 'vitest';
import { ALERTA_DIAS } from '@portal/shared/domain';
import { asuntoDigesto, correoDigesto, DIGESTO_MAX } from './avisos-correo';
import type { CorreoReclamado, DigestoReclamado } from './correos.repository';

const DAY = 86_400_000;
const ORIGEN = 'https://portal.example.com';
const ahora = new Date('2026-11-25T12:00:00Z');
const PLANTA = { zonaHoraria: 'UTC', diasAlerta: ALERTA_DIAS };

const fila = (numero: number, nivel: CorreoReclamado['nivel'] = 'vencida'): CorreoReclamado => ({
  id: `c${numero}`,
  intentos: 0,
  nivel,
  tarjetaId: `t${numero}`,
  numero,
  color: 'Roja',
  maquina: 'Torno <3>',
  prioridad: 'Alta',
  equipo: '',
  fecha: new Date(ahora.getTime() - 18 * DAY),
  estadoTarjeta: 'Abierta',
});

const digesto = (filas: CorreoReclamado[]): DigestoReclamado => ({ userId: 'u', nombre: 'Ana & Co', correo: 'ana@example.com', avisosCorreo: true, filas });

describe('the overdue digest e-mail', () => {
  it('says how many in the subject, escalations apart; one notice keeps its own subject', () => {
    expect(asuntoDigesto([fila(7)])).toBe('Tarjeta Roja N°7 vencida: superó su plazo');
    expect(asuntoDigesto([fila(7, 'escalada')])).toBe('Escalada: Tarjeta Roja N°7 superó el doble de su plazo');
    expect(asuntoDigesto([fila(1), fila(2), fila(3)])).toBe('Portal de Mejora Continua: 3 tarjetas vencidas');
    expect(asuntoDigesto([fila(1), fila(2, 'escalada')])).toBe('Portal de Mejora Continua: 1 tarjeta vencida y 1 escalada a Administración');
    expect(asuntoDigesto([fila(1), fila(2), fila(3, 'escalada'), fila(4, 'escalada')])).toBe(
      'Portal de Mejora Continua: 2 tarjetas vencidas y 2 escaladas a Administración',
    );
    expect(asuntoDigesto([fila(1, 'escalada'), fila(2, 'escalada')])).toBe('Portal de Mejora Continua: 2 tarjetas escaladas a Administración');
  });

  it('lists each card with colour, machine, priority, days over, level and its link; HTML escaped', () => {
    const c = correoDigesto(digesto([fila(1, 'escalada'), fila(2)]), ORIGEN, ahora, PLANTA);
    expect(c.to).toBe('ana@example.com');
    expect(c.text).toContain('Hola Ana & Co:');
    expect(c.text).toContain('Las escaladas superaron el doble de su plazo');
    expect(c.text).toContain(`- Tarjeta Roja N°1 · Máquina: Torno <3> · Prioridad Alta · Excedido 3 días · Escalada a Admin\n  ${ORIGEN}/tarjeta/t1`);
    expect(c.text).toContain(`- Tarjeta Roja N°2 · Máquina: Torno <3> · Prioridad Alta · Excedido 3 días · Vencida\n  ${ORIGEN}/tarjeta/t2`);
    expect(c.html).toContain('Hola Ana &amp; Co:');
    expect(c.html).toContain(
      `<li><a href="${ORIGEN}/tarjeta/t2">Tarjeta Roja N°2</a> · Máquina: Torno &lt;3&gt; · Prioridad Alta · Excedido 3 días · Vencida</li>`,
    );
    expect(c.html).not.toContain('<3>');
  });

  it(`lists at most ${DIGESTO_MAX} cards, then 'y N más' with the portal's link`, () => {
    const filas = Array.from({ length: DIGESTO_MAX + 3 }, (_, i) => fila(i + 1));
    const c = correoDigesto(digesto(filas), ORIGEN, ahora, PLANTA);
    expect(c.subject).toBe(`Portal de Mejora Continua: ${DIGESTO_MAX + 3} tarjetas vencidas`);
    expect(c.text.match(/\/tarjeta\//g)).toHaveLength(DIGESTO_MAX);
    expect(c.text).toContain(`/tarjeta/t${DIGESTO_MAX}\n`);
    expect(c.text).not.toContain(`/tarjeta/t${DIGESTO_MAX + 1}`);
    expect(c.text).toContain(`y 3 más: véalas en la campana de notificaciones (Vencidas) del portal: ${ORIGEN}/`);
    expect(c.html.match(/<li>/g)).toHaveLength(DIGESTO_MAX);
    expect(c.html).toContain(`y 3 más: véalas en la campana de notificaciones (Vencidas) del portal: <a href="${ORIGEN}/">abrir el portal</a>`);
  });
});
