import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { GlobalStyles } from '@mui/material';
import { etiquetaPasoNombre, textoReglaAuditoriaAm, type AuditoriaAm } from '@portal/shared/domain';
import { FechaPlanta } from '@portal/shared/ui';
import { ATRIBUTO_HOJA_AUDITORIA, CSS_HOJA_AUDITORIA, escalaHoja } from './impresionAuditoria';
import { nombreSeccion, RadarSecciones } from './RadarSecciones';

/**
 * The signed audit on one A4 page: header and verdict, the radar beside each section's %, every requirement with its
 * score, comment and action (no photos), the remarks and the signature. It sits directly in <body>, hidden on screen
 * and from screen readers (the page says the same); printing shows it alone.
 */
export function HojaAuditoria({ auditoria }: { auditoria: AuditoriaAm }) {
  const { plantilla, respuestas, resultado } = auditoria;
  const { escala, completa } = escalaHoja(plantilla, respuestas);
  return createPortal(
    <div {...{ [ATRIBUTO_HOJA_AUDITORIA]: '' }} aria-hidden="true">
      <GlobalStyles styles={CSS_HOJA_AUDITORIA} />
      <div className="aud-hoja">
        <header>
          <h1>{`Auditoría del paso ${auditoria.paso} · ${auditoria.equipo.nombre}`}</h1>
          <p>
            {`${etiquetaPasoNombre(auditoria.paso, auditoria.pasoNombre)} · Auditor: ${auditoria.auditor?.nombre ?? '—'} · Firmada el `}
            <FechaPlanta valor={auditoria.firmadaEn} />
          </p>
          <p className="aud-veredicto">{`${auditoria.aprobada ? 'Aprobada' : 'No aprobada'} · Promedio ${auditoria.porcentaje ?? resultado.porcentaje ?? 0} %`}</p>
          <p>
            {`Regla: ${textoReglaAuditoriaAm(plantilla.regla)}.`}
            {resultado.bajoMinimo.length ? ` En negrita, los requisitos por debajo de ${plantilla.regla.minimoRequisito}.` : ''}
          </p>
        </header>
        <div className="aud-resumen">
          <RadarSecciones secciones={resultado.secciones} ancho={216} alto={200} tabla={false} />
          <table>
            <thead>
              <tr>
                <th>Sección</th>
                <th className="aud-num">Puntaje</th>
              </tr>
            </thead>
            <tbody>
              {resultado.secciones.map((s, i) => (
                <tr key={s.titulo}>
                  <td>{nombreSeccion(i, s.titulo)}</td>
                  <td className="aud-num">{s.porcentaje === null ? '—' : `${s.porcentaje} %`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="aud-tabla">
          <table className="aud-requisitos" style={{ '--aud-escala': escala } as CSSProperties}>
            <colgroup>
              <col className="aud-c-req" />
              <col className="aud-c-pts" />
              <col className="aud-c-com" />
              <col className="aud-c-acc" />
            </colgroup>
            <thead>
              <tr>
                <th>Requisito</th>
                <th className="aud-num">Pts.</th>
                <th>Comentario</th>
                <th>Acción</th>
              </tr>
            </thead>
            {plantilla.secciones.map((s, i) => (
              <tbody key={s.titulo}>
                <tr>
                  <th scope="colgroup" colSpan={4}>
                    {`${nombreSeccion(i, s.titulo)} · ${resultado.secciones[i]?.porcentaje ?? 0} %`}
                  </th>
                </tr>
                {s.requisitos.map((r) => {
                  const resp = respuestas[r.id];
                  const bajo = resultado.bajoMinimo.includes(r.id);
                  return (
                    <tr key={r.id} className={bajo ? 'aud-bajo' : undefined}>
                      <td>
                        <div>{r.texto}</div>
                      </td>
                      <td className="aud-num">{resp?.puntaje ?? '—'}</td>
                      <td>
                        <div>{resp?.comentario}</div>
                      </td>
                      <td>
                        <div>{resp?.accion}</div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            ))}
          </table>
        </div>
        {!completa && <p>No entran todos los requisitos en una hoja: la lista completa está en el portal.</p>}
        {auditoria.observaciones && <p className="aud-observaciones">{`Observaciones: ${auditoria.observaciones}`}</p>}
        <footer className="aud-firma">
          <span>{`Auditor: ${auditoria.auditor?.nombre ?? ''}`}</span>
          <span>Firma</span>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
