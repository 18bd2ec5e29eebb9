ALTER TABLE "pantalla_codigos" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "pantalla_codigos_ip_idx" ON "pantalla_codigos" USING btree ("ip");