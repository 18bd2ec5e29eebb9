CREATE TABLE "plantas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"codigo" text NOT NULL,
	"zona" text,
	"dias_alerta_alta" integer DEFAULT 15 NOT NULL,
	"dias_alerta_media" integer DEFAULT 30 NOT NULL,
	"dias_alerta_baja" integer DEFAULT 60 NOT NULL,
	"creada_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plantas_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
-- Every existing row goes to the first plant; its zone stays null (= PLANT_TZ) until an Admin sets one.
INSERT INTO "plantas" ("id", "nombre", "codigo") VALUES (1, 'Planta principal', 'PP');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('plantas', 'id'), (SELECT max(id) FROM plantas));
--> statement-breakpoint
ALTER TABLE "campos" DROP CONSTRAINT "campos_name_value_unique";
--> statement-breakpoint
ALTER TABLE "filtros" DROP CONSTRAINT "filtros_user_nombre_unique";
--> statement-breakpoint
DROP INDEX "auditoria_at_id_idx";
--> statement-breakpoint
DROP INDEX "auditoria_entidad_idx";
--> statement-breakpoint
DROP INDEX "auditoria_actor_idx";
--> statement-breakpoint
DROP INDEX "kaizens_numero_unique";
--> statement-breakpoint
DROP INDEX "kaizens_fecha_id_idx";
--> statement-breakpoint
DROP INDEX "kaizens_codigo_id_idx";
--> statement-breakpoint
DROP INDEX "kaizens_maquina_id_idx";
--> statement-breakpoint
DROP INDEX "kaizens_pilar_id_idx";
--> statement-breakpoint
DROP INDEX "kaizens_lider_id_idx";
--> statement-breakpoint
DROP INDEX "kaizens_estado_implementacion_idx";
--> statement-breakpoint
DROP INDEX "pantallas_activas_idx";
--> statement-breakpoint
DROP INDEX "pantallas_nombre_unique";
--> statement-breakpoint
DROP INDEX "tarjetas_color_numero_unique";
--> statement-breakpoint
DROP INDEX "tarjetas_idempotency_unique";
--> statement-breakpoint
DROP INDEX "tarjetas_abiertas_maquina_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_maquina_fecha_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_fecha_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_estado_fecha_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_creado_por_cerrada_en_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_numero_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_color_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_equipo_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_prioridad_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_estado_id_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_color_fecha_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_cerrada_fin_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_cerrada_color_fin_idx";
--> statement-breakpoint
DROP INDEX "tarjetas_abiertas_prioridad_fecha_idx";
--> statement-breakpoint
DROP INDEX "user_hours_user_id_date_idx";
--> statement-breakpoint
DROP INDEX "user_hours_date_idx";
--> statement-breakpoint
ALTER TABLE "mongo_importados" DROP CONSTRAINT "mongo_importados_coleccion_mongo_id_pk";
--> statement-breakpoint
ALTER TABLE "kaizen_contador" DROP CONSTRAINT "kaizen_contador_pkey";
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" DROP CONSTRAINT "notificaciones_lectura_pkey";
--> statement-breakpoint
ALTER TABLE "reportes_semanales" DROP CONSTRAINT "reportes_semanales_pkey";
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" DROP CONSTRAINT "tarjeta_contadores_pkey";
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" DROP CONSTRAINT "tarjeta_totales_pk";
--> statement-breakpoint
ALTER TABLE "archivos" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "archivos" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "auditoria" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "avisos" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "avisos" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "campos" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "campos" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "comentarios" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "comentarios" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "correos_aviso" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "correos_aviso" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "datos_demo" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "datos_demo" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "filtros" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "filtros" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "kaizen_contador" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "kaizen_contador" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "kaizens" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "kaizens" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "mongo_importados" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "mongo_importados" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "novedades" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "novedades" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "organigrama" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "organigrama" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "pantallas" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pantallas" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "reportes_semanales" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "reportes_semanales" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "tarjetas" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "tarjetas" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "user_hours" ADD COLUMN "planta_id" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
ALTER TABLE "user_hours" ALTER COLUMN "planta_id" SET DEFAULT portal_planta_actual();
--> statement-breakpoint
ALTER TABLE "kaizen_contador" ADD CONSTRAINT "kaizen_contador_pk" PRIMARY KEY("planta_id","id");
--> statement-breakpoint
ALTER TABLE "mongo_importados" ADD CONSTRAINT "mongo_importados_planta_id_coleccion_mongo_id_pk" PRIMARY KEY("planta_id","coleccion","mongo_id");
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ADD CONSTRAINT "notificaciones_lectura_pk" PRIMARY KEY("planta_id","user_id");
--> statement-breakpoint
ALTER TABLE "reportes_semanales" ADD CONSTRAINT "reportes_semanales_pk" PRIMARY KEY("planta_id","semana");
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" ADD CONSTRAINT "tarjeta_contadores_pk" PRIMARY KEY("planta_id","color");
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" ADD CONSTRAINT "tarjeta_totales_pk" PRIMARY KEY("planta_id","color","estado","equipo","prioridad");
--> statement-breakpoint
ALTER TABLE "archivos" ADD CONSTRAINT "archivos_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "aviso_usuarios" ADD CONSTRAINT "aviso_usuarios_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "avisos" ADD CONSTRAINT "avisos_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "campos" ADD CONSTRAINT "campos_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "comentarios" ADD CONSTRAINT "comentarios_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "correos_aviso" ADD CONSTRAINT "correos_aviso_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "datos_demo" ADD CONSTRAINT "datos_demo_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "filtros" ADD CONSTRAINT "filtros_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kaizen_contador" ADD CONSTRAINT "kaizen_contador_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kaizen_tarjetas" ADD CONSTRAINT "kaizen_tarjetas_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kaizens" ADD CONSTRAINT "kaizens_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mongo_importados" ADD CONSTRAINT "mongo_importados_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notificaciones_lectura" ADD CONSTRAINT "notificaciones_lectura_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "novedades" ADD CONSTRAINT "novedades_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "organigrama" ADD CONSTRAINT "organigrama_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pantallas" ADD CONSTRAINT "pantallas_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reportes_semanales" ADD CONSTRAINT "reportes_semanales_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tarjeta_contadores" ADD CONSTRAINT "tarjeta_contadores_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tarjeta_totales" ADD CONSTRAINT "tarjeta_totales_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tarjetas" ADD CONSTRAINT "tarjetas_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_hours" ADD CONSTRAINT "user_hours_planta_id_plantas_id_fk" FOREIGN KEY ("planta_id") REFERENCES "public"."plantas"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "auditoria_at_id_idx" ON "auditoria" USING btree ("planta_id","at","id");
--> statement-breakpoint
CREATE INDEX "auditoria_entidad_idx" ON "auditoria" USING btree ("planta_id","entidad","entidad_id","at","id");
--> statement-breakpoint
CREATE INDEX "auditoria_actor_idx" ON "auditoria" USING btree ("planta_id","actor_id","at","id");
--> statement-breakpoint
CREATE UNIQUE INDEX "kaizens_numero_unique" ON "kaizens" USING btree ("planta_id","numero");
--> statement-breakpoint
CREATE INDEX "kaizens_fecha_id_idx" ON "kaizens" USING btree ("planta_id","fecha","id");
--> statement-breakpoint
CREATE INDEX "kaizens_codigo_id_idx" ON "kaizens" USING btree ("planta_id","codigo","id");
--> statement-breakpoint
CREATE INDEX "kaizens_maquina_id_idx" ON "kaizens" USING btree ("planta_id","maquina","id");
--> statement-breakpoint
CREATE INDEX "kaizens_pilar_id_idx" ON "kaizens" USING btree ("planta_id","pilar","id");
--> statement-breakpoint
CREATE INDEX "kaizens_lider_id_idx" ON "kaizens" USING btree ("planta_id","lider","id");
--> statement-breakpoint
CREATE INDEX "kaizens_estado_implementacion_idx" ON "kaizens" USING btree ("planta_id","estado","implementacion");
--> statement-breakpoint
CREATE INDEX "pantallas_activas_idx" ON "pantallas" USING btree ("planta_id","fecha_creacion") WHERE "pantallas"."revocada_en" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "pantallas_nombre_unique" ON "pantallas" USING btree ("planta_id",lower("nombre")) WHERE "pantallas"."revocada_en" is null;
--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_color_numero_unique" ON "tarjetas" USING btree ("planta_id","color","numero");
--> statement-breakpoint
CREATE UNIQUE INDEX "tarjetas_idempotency_unique" ON "tarjetas" USING btree ("planta_id","creado_por","idempotency_key") WHERE "tarjetas"."idempotency_key" is not null;
--> statement-breakpoint
CREATE INDEX "tarjetas_abiertas_maquina_idx" ON "tarjetas" USING btree ("planta_id","maquina","parte_maquina","fecha") WHERE "tarjetas"."estado" = 'Abierta';
--> statement-breakpoint
CREATE INDEX "tarjetas_maquina_fecha_idx" ON "tarjetas" USING btree ("planta_id","maquina","fecha");
--> statement-breakpoint
CREATE INDEX "tarjetas_fecha_id_idx" ON "tarjetas" USING btree ("planta_id","fecha","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_estado_fecha_idx" ON "tarjetas" USING btree ("planta_id","estado","fecha");
--> statement-breakpoint
CREATE INDEX "tarjetas_creado_por_cerrada_en_idx" ON "tarjetas" USING btree ("planta_id","creado_por","cerrada_en");
--> statement-breakpoint
CREATE INDEX "tarjetas_numero_id_idx" ON "tarjetas" USING btree ("planta_id","numero","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_color_id_idx" ON "tarjetas" USING btree ("planta_id","color","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_equipo_id_idx" ON "tarjetas" USING btree ("planta_id","equipo","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_prioridad_id_idx" ON "tarjetas" USING btree ("planta_id","prioridad","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_estado_id_idx" ON "tarjetas" USING btree ("planta_id","estado","id");
--> statement-breakpoint
CREATE INDEX "tarjetas_color_fecha_idx" ON "tarjetas" USING btree ("planta_id","color","fecha");
--> statement-breakpoint
CREATE INDEX "tarjetas_cerrada_fin_idx" ON "tarjetas" USING btree ("planta_id","fin_reparacion") WHERE "tarjetas"."estado" = 'Cerrada';
--> statement-breakpoint
CREATE INDEX "tarjetas_cerrada_color_fin_idx" ON "tarjetas" USING btree ("planta_id","color","fin_reparacion") WHERE "tarjetas"."estado" = 'Cerrada';
--> statement-breakpoint
CREATE INDEX "tarjetas_abiertas_prioridad_fecha_idx" ON "tarjetas" USING btree ("planta_id","prioridad","fecha") WHERE "tarjetas"."estado" = 'Abierta';
--> statement-breakpoint
CREATE INDEX "user_hours_user_id_date_idx" ON "user_hours" USING btree ("planta_id","user_id","date");
--> statement-breakpoint
CREATE INDEX "user_hours_date_idx" ON "user_hours" USING btree ("planta_id","date");
--> statement-breakpoint
ALTER TABLE "campos" ADD CONSTRAINT "campos_name_value_unique" UNIQUE("planta_id","name","value");
--> statement-breakpoint
ALTER TABLE "filtros" ADD CONSTRAINT "filtros_user_nombre_unique" UNIQUE("planta_id","user_id","nombre");
