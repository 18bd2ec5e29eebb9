import type { KeyboardEvent, MouseEvent } from 'react';
import { Box } from '@mui/material';
import type { MarcadorCil } from '@portal/shared/domain';

export interface MarcaCil {
  /** Unique among the marks. */
  clave: string;
  /** What the round mark shows: the point's number. */
  texto: string;
  /** Names the mark for a screen reader: 'Punto 3 · Cadena'. */
  nombre: string;
  marcador: MarcadorCil;
  /** The point being edited: drawn in another colour, the others faded. */
  destacada?: boolean;
}

export interface ImagenConMarcasProps {
  src: string;
  alt: string;
  marcas: readonly MarcaCil[];
  /** With it, a tap (or the arrow keys) places the mark at that spot of the image. */
  onMarcar?: (m: MarcadorCil) => void;
  /** Where the arrow keys start from (the current mark). */
  actual?: MarcadorCil | null;
  /** Names the tappable image. */
  etiquetaMarcar?: string;
}

/** A fraction of the image's side, 0..1 with three decimals (what the API stores). */
export const fraccion = (v: number): number => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;
const PASO = 0.01;
const FLECHAS: Record<string, [number, number]> = { ArrowLeft: [-PASO, 0], ArrowRight: [PASO, 0], ArrowUp: [0, -PASO], ArrowDown: [0, PASO] };

/**
 * The machine's photo or diagram with its points drawn as numbered round marks at (x, y) fractions of its width and
 * height. The picture fills the frame's width at its own proportions (no height cap, no letter-boxing), so the frame
 * is exactly the picture's box and a fraction of the frame is a fraction of the picture at any screen width.
 */
export function ImagenConMarcas({ src, alt, marcas, onMarcar, actual = null, etiquetaMarcar }: ImagenConMarcasProps) {
  const marcar = (e: MouseEvent<HTMLElement>) => {
    if (!onMarcar) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (!r.width || !r.height) return;
    onMarcar({ x: fraccion((e.clientX - r.left) / r.width), y: fraccion((e.clientY - r.top) / r.height) });
  };
  // The keyboard moves the mark a step at a time (from the centre when there is none yet).
  const teclas = (e: KeyboardEvent<HTMLElement>) => {
    if (!onMarcar) return;
    const base = actual ?? { x: 0.5, y: 0.5 };
    const flecha = FLECHAS[e.key];
    if (flecha) {
      e.preventDefault();
      onMarcar({ x: fraccion(base.x + flecha[0]), y: fraccion(base.y + flecha[1]) });
    } else if ((e.key === 'Enter' || e.key === ' ') && !actual) {
      e.preventDefault();
      onMarcar(base);
    }
  };
  const interactiva = !!onMarcar;
  return (
    <Box
      onClick={interactiva ? marcar : undefined}
      onKeyDown={interactiva ? teclas : undefined}
      role={interactiva ? 'button' : undefined}
      tabIndex={interactiva ? 0 : undefined}
      aria-label={interactiva ? etiquetaMarcar : undefined}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: { xs: '100%', md: 640 },
        mx: 'auto',
        lineHeight: 0,
        cursor: interactiva ? 'crosshair' : undefined,
        touchAction: 'manipulation',
        outlineOffset: 2,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
      }}
    >
      <Box
        component="img"
        src={src}
        alt={alt}
        draggable={false}
        sx={{ display: 'block', width: '100%', height: 'auto', borderRadius: 1, userSelect: 'none' }}
      />
      {marcas.map((m) => (
        <Box
          key={m.clave}
          component="span"
          role="img"
          aria-label={`Marca del ${m.nombre}`}
          data-x={m.marcador.x}
          data-y={m.marcador.y}
          sx={{
            position: 'absolute',
            left: `${m.marcador.x * 100}%`,
            top: `${m.marcador.y * 100}%`,
            transform: 'translate(-50%, -50%)',
            minWidth: 28,
            height: 28,
            px: 0.5,
            borderRadius: 14,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            bgcolor: m.destacada ? 'secondary.main' : 'primary.main',
            color: 'common.white',
            border: 2,
            borderColor: 'common.white',
            boxShadow: 2,
            fontSize: 14,
            fontWeight: 700,
            lineHeight: 1,
            // Taps go to the image below (placing a mark on top of another is allowed).
            pointerEvents: 'none',
            opacity: marcas.some((o) => o.destacada) && !m.destacada ? 0.55 : 1,
            zIndex: m.destacada ? 2 : 1,
          }}
        >
          {m.texto}
        </Box>
      ))}
    </Box>
  );
}
