package io.fogisles.kernel.script;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Documents an exported script API method for the generated reference and TypeScript typings:
 * {@code value} says what it does, {@code returns} gives the TypeScript type of the result when it is not
 * a plain number, string or boolean, {@code params} the TypeScript types of the parameters when they
 * are not plain, {@code since} the rule API version, {@code deprecated} the replacement.
 */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface ApiDoc {
    String value();

    String returns() default "";

    String[] params() default {};

    String since() default "1";

    String deprecated() default "";
}
