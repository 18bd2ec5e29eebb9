import { useEffect, useState } from 'react';
import { PANTALLA_CODIGO_SONDEO_MS, pantallasContrato as P, rutaUrl, type CuerpoEntrada, type RespuestaDe } from '@portal/shared/domain';

/** The TV's secret for one pairing: 32 random bytes in base64url (only a hash reaches the server's database). */
export function nuevoSecreto(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The TV's two pairing calls (it has no session). */
type RutaTv = typeof P.pedirCodigo | typeof P.estadoCodigo;
const llamar = <R extends RutaTv>(r: R, cuerpo: CuerpoEntrada<R>): Promise<Response & { json(): Promise<RespuestaDe<R>> }> =>
  fetch(rutaUrl(r), { method: r.metodo, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(cuerpo) });

export interface Vinculacion {
  /** The code to show (null while asking for one), and whether the last request failed (retrying). */
  codigo: string | null;
  sinConexion: boolean;
}

/**
 * The TV's side of pairing (issue 22 §3): asks for a code with a secret of its own, then asks every
 * PANTALLA_CODIGO_SONDEO_MS whether an Admin entered it; `onToken` receives the pantalla token. An expired code
 * (404) is replaced by a new one; a failure is retried on the next round.
 */
export function useVinculacion(onToken: (token: string) => void): Vinculacion {
  const [estado, setEstado] = useState<Vinculacion>({ codigo: null, sinConexion: false });
  useEffect(() => {
    let vivo = true;
    let codigo: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const secreto = nuevoSecreto();
    const ronda = async () => {
      let espera = PANTALLA_CODIGO_SONDEO_MS;
      try {
        if (!codigo) {
          const res = await llamar(P.pedirCodigo, { secreto });
          if (!res.ok) throw new Error(`codigo: ${res.status}`);
          codigo = (await res.json()).codigo;
        } else {
          const res = await llamar(P.estadoCodigo, { codigo, secreto });
          if (res.status === 404) {
            // Expired: a new code at once.
            codigo = null;
            espera = 0;
          } else if (!res.ok) throw new Error(`estado: ${res.status}`);
          else {
            const r = await res.json();
            if (r.estado === 'vinculada') {
              if (vivo) onToken(r.token);
              return;
            }
          }
        }
        if (vivo) setEstado({ codigo, sinConexion: false });
      } catch {
        if (vivo) setEstado((e) => ({ ...e, sinConexion: true }));
      }
      if (vivo) timer = setTimeout(() => void ronda(), espera);
    };
    void ronda();
    return () => {
      vivo = false;
      clearTimeout(timer);
    };
  }, [onToken]);
  return estado;
}
