/**
 * At most `maximo` holders at once and `maxEnCola` waiting, served in arrival order; beyond that `tomar`
 * answers `undefined` at once (the caller refuses the request). Kept in this process on purpose: it bounds
 * this instance's own memory and CPU, which no other replica shares.
 */
export class LimiteConcurrencia {
  private enCurso = 0;
  private readonly cola: ((liberar: () => void) => void)[] = [];

  constructor(
    private readonly maximo: number,
    private readonly maxEnCola: number,
  ) {}

  /** A release function once a place is free; `undefined` when full; rejects if `signal` aborts while waiting. */
  tomar(signal?: AbortSignal): Promise<(() => void) | undefined> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.enCurso < this.maximo) {
      this.enCurso++;
      return Promise.resolve(this.liberador());
    }
    if (this.cola.length >= this.maxEnCola) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => {
      const turno = (liberar: () => void) => {
        signal?.removeEventListener('abort', irse);
        resolve(liberar);
      };
      // A request whose client left while waiting gives its place in the queue back.
      const irse = () => {
        this.cola.splice(this.cola.indexOf(turno), 1);
        reject(signal?.reason);
      };
      signal?.addEventListener('abort', irse, { once: true });
      this.cola.push(turno);
    });
  }

  /** Holders and waiters now (tests, logs). */
  get estado(): { enCurso: number; enCola: number } {
    return { enCurso: this.enCurso, enCola: this.cola.length };
  }

  /** Releasing twice is harmless; a release hands the place straight to the first waiter. */
  private liberador(): () => void {
    let liberado = false;
    return () => {
      if (liberado) return;
      liberado = true;
      const siguiente = this.cola.shift();
      if (siguiente) siguiente(this.liberador());
      else this.enCurso--;
    };
  }
}
