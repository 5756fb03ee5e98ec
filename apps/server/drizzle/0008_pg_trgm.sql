-- Trigram matching for fuzzy searches (customer names and phones). PGlite loads the extension in its client
-- (db/client.ts); on PostgreSQL it ships with the server's contrib package.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
