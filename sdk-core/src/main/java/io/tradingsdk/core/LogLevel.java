package io.tradingsdk.core;

import java.util.Locale;

/**
 * How much the client logs. Levels are ordered: each includes the ones before it.
 *
 * <ul>
 *   <li>{@link #OFF} (the default): nothing.
 *   <li>{@link #ERROR}: one line per call that finally failed.
 *   <li>{@link #INFO}: a line per attempt sent and per response received (method, URL, status,
 *       duration, attempt, request id, body size), and a line per retry.
 *   <li>{@link #DEBUG}: also the request and response headers and bodies.
 * </ul>
 *
 * <p>At every level the API key, signatures and private keys are redacted.
 */
public enum LogLevel {
  OFF,
  ERROR,
  INFO,
  DEBUG;

  /** Whether a client at this level writes messages of {@code level}. */
  public boolean includes(LogLevel level) {
    return level != OFF && compareTo(level) >= 0;
  }

  /**
   * Parses {@code off}, {@code error}, {@code info} or {@code debug}, in any case.
   *
   * @throws IllegalArgumentException naming the accepted values
   */
  public static LogLevel parse(String text) {
    String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT);
    for (LogLevel level : values()) {
      if (level.name().equals(t)) {
        return level;
      }
    }
    throw new IllegalArgumentException("log level: expected off, error, info or debug, was \"" + text + "\"");
  }
}
