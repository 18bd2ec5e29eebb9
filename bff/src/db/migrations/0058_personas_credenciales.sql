-- Issue 24: the pin and the session version moved to personas (0057); the users' copies go.
ALTER TABLE "users" DROP COLUMN "password_hash";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "sesion_version";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "debe_cambiar_pin";
