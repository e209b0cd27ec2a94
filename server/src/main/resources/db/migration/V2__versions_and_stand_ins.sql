-- Fog Isles server, schema 2 (issue 13: several servers on one database; seats handed to a bot).
-- game_table.version counts the table's writes. Every write (a seat taken, a status, an action, a hand-over)
-- raises it with UPDATE ... SET version = version + 1 WHERE code = ? AND version = ? in its own transaction:
-- a server whose copy of the table is older changes no row, writes nothing, and loads the table again.
ALTER TABLE game_table ADD COLUMN version INTEGER DEFAULT 0 NOT NULL;

-- The bot level the host handed an absent player's seat to; NULL while the player plays it.
ALTER TABLE table_seat ADD COLUMN stand_in VARCHAR(32);
