package io.tradingsdk.server.internal.evm;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.codec.Abi;
import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.server.node.AnvilNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.zip.GZIPInputStream;

/**
 * A running anvil and what the server does with it beside the user's transactions: deploy and call contracts from
 * anvil's unlocked accounts, write code and storage, snapshot and revert, move the clock, dump the state.
 */
final class EvmNode implements AutoCloseable {
  /** anvil's first default account (the standard test mnemonic's), unlocked: it deploys everything. */
  static final Address DEPLOYER = Address.of("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");

  private final AnvilNode node;
  private final JsonRpc rpc;

  EvmNode(AnvilNode node) {
    this.node = node;
    this.rpc = new JsonRpc(node.url());
  }

  String url() {
    return node.url();
  }

  JsonRpc rpc() {
    return rpc;
  }

  /** Deploys creation code (arguments appended) from {@link #DEPLOYER}. */
  Address deploy(byte[] creationCode) {
    JsonNode receipt = send(DEPLOYER, null, creationCode, BigInteger.ZERO);
    return Address.of(receipt.path("contractAddress").asText());
  }

  /**
   * Deploys creation code from {@code from} at the account's nonce {@code nonce}, any account: anvil impersonates it,
   * sets its nonce and funds its gas, so the contract lands where {@code CREATE} from that account at that nonce puts
   * it (the address it has on the chain it was first deployed on, given the account and nonce that deployed it there).
   * The account stays impersonated, so it can call what it now owns; {@link #stopImpersonating} ends that.
   */
  Address deployFrom(Address from, long nonce, byte[] creationCode) {
    rpc.request("anvil_impersonateAccount", from.toLowerHex());
    rpc.request("anvil_setNonce", from.toLowerHex(), quantity(BigInteger.valueOf(nonce)));
    setBalance(from, BigInteger.TEN.pow(21));
    JsonNode receipt = send(from, null, creationCode, BigInteger.ZERO);
    return Address.of(receipt.path("contractAddress").asText());
  }

  void stopImpersonating(Address account) {
    rpc.request("anvil_stopImpersonatingAccount", account.toLowerHex());
  }

  /** Sends a call from {@code from} (an unlocked account) and requires it to succeed. */
  JsonNode transact(Address from, Address to, byte[] data, BigInteger value) {
    return send(from, to, data, value);
  }

  /** {@link #transact} from {@link #DEPLOYER} without value. */
  JsonNode transact(Address to, byte[] data) {
    return send(DEPLOYER, to, data, BigInteger.ZERO);
  }

  private JsonNode send(Address from, Address to, byte[] data, BigInteger value) {
    Map<String, String> tx = transaction(from, to, data, value);
    JsonNode receipt = mined(tx);
    if (!"0x1".equals(receipt.path("status").asText())) {
      throw new IllegalStateException("reverted: " + (to == null ? "deployment" : "call to " + to) + " "
          + describe(data) + " (" + receipt.path("transactionHash").asText() + ")" + replay(tx));
    }
    return receipt;
  }

  /** Sends a call from {@code from} (an unlocked account) and returns its receipt, whether it succeeded or not. */
  JsonNode attempt(Address from, Address to, byte[] data) {
    return mined(transaction(from, to, data, BigInteger.ZERO));
  }

  /**
   * {@link #attempt} as an EIP-1559 transaction paying {@code priorityFeeWei} a gas to the block's producer (its
   * fee cap the latest base fee twice over plus the tip), so the priority fee the chain sees is exactly that.
   */
  JsonNode attempt(Address from, Address to, byte[] data, BigInteger priorityFeeWei) {
    Map<String, String> tx = transaction(from, to, data, BigInteger.ZERO);
    BigInteger baseFee = latestBaseFee();
    tx.put("maxPriorityFeePerGas", quantity(priorityFeeWei));
    tx.put("maxFeePerGas", quantity(baseFee.multiply(BigInteger.TWO).add(priorityFeeWei)));
    return mined(tx);
  }

  private static Map<String, String> transaction(Address from, Address to, byte[] data, BigInteger value) {
    Map<String, String> tx = new LinkedHashMap<>();
    tx.put("from", from.toLowerHex());
    if (to != null) {
      tx.put("to", to.toLowerHex());
    }
    tx.put("data", Hex.encode(data));
    tx.put("value", quantity(value));
    tx.put("gas", quantity(BigInteger.valueOf(29_000_000)));
    return tx;
  }

  private JsonNode mined(Map<String, String> tx) {
    String hash = rpc.request("eth_sendTransaction", tx).textValue();
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (System.nanoTime() < end) {
      JsonNode receipt = rpc.request("eth_getTransactionReceipt", hash);
      if (!receipt.isNull()) {
        return receipt;
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(2));
    }
    throw new IllegalStateException("anvil did not mine " + hash + " within 30 s");
  }

