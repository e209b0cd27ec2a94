/**
 * Small primitive collections for hot paths.
 */
package io.fogisles.kernel.util;
