package io.fogisles.protocol;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A field a client may leave out, and the value it then has (as JSON text: {@code "-1"}, {@code "{}"}). Every other
 * field is required. Only fields added to a message after it was first published have one, so that the older
 * message stays valid as it was ({@code join} without {@code seat} takes the first free seat, as before).
 */
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.PARAMETER, ElementType.FIELD, ElementType.METHOD})
public @interface Default {
    String value();
}
