package io.tradingsdk.wallet.cluster;

import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.ZAddArgs;
import io.lettuce.core.api.async.RedisListAsyncCommands;
import io.lettuce.core.api.async.RedisScriptingAsyncCommands;
import io.lettuce.core.api.async.RedisSortedSetAsyncCommands;
import io.tradingsdk.trade.JournalEntry;
import io.tradingsdk.trade.TradeStore;
import io.tradingsdk.trade.TradeStoreException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A {@link TradeStore} in Redis (5 or later), through Lettuce, for a trade engine run by several instances: per
 * trade a list (its journal, one {@link JournalEntry#toJson()} per element) and a hash (its lease: {@code owner},
 * {@code until}), changed by Lua scripts that Redis runs atomically, timed by the server's {@code TIME}; a sorted
 * set indexes the trades by the time of their first entry. A trade's two keys share a hash tag ({@code {id}}), so a
 * Redis Cluster works too.
 *
 * <p><b>One owner per trade.</b> {@link #acquire} grants the lease unless another owner's is still running. {@link
 * #append} is fenced: it refuses an entry whose owner does not hold the trade's lease while another owner's runs,
 * and an entry whose {@code seq} is not the journal's next (two writers of one trade), with {@link
 * TradeStoreException}, so an instance that lost its lease cannot act on the trade. The {@code now} argument of
 * {@link #acquire} is not used: leases run on the server's clock.
 *
 * <p><b>Durability</b> is your Redis's: an append returns once Redis answered; with {@code appendonly yes} and
 * {@code appendfsync always} it is on disk, with replicas add {@code WAIT} in your deployment's policy.
 *
 * <pre>{@code
 * RedisAsyncCommands<String, String> redis = RedisClient.create("redis://localhost").connect().async();
 * TradeEngine engine = TradeEngine.builder(client, signer).store(RedisTradeStore.of(redis)).build();
 * }</pre>
 */
public final class RedisTradeStore implements TradeStore {
  /** The default prefix of the store's keys. */
  public static final String DEFAULT_PREFIX = "trading-sdk:trade:";
  private static final Duration TIMEOUT = Duration.ofSeconds(10);

  /** KEYS: journal, lease; ARGV: owner, seq, line. Answers "" when appended, else why not. */
  static final String APPEND = String.join("\n",
      "local t = redis.call('TIME')",
      "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)",
      "local l = redis.call('HMGET', KEYS[2], 'owner', 'until')",
      "if l[1] and l[1] ~= ARGV[1] and (tonumber(l[2]) or 0) > now then",
      "  return \"the trade's lease is held by \" .. l[1] .. ', not by ' .. ARGV[1]",
      "end",
      "local n = redis.call('LLEN', KEYS[1])",
      "if n ~= tonumber(ARGV[2]) then",
      "  return 'expected entry ' .. n .. ' next (another writer appended to this trade)'",
      "end",
      "redis.call('RPUSH', KEYS[1], ARGV[3])",
      "return ''");
  /** KEYS: lease; ARGV: owner, leaseMillis. Answers 1 when granted, 0 when another owner's lease runs. */
  static final String ACQUIRE = String.join("\n",
      "local t = redis.call('TIME')",
      "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)",
      "local l = redis.call('HMGET', KEYS[1], 'owner', 'until')",
      "if l[1] and l[1] ~= ARGV[1] and (tonumber(l[2]) or 0) > now then return 0 end",
      "redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'until', now + tonumber(ARGV[2]))",
      "return 1");
  /** KEYS: lease; ARGV: owner. Ends the lease if the owner holds it. */
  static final String RELEASE = String.join("\n",
      "if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end",
      "redis.call('DEL', KEYS[1])",
      "return 1");

  private final RedisScriptingAsyncCommands<String, String> scripts;
  private final RedisListAsyncCommands<String, String> lists;
  private final RedisSortedSetAsyncCommands<String, String> sortedSets;
  private final String prefix;

  private RedisTradeStore(RedisScriptingAsyncCommands<String, String> scripts,
      RedisListAsyncCommands<String, String> lists, RedisSortedSetAsyncCommands<String, String> sortedSets,
      String prefix) {
    this.scripts = scripts;
    this.lists = lists;
    this.sortedSets = sortedSets;
    this.prefix = prefix;
  }

  /**
   * The store on a connection's asynchronous commands with string keys and values ({@code
   * redisClient.connect().async()}, or a Redis Cluster connection's), under {@value #DEFAULT_PREFIX}. The
   * application owns (and closes) the connection.
   */
  public static <C extends RedisScriptingAsyncCommands<String, String> & RedisListAsyncCommands<String, String>
      & RedisSortedSetAsyncCommands<String, String>> RedisTradeStore of(C redis) {
    return of(redis, DEFAULT_PREFIX);
  }

  /** {@link #of(RedisScriptingAsyncCommands)} with another key prefix. */
  public static <C extends RedisScriptingAsyncCommands<String, String> & RedisListAsyncCommands<String, String>
      & RedisSortedSetAsyncCommands<String, String>> RedisTradeStore of(C redis, String prefix) {
    Objects.requireNonNull(redis, "redis");
    Objects.requireNonNull(prefix, "prefix");
    return new RedisTradeStore(redis, redis, redis, prefix);
  }

  @Override
  public void append(String tradeId, JournalEntry entry) {
    Objects.requireNonNull(entry, "entry");
    String refusal = await(scripts.eval(APPEND, ScriptOutputType.VALUE, new String[] {journal(tradeId),
        lease(tradeId)}, entry.owner(), Long.toString(entry.seq()), entry.toJson()), tradeId, "append");
    if (refusal != null && !refusal.isEmpty()) {
      throw new TradeStoreException("trade " + tradeId + ": journal entry " + entry.seq() + " (" + entry.kind()
          + ") refused: " + refusal);
    }
    if (entry.seq() == 0) {
      await(sortedSets.zadd(index(), ZAddArgs.Builder.nx(), entry.at().toEpochMilli(), tradeId),
          tradeId, "index");
    }
  }

  @Override
  public List<JournalEntry> load(String tradeId) {
    List<String> lines = await(lists.lrange(journal(tradeId), 0, -1), tradeId, "load");
    List<JournalEntry> entries = new ArrayList<>(lines.size());
    for (String line : lines) {
      entries.add(JournalEntry.fromJson(line));
    }
    return entries;
  }

  @Override
  public List<String> tradeIds() {
    return await(sortedSets.zrange(index(), 0, -1), "*", "list");
  }

  @Override
  public boolean acquire(String tradeId, String owner, Duration lease, Instant now) {
    Objects.requireNonNull(owner, "owner");
    Long granted = await(scripts.eval(ACQUIRE, ScriptOutputType.INTEGER, new String[] {lease(tradeId)}, owner,
        Long.toString(lease.toMillis())), tradeId, "acquire");
    return granted != null && granted == 1L;
  }

  @Override
  public void release(String tradeId, String owner) {
    Objects.requireNonNull(owner, "owner");
    await(scripts.eval(RELEASE, ScriptOutputType.INTEGER, new String[] {lease(tradeId)}, owner), tradeId, "release");
  }

  @Override
  public String toString() {
    return "RedisTradeStore{" + prefix + "}";
  }

  private String journal(String tradeId) {
    return prefix + "{" + checked(tradeId) + "}:journal";
  }

  private String lease(String tradeId) {
    return prefix + "{" + checked(tradeId) + "}:lease";
  }

  private String index() {
    return prefix + "index";
  }

  private static String checked(String tradeId) {
    Objects.requireNonNull(tradeId, "tradeId");
    if (tradeId.isEmpty() || tradeId.length() > 200 || tradeId.indexOf('{') >= 0 || tradeId.indexOf('}') >= 0) {
      throw new IllegalArgumentException("tradeId: expected 1 to 200 characters without braces, got " + tradeId);
    }
    return tradeId;
  }

  private static <T> T await(CompletionStage<T> answer, String tradeId, String what) {
    try {
      return answer.toCompletableFuture().get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new TradeStoreException("trade " + tradeId + ": interrupted during " + what + " in Redis", e);
    } catch (ExecutionException | TimeoutException e) {
      Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
      throw new TradeStoreException("trade " + tradeId + ": " + what + " in Redis failed: " + cause, cause);
    }
  }
}
