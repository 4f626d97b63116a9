package io.tradingsdk.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.tx.Fees;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import java.math.BigInteger;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A transaction as the node reports it ({@code eth_getTransactionByHash}): pending (no block yet) or mined.
 * Immutable; {@link #json()} gives the whole object as sent.
 */
public final class RpcTransaction {
  private final Bytes32 hash;
  private final Address from;
  private final @Nullable Address to;
  private final BigInteger nonce;
  private final BigInteger value;
  private final byte[] input;
  private final BigInteger gas;
  private final int type;
  private final @Nullable Long chainId;
  private final @Nullable BigInteger gasPrice;
  private final @Nullable Fees fees;
  private final @Nullable Long blockNumber;
  private final @Nullable Bytes32 blockHash;
  private final JsonNode json;

  private RpcTransaction(JsonNode json) {
    this.json = json.deepCopy();
    this.hash = RpcValues.toBytes32(json.get("hash"), "transaction.hash");
    this.from = RpcValues.toAddress(json.get("from"), "transaction.from");
    this.to = RpcValues.optionalAddress(json.get("to"), "transaction.to");
    this.nonce = RpcValues.toBigInteger(json.get("nonce"), "transaction.nonce");
    this.value = RpcValues.toBigInteger(json.get("value"), "transaction.value");
    this.input = RpcValues.toBytes(json.get("input"), "transaction.input");
    this.gas = RpcValues.toBigInteger(json.get("gas"), "transaction.gas");
    Long txType = RpcValues.optionalLong(json.get("type"), "transaction.type");
    this.type = txType == null ? 0 : (int) (long) txType;
    this.chainId = RpcValues.optionalLong(json.get("chainId"), "transaction.chainId");
    this.gasPrice = RpcValues.optionalBigInteger(json.get("gasPrice"), "transaction.gasPrice");
    BigInteger maxFee = RpcValues.optionalBigInteger(json.get("maxFeePerGas"), "transaction.maxFeePerGas");
    BigInteger tip = RpcValues.optionalBigInteger(json.get("maxPriorityFeePerGas"), "transaction.maxPriorityFeePerGas");
    this.fees = signedFees(type, gasPrice, maxFee, tip);
    this.blockNumber = RpcValues.optionalLong(json.get("blockNumber"), "transaction.blockNumber");
    this.blockHash = RpcValues.optionalBytes32(json.get("blockHash"), "transaction.blockHash");
  }

  /** The fees as signed: a legacy price for types 0 and 1, the EIP-1559 pair for the later types. */
  private static @Nullable Fees signedFees(
      int type, @Nullable BigInteger gasPrice, @Nullable BigInteger maxFee, @Nullable BigInteger tip) {
    try {
      if (type < 2) {
        return gasPrice == null ? null : Fees.legacy(gasPrice);
      }
      return maxFee == null || tip == null ? null : Fees.eip1559(maxFee, tip);
    } catch (InvalidTransactionException e) {
      throw new IllegalArgumentException("transaction." + e.getMessage(), e);
    }
  }

  static RpcTransaction fromJson(JsonNode json) {
    if (!json.isObject()) {
      throw new IllegalArgumentException("transaction: expected an object");
    }
    return new RpcTransaction(json);
  }

  /** Its hash. */
  public Bytes32 hash() {
    return hash;
  }

  /** The sender. */
  public Address from() {
    return from;
  }

  /** The recipient; empty for a contract creation. */
  public Optional<Address> to() {
    return Optional.ofNullable(to);
  }

  /** The sender's nonce it uses. */
  public BigInteger nonce() {
    return nonce;
  }

  /** The native value it sends, in wei. */
  public BigInteger value() {
    return value;
  }

  /** Its calldata (a copy). */
  public byte[] input() {
    return input.clone();
  }

  /** Its gas limit. */
  public BigInteger gas() {
    return gas;
  }

  /** 0 legacy, 1 access list, 2 EIP-1559, 3 blob, 4 EIP-7702. */
  public int type() {
    return type;
  }

  /** The chain id it is signed for; empty for a legacy transaction without replay protection. */
  public Optional<Long> chainId() {
    return Optional.ofNullable(chainId);
  }

  /** The gas price (legacy), or what the node reports as the effective price of a mined EIP-1559 transaction. */
  public Optional<BigInteger> gasPrice() {
    return Optional.ofNullable(gasPrice);
  }

  /**
   * The fees it was signed with: {@link Fees#legacy} for types 0 and 1, {@link Fees#eip1559} (fee cap and priority
   * fee cap) for the later types; empty when the node leaves them out.
   */
  public Optional<Fees> fees() {
    return Optional.ofNullable(fees);
  }

  /** The block that holds it; empty while it is pending. */
  public Optional<Long> blockNumber() {
    return Optional.ofNullable(blockNumber);
  }

  /** The hash of the block that holds it; empty while it is pending. */
  public Optional<Bytes32> blockHash() {
    return Optional.ofNullable(blockHash);
  }

  /** Whether it is in a block. */
  public boolean isMined() {
    return blockNumber != null;
  }

  /** The transaction as the node sent it (a copy). */
  public JsonNode json() {
    return json.deepCopy();
  }

  @Override
  public String toString() {
    return "RpcTransaction{" + hash + ", from=" + from + ", nonce=" + nonce + ", type=" + type
        + (blockNumber == null ? ", pending" : ", block " + blockNumber) + "}";
  }
}
