-- Issue 36: the Glicko-2 ratings (docs/ratings.md, "Storage"; server/ratings/store.ts makes the same tables in
-- the embedded SQLite file). Each person's standing per game as of the last day rated; the games of each day,
-- against opponents fixed at the day's opening; one history point per rated day; and the days closed, whose key
-- lets exactly one instance close a day.
CREATE TABLE rating_standings (
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  volatility DOUBLE PRECISION NOT NULL,
  day TEXT NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (player, game)
);
CREATE TABLE rating_games (
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  player TEXT NOT NULL,
  source TEXT NOT NULL,
  opponent_rating DOUBLE PRECISION NOT NULL,
  opponent_deviation DOUBLE PRECISION NOT NULL,
  score DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (game, day, player, source)
);
CREATE INDEX rating_games_by_player ON rating_games (player, day);
CREATE TABLE rating_history (
  player TEXT NOT NULL,
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  rating DOUBLE PRECISION NOT NULL,
  deviation DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (player, game, day)
);
CREATE TABLE rating_periods (
  game TEXT NOT NULL,
  day TEXT NOT NULL,
  closed_at BIGINT NOT NULL,
  PRIMARY KEY (game, day)
);
