package io.tradingsdk.wallet.cluster;

import com.hazelcast.map.EntryProcessor;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Base of the Hazelcast stores' entry processors ({@link HazelcastNonceStore}, {@link HazelcastTradeStore}): the
 * backups get the value the owner wrote, not a second run of the logic, which reads a clock and could decide
 * otherwise there.
 */
abstract class BackedUpWrite<R> implements EntryProcessor<String, String, R> {
  private static final long serialVersionUID = 1L;
  /** What {@link #process} wrote on the owner; null when it wrote nothing. */
  transient @Nullable String written;

  final void write(Map.Entry<String, String> entry, String value) {
    entry.setValue(value);
    written = value;
  }

  @Override
  public final @Nullable EntryProcessor<String, String, R> getBackupProcessor() {
    String value = written;
    return value == null ? null : new Copy<>(value);
  }

  /** The backup side: sets the value the owner wrote. */
  static final class Copy<R> implements EntryProcessor<String, String, R> {
    private static final long serialVersionUID = 1L;
    private final String value;

    Copy(String value) {
      this.value = value;
    }

    @Override
    public @Nullable R process(Map.Entry<String, String> entry) {
      entry.setValue(value);
      return null;
    }
  }
}
