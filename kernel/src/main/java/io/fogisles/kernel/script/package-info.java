/**
 * The sandboxed JavaScript host (GraalJS): one shared engine, a context per module and house rule, limits on
 * every call, errors as file:line:col, and the host objects modules export to scripts.
 */
package io.fogisles.kernel.script;
