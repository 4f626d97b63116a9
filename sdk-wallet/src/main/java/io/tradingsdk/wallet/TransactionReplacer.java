package io.tradingsdk.wallet;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.LegacyTransaction;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.UnsignedTransaction;
import java.math.BigInteger;
import java.util.Objects;

/**
 * Replaces a transaction that sits unmined: the same nonce with higher fees, either the same call ({@link #speedUp})
 * or a zero-value transfer to the sender itself ({@link #cancel}), so that whichever the node mines, the nonce is
 * used once. The fees are raised by at least 12.5 % (nodes refuse a replacement under +10 %) and to at least what
 * the node suggests now. Sent through a {@link TransactionSender} of the same key.
 *
 * <pre>{@code
 * PendingTransaction faster = TransactionReplacer.of(rpc, sender).speedUp(stuck.transaction());
 * }</pre>
 */
public final class TransactionReplacer {
  private static final BigInteger BUMP_NUMERATOR = BigInteger.valueOf(1125);
  private static final BigInteger BUMP_DENOMINATOR = BigInteger.valueOf(1000);
  private static final BigInteger TRANSFER_GAS = BigInteger.valueOf(21_000);

  private final EthRpcClient rpc;
  private final TransactionSender sender;

  private TransactionReplacer(EthRpcClient rpc, TransactionSender sender) {
    this.rpc = rpc;
    this.sender = sender;
  }

  /**
   * A replacer sending through {@code sender} (its key must be the stuck transaction's sender), reading the node's
   * fees from {@code rpc} (the sender's node).
   */
  public static TransactionReplacer of(EthRpcClient rpc, TransactionSender sender) {
    return new TransactionReplacer(Objects.requireNonNull(rpc, "rpc"), Objects.requireNonNull(sender, "sender"));
  }

  /**
   * The same call as {@code stuck}, same nonce, fees raised: mined instead of it. When {@code stuck} itself was mined
   * meanwhile (the node refuses the replacement as "nonce too low"), its call ran, which is what a speed-up is for:
   * the answer is then {@code stuck}'s own pending transaction, and nothing more is sent.
   *
   * @throws NonceTooLowException when another transaction than {@code stuck} used the nonce: look at what it was
   *     before sending the intent again
   */
  public PendingTransaction speedUp(SignedTransaction stuck) {
    UnsignedTransaction tx = stuck.transaction();
    io.tradingsdk.models.ImmutableTransactionRequest.Builder request = base(stuck)
        .to(tx.to().map(a -> a.toChecksumHex()).orElseThrow(
            () -> new IllegalArgumentException("stuck: a contract creation cannot be sped up by this replacer")))
        .data(Hex.encode(tx.data())).value(Hex.encodeQuantity(tx.value()));
    SendOptions.Builder options = fees(stuck).nonce(nonce(tx)).gasLimit(tx.gasLimit());
    if (tx instanceof Eip7702Transaction) {
      for (SignedAuthorization a : ((Eip7702Transaction) tx).authorizationList()) {
        options.addAuthorization(a);
      }
    }
    try {
      return sender.send(request.build(), options.build());
    } catch (NonceTooLowException refused) {
      // The nonce was mined meanwhile. By stuck itself: its call ran. Left as "nonce too low" (whose usual advice is
      // to send again), the caller could run the call a second time.
      boolean stuckMined;
      try {
        stuckMined = rpc.getTransactionReceipt(stuck.hash()).isPresent();
      } catch (RuntimeException lookup) {
        refused.addSuppressed(lookup); // the refusal stays the answer; whose transaction used the nonce is unknown
        throw refused;
      }
      if (stuckMined) {
        return new PendingTransaction(rpc, stuck, sender.receiptWait());
      }
      throw refused;
    }
  }

  /**
   * A zero-value transfer to the sender itself, same nonce, fees raised: the stuck call never runs.
   *
   * @throws NonceTooLowException when the nonce was mined meanwhile, by {@code stuck} itself (too late to cancel:
   *     its receipt says how its call went) or by another transaction
   */
  public PendingTransaction cancel(SignedTransaction stuck) {
    String self = stuck.from().toChecksumHex();
    io.tradingsdk.models.ImmutableTransactionRequest.Builder request = base(stuck).to(self).data("0x").value("0x0");
    return sender.send(request.build(), fees(stuck).nonce(nonce(stuck.transaction()))
        .gasLimit(TRANSFER_GAS).build());
  }

  private static io.tradingsdk.models.ImmutableTransactionRequest.Builder base(SignedTransaction stuck) {
    return TransactionRequest.builder().from(stuck.from().toChecksumHex())
        .chainId(ChainId.of(stuck.transaction().chainId()));
  }

  /** The stuck transaction's fees raised by 12.5 %, and to at least the node's suggestion. */
  private SendOptions.Builder fees(SignedTransaction stuck) {
    UnsignedTransaction tx = stuck.transaction();
    if (tx instanceof LegacyTransaction) {
      BigInteger price = bump(((LegacyTransaction) tx).gasPrice()).max(rpc.gasPrice());
      return SendOptions.builder().fees(Fees.legacy(price));
    }
    BigInteger maxFee;
    BigInteger tip;
    if (tx instanceof Eip1559Transaction) {
      maxFee = ((Eip1559Transaction) tx).maxFeePerGas();
      tip = ((Eip1559Transaction) tx).maxPriorityFeePerGas();
    } else if (tx instanceof Eip7702Transaction) {
      maxFee = ((Eip7702Transaction) tx).maxFeePerGas();
      tip = ((Eip7702Transaction) tx).maxPriorityFeePerGas();
    } else {
      throw new IllegalArgumentException("stuck: a " + tx.type() + " transaction cannot be replaced by this replacer");
    }
    BigInteger newTip = bump(tip);
    BigInteger suggestedCap = rpc.feeHistory(1, BlockTag.LATEST).nextBaseFeePerGas().shiftLeft(1).add(newTip);
    return SendOptions.builder().fees(Fees.eip1559(bump(maxFee).max(suggestedCap), newTip));
  }

  private static long nonce(UnsignedTransaction tx) {
    if (tx.nonce().bitLength() > 63) {
      throw new IllegalArgumentException("stuck: nonce " + tx.nonce() + " is out of range");
    }
    return tx.nonce().longValue();
  }

  private static BigInteger bump(BigInteger fee) {
    return fee.multiply(BUMP_NUMERATOR).add(BUMP_DENOMINATOR.subtract(BigInteger.ONE)).divide(BUMP_DENOMINATOR)
        .max(fee.add(BigInteger.ONE));
  }
}
