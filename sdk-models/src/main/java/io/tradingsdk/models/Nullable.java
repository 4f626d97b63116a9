package io.tradingsdk.models;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a model attribute the service sends as {@code null} although the spec calls it required
 * ({@code approval}, {@code cancel}, {@code permitData}, ...).
 *
 * <p>Immutables recognises the simple name: the attribute accepts {@code null}, and the model writes
 * it back, {@code null} included.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.PARAMETER, ElementType.FIELD})
public @interface Nullable {}
