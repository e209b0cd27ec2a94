/**
 * The declarative flow of a game: a setup group, a round group and interrupt steps (by stable ids, so modules
 * insert, replace and wrap each other's steps), turn orders, and the decisions steps ask seats to make.
 */
package io.fogisles.kernel.flow;
