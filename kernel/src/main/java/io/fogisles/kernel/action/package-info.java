/**
 * What players do: action records (one sealed family per module), their stable type ids, and the outcome of
 * submitting one — accepted with its events, or rejected with a reason (a message key and arguments).
 */
package io.fogisles.kernel.action;
