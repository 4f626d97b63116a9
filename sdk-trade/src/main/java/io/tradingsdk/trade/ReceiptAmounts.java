package io.tradingsdk.trade;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.wallet.Log;
import io.tradingsdk.wallet.TransactionReceipt;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

/** The amounts a swap moved for the swapper, read from its receipt's ERC-20 {@code Transfer} logs. */
final class ReceiptAmounts {
  private static final Bytes32 TRANSFER =
      Bytes32.of(Keccak.hash("Transfer(address,address,uint256)".getBytes(StandardCharsets.US_ASCII)));

  private ReceiptAmounts() {}

  /** What {@code token} left {@code owner} in the receipt; empty when no transfer of it is logged. */
  static Optional<BigInteger> sent(TransactionReceipt receipt, String token, Address owner) {
    return sum(receipt, token, owner, 1);
  }

  /** What {@code token} reached {@code owner} in the receipt; empty when no transfer of it is logged. */
  static Optional<BigInteger> received(TransactionReceipt receipt, String token, Address owner) {
    return sum(receipt, token, owner, 2);
  }

  private static Optional<BigInteger> sum(TransactionReceipt receipt, String token, Address owner, int topic) {
    if (token.equalsIgnoreCase(TokenDirectory.NATIVE)) {
      return Optional.empty();
    }
    BigInteger total = null;
    for (Log log : receipt.logs()) {
      List<Bytes32> topics = log.topics();
      if (topics.size() == 3 && topics.get(0).equals(TRANSFER) && log.address().toLowerHex().equalsIgnoreCase(token)
          && addressOf(topics.get(topic)).equals(owner) && log.data().length >= 32) {
        BigInteger amount = new BigInteger(1, log.data());
        total = total == null ? amount : total.add(amount);
      }
    }
    return Optional.ofNullable(total);
  }

  private static Address addressOf(Bytes32 topic) {
    byte[] word = topic.toBytes();
    byte[] address = new byte[20];
    System.arraycopy(word, 12, address, 0, 20);
    return Address.fromBytes(address);
  }
}
