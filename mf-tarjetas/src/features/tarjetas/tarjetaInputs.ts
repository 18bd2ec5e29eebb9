import type {
  AgregarImagenInput,
  CerrarTarjetaAmarillaBody as CerrarTarjetaAmarillaBodyDomain,
  CerrarTarjetaBody as CerrarTarjetaBodyDomain,
  Color,
  FiltroPreset,
  PlanificacionCampos,
  Prioridad,
} from '@portal/shared/domain';

// Request bodies. Where the domain schema's input type (`z.input`) describes the body it is used.
// The others stay hand-written: the add bodies carry the form's raw values (any colour and family,
// plus the previewed `numero`), and the edit schemas preprocess every field (placeholder, null → kept
// value), so their input types are `unknown` throughout.

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

/** The close dialogs' optional 'Imagen del después', already uploaded (`POST /api/uploads`). */
interface ImagenDespues {
  imagenDespuesUrl?: string;
}

/** `POST /api/tarjetas/cerrar`; dates are ISO date-times. `tiempoEmpleado` is sent but the server recomputes it. */
export type CerrarTarjetaBody = CerrarTarjetaBodyDomain & { tiempoEmpleado: number } & ImagenDespues;

/** `POST /api/tarjetas/cerrar/amarilla`. */
export type CerrarTarjetaAmarillaBody = CerrarTarjetaAmarillaBodyDomain & ImagenDespues;

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

/** `POST /api/tarjetas/agregarimagen`, `/agregarimagenantes` and `/agregarimagendespues`. */
export type AgregarImagenBody = AgregarImagenInput;

/** `POST /api/filters`: a preset without its id. */
export type GuardarFiltroBody = Omit<FiltroPreset, '_id'>;
