-- Issue 24: each plant's weekly 'Reporte de avance' goes to its own recipients (empty: REPORT_RECIPIENTS).
ALTER TABLE "plantas" ADD COLUMN "destinatarios_reporte" text[] DEFAULT '{}'::text[] NOT NULL;
