package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.Optional;

/**
 * What the API reads of one chain's state, whichever kind of chain runs it: the part of {@link ChainBackend} that
 * reads (the ledger's on a simulated chain, the contracts' and the accounts' on a node).
 */
public interface ChainReads {
  /** The ERC-20 allowance {@code owner} gave {@code spender} for {@code token}. */
  BigInteger allowance(String owner, String token, String spender);

  /** Permit2's allowance of {@code spender} to move {@code owner}'s {@code token}: amount, expiration, nonce. */
  Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender);

  /** The contract {@code wallet} delegates to by EIP-7702, empty when it delegates to none. */
  Optional<String> delegation(String wallet);

  /** A wallet's balance of the native currency, in wei. */
  BigInteger nativeBalance(String wallet);

  /** A wallet's balance of a token, in base units (the native currency's for the zero address). */
  BigInteger tokenBalance(Token token, String wallet);
}
