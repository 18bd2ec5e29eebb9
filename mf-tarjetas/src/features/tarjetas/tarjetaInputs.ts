import type { Color, FiltroPreset, PlanificacionCampos, Prioridad } from '@portal/shared/domain';

/** `POST /api/tarjetas` (spec §7, add non-yellow card). */
export interface CrearTarjetaBody {
  numero: number;
  descripcion: string;
  sugerencia: string;
  reparacion: string;
  color: Color;
  detecto: string;
  prioridad: Prioridad;
  familia: string;
  maquina: string;
  parteMaquina: string;
  equipo: string;
  riesgoInicial: string;
  tipodeRiesgo: string;
}

/** `POST /api/tarjetas/amarilla`: the same plus the three incident checkboxes. */
export interface CrearTarjetaAmarillaBody extends CrearTarjetaBody {
  sustoExperimentado: boolean;
  sustoObservado: boolean;
  impactoAmbiente: boolean;
}

/** `POST /api/tarjetas/agregarplanificacion`. */
export type PlanificarTarjetaBody = { _id: string } & PlanificacionCampos;

/** `POST /api/tarjetas/cerrar`; dates are ISO date-times. */
export interface CerrarTarjetaBody {
  _id: string;
  inicioReparacion: string;
  finReparacion: string;
  responsable: string;
  tiempoEmpleado: number;
  causa: string;
  tareaRealizada: string;
  tipoAccion: string;
  riesgoFinal: string;
  materialUtilizado: string;
  convertida: boolean;
}

/** `POST /api/tarjetas/cerrar/amarilla`. */
export interface CerrarTarjetaAmarillaBody {
  _id: string;
  finReparacion: string;
  responsable: string;
  tareaRealizada: string;
  tipoAccion: string;
  riesgoFinal: string;
  accionesComplementarias: string;
  causa: string;
  convertida: boolean;
  verificacion: boolean;
}

/** Fields of `POST /api/tarjetas/editar`; the server keeps whatever is left out. */
interface EditarTarjetaCampos {
  descripcion: string;
  detecto: string;
  prioridad: Prioridad;
  maquina: string;
  parteMaquina: string;
  familia: string;
  equipo: string;
  riesgoInicial: string;
  responsable: string;
  tiempoEmpleado: number | null;
  tipodeRiesgo: string;
  tipoAccion: string;
  causa: string;
  riesgoFinal: string;
  tareaRealizada: string;
  materialUtilizado: string;
  reparacion: string;
}

/** Fields of `POST /api/tarjetas/editarAmarilla`; the server keeps whatever is left out. */
interface EditarTarjetaAmarillaCampos {
  descripcion: string;
  detecto: string;
  prioridad: Prioridad;
  maquina: string;
  parteMaquina: string;
  familia: string;
  equipo: string;
  sugerencia: string;
  tipodeRiesgo: string;
  riesgoInicial: string;
  responsable: string;
  tareaRealizada: string;
  riesgoFinal: string;
  tipoAccion: string;
  accionesComplementarias: string;
  reparacion: string;
}

export type EditarTarjetaBody = { _id: string } & Partial<EditarTarjetaCampos>;
export type EditarTarjetaAmarillaBody = { _id: string } & Partial<EditarTarjetaAmarillaCampos>;

/** `POST /api/tarjetas/agregarimagen`. */
export interface AgregarImagenBody {
  _id: string;
  imagenUrl: string;
}

/** `POST /api/filters`: a preset without its id. */
export type GuardarFiltroBody = Omit<FiltroPreset, '_id'>;
