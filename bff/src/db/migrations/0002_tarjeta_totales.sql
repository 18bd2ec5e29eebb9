CREATE TABLE "tarjeta_totales" (
	"color" text NOT NULL,
	"estado" text NOT NULL,
	"equipo" text NOT NULL,
	"prioridad" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tarjeta_totales_pk" PRIMARY KEY("color","estado","equipo","prioridad")
);
