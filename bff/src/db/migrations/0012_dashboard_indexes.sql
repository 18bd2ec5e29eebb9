CREATE INDEX "tarjetas_color_fecha_idx" ON "tarjetas" USING btree ("color","fecha");--> statement-breakpoint
CREATE INDEX "tarjetas_cerrada_fin_idx" ON "tarjetas" USING btree ("fin_reparacion") WHERE "tarjetas"."estado" = 'Cerrada';--> statement-breakpoint
CREATE INDEX "tarjetas_cerrada_color_fin_idx" ON "tarjetas" USING btree ("color","fin_reparacion") WHERE "tarjetas"."estado" = 'Cerrada';