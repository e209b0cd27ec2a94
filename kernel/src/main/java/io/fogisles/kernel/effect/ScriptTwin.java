package io.fogisles.kernel.effect;

import com.google.inject.BindingAnnotation;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks Java effects that stand in for script effects of the same id ({@code Contributions.effectTwins}):
 * the module's script still loads, but the game calls the Java twin. For measuring what the script calls
 * cost on a whole game (issue 15: a game with the shipped scripts against the same game with twins), not
 * for shipping: a module's own effects stay scripts that house-rule authors can read.
 */
@BindingAnnotation
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.PARAMETER, ElementType.METHOD})
public @interface ScriptTwin {
}
