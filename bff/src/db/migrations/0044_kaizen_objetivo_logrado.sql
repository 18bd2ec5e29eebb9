ALTER TABLE "kaizens" ADD COLUMN "objetivo_logrado" text;
