package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * An {@link Authorization} with its signature ({@code yParity}, {@code r}, {@code s}), as it travels in a type-4
 * transaction's authorization list. Immutable.
 *
 * <p>It holds whatever a transaction may carry: the network accepts a transaction with a malformed authorization
 * and skips that authorization. {@link #recoverAuthority()} says whether it is valid, and whose; {@link
 * Eip7702Transaction} refuses to sign a transaction carrying one that would be skipped.
 *
 * <p>{@link #toString()} leaves out r and s, as {@link Signature} does.
 */
public final class SignedAuthorization {
  private final Authorization authorization;
  private final int yParity;
  private final BigInteger r;
  private final BigInteger s;
  /** The recovered authority: null until computed, then present or empty. */
  private volatile @Nullable Optional<Address> authority;

  private SignedAuthorization(Authorization authorization, int yParity, BigInteger r, BigInteger s,
      @Nullable Optional<Address> authority) {
    this.authorization = authorization;
    this.yParity = yParity;
    this.r = r;
    this.s = s;
    this.authority = authority;
  }

  /**
   * An authorization signed elsewhere (a wallet, the API), from its parts. Only the bounds a transaction enforces
   * are checked here; {@link #recoverAuthority()} tells whether the signature is valid.
   *
   * @throws InvalidTransactionException when {@code yParity} is outside 0 to 255 or r or s outside uint256
   */
  public static SignedAuthorization of(Authorization authorization, int yParity, BigInteger r, BigInteger s) {
    Objects.requireNonNull(authorization, "authorization");
    if (yParity < 0 || yParity > 255) {
      throw new InvalidTransactionException("authorization.yParity", "must be 0 to 255 (uint8), got " + yParity);
    }
    Fields.uint256("authorization.r", r);
    Fields.uint256("authorization.s", s);
    return new SignedAuthorization(authorization, yParity, r, s, null);
  }

  /** An authorization and its signature; see {@link #of(Authorization, int, BigInteger, BigInteger)}. */
  public static SignedAuthorization of(Authorization authorization, Signature signature) {
    Objects.requireNonNull(signature, "signature");
    return of(authorization, signature.yParity(), signature.r(), signature.s());
  }

  /** Signed here, by a signer whose signature was checked: the authority is known without recovery. */
  static SignedAuthorization signedBy(Authorization authorization, Signature signature, Address authority) {
    return new SignedAuthorization(authorization, signature.yParity(), signature.r(), signature.s(),
        Optional.of(authority));
  }

  /** What was signed. */
  public Authorization authorization() {
    return authorization;
  }

  /** The parity of the signature's R (0 or 1 when valid). */
  public int yParity() {
    return yParity;
  }

  /** The signature's r. */
  public BigInteger r() {
    return r;
  }

  /** The signature's s. */
  public BigInteger s() {
    return s;
  }

  /**
   * The account that signed, as the network recovers it; empty when the network would skip this authorization
   * for its signature: yParity not 0 or 1, r or s not in [1, n-1], s above n/2 (EIP-2), or no key recovers.
   * Computed once.
   */
  public Optional<Address> recoverAuthority() {
    Optional<Address> result = authority;
    if (result == null) {
      result = recover();
      authority = result;
    }
    return result;
  }

  private Optional<Address> recover() {
    if (yParity > 1) {
      return Optional.empty();
    }
    Signature signature;
    try {
      signature = Signature.of(r, s, yParity);
    } catch (IllegalArgumentException outOfRange) {
      return Optional.empty();
    }
    if (!signature.isLowS()) {
      return Optional.empty();
    }
    try {
      return Optional.of(signature.recoverSigner(authorization.signingHash()));
    } catch (IllegalArgumentException noKey) {
      return Optional.empty();
    }
  }

  /** {@code rlp([chainId, address, nonce, yParity, r, s])}, as in a type-4 transaction. */
  byte[] encode() {
    return Rlp.encodeList(Rlp.encodeUint(authorization.chainId()), Rlp.encodeString(authorization.address().toBytes()),
        Rlp.encodeUint(authorization.nonce()), Rlp.encodeUint(yParity), Rlp.encodeUint(r), Rlp.encodeUint(s));
  }

  @Override
  public boolean equals(@Nullable Object other) {
    if (!(other instanceof SignedAuthorization)) {
      return false;
    }
    SignedAuthorization that = (SignedAuthorization) other;
    return authorization.equals(that.authorization) && yParity == that.yParity && r.equals(that.r) && s.equals(that.s);
  }

  @Override
  public int hashCode() {
    return Objects.hash(authorization, yParity, r, s);
  }

  /** The authorization, without r and s. */
  @Override
  public String toString() {
    return "SignedAuthorization[chainId=" + authorization.chainId() + ", address=" + authorization.address()
        + ", nonce=" + authorization.nonce() + ", yParity=" + yParity + ", r and s redacted]";
  }
}
