-- Issue 36: a person's attempt at a day's game is claimed before its table is made, with the id the table will
-- have (docs/challenge.md, "One attempt"), so that of two requests at once only one makes a table. The row
-- therefore exists a moment before the table it names: it can no longer reference tables (id). The embedded
-- SQLite file's challenge_attempts never had that reference.
ALTER TABLE challenge_attempts DROP CONSTRAINT IF EXISTS challenge_attempts_table_id_fkey;
