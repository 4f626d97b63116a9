package io.tradingsdk.wallet.cluster;

import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.sync.RedisCommands;
import io.tradingsdk.trade.JournalEntry;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.trade.TradeStoreException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A {@link TradeStore} for {@code sdk-trade}'s engine in Redis, beside the cluster's nonces: each trade's journal is
 * a list ({@code RPUSH} of its JSON lines, as durable as the server's persistence: run it with {@code appendonly yes}
 * and {@code appendfsync always} for the write-ahead to survive the server too), the trades a sorted set by start
 * time, and each trade's lease a key holding its owner that expires with the lease (taken and renewed by a script:
 * one owner at a time).
 *
 * <pre>{@code
 * TradeEngine engine = TradeEngine.builder(client, signer).store(RedisTradeStore.of(connection.sync())).build();
 * }</pre>
 *
 * <p>Needs {@code sdk-trade} and Lettuce on the class path (both optional dependencies of this module).
 */
public final class RedisTradeStore implements TradeStore {
  /** The prefix of every key of {@link #of(RedisCommands)}. */
  public static final String DEFAULT_PREFIX = "trading-sdk:trade:";

  private static final String ACQUIRE = "local h = redis.call('GET', KEYS[1]) "
      + "if not h then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end "
      + "if h == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end "
      + "return 0";
  private static final String RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then "
      + "return redis.call('DEL', KEYS[1]) end return 0";

  private final RedisCommands<String, String> redis;
  private final String prefix;

  private RedisTradeStore(RedisCommands<String, String> redis, String prefix) {
    this.redis = redis;
    this.prefix = prefix;
  }

  /** A store under the keys {@value #DEFAULT_PREFIX}... of {@code redis}. */
  public static RedisTradeStore of(RedisCommands<String, String> redis) {
    return of(redis, DEFAULT_PREFIX);
  }

  /** A store under the keys {@code prefix}... of {@code redis}. */
  public static RedisTradeStore of(RedisCommands<String, String> redis, String prefix) {
    return new RedisTradeStore(Objects.requireNonNull(redis, "redis"), Objects.requireNonNull(prefix, "prefix"));
  }

  @Override
  public void append(String tradeId, JournalEntry entry) {
    try {
      redis.rpush(prefix + "journal:" + tradeId, entry.toJson());
      if (entry.seq() == 0) {
        redis.zadd(prefix + "ids", (double) entry.at().toEpochMilli(), tradeId);
      }
    } catch (RuntimeException e) {
      throw new TradeStoreException("cannot append to the journal of trade " + tradeId + " in Redis: " + e, e);
    }
  }

  @Override
  public List<JournalEntry> load(String tradeId) {
    List<JournalEntry> entries = new ArrayList<>();
    for (String line : redis.lrange(prefix + "journal:" + tradeId, 0, -1)) {
      entries.add(JournalEntry.fromJson(line));
    }
    return List.copyOf(entries);
  }

  @Override
  public List<String> tradeIds() {
    return List.copyOf(redis.zrange(prefix + "ids", 0, -1));
  }

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    Long granted = redis.eval(ACQUIRE, ScriptOutputType.INTEGER, new String[] {prefix + "lease:" + tradeId}, owner,
        Long.toString(Math.max(1, lease.toMillis())));
    return granted != null && granted == 1L;
  }

  @Override
  public void release(String tradeId, String owner) {
    redis.eval(RELEASE, ScriptOutputType.INTEGER, new String[] {prefix + "lease:" + tradeId}, owner);
  }

  @Override
  public String toString() {
    return "RedisTradeStore{" + prefix + "}";
  }
}
