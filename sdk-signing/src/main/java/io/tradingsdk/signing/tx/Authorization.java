package io.tradingsdk.signing.tx;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.codec.Rlp;
import java.math.BigInteger;
import java.util.Objects;

/**
 * An EIP-7702 authorization: the account that signs it delegates its code to {@code address}, on chain {@code
 * chainId} (0: on every chain), if its nonce is {@code nonce} when the transaction runs. Immutable.
 *
 * <pre>{@code
 * SignedAuthorization delegation = Authorization.of(1, delegate, accountNonce + 1).sign(signer);
 * }</pre>
 *
 * <p>When the account that signs the authorization also sends the transaction carrying it, its nonce has already
 * been bumped when the authorization is checked: sign it with the transaction's nonce + 1 ({@link
 * Eip7702Transaction} refuses to sign otherwise).
 *
 * @param chainId the chain the authorization is valid on, or 0 for every chain
 * @param address the contract whose code the account delegates to
 * @param nonce the authorizing account's nonce at the time the authorization is processed
 */
public record Authorization(long chainId, Address address, BigInteger nonce) {
  private static final byte MAGIC = 0x05;

  /**
   * An authorization to delegate to {@code address}: the same as {@link #of(long, Address, BigInteger)}.
   *
   * @param chainId the chain it is valid on, or 0 for every chain
   * @param address the contract whose code the account delegates to
   * @param nonce the authorizing account's nonce when the authorization is processed, uint64
   * @throws InvalidTransactionException when {@code chainId} is negative or {@code nonce} is outside uint64
   */
  public Authorization {
    if (chainId < 0) {
      throw new InvalidTransactionException("authorization.chainId", "must not be negative, got " + chainId
          + " (0 means every chain)");
    }
    Objects.requireNonNull(address, "address");
    nonce = Fields.uint64("authorization.nonce", nonce);
  }

  /**
   * An authorization to delegate to {@code address}.
   *
   * @param chainId the chain it is valid on, or 0 for every chain
   * @param nonce the authorizing account's nonce when the authorization is processed, uint64
   * @throws InvalidTransactionException when {@code chainId} is negative or {@code nonce} is outside uint64
   */
  public static Authorization of(long chainId, Address address, BigInteger nonce) {
    return new Authorization(chainId, address, nonce);
  }

  /** An authorization to delegate to {@code address}; see {@link #of(long, Address, BigInteger)}. */
  public static Authorization of(long chainId, Address address, long nonce) {
    return of(chainId, address, BigInteger.valueOf(nonce));
  }

  /**
   * Refuses the nonce 2^64-1. It fits the encoding (uint64), so a decoded transaction may carry it, but EIP-7702 skips
   * such an authorization (geth: {@code ErrAuthorizationNonceOverflow}, "nonce + 1 overflows", EIP-2681): signing it,
   * or a transaction carrying it, would delegate nothing.
   */
  static void checkApplicableNonce(String field, BigInteger nonce) {
    if (nonce.equals(Fields.MAX_UINT64)) {
      throw new InvalidTransactionException(field, nonce + " (2^64-1) can never be applied: the network skips an"
          + " authorization whose nonce cannot be incremented (EIP-7702, EIP-2681)");
    }
  }

  /** {@code keccak256(0x05 ‖ rlp([chainId, address, nonce]))}: what the account signs. */
  public Bytes32 signingHash() {
    byte[] list = Rlp.encodeList(Rlp.encodeUint(chainId), Rlp.encodeString(address.toBytes()), Rlp.encodeUint(nonce));
    byte[] payload = new byte[1 + list.length];
    payload[0] = MAGIC;
    System.arraycopy(list, 0, payload, 1, list.length);
    return Bytes32.of(Keccak.hash(payload));
  }

  /**
   * Signs with {@code signer}'s {@link Signer#signDigest}: a low-s signature that recovers to the signer's address.
   *
   * @throws InvalidTransactionException when the nonce is 2^64-1, which the network never applies (EIP-2681: the
   *     account's nonce could not be incremented); nothing is signed then
   * @throws IllegalStateException when the signer returns a signature of another key
   */
  public SignedAuthorization sign(Signer signer) {
    Objects.requireNonNull(signer, "signer");
    checkApplicableNonce("authorization.nonce", nonce);
    Signature signature = DigestSigning.sign(signer, signingHash(), "authorization");
    return SignedAuthorization.signedBy(this, signature, signer.address());
  }
}
