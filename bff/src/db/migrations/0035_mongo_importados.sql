CREATE TABLE "mongo_importados" (
	"coleccion" text NOT NULL,
	"mongo_id" text NOT NULL,
	"entidad_id" uuid NOT NULL,
	"importado_en" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mongo_importados_coleccion_mongo_id_pk" PRIMARY KEY("coleccion","mongo_id")
);
