package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Hex;
import java.util.List;

/** One event log of a {@link TransactionReceipt}. Immutable. */
public final class Log {
  private final Address address;
  private final List<Bytes32> topics;
  private final byte[] data;
  private final long logIndex;
  private final boolean removed;

  private Log(Address address, List<Bytes32> topics, byte[] data, long logIndex, boolean removed) {
    this.address = address;
    this.topics = topics;
    this.data = data;
    this.logIndex = logIndex;
    this.removed = removed;
  }

  static Log fromJson(JsonNode json, String field) {
    JsonNode removed = json.get("removed");
    return new Log(
        RpcValues.toAddress(json.get("address"), field + ".address"),
        RpcValues.toBytes32List(json.get("topics"), field + ".topics"),
        RpcValues.toBytes(json.get("data"), field + ".data"),
        RpcValues.toLong(json.get("logIndex"), field + ".logIndex"),
        removed != null && removed.asBoolean(false));
  }

  /** The contract that emitted it. */
  public Address address() {
    return address;
  }

  /** Its topics: the event signature's hash first (for a non-anonymous event), then the indexed arguments. */
  public List<Bytes32> topics() {
    return topics;
  }

  /** The ABI-encoded non-indexed arguments (a copy). */
  public byte[] data() {
    return data.clone();
  }

  /** Its position among the logs of its block. */
  public long logIndex() {
    return logIndex;
  }

  /** Whether a reorganisation removed it. */
  public boolean removed() {
    return removed;
  }

  @Override
  public String toString() {
    return "Log{address=" + address + ", topics=" + topics + ", data=" + Hex.encode(data) + ", logIndex=" + logIndex
        + (removed ? ", removed" : "") + "}";
  }
}
