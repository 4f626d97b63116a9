/**
 * Test support for applications that use the starter: {@link
 * io.tradingsdk.spring.test.AutoConfigureTradingReferenceServer} points the auto-configured client at an embedded
 * reference server. Needs {@code spring-test} and {@code sdk-reference-server} on the test class path.
 *
 * <p>Types and members are non-null unless annotated {@code @Nullable} (JSpecify).
 */
@NullMarked
package io.tradingsdk.spring.test;

import org.jspecify.annotations.NullMarked;
