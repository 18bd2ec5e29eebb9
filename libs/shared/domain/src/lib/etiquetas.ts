const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const limpio = (value: string | null): string | undefined => {
  const v = value?.trim();
  return v ? v : undefined;
};

/**
 * The query of a machine's QR label (`/agregartarjeta?maquina=<campo _id>&parte=<part name>`): trimmed values,
 * an empty one is left out and `maquinaId` must be a UUID (anything else is ignored).
 */
export function leerEtiquetaMaquina(params: URLSearchParams): { maquinaId?: string; parte?: string } {
  const maquinaId = limpio(params.get('maquina'));
  const parte = limpio(params.get('parte'));
  return {
    ...(maquinaId && UUID.test(maquinaId) ? { maquinaId } : {}),
    ...(parte ? { parte } : {}),
  };
}
