-- Fog Isles server, schema 3 (issue 29: several servers on one database show the same seats connected).
-- One row per seat a server has a player's connection for: the server's id (new at each start) and until when the
-- row holds (milliseconds since 1970 by that server's clock; the server writes its rows again every few seconds, so
-- the rows of a server that died run out by themselves). Not part of a table's version: presence is no game data.
CREATE TABLE seat_presence (
    code     VARCHAR(16) NOT NULL,
    seat     INTEGER     NOT NULL,
    server   VARCHAR(40) NOT NULL,
    expires  BIGINT      NOT NULL,
    PRIMARY KEY (code, seat, server)
);
