package io.tradingsdk.core;

import io.tradingsdk.core.internal.Slf4jSink;
import java.io.PrintStream;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;

/**
 * Where the client's log lines go. Lines arrive already redacted and already filtered by the
 * client's {@link LogLevel}; a sink only writes them.
 *
 * <p>SLF4J users can take {@link #slf4j()}, or write a one-line adapter for any other framework:
 *
 * <pre>{@code
 * Logger log = LoggerFactory.getLogger("trading");
 * LogSink sink = (level, line) -> { if (level == LogLevel.ERROR) log.warn(line); else log.info(line); };
 * }</pre>
 */
@FunctionalInterface
public interface LogSink {
  /**
   * Writes one line. Called from the calling thread or the client's HTTP threads; must not throw.
   *
   * @param level the line's level, never {@link LogLevel#OFF}
   * @param line one line of text (debug bodies may span several)
   */
  void log(LogLevel level, String line);

  /** Writes to {@code System.err} with a timestamp and level. */
  static LogSink stderr() {
    return printStream(System.err);
  }

  /** Writes to {@code out} with a timestamp and level. */
  static LogSink printStream(PrintStream out) {
    DateTimeFormatter time = DateTimeFormatter.ofPattern("HH:mm:ss.SSS");
    return (level, line) -> out.println(LocalTime.now().format(time) + " trading " + level + " " + line);
  }

  /**
   * Sends lines to the SLF4J logger {@code io.tradingsdk.core.TradingClient}: ERROR as {@code warn}
   * (a failed call is the caller's to handle), INFO as {@code info}, DEBUG as {@code debug}.
   *
   * @throws IllegalStateException when slf4j-api is not on the class path
   */
  static LogSink slf4j() {
    return slf4j("io.tradingsdk.core.TradingClient");
  }

  /** As {@link #slf4j()}, with the named logger. */
  static LogSink slf4j(String loggerName) {
    return Slf4jSink.create(loggerName);
  }

  /** Whether slf4j-api is on the class path, so that {@link #slf4j()} works. */
  static boolean slf4jAvailable() {
    return Slf4jSink.available();
  }
}
