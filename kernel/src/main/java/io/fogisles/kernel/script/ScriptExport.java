package io.fogisles.kernel.script;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a public method, field or constructor of a public class as reachable from scripts. Nothing else
 * of a host object is: no other member, no reflection ({@code getClass}), no host class lookup. Modules
 * mark their script API objects' members with it and so never depend on the script engine.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD, ElementType.CONSTRUCTOR})
public @interface ScriptExport {
}
