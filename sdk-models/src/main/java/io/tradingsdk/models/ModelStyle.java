package io.tradingsdk.models;

import io.tradingsdk.models.quote.ImmutableQuoteRequest;
import io.tradingsdk.models.quote.QuoteRequest;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * The one Immutables style of every model package (applied in each {@code package-info.java}).
 *
 * <p>Models are abstract classes named after the wire body ({@code QuoteRequest}); Immutables
 * generates {@code ImmutableQuoteRequest} with a builder. Users reach the builder through the
 * model's own {@code builder()} and copy with {@code toBuilder()}.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.CLASS)
@Value.Style(
    jdkOnly = true,
    optionalAcceptNullable = true,
    allParameters = false,
    defaults = @Value.Immutable(copy = true, prehash = false),
    depluralize = true,
    depluralizeDictionary = {"additionalProperty:additionalProperties"},
    forceJacksonPropertyNames = false,
    privateNoargConstructor = false,
    redactedMask = "****",
    // A missing required field is bad input like any other: report it by name, as an
    // InvalidModelException, not as Immutables' IllegalStateException.
    throwForInvalidImmutableState = MissingFieldException.class,
    // A null given to a builder is bad input too: NullFieldException names the field.
    throwForNullPointer = NullFieldException.class,
    // No @Generated on the generated classes: users compile against them without immutables on
    // their class path, and javac would warn about the missing annotation type.
    allowedClasspathAnnotations = {java.lang.Override.class})
public @interface ModelStyle {}
