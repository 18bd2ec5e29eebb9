-- Issue 25 §4: the tag curve counts a team's closed cards by their repair's end (an index-only scan once vacuumed).
CREATE INDEX "tarjetas_cerrada_equipo_fin_idx" ON "tarjetas" ("planta_id", "equipo", "fin_reparacion") WHERE "estado" = 'Cerrada';
