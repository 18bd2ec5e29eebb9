DROP INDEX "archivos_attached_to_unique";--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "tarjeta_lado" text;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "imagen_antes_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "imagen_despues_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "archivos_tarjeta_lado_unique" ON "archivos" USING btree ("attached_to","tarjeta_lado") WHERE "archivos"."attached_to" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_idempotency_unique" ON "tarjetas" USING btree ("creado_por","idempotency_key") WHERE "tarjetas"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "tarjetas_abiertas_maquina_idx" ON "tarjetas" USING btree ("maquina","parte_maquina","fecha") WHERE "tarjetas"."estado" = 'Abierta';--> statement-breakpoint
CREATE INDEX "tarjetas_imagen_antes_url_idx" ON "tarjetas" USING btree ("imagen_antes_url") WHERE "tarjetas"."imagen_antes_url" <> '';--> statement-breakpoint
CREATE INDEX "tarjetas_imagen_despues_url_idx" ON "tarjetas" USING btree ("imagen_despues_url") WHERE "tarjetas"."imagen_despues_url" <> '';