CREATE TABLE "filtros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"seleccion" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filtros_user_nombre_unique" UNIQUE("user_id","nombre")
);
--> statement-breakpoint
CREATE TABLE "tarjeta_contadores" (
	"color" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tarjetas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" integer NOT NULL,
	"color" text NOT NULL,
	"estado" text DEFAULT 'Abierta' NOT NULL,
	"fecha" timestamp with time zone DEFAULT now() NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"sugerencia" text DEFAULT '' NOT NULL,
	"reparacion" text DEFAULT '' NOT NULL,
	"detecto" text DEFAULT '' NOT NULL,
	"prioridad" text NOT NULL,
	"familia" text DEFAULT '' NOT NULL,
	"maquina" text DEFAULT '' NOT NULL,
	"parte_maquina" text DEFAULT '' NOT NULL,
	"equipo" text DEFAULT '' NOT NULL,
	"riesgo_inicial" text DEFAULT '' NOT NULL,
	"tipode_riesgo" text DEFAULT '' NOT NULL,
	"riesgo_final" text DEFAULT '' NOT NULL,
	"inicio_reparacion" timestamp with time zone,
	"fin_reparacion" timestamp with time zone,
	"responsable" text DEFAULT '' NOT NULL,
	"tiempo_empleado" double precision,
	"causa" text DEFAULT '' NOT NULL,
	"tarea_realizada" text DEFAULT '' NOT NULL,
	"material_utilizado" text DEFAULT '' NOT NULL,
	"tipo_accion" text DEFAULT '' NOT NULL,
	"convertida" boolean DEFAULT false NOT NULL,
	"verificacion" boolean DEFAULT false NOT NULL,
	"acciones_complementarias" text DEFAULT '' NOT NULL,
	"susto_experimentado" boolean DEFAULT false NOT NULL,
	"susto_observado" boolean DEFAULT false NOT NULL,
	"impacto_ambiente" boolean DEFAULT false NOT NULL,
	"imagen_url" text DEFAULT '' NOT NULL,
	"planificacion" boolean DEFAULT false NOT NULL,
	"prevista_cierre" date,
	"responsable_seguimiento" text DEFAULT '' NOT NULL,
	"recursos" text DEFAULT '' NOT NULL,
	"materiales" text DEFAULT '' NOT NULL,
	"solicitud_compras" date,
	"comprometida_compras" date,
	"tarea_realizar" text DEFAULT '' NOT NULL,
	"responsable_tarea" text DEFAULT '' NOT NULL,
	"comentario1" text DEFAULT '' NOT NULL,
	"comentario2" text DEFAULT '' NOT NULL,
	"comentario3" text DEFAULT '' NOT NULL,
	"creado_por" uuid,
	"cerrada_en" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "filtros" ADD CONSTRAINT "filtros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarjetas" ADD CONSTRAINT "tarjetas_creado_por_users_id_fk" FOREIGN KEY ("creado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_color_numero_unique" ON "tarjetas" USING btree ("color","numero");--> statement-breakpoint
CREATE INDEX "tarjetas_fecha_id_idx" ON "tarjetas" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "tarjetas_estado_fecha_idx" ON "tarjetas" USING btree ("estado","fecha");--> statement-breakpoint
CREATE INDEX "tarjetas_creado_por_cerrada_en_idx" ON "tarjetas" USING btree ("creado_por","cerrada_en");