import { usePlantaTiempo } from './PlantaTiempoProvider';

export interface FechaPlantaProps {
  /** An instant (ISO) or a plant day 'YYYY-MM-DD'; nothing is shown for none. */
  valor: string | Date | null | undefined;
  /** DD/MM/YYYY HH:mm instead of DD/MM/YYYY. */
  hora?: boolean;
}

/** A date in the plant's time (a grid cell, a line of text): DD/MM/YYYY [HH:mm]. */
export function FechaPlanta({ valor, hora = false }: FechaPlantaProps) {
  const tiempo = usePlantaTiempo();
  return <>{hora ? tiempo.fechaHora(valor) : tiempo.fecha(valor)}</>;
}
