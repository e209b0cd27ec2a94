/**
 * Where tables live between restarts: an embedded H2 database in the data folder or PostgreSQL
 * ({@link io.fogisles.server.store.Database}), its schema kept by Flyway ({@code db/migration}), and the
 * table rows ({@link io.fogisles.server.store.TableStore}). A table is stored as its setup, seed and accepted
 * actions; every write is committed before the server tells anyone about it.
 */
package io.fogisles.server.store;
