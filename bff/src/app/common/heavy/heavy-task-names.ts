/** Names of the tasks bff/src/app/common/heavy/heavy-worker.ts serves (kept apart: importing the worker runs it). */
export const HEAVY_TASK = {
  /** Read an import file (.xlsx/.csv) and analyse it: importar-tarea.ts. */
  importarAnalizar: 'importar.analizar',
  /** QR labels PDF, streamed: campos/etiquetas-pdf.ts. */
  etiquetasPdf: 'etiquetas.pdf',
  /** 'Reporte de avance' PDF: dashboard/reporte-pdf.ts. */
  reportePdf: 'reporte.pdf',
} as const;
