package io.fogisles.kernel.state;

/** Whether a variable or zone exists once per game or once per seat. */
public enum Scope {
    GLOBAL, SEAT
}
