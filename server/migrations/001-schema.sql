-- The scale-out database (PostgreSQL): the same tables as the embedded SQLite schema of version 5
-- (server/store.ts), plus the record-signing key, which the embedded mode keeps in a file. Applied once, at
-- start, by server/pg-store.ts; later changes come as new numbered files, never as edits of this one.

CREATE TABLE tables (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  game TEXT NOT NULL,
  options TEXT NOT NULL,
  seed TEXT NOT NULL,
  commitment TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  status TEXT NOT NULL,
  summary TEXT NOT NULL
);
CREATE INDEX tables_by_owner ON tables (owner, updated_at DESC);
CREATE INDEX tables_active ON tables (id) WHERE status = 'active';

-- A table's append-only log. The key (table_id, n) is what keeps two instances from both writing entry n:
-- the second insert fails, and its instance catches up from here.
CREATE TABLE log (
  table_id TEXT NOT NULL REFERENCES tables (id),
  n INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seat INTEGER NOT NULL,
  move TEXT,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, n)
);

-- The identities the server issued (SHA-256 of the cookie's token), with their display names.
CREATE TABLE players (
  id TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL,
  name TEXT
);

CREATE TABLE analyses (
  table_id TEXT NOT NULL REFERENCES tables (id),
  deal INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  samples INTEGER NOT NULL,
  json TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (table_id, deal, seat)
);

CREATE TABLE hints (
  table_id TEXT NOT NULL REFERENCES tables (id),
  deal INTEGER NOT NULL,
  idx INTEGER NOT NULL,
  seat INTEGER NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, deal, idx)
);

-- Replay, invite and spectator links.
CREATE TABLE shares (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX shares_by_table ON shares (table_id);
CREATE TABLE invites (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX invites_by_table ON invites (table_id);
CREATE TABLE watches (
  token TEXT PRIMARY KEY,
  table_id TEXT NOT NULL REFERENCES tables (id),
  created_at BIGINT NOT NULL,
  revoked_at BIGINT
);
CREATE INDEX watches_by_table ON watches (table_id);

-- Who holds each person's seat of a table.
CREATE TABLE seats (
  table_id TEXT NOT NULL REFERENCES tables (id),
  seat INTEGER NOT NULL,
  player TEXT NOT NULL,
  joined_at BIGINT NOT NULL,
  PRIMARY KEY (table_id, seat),
  UNIQUE (table_id, player)
);
CREATE INDEX seats_by_player ON seats (player);

-- The record-signing key (issue 9), made by the first instance to start: every instance signs alike.
CREATE TABLE signing_keys (
  name TEXT PRIMARY KEY,
  pem TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
