// Entry of every heavy-job worker thread (bundled as dist/bff/heavy-worker.js; from the sources through
// ts-worker-bootstrap.mjs). Each task runs here, off the event loop that answers requests.
import { streamEtiquetasPdf } from '../../campos/etiquetas-pdf';
import { dibujarReporte } from '../../dashboard/reporte-pdf';
import { analizarImportacion } from '../../importar/importar-tarea';
import { HEAVY_TASK } from './heavy-task-names';
import { serveHeavyTasks } from './heavy-worker-runtime';

serveHeavyTasks({
  [HEAVY_TASK.importarAnalizar]: analizarImportacion,
  // A drawing error destroys the stream: the pool hands it to the request's stream, whose handler logs it.
  [HEAVY_TASK.etiquetasPdf]: (etiquetas) => streamEtiquetasPdf(etiquetas, () => undefined),
  [HEAVY_TASK.reportePdf]: dibujarReporte,
});
