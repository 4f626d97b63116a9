package io.tradingsdk.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a Spring test class ({@code @SpringBootTest} or any Spring TestContext test): starts the project's reference
 * server ({@code io.tradingsdk.server.ReferenceServer}, module {@code sdk-reference-server}) on a free loopback port
 * for the test's application context, points {@code trading.base-url} at it with its test key as {@code
 * trading.api-key} (over any other value), exposes the server as a bean (to inject faults, read its journal or drive
 * its chain), and stops it when the context closes. Contexts are cached as usual: test classes with the same
 * configuration share one server, so a test that changes its state resets it.
 *
 * <pre>{@code
 * @SpringBootTest
 * @AutoConfigureTradingReferenceServer
 * class QuotesTest {
 *   @Autowired TradingClient client;
 *   @Autowired ReferenceServer server;
 * }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
public @interface AutoConfigureTradingReferenceServer {}
