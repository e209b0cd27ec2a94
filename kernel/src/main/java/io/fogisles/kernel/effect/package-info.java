/**
 * Named effects written in Java (a special field, a die face, a piece's power); effects written in JavaScript
 * are registered by the modules' scripts and called the same way ({@code GameContext.runEffect}).
 */
package io.fogisles.kernel.effect;
