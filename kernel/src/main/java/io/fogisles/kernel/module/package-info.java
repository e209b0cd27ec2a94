/**
 * Modules as plugins: their manifests ({@code module.json}), discovery on the class path, versions, and the
 * resolver that orders a selection and explains what is missing, circular or incompatible.
 */
package io.fogisles.kernel.module;
