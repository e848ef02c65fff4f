-- Issue 36, the daily challenge (docs/challenge.md, "Storage"; the embedded SQLite file's tables are made by
-- server/challenge/store.ts): the secret the days' seeds derive from when the configuration gives none, each
-- person's one attempt per day and game, and each finished deal's result with its actions.

CREATE TABLE challenge_secret (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret TEXT NOT NULL
);

-- The key is the one attempt per person, day and game: a second request (on any instance) finds the first's.
CREATE TABLE challenge_attempts (
  day TEXT NOT NULL,
  game TEXT NOT NULL,
  player TEXT NOT NULL,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at BIGINT NOT NULL,
  PRIMARY KEY (day, game, player)
);

-- The seat's score in the game's units, and the deal's actions (`<seat>:<record form>`, space-separated), from
-- which the field's choices at each position are counted.
CREATE TABLE challenge_results (
  day TEXT NOT NULL,
  game TEXT NOT NULL,
  deal INTEGER NOT NULL,
  player TEXT NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  actions TEXT NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (day, game, deal, player)
);
CREATE INDEX challenge_results_by_player ON challenge_results (player, day);
