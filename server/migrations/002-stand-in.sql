-- Issue 30: which moves the AI made for a person who was away or out of time on the turn clock (true), so that
-- the table, the deal's summary and the review tell her they were not hers. NULL for every other entry, as for
-- all those stored before (the embedded SQLite schema's version 6, server/store.ts).
ALTER TABLE log ADD COLUMN stand_in BOOLEAN;
