-- Demo data (issue 21 §3): a database seeded before datos_demo existed gets its demo rows marked here, so 'Borrar
-- datos de demostración' finds them too. The seed runs in one transaction without portal.actor: its audit records
-- are 'sistema' and share that transaction's now(), which is also the seeded hours' created_at. That instant is the
-- first 'sistema' creation of a user (admin:create and migrate:mongo write under names of their own). A database
-- never seeded has no such record and gets no mark. Rows deleted since are not marked (the joins).
WITH semilla AS (
  SELECT min(at) AS t FROM auditoria
  WHERE entidad = 'usuario' AND accion = 'crear' AND actor_id IS NULL AND actor_nombre = 'sistema'
),
creados AS (
  SELECT DISTINCT a.entidad, a.entidad_id FROM auditoria a JOIN semilla s ON a.at = s.t
  WHERE a.accion = 'crear' AND a.actor_id IS NULL AND a.actor_nombre = 'sistema' AND a.entidad IN ('tarjeta', 'kaizen')
)
INSERT INTO datos_demo (entidad, id)
SELECT 'tarjeta', t.id FROM creados c JOIN tarjetas t ON t.id::text = c.entidad_id WHERE c.entidad = 'tarjeta'
UNION
SELECT 'kaizen', k.id FROM creados c JOIN kaizens k ON k.id::text = c.entidad_id WHERE c.entidad = 'kaizen'
UNION
SELECT 'horas', h.id FROM user_hours h JOIN semilla s ON h.created_at::timestamptz(3) = s.t WHERE h.created_by IS NULL
ON CONFLICT DO NOTHING;
