package io.tradingsdk.server;

import io.tradingsdk.server.internal.codec.Addresses;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * An API key the reference server accepts, and what is tied to it: an integrator fee taken from the
 * output token, a rate limit, and whether the account is blocked.
 *
 * <p>{@link #toString()} never shows the key itself.
 */
public final class ApiKey {
  private static final Pattern ADDRESS = Pattern.compile("^0x[0-9a-fA-F]{40}$");

  private final String value;
  private final int feeBips;
  private final String feeRecipient;
  private final double requestsPerSecond;
  private final int burst;
  private final boolean blocked;

  private ApiKey(Builder builder) {
    this.value = builder.value;
    this.feeBips = builder.feeBips;
    this.feeRecipient = builder.feeRecipient;
    this.requestsPerSecond = builder.requestsPerSecond;
    this.burst = builder.burst;
    this.blocked = builder.blocked;
  }

  /** A plain key: no fee, no rate limit, not blocked. */
  public static ApiKey of(String value) {
    return builder(value).build();
  }

  public static Builder builder(String value) {
    return new Builder(value);
  }

  /** The key as clients send it in {@code x-api-key}. */
  public String value() {
    return value;
  }

  /** The integrator fee in basis points (0 when none). */
  public int feeBips() {
    return feeBips;
  }

  /** Who receives the fee, when there is one. */
  public Optional<String> feeRecipient() {
    return feeBips == 0 ? Optional.empty() : Optional.of(feeRecipient);
  }

  /** Sustained requests per second allowed; 0 means unlimited. */
  public double requestsPerSecond() {
    return requestsPerSecond;
  }

  /** How many requests may arrive at once before the rate applies. */
  public int burst() {
    return burst;
  }

  /** Whether the account is blocked (every call answers 401). */
  public boolean blocked() {
    return blocked;
  }

  @Override
  public String toString() {
    return "ApiKey[****"
        + (feeBips > 0 ? ", feeBips=" + feeBips : "")
        + (requestsPerSecond > 0 ? ", rps=" + requestsPerSecond + ", burst=" + burst : "")
        + (blocked ? ", blocked" : "")
        + "]";
  }

  /** Builds an {@link ApiKey}. */
  public static final class Builder {
    private final String value;
    private int feeBips;
    private String feeRecipient;
    private double requestsPerSecond;
    private int burst;
    private boolean blocked;

    private Builder(String value) {
      this.value = Objects.requireNonNull(value, "value");
      if (value.isBlank()) {
        throw new IllegalArgumentException("api key: must not be blank");
      }
    }

    /**
     * An integrator fee taken from the output token.
     *
     * @param bips 1 to 500 basis points
     * @param recipient the address that receives it
     */
    public Builder fee(int bips, String recipient) {
      if (bips < 1 || bips > 500) {
        throw new IllegalArgumentException("feeBips: must be 1 to 500, was " + bips);
      }
      if (!ADDRESS.matcher(recipient).matches()) {
        throw new IllegalArgumentException("feeRecipient: expected 0x + 40 hex digits, was " + recipient);
      }
      this.feeBips = bips;
      this.feeRecipient = Addresses.checksum(recipient);
      return this;
    }

    /**
     * A token-bucket rate limit: {@code burst} requests at once, refilled at {@code perSecond}.
     * Beyond it the server answers 429 {@code Ratelimited}.
     */
    public Builder rateLimit(double perSecond, int burst) {
      if (!(perSecond > 0) || burst < 1) {
        throw new IllegalArgumentException(
            "rateLimit: perSecond must be > 0 and burst >= 1, was " + perSecond + ", " + burst);
      }
      this.requestsPerSecond = perSecond;
      this.burst = burst;
      return this;
    }

    /** Blocks the account: every call with this key answers 401. */
    public Builder blocked(boolean blocked) {
      this.blocked = blocked;
      return this;
    }

    public ApiKey build() {
      return new ApiKey(this);
    }
  }
}
