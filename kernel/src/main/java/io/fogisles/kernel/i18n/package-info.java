/**
 * Translated texts: message bundles of the modules (en, de, fr) and texts carried in data.
 */
package io.fogisles.kernel.i18n;
