import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SSE_RECONEXION_MAX_MS, SSE_RECONEXION_MIN_MS, SSE_SILENCIO_MS, type EventoPortal } from '@portal/shared/domain';
import { conectarEventos, TicketRechazado, type EstadoEventos, type OpcionesEventos } from './conectarEventos';
import { crearFake, FakeEventSource } from './prueba/FakeEventSource';

const CREADA: EventoPortal = { tipo: 'tarjeta.creada', id: 't1' };

/** Connects with a fake EventSource, fake timers and a ticket counter; `random` fixed unless given. */
function conectar(extra: Partial<OpcionesEventos> = {}) {
  let n = 0;
  const obtenerTicket = vi.fn(async () => `ticket-${++n}`);
  const onEvento = vi.fn();
  const onReconectado = vi.fn();
  const estados: EstadoEventos[] = [];
  const ventana = new EventTarget();
  const conexion = conectarEventos({
    obtenerTicket,
    onEvento,
    onReconectado,
    onEstado: (e) => estados.push(e),
    crearEventSource: crearFake,
    random: () => 1,
    ventana,
    ...extra,
  });
  return { conexion, obtenerTicket, onEvento, onReconectado, estados, ventana };
}

/** Lets the ticket promise settle (and whatever it schedules). */
const promesas = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reiniciar();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('conectarEventos', () => {
  it('opens /api/events with a fresh ticket, says conectado on listo and passes valid events on', async () => {
    const { onEvento, estados, onReconectado } = conectar();
    expect(estados).toEqual(['conectando']);
    await promesas();
    const es = FakeEventSource.ultima();
    expect(es.url).toBe('/api/events?ticket=ticket-1');
    es.listo();
    expect(estados).toEqual(['conectando', 'conectado']);
    es.evento(CREADA);
    es.evento('{no es json');
    es.evento(JSON.stringify({ tipo: 'tarjeta.inventada', id: 'x' }));
    expect(onEvento).toHaveBeenCalledTimes(1);
    expect(onEvento).toHaveBeenCalledWith(CREADA);
    expect(onReconectado).not.toHaveBeenCalled();
  });

  it('encodes the ticket', async () => {
    conectar({ obtenerTicket: async () => 'a+b/c=' });
    await promesas();
    expect(FakeEventSource.ultima().url).toBe('/api/events?ticket=a%2Bb%2Fc%3D');
    expect(FakeEventSource.ultima().ticket).toBe('a+b/c=');
  });

  it('on error closes the stream and reconnects with a new ticket after a doubling backoff, capped', async () => {
    const { obtenerTicket, estados } = conectar();
    await promesas();
    const esperas: number[] = [];
    for (let i = 0; i < 7; i++) {
      const es = FakeEventSource.ultima();
      es.error();
      expect(es.cerrada).toBe(true);
      const antes = FakeEventSource.abiertas.length;
      const esperado = Math.min(SSE_RECONEXION_MAX_MS, SSE_RECONEXION_MIN_MS * 2 ** i);
      await vi.advanceTimersByTimeAsync(esperado - 1);
      expect(FakeEventSource.abiertas.length).toBe(antes);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeEventSource.abiertas.length).toBe(antes + 1);
      esperas.push(esperado);
    }
    expect(esperas).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(obtenerTicket).toHaveBeenCalledTimes(8);
    expect(new Set(FakeEventSource.abiertas.map((e) => e.ticket)).size).toBe(8);
    expect(estados).toEqual(['conectando', 'reconectando']);
  });

  it('jitters each wait between half and the whole of the backoff', async () => {
    let r = 0;
    conectar({ random: () => r });
    await promesas();
    FakeEventSource.ultima().error();
    // random 0 → half the first wait
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS / 2 - 1);
    expect(FakeEventSource.abiertas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.abiertas).toHaveLength(2);
    r = 0.5;
    FakeEventSource.ultima().error();
    // second wait 2000 × (0.5 + 0.25) = 1500
    await vi.advanceTimersByTimeAsync(1499);
    expect(FakeEventSource.abiertas).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.abiertas).toHaveLength(3);
  });

  it('resets the backoff once a stream says listo, and refetches (onReconectado) on that listo', async () => {
    const { onReconectado, estados } = conectar();
    await promesas();
    FakeEventSource.ultima().listo();
    FakeEventSource.ultima().error();
    await vi.advanceTimersByTimeAsync(1000);
    FakeEventSource.ultima().error();
    await vi.advanceTimersByTimeAsync(2000);
    expect(onReconectado).not.toHaveBeenCalled();
    FakeEventSource.ultima().listo();
    expect(onReconectado).toHaveBeenCalledTimes(1);
    expect(estados).toEqual(['conectando', 'conectado', 'reconectando', 'conectado']);
    // back to the first wait
    FakeEventSource.ultima().error();
    const antes = FakeEventSource.abiertas.length;
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    expect(FakeEventSource.abiertas.length).toBe(antes + 1);
    FakeEventSource.ultima().listo();
    expect(onReconectado).toHaveBeenCalledTimes(2);
  });

  it('refetches on the first listo too when an earlier attempt failed (the page may hold stale data)', async () => {
    const obtenerTicket = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('t');
    const { onReconectado } = conectar({ obtenerTicket });
    await promesas();
    expect(FakeEventSource.abiertas).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    FakeEventSource.ultima().listo();
    expect(onReconectado).toHaveBeenCalledTimes(1);
  });

  it('a refused ticket (TicketRechazado) ends for good: terminado, no retry', async () => {
    const obtenerTicket = vi.fn().mockRejectedValue(new TicketRechazado());
    const { estados, ventana } = conectar({ obtenerTicket });
    await promesas();
    expect(estados).toEqual(['conectando', 'terminado']);
    await vi.advanceTimersByTimeAsync(10 * SSE_RECONEXION_MAX_MS);
    ventana.dispatchEvent(new Event('online'));
    await promesas();
    expect(obtenerTicket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.abiertas).toHaveLength(0);
  });

  it('a ticket refused after a lost stream also ends it', async () => {
    const obtenerTicket = vi.fn().mockResolvedValueOnce('t1').mockRejectedValue(new TicketRechazado());
    const { estados } = conectar({ obtenerTicket });
    await promesas();
    FakeEventSource.ultima().listo();
    FakeEventSource.ultima().error();
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    expect(estados).toEqual(['conectando', 'conectado', 'reconectando', 'terminado']);
    await vi.advanceTimersByTimeAsync(10 * SSE_RECONEXION_MAX_MS);
    expect(obtenerTicket).toHaveBeenCalledTimes(2);
  });

  it('any other ticket failure (network, 5xx) retries with backoff', async () => {
    const obtenerTicket = vi.fn().mockRejectedValueOnce(new Error('500')).mockRejectedValueOnce(new Error('500')).mockResolvedValue('t');
    const { estados } = conectar({ obtenerTicket });
    await promesas();
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    expect(obtenerTicket).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * SSE_RECONEXION_MIN_MS);
    expect(obtenerTicket).toHaveBeenCalledTimes(3);
    FakeEventSource.ultima().listo();
    expect(estados).toEqual(['conectando', 'reconectando', 'conectado']);
  });

  it('silence longer than SSE_SILENCIO_MS counts as a lost stream; pings and events keep it alive', async () => {
    const { estados } = conectar();
    await promesas();
    const es = FakeEventSource.ultima();
    es.listo();
    await vi.advanceTimersByTimeAsync(SSE_SILENCIO_MS - 1);
    es.ping();
    await vi.advanceTimersByTimeAsync(SSE_SILENCIO_MS - 1);
    es.evento(CREADA);
    await vi.advanceTimersByTimeAsync(SSE_SILENCIO_MS - 1);
    expect(es.cerrada).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(es.cerrada).toBe(true);
    expect(estados.at(-1)).toBe('reconectando');
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    expect(FakeEventSource.abiertas).toHaveLength(2);
  });

  it('a stream that never says listo is abandoned after SSE_SILENCIO_MS', async () => {
    conectar();
    await promesas();
    await vi.advanceTimersByTimeAsync(SSE_SILENCIO_MS);
    expect(FakeEventSource.ultima().cerrada).toBe(true);
  });

  it('a ticket request that hangs is abandoned; its late answer opens nothing', async () => {
    let resolver: (t: string) => void = () => {};
    const obtenerTicket = vi
      .fn()
      .mockImplementationOnce(() => new Promise<string>((r) => (resolver = r)))
      .mockResolvedValue('nuevo');
    conectar({ obtenerTicket });
    await vi.advanceTimersByTimeAsync(SSE_SILENCIO_MS);
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    expect(FakeEventSource.abiertas.map((e) => e.ticket)).toEqual(['nuevo']);
    resolver('viejo');
    await promesas();
    expect(FakeEventSource.abiertas.map((e) => e.ticket)).toEqual(['nuevo']);
  });

  it('the online event retries at once instead of waiting out the backoff', async () => {
    const { ventana, obtenerTicket } = conectar();
    await promesas();
    FakeEventSource.ultima().error();
    ventana.dispatchEvent(new Event('online'));
    await promesas();
    expect(obtenerTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.abiertas).toHaveLength(2);
    // The cancelled wait does not open a third stream later.
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MAX_MS);
    expect(FakeEventSource.abiertas).toHaveLength(2);
  });

  it('the online event leaves an open stream alone', async () => {
    const { ventana, obtenerTicket } = conectar();
    await promesas();
    FakeEventSource.ultima().listo();
    ventana.dispatchEvent(new Event('online'));
    await promesas();
    expect(obtenerTicket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.ultima().cerrada).toBe(false);
  });

  it('fin ends for good: the stream closes, terminado, no reconnect, online ignored', async () => {
    const { estados, ventana, obtenerTicket } = conectar();
    await promesas();
    const es = FakeEventSource.ultima();
    es.listo();
    es.fin();
    expect(es.cerrada).toBe(true);
    expect(estados.at(-1)).toBe('terminado');
    ventana.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * SSE_SILENCIO_MS);
    expect(obtenerTicket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.abiertas).toHaveLength(1);
  });

  it('ignores what an abandoned stream still sends', async () => {
    const { onEvento, onReconectado } = conectar();
    await promesas();
    const vieja = FakeEventSource.ultima();
    vieja.listo();
    vieja.error();
    await vi.advanceTimersByTimeAsync(SSE_RECONEXION_MIN_MS);
    vieja.evento(CREADA);
    vieja.listo();
    vieja.fin();
    vieja.error();
    expect(onEvento).not.toHaveBeenCalled();
    expect(onReconectado).not.toHaveBeenCalled();
    FakeEventSource.ultima().listo();
    expect(onReconectado).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.abiertas).toHaveLength(2);
  });

  it('cerrar closes the stream, cancels a pending retry and a pending ticket, and unhooks online', async () => {
    const { conexion, ventana, obtenerTicket } = conectar();
    await promesas();
    FakeEventSource.ultima().error();
    conexion.cerrar();
    await vi.advanceTimersByTimeAsync(10 * SSE_RECONEXION_MAX_MS);
    ventana.dispatchEvent(new Event('online'));
    await promesas();
    expect(obtenerTicket).toHaveBeenCalledTimes(1);

    let resolver: (t: string) => void = () => {};
    const otra = conectar({ obtenerTicket: () => new Promise<string>((r) => (resolver = r)) });
    otra.conexion.cerrar();
    resolver('tarde');
    await promesas();
    expect(FakeEventSource.abiertas).toHaveLength(1);
    expect(FakeEventSource.ultima().cerrada).toBe(true);
  });
});