  /** Why a transaction reverted, replayed as a call: the node's message and revert data. */
  private String replay(Map<String, String> tx) {
    try {
      rpc.request("eth_call", tx, "latest");
      return "";
    } catch (JsonRpc.JsonRpcException e) {
      return ": " + e.getMessage() + (e.data().isEmpty() ? "" : " data " + e.data());
    }
  }

  private static String describe(byte[] data) {
    return data.length >= 4 ? "selector " + Hex.encode(java.util.Arrays.copyOf(data, 4)) : "";
  }

  /** {@code eth_call} at the latest block. */
  byte[] call(Address to, byte[] data) {
    return Hex.decode(rpc.request("eth_call", java.util.Map.of("to", to.toLowerHex(), "data", Hex.encode(data)),
        "latest").textValue(), "eth_call result");
  }

  /** {@code eth_call} of {@code signature} with {@code args}, decoded as {@code returns}. */
  List<Object> call(Address to, String returns, String signature, Object... args) {
    return Abi.decode(returns, call(to, Abi.encodeCall(signature, args)));
  }

  byte[] code(Address address) {
    return Hex.decode(rpc.request("eth_getCode", address.toLowerHex(), "latest").textValue(), "code");
  }

  void setCode(Address address, byte[] code) {
    rpc.request("anvil_setCode", address.toLowerHex(), Hex.encode(code));
  }

  void setStorage(Address address, BigInteger slot, byte[] word) {
    rpc.request("anvil_setStorageAt", address.toLowerHex(), quantity(slot), Hex.encode(word));
  }

  byte[] storage(Address address, BigInteger slot) {
    return Hex.decode(rpc.request("eth_getStorageAt", address.toLowerHex(), quantity(slot), "latest").textValue(),
        "storage");
  }

  void setBalance(Address account, BigInteger wei) {
    rpc.request("anvil_setBalance", account.toLowerHex(), quantity(wei));
  }

  /** {@code evm_snapshot}: the id to revert to. */
  String snapshot() {
    return rpc.request("evm_snapshot").textValue();
  }

  /** {@code evm_revert}, which uses the snapshot up. */
  void revert(String snapshot) {
    if (!rpc.request("evm_revert", snapshot).asBoolean()) {
      throw new IllegalStateException("evm_revert " + snapshot + " failed");
    }
  }

  /** The latest block's base fee, in wei a gas. */
  BigInteger latestBaseFee() {
    return new BigInteger(rpc.request("eth_getBlockByNumber", "latest", false).path("baseFeePerGas").asText("0x0")
        .substring(2), 16);
  }

  /** The latest block's number. */
  long latestBlock() {
    return Long.decode(rpc.request("eth_blockNumber").textValue());
  }

  /** Mines {@code blocks} empty blocks ({@code anvil_mine}), each a second after the one before. */
  void mine(long blocks) {
    if (blocks > 0) {
      rpc.request("anvil_mine", quantity(BigInteger.valueOf(blocks)), quantity(BigInteger.ONE));
    }
  }

  /** The latest block's timestamp, in seconds. */
  long latestTimestamp() {
    return Long.decode(rpc.request("eth_getBlockByNumber", "latest", false).get("timestamp").textValue());
  }

  /**
   * Sets anvil's clock to {@code unixSeconds} and mines a block there when the latest block is older, so the chain's
   * time is that clock's again (later blocks follow on from it); a chain already there or ahead is left alone.
   * {@code evm_setTime} rather than {@code evm_setNextBlockTimestamp}: after a revert anvil may still hold a later
   * time than the latest block's, and refuses an exact next timestamp below it. The block is mined at that second
   * itself ({@code evm_mine} with a timestamp): mined by the clock, it was a second later whenever one passed between
   * the two calls (a loaded machine).
   */
  void catchUpClock(long unixSeconds) {
    if (unixSeconds > latestTimestamp()) {
      rpc.request("evm_setTime", unixSeconds);
      rpc.request("evm_mine", unixSeconds);
    }
  }

  /** Moves the chain's time forward and mines a block there. */
  void advance(long seconds) {
    rpc.request("evm_increaseTime", seconds);
    rpc.request("evm_mine");
  }

  /**
   * Writes the whole state as {@code --load-state} reads it: {@code anvil_dumpState} answers it gzipped, which is
   * unpacked here; written to a temporary file first, so a reader never sees half a state.
   */
  void dumpState(Path file) {
    byte[] gzipped = Hex.decode(rpc.request("anvil_dumpState").textValue(), "anvil_dumpState");
    try (InputStream in = new GZIPInputStream(new ByteArrayInputStream(gzipped))) {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path partial = Files.createTempFile(file.toAbsolutePath().getParent(), "state-", ".partial");
      Files.write(partial, in.readAllBytes());
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write the EVM state to " + file, e);
    }
  }

  static String quantity(BigInteger value) {
    return "0x" + value.toString(16);
  }

  @Override
  public void close() {
    node.close();
  }

  @Override
  public String toString() {
    return node.toString();
  }
}
