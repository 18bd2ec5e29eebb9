CREATE INDEX "tarjetas_numero_id_idx" ON "tarjetas" USING btree ("numero","id");--> statement-breakpoint
CREATE INDEX "tarjetas_color_id_idx" ON "tarjetas" USING btree ("color","id");--> statement-breakpoint
CREATE INDEX "tarjetas_equipo_id_idx" ON "tarjetas" USING btree ("equipo","id");--> statement-breakpoint
CREATE INDEX "tarjetas_prioridad_id_idx" ON "tarjetas" USING btree ("prioridad","id");--> statement-breakpoint
CREATE INDEX "tarjetas_estado_id_idx" ON "tarjetas" USING btree ("estado","id");