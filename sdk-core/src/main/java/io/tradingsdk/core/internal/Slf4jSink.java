package io.tradingsdk.core.internal;

import io.tradingsdk.core.LogSink;

/**
 * Bridges {@link LogSink} to SLF4J. The SLF4J types are touched only inside {@link Bound}, which the
 * JVM loads only once slf4j-api is known to be present, so the client runs without it.
 */
public final class Slf4jSink {
  private Slf4jSink() {}

  public static boolean available() {
    try {
      Class.forName("org.slf4j.LoggerFactory", false, Slf4jSink.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  public static LogSink create(String loggerName) {
    if (!available()) {
      throw new IllegalStateException(
          "LogSink.slf4j(): slf4j-api is not on the class path; add org.slf4j:slf4j-api or use another LogSink");
    }
    return Bound.create(loggerName);
  }

  private static final class Bound {
    static LogSink create(String loggerName) {
      org.slf4j.Logger logger = org.slf4j.LoggerFactory.getLogger(loggerName);
      return (level, line) -> {
        switch (level) {
          case ERROR:
            logger.warn(line);
            break;
          case INFO:
            logger.info(line);
            break;
          case DEBUG:
            logger.debug(line);
            break;
          default:
            break;
        }
      };
    }
  }
}
