/**
 * Spring Boot auto-configuration of the Trading SDK: a {@link io.tradingsdk.core.TradingClient} bean from {@code
 * trading.*} properties ({@link io.tradingsdk.spring.TradingProperties}), its observations when the application has
 * an {@code ObservationRegistry}, an opt-in health indicator, and with {@code sdk-models-jackson3} the models in Boot's
 * Jackson 3 {@code JsonMapper} ({@link io.tradingsdk.spring.TradingJackson3AutoConfiguration}).
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.spring;

import org.jspecify.annotations.NullMarked;
