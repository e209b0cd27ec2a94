-- Fog Isles server, schema 1: a table is its setup, its seed and its accepted actions (a game re-plays from
-- them); seats keep the SHA-256 of their tokens, never the tokens. Plain SQL that H2 and PostgreSQL both read.
CREATE TABLE game_table (
    code        VARCHAR(16)    NOT NULL PRIMARY KEY,
    setup       VARCHAR(20000) NOT NULL,
    seed        BIGINT         NOT NULL,
    host_token  VARCHAR(64)    NOT NULL,
    status      VARCHAR(16)    NOT NULL,
    created_at  TIMESTAMP      DEFAULT CURRENT_TIMESTAMP NOT NULL
);

CREATE TABLE table_seat (
    code   VARCHAR(16) NOT NULL REFERENCES game_table (code),
    seat   INTEGER     NOT NULL,
    name   VARCHAR(64) NOT NULL,
    token  VARCHAR(64) NOT NULL,
    PRIMARY KEY (code, seat)
);

-- The primary key (code, step) is what keeps one action per step: a second writer of the same step fails.
CREATE TABLE table_action (
    code    VARCHAR(16)   NOT NULL REFERENCES game_table (code),
    step    INTEGER       NOT NULL,
    seat    INTEGER       NOT NULL,
    action  VARCHAR(8000) NOT NULL,
    hash    VARCHAR(16)   NOT NULL,
    PRIMARY KEY (code, step)
);
