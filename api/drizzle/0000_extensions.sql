-- Trigram search (ARCHITECTURE.md §3); drizzle-kit does not write CREATE EXTENSION.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
