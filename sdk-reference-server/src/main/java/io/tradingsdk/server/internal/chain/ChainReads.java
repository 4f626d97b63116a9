package io.tradingsdk.server.internal.chain;

import java.math.BigInteger;
import java.util.Optional;

/**
 * What the API reads of one chain's state, whichever kind of chain runs it: the simulated {@link Ledger} ({@link
 * Ledger#reads(long)}), or a real node in the EVM mode (the EVM package's implementation). The engine resolves the
 * reader of a chain once ({@code Engine.reads(chainId)}) and never asks which kind it is (issue 33: the first part of
 * the one chain interface).
 */
public interface ChainReads {
  /** The ERC-20 allowance {@code owner} gave {@code spender} for {@code token}. */
  BigInteger allowance(String owner, String token, String spender);

  /** Permit2's allowance of {@code spender} to move {@code owner}'s {@code token}: amount, expiration, nonce. */
  Ledger.Permit2Allowance permit2Allowance(String owner, String token, String spender);

  /** The contract {@code wallet} delegates to by EIP-7702, empty when it delegates to none. */
  Optional<String> delegation(String wallet);

  /** The number of the chain's latest block (a Priority order's auction starts a few blocks after it). */
  long blockNumber();
}
