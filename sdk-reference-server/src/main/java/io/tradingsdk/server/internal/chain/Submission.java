package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A transaction to mine, from either way onto the simulated chains: a raw transaction a client signed and sent to
 * {@code eth_sendRawTransaction} (with its hash, its gas limit and price, and its EIP-7702 authorizations, already
 * checked as a node checks them), or an unsigned one the control API takes on the sender's behalf ({@code POST
 * /_sim/transactions}, impersonated as test nodes offer it: no signature, no gas charged, a hash made up from its
 * fields).
 *
 * @param chainId the chain
 * @param from the sender
 * @param to the account called
 * @param data the calldata, {@code 0x}-prefixed hex
 * @param value the native value in wei
 * @param intrinsicGas the gas the transaction pays before it runs ({@link GasModel#intrinsic})
 * @param gasLimit the transaction's gas limit; null when impersonated (not enforced)
 * @param gasPrice the price per gas it pays (its effective gas price); zero when impersonated
 * @param signed the decoded raw transaction, null when impersonated
 * @param authorizations its EIP-7702 authorizations with their recovered authorities, in order
 */
public record Submission(long chainId, String from, String to, String data, BigInteger value, long intrinsicGas,
    @Nullable BigInteger gasLimit, BigInteger gasPrice, @Nullable SignedTransaction signed,
    List<Authorized> authorizations) {
  public Submission {
    authorizations = List.copyOf(authorizations);
  }

  /** An unsigned transaction sent on the sender's behalf ({@code /_sim/transactions}). */
  public static Submission impersonated(long chainId, String from, String to, String data, BigInteger value) {
    return new Submission(chainId, from, to, data, value, GasModel.intrinsic(
        io.tradingsdk.signing.Hex.decode(data, "data"), 0, 0, 0), null, BigInteger.ZERO, null, List.of());
  }

  /** Whether the sender signed it (it came through {@code eth_sendRawTransaction}). */
  public boolean isSigned() {
    return signed != null;
  }

  /**
   * An EIP-7702 authorization whose signature recovered an authority: applied when mined if its chain id is 0 or
   * this chain's and its nonce is the authority's next one; skipped otherwise, as EIP-7702 says.
   *
   * @param authority the recovered signer, whose account is delegated
   * @param chainId the chain it is for (0: every chain)
   * @param delegate the code it delegates to (the zero address clears a delegation)
   * @param nonce the authority's nonce it was signed for
   */
  public record Authorized(String authority, long chainId, String delegate, BigInteger nonce) {}
}
