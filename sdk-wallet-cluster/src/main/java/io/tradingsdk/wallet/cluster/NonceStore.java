package io.tradingsdk.wallet.cluster;

import java.time.Duration;
import java.util.concurrent.CompletionStage;

/**
 * Where {@link ClusterNonceManager} keeps, per account, the next nonce and the lease of the one open reservation:
 * an engine every instance of the cluster reaches. Each operation is one atomic step in the engine (an entry
 * processor, a Lua script), timed by the engine's clock, so instances with skewed clocks still agree on who holds a
 * lease. {@link HazelcastNonceStore} and {@link RedisNonceStore} are the two the SDK ships; another engine with an
 * atomic read-modify-write can implement it.
 */
public interface NonceStore {
  /**
   * Takes the lease of {@code key} for {@code holder}, for {@code lease}, unless another holder's lease is still
   * running: then nothing changes and the answer says how long it has left. A lease that ran out is taken over
   * (its holder crashed or stalled), and the answer says so.
   *
   * @param key the account's key in the engine
   * @param holder who takes it: unique per reservation
   * @param lease how long it is held at most
   * @return completes with the outcome, or with the engine's failure
   */
  CompletionStage<NonceLease> acquire(String key, String holder, Duration lease);

  /**
   * Extends {@code holder}'s lease of {@code key} to {@code lease} from now, while it is still {@code holder}'s:
   * an instance alive and still sending keeps its reservation however slow the node is.
   *
   * @return completes with whether the lease was still {@code holder}'s (and is extended), or with the engine's
   *     failure
   */
  CompletionStage<Boolean> renew(String key, String holder, Duration lease);

  /**
   * Ends {@code holder}'s lease of {@code key} and records the next nonce, {@code -1} when unknown (the next
   * holder reads the node's pending count). Does nothing when the lease is no longer {@code holder}'s (it ran out
   * and another holder took it over).
   *
   * @return completes with whether the lease was still {@code holder}'s, or with the engine's failure
   */
  CompletionStage<Boolean> finish(String key, String holder, long next);
}
