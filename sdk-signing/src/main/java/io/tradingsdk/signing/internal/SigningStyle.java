package io.tradingsdk.signing.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of sdk-signing's typed messages (the {@code permit2} and {@code uniswapx} packages, in
 * their {@code package-info.java}): public generated classes ({@code ImmutablePermitSingle}) with a builder and
 * {@code with...} copies.
 *
 * <p>Internal: not part of the SDK's API (the package is left out of the API baseline) and may change in any release.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    jdkOnly = true,
    allParameters = false,
    defaults = @Value.Immutable(copy = true, prehash = false),
    depluralize = true,
    visibility = Value.Style.ImplementationVisibility.PUBLIC,
    // No @Generated on the generated classes: users compile against them without immutables on
    // their class path, and javac would warn about the missing annotation type.
    allowedClasspathAnnotations = {java.lang.Override.class})
public @interface SigningStyle {}
