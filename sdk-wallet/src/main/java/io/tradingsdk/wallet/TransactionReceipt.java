package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The receipt of a mined transaction ({@code eth_getTransactionReceipt}). Immutable; {@link #json()} gives the
 * whole object as the node sent it, fields this class does not model (an L2's fee parts) included.
 */
public final class TransactionReceipt {
  private final Bytes32 transactionHash;
  private final Bytes32 blockHash;
  private final long blockNumber;
  private final long transactionIndex;
  private final Address from;
  private final @Nullable Address to;
  private final @Nullable Address contractAddress;
  private final boolean success;
  private final BigInteger gasUsed;
  private final BigInteger cumulativeGasUsed;
  private final BigInteger effectiveGasPrice;
  private final int type;
  private final List<Log> logs;
  private final JsonNode json;

  private TransactionReceipt(JsonNode json) {
    this.json = json.deepCopy();
    this.transactionHash = RpcValues.toBytes32(json.get("transactionHash"), "receipt.transactionHash");
    this.blockHash = RpcValues.toBytes32(json.get("blockHash"), "receipt.blockHash");
    this.blockNumber = RpcValues.toLong(json.get("blockNumber"), "receipt.blockNumber");
    this.transactionIndex = RpcValues.toLong(json.get("transactionIndex"), "receipt.transactionIndex");
    this.from = RpcValues.toAddress(json.get("from"), "receipt.from");
    this.to = RpcValues.optionalAddress(json.get("to"), "receipt.to");
    this.contractAddress = RpcValues.optionalAddress(json.get("contractAddress"), "receipt.contractAddress");
    // Byzantium and later: status 0x1 or 0x0; a pre-Byzantium receipt has a state root instead and is read as
    // successful only when it says nothing else (no such chain is served by the Trading API).
    JsonNode status = json.get("status");
    this.success = RpcValues.isAbsent(status) || RpcValues.toLong(status, "receipt.status") == 1;
    this.gasUsed = RpcValues.toBigInteger(json.get("gasUsed"), "receipt.gasUsed");
    this.cumulativeGasUsed = RpcValues.toBigInteger(json.get("cumulativeGasUsed"), "receipt.cumulativeGasUsed");
    BigInteger price = RpcValues.optionalBigInteger(json.get("effectiveGasPrice"), "receipt.effectiveGasPrice");
    this.effectiveGasPrice = price == null ? BigInteger.ZERO : price;
    Long txType = RpcValues.optionalLong(json.get("type"), "receipt.type");
    this.type = txType == null ? 0 : (int) (long) txType;
    JsonNode logsJson = json.get("logs");
    List<Log> parsed = new ArrayList<>();
    if (logsJson != null && logsJson.isArray()) {
      for (int i = 0; i < logsJson.size(); i++) {
        parsed.add(Log.fromJson(logsJson.get(i), "receipt.logs[" + i + "]"));
      }
    }
    this.logs = Collections.unmodifiableList(parsed);
  }

  static TransactionReceipt fromJson(JsonNode json) {
    if (!json.isObject()) {
      throw new IllegalArgumentException("receipt: expected an object");
    }
    return new TransactionReceipt(json);
  }

  /** The transaction's hash. */
  public Bytes32 transactionHash() {
    return transactionHash;
  }

  /** The hash of the block that holds it. */
  public Bytes32 blockHash() {
    return blockHash;
  }

  /** The number of the block that holds it. */
  public long blockNumber() {
    return blockNumber;
  }

  /** Its position in the block. */
  public long transactionIndex() {
    return transactionIndex;
  }

  /** The sender. */
  public Address from() {
    return from;
  }

  /** The recipient; empty for a contract creation. */
  public Optional<Address> to() {
    return Optional.ofNullable(to);
  }

  /** The created contract, for a contract creation. */
  public Optional<Address> contractAddress() {
    return Optional.ofNullable(contractAddress);
  }

  /** Whether it succeeded ({@code status} 1); a reverted transaction is still mined, and pays for its gas. */
  public boolean success() {
    return success;
  }

  /** 1 for success, 0 for a revert. */
  public int status() {
    return success ? 1 : 0;
  }

  /** The gas it used. */
  public BigInteger gasUsed() {
    return gasUsed;
  }

  /** The gas used by it and the transactions before it in the block. */
  public BigInteger cumulativeGasUsed() {
    return cumulativeGasUsed;
  }

  /** What it paid per gas, in wei (base fee plus the tip it paid); zero when the node omits it. */
  public BigInteger effectiveGasPrice() {
    return effectiveGasPrice;
  }

  /** {@code gasUsed * effectiveGasPrice}: what the execution cost, in wei (an L2's data fee comes on top). */
  public BigInteger fee() {
    return gasUsed.multiply(effectiveGasPrice);
  }

  /** The transaction type: 0 legacy, 1 access list, 2 EIP-1559, 3 blob, 4 EIP-7702. */
  public int type() {
    return type;
  }

  /** Its event logs. */
  public List<Log> logs() {
    return logs;
  }

  /** The receipt as the node sent it (a copy), for the fields this class does not model. */
  public JsonNode json() {
    return json.deepCopy();
  }

  @Override
  public String toString() {
    return "TransactionReceipt{" + transactionHash + ", block " + blockNumber + ", " + (success ? "success" : "reverted")
        + ", gasUsed=" + gasUsed + ", effectiveGasPrice=" + effectiveGasPrice
        + (contractAddress != null ? ", contractAddress=" + contractAddress : "") + ", logs=" + logs.size() + "}";
  }
}
