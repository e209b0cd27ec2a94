/**
 * Reading data files: JSON with file, line and JSON path in every error, schema checks, and did-you-mean hints.
 */
package io.fogisles.kernel.data;
