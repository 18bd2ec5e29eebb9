CREATE TABLE "tarjeta_totales" (
	"color" text NOT NULL,
	"estado" text NOT NULL,
	"equipo" text NOT NULL,
	"prioridad" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tarjeta_totales_pk" PRIMARY KEY("color","estado","equipo","prioridad")
);
--> statement-breakpoint
CREATE INDEX "tarjetas_numero_id_idx" ON "tarjetas" USING btree ("numero","id");--> statement-breakpoint
CREATE INDEX "tarjetas_color_id_idx" ON "tarjetas" USING btree ("color","id");--> statement-breakpoint
CREATE INDEX "tarjetas_equipo_id_idx" ON "tarjetas" USING btree ("equipo","id");--> statement-breakpoint
CREATE INDEX "tarjetas_prioridad_id_idx" ON "tarjetas" USING btree ("prioridad","id");--> statement-breakpoint
CREATE INDEX "tarjetas_estado_id_idx" ON "tarjetas" USING btree ("estado","id");