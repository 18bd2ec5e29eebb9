CREATE TABLE "datos_demo" (
	"entidad" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "datos_demo_entidad_id_pk" PRIMARY KEY("entidad","id")
);
