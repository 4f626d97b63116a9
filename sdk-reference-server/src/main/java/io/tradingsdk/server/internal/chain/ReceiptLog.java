package io.tradingsdk.server.internal.chain;

import java.util.List;

/**
 * An event a mined transaction emitted, as a receipt carries it: the emitting contract, up to four 32-byte topics
 * (the first is the event's signature hash) and the ABI-encoded data of the non-indexed fields. Hex text, lower
 * case, {@code 0x}-prefixed.
 *
 * @param address the contract that emitted it
 * @param topics the signature hash, then the indexed fields
 * @param data the non-indexed fields ({@code 0x} when there are none)
 */
public record ReceiptLog(String address, List<String> topics, String data) {
  public ReceiptLog {
    topics = List.copyOf(topics);
  }
}
