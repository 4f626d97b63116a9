package io.tradingsdk.wallet.internal;

import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.NonceReservation;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The part of a {@link NonceReservation} every nonce manager shares: its key and nonce, and that it finishes once
 * ({@code commit}, {@code release} or {@code resync}, whichever comes first; the others then do nothing).
 *
 * <p>Internal: not part of the SDK's API (the package is left out of the API baseline) and may change in any release.
 */
public abstract class FinishOnceReservation implements NonceReservation {
  private final NonceKey key;
  private final long nonce;
  private final AtomicBoolean finished = new AtomicBoolean();

  /** A reservation of {@code nonce} under {@code key}, not finished yet. */
  protected FinishOnceReservation(NonceKey key, long nonce) {
    this.key = Objects.requireNonNull(key, "key");
    this.nonce = nonce;
  }

  @Override
  public final NonceKey key() {
    return key;
  }

  @Override
  public final long nonce() {
    return nonce;
  }

  @Override
  public final boolean isFinished() {
    return finished.get();
  }

  /** Marks the reservation finished: true for the first caller only, who then ends it. */
  protected final boolean markFinished() {
    return finished.compareAndSet(false, true);
  }

  /** {@code NonceReservation{key, nonce=n[, finished]<suffix>}}. */
  protected final String describe(String suffix) {
    return "NonceReservation{" + key.asText() + ", nonce=" + nonce + (isFinished() ? ", finished" : "") + suffix + "}";
  }
}
