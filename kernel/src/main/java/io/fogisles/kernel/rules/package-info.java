/**
 * House rules: their manifests, loading and checking ({@code ./fogisles check}), the rule API that wires a rule's
 * hooks into a rule set, its options, and the generated API reference and typings.
 */
package io.fogisles.kernel.rules;
