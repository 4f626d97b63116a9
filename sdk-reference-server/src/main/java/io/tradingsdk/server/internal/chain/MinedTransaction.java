package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.tx.SignedTransaction;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A transaction the simulated chain mined, with what its receipt says: where it landed (block and index), the gas
 * it used and paid, and the logs it emitted. Whether it succeeded is read from the ledger when asked ({@link
 * Ledger#isReverted}), since a test may mark a hash reverted after the fact; a reverted transaction shows no logs.
 *
 * @param hash the transaction hash: keccak-256 of the raw bytes, or made up for an impersonated one
 * @param submission what was mined
 * @param nonce the sender's nonce it used
 * @param blockNumber the block it landed in
 * @param transactionIndex its position in that block
 * @param gasUsed the gas it used
 * @param cumulativeGasUsed the gas its block used up to and including it
 * @param logs the logs it emitted (none when it reverted as it was mined)
 * @param firstLogIndex the block-wide index of its first log
 */
public record MinedTransaction(String hash, Submission submission, long nonce, long blockNumber, int transactionIndex,
    long gasUsed, long cumulativeGasUsed, List<ReceiptLog> logs, int firstLogIndex) {
  public MinedTransaction {
    logs = List.copyOf(logs);
  }

  public long chainId() {
    return submission.chainId();
  }

  /** The sender, lower case. */
  public String from() {
    return submission.from();
  }

  /** The signed transaction, empty for an impersonated one. */
  public Optional<SignedTransaction> signed() {
    return Optional.ofNullable(submission.signed());
  }

  /** The price per gas it paid (zero when impersonated: the control API's path charges no gas). */
  public BigInteger effectiveGasPrice() {
    return submission.gasPrice();
  }

  /** Its gas limit: the signed one, or for an impersonated transaction the gas it used. */
  public BigInteger gasLimit() {
    @Nullable BigInteger limit = submission.gasLimit();
    return limit != null ? limit : BigInteger.valueOf(gasUsed);
  }
}
