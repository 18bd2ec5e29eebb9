-- Register images cards already show (attached before the archivos table existed), so deleting or
-- re-imaging such a card also removes its file. Only URLs of our own storage shapes, and only URLs a
-- single card uses (the old code let two cards share one): a shared or foreign URL stays untracked and
-- is never removed. Their size is unknown (0). Safe to run again.
INSERT INTO "archivos" ("url", "storage", "key", "bytes", "uploaded_by", "uploaded_at", "attached_to", "attached_at")
SELECT t."imagen_url",
       CASE WHEN t."imagen_url" ~ '^https://res\.cloudinary\.com/' THEN 'cloudinary' ELSE 'local' END,
       CASE WHEN t."imagen_url" ~ '^https://res\.cloudinary\.com/'
            THEN substring(t."imagen_url" from '/image/upload/(?:v[0-9]+/)?(portal/[^/.]+)\.[a-z]+$')
            ELSE substring(t."imagen_url" from '/uploads/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp))$')
       END,
       0, NULL, now(), t."id", now()
FROM "tarjetas" t
WHERE (t."imagen_url" ~ '^(https?://[^/]+)?/uploads/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$'
       OR t."imagen_url" ~ '^https://res\.cloudinary\.com/[^/]+/image/upload/(v[0-9]+/)?portal/[^/.]+\.[a-z]+$')
  AND (SELECT count(*) FROM "tarjetas" o WHERE o."imagen_url" = t."imagen_url") = 1
ON CONFLICT DO NOTHING;
