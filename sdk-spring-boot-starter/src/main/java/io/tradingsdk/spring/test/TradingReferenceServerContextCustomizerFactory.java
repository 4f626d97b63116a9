package io.tradingsdk.spring.test;

import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.TestContextAnnotationUtils;

/**
 * Adds {@link TradingReferenceServerContextCustomizer} to the contexts of test classes annotated with {@link
 * AutoConfigureTradingReferenceServer}; registered in {@code META-INF/spring.factories}.
 */
public final class TradingReferenceServerContextCustomizerFactory implements ContextCustomizerFactory {
  @Override
  public @Nullable ContextCustomizer createContextCustomizer(Class<?> testClass,
      List<ContextConfigurationAttributes> configAttributes) {
    if (!TestContextAnnotationUtils.hasAnnotation(testClass, AutoConfigureTradingReferenceServer.class)) {
      return null;
    }
    requireReferenceServer();
    return new TradingReferenceServerContextCustomizer();
  }

  /** Fails with what to add, rather than a NoClassDefFoundError when the context starts. */
  private static void requireReferenceServer() {
    try {
      Class.forName("io.tradingsdk.server.ReferenceServer", false,
          TradingReferenceServerContextCustomizerFactory.class.getClassLoader());
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("@AutoConfigureTradingReferenceServer needs io.tradingsdk:sdk-reference-server"
          + " on the test class path (a test-scoped dependency)", e);
    }
  }
}
