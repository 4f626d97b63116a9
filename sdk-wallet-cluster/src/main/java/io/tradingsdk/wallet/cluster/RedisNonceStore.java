package io.tradingsdk.wallet.cluster;

import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.api.async.RedisScriptingAsyncCommands;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletionStage;

/**
 * A {@link NonceStore} in Redis (5 or later), through Lettuce: one hash per account ({@code next}, {@code holder},
 * {@code until}), changed only by Lua scripts, which Redis runs atomically, timed by the server's {@code TIME}.
 * Each script touches one key, so a Redis Cluster works too.
 */
public final class RedisNonceStore implements NonceStore {
  /** Grants the lease unless another holder's runs: {granted, next, takenOver, remainingMillis}. */
  static final String ACQUIRE = String.join("\n",
      "local t = redis.call('TIME')",
      "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)",
      "local s = redis.call('HMGET', KEYS[1], 'next', 'holder', 'until')",
      "local nxt = tonumber(s[1]) or -1",
      "local holder = s[2]",
      "local untilMs = tonumber(s[3]) or 0",
      "local other = holder and holder ~= ARGV[1]",
      "if other and untilMs > now then return {0, nxt, 0, untilMs - now} end",
      "redis.call('HSET', KEYS[1], 'next', nxt, 'holder', ARGV[1], 'until', now + tonumber(ARGV[2]))",
      "if other then return {1, nxt, 1, 0} end",
      "return {1, nxt, 0, 0}");
  /** Extends the holder's lease while it is the holder's: 1, or 0 when it is not. */
  static final String RENEW = String.join("\n",
      "if redis.call('HGET', KEYS[1], 'holder') ~= ARGV[1] then return 0 end",
      "local t = redis.call('TIME')",
      "local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)",
      "redis.call('HSET', KEYS[1], 'until', now + tonumber(ARGV[2]))",
      "return 1");
  /** Ends the holder's lease and records the next nonce: 1, or 0 when the lease is no longer the holder's. */
  static final String FINISH = String.join("\n",
      "if redis.call('HGET', KEYS[1], 'holder') ~= ARGV[1] then return 0 end",
      "redis.call('HSET', KEYS[1], 'next', ARGV[2])",
      "redis.call('HDEL', KEYS[1], 'holder', 'until')",
      "return 1");

  private final RedisScriptingAsyncCommands<String, String> redis;

  private RedisNonceStore(RedisScriptingAsyncCommands<String, String> redis) {
    this.redis = redis;
  }

  /**
   * The store on a connection's asynchronous commands with string keys and values: {@code
   * redisClient.connect().async()}, or a Redis Cluster connection's. The application owns (and closes) the
   * connection.
   */
  public static RedisNonceStore of(RedisScriptingAsyncCommands<String, String> redis) {
    return new RedisNonceStore(Objects.requireNonNull(redis, "redis"));
  }

  @Override
  public CompletionStage<NonceLease> acquire(String key, String holder, Duration lease) {
    CompletionStage<List<Object>> answer = redis.eval(ACQUIRE, ScriptOutputType.MULTI, new String[] {key}, holder,
        Long.toString(lease.toMillis()));
    return answer.thenApply(RedisNonceStore::lease);
  }

  @Override
  public CompletionStage<Boolean> renew(String key, String holder, Duration lease) {
    CompletionStage<Long> answer = redis.eval(RENEW, ScriptOutputType.INTEGER, new String[] {key}, holder,
        Long.toString(lease.toMillis()));
    return answer.thenApply(renewed -> renewed == 1L);
  }

  @Override
  public CompletionStage<Boolean> finish(String key, String holder, long next) {
    CompletionStage<Long> answer = redis.eval(FINISH, ScriptOutputType.INTEGER, new String[] {key}, holder,
        Long.toString(next));
    return answer.thenApply(finished -> finished == 1L);
  }

  private static NonceLease lease(List<Object> answer) {
    long granted = (Long) answer.get(0);
    long next = (Long) answer.get(1);
    return granted == 1 ? NonceLease.granted(next, (Long) answer.get(2) == 1)
        : NonceLease.busy(next, Duration.ofMillis((Long) answer.get(3)));
  }

  @Override
  public String toString() {
    return "RedisNonceStore";
  }
}
