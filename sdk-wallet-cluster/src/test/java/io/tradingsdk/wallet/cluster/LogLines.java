package io.tradingsdk.wallet.cluster;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;

/** The lines {@link ClusterNonceManager} logs (through java.util.logging, System.Logger's default), formatted. */
final class LogLines extends Handler implements AutoCloseable {
  private final Logger logger = Logger.getLogger(ClusterNonceManager.class.getName());
  private final Level previous = logger.getLevel();
  private final List<String> lines = new CopyOnWriteArrayList<>();

  LogLines() {
    logger.setLevel(Level.ALL);
    logger.addHandler(this);
  }

  /** The lines at {@code level} or above, formatted. */
  List<String> atLeast(Level level) {
    return lines.stream().filter(line -> Level.parse(line.substring(0, line.indexOf(' '))).intValue()
        >= level.intValue()).map(line -> line.substring(line.indexOf(' ') + 1)).collect(Collectors.toList());
  }

  @Override
  public void publish(LogRecord record) {
    String message = record.getMessage();
    Object[] parameters = record.getParameters();
    String text = parameters == null ? message : java.text.MessageFormat.format(message, parameters);
    lines.add(record.getLevel().getName() + " " + text);
  }

  @Override
  public void flush() {}

  @Override
  public void close() {
    logger.removeHandler(this);
    logger.setLevel(previous);
  }
}
