import type { ReactNode } from 'react';
import { plural, textoObjetivoLogrado, type Kaizen } from '@portal/shared/domain';
import { usePlantaTiempo } from '@portal/shared/ui';
import { FILAS_TARJETAS_A3, filasTarjetasA3 } from './tarjetasA3';

const SIN_DATO = '—';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children === '' || children === null ? SIN_DATO : children}</dd>
    </div>
  );
}

function Cuadrante({ id, clase, titulo, children }: { id: string; clase: string; titulo: string; children: ReactNode }) {
  return (
    <section className={`a3-cuadrante ${clase}`} aria-labelledby={id}>
      <h2 id={id}>{titulo}</h2>
      {children}
    </section>
  );
}

function TablaTarjetas({ kaizen, id }: { kaizen: Kaizen; id: string }) {
  const filas = filasTarjetasA3(kaizen);
  if (filas.length === 0) return <p className="a3-vacio">Sin tarjetas vinculadas</p>;
  const resto = filas.length - FILAS_TARJETAS_A3;
  return (
    <>
      <table aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">N°</th>
            <th scope="col">Color</th>
            <th scope="col">Estado</th>
            <th scope="col">Descripción</th>
            <th scope="col">Vínculo</th>
          </tr>
        </thead>
        <tbody>
          {filas.slice(0, FILAS_TARJETAS_A3).map((t) => (
            <tr key={`${t.color}-${t.numero}`}>
              <td>{t.numero}</td>
              <td>{t.color}</td>
              <td>{t.estado}</td>
              <td className="a3-descripcion">
                <div>{t.descripcion}</div>
              </td>
              <td>{t.vinculo}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {resto > 0 ? <p className="a3-vacio">{`… y ${plural(resto, 'tarjeta', 'tarjetas')} más (ver el detalle del Kaizen)`}</p> : null}
    </>
  );
}

function Imagen({ url, lado, numero }: { url: string; lado: 'Antes' | 'Después'; numero: number }) {
  return (
    <figure>
      <figcaption>{lado}</figcaption>
      {url ? (
        <img src={url} alt={`Imagen ${lado === 'Antes' ? 'del antes' : 'del después'} del Kaizen N°${numero}`} />
      ) : (
        <div className="a3-sin-imagen">Sin imagen</div>
      )}
    </figure>
  );
}

/** The A3 sheet's content: header, the four PDCA quadrants, the images and the follow-up. */
export function HojaA3({ kaizen }: { kaizen: Kaizen }) {
  const id = (parte: string) => `a3-${kaizen._id}-${parte}`;
  const tiempo = usePlantaTiempo();
  return (
    <article className="a3-hoja" aria-labelledby={id('titulo')}>
      <header className="a3-cabecera">
        <h1 id={id('titulo')}>{`Quick Kaizen N°${kaizen.numero}`}</h1>
        <p className="a3-tema">{kaizen.tema}</p>
        <dl className="a3-datos">
          <Dato label="Código del Kaizen">{kaizen.codigo}</Dato>
          <Dato label="Máquina">{kaizen.maquina}</Dato>
          <Dato label="Línea">{kaizen.linea}</Dato>
          <Dato label="Pilar">{kaizen.pilar}</Dato>
          <Dato label="Líder del equipo de mejora">{kaizen.lider}</Dato>
          <Dato label="Pérdida atacada">{kaizen.perdidaAtacada}</Dato>
          <Dato label="Fecha apertura">{tiempo.fecha(kaizen.fecha)}</Dato>
          <Dato label="Estado actual">{kaizen.estadoActual}</Dato>
        </dl>
      </header>
      <Cuadrante id={id('planificar')} clase="a3-plan" titulo="Planificar">
        <dl>
          <Dato label="Descripción del problema">{kaizen.descripcionProblema}</Dato>
          <Dato label="Objetivo">{kaizen.objetivo}</Dato>
          <Dato label="Causas">{kaizen.causas}</Dato>
          <Dato label="Acciones">{kaizen.acciones}</Dato>
        </dl>
      </Cuadrante>
      <Cuadrante id={id('hacer')} clase="a3-hacer" titulo="Hacer">
        <TablaTarjetas kaizen={kaizen} id={id('hacer')} />
      </Cuadrante>
      <Cuadrante id={id('estandarizar')} clase="a3-est" titulo="Estandarizar">
        <dl>
          <Dato label="Documentos a modificar">{kaizen.documentos}</Dato>
          <Dato label="Otra máquina donde aplica">{kaizen.otraMaquina}</Dato>
        </dl>
      </Cuadrante>
      <Cuadrante id={id('chequear')} clase="a3-cheq" titulo="Chequear">
        <dl>
          <Dato label="¿Se logró el objetivo?">{textoObjetivoLogrado(kaizen)}</Dato>
        </dl>
      </Cuadrante>
      <Cuadrante id={id('imagenes')} clase="a3-img" titulo="Antes y después">
        <div className="a3-imagenes">
          <Imagen url={kaizen.imagenFrontUrl} lado="Antes" numero={kaizen.numero} />
          <Imagen url={kaizen.imagenBackUrl} lado="Después" numero={kaizen.numero} />
        </div>
      </Cuadrante>
      <Cuadrante id={id('seguimiento')} clase="a3-seg" titulo="Seguimiento">
        <dl>
          <Dato label="Responsable de seguimiento">{kaizen.responsableSeguimiento}</Dato>
          <Dato label="Fecha de finalización de la mejora">{tiempo.fecha(kaizen.fechaFinalizacionMejora)}</Dato>
          <Dato label="Costo">{kaizen.costo}</Dato>
          <Dato label="Beneficio">{kaizen.beneficio}</Dato>
          <Dato label="Verificación">{kaizen.verificacion}</Dato>
        </dl>
      </Cuadrante>
    </article>
  );
}
