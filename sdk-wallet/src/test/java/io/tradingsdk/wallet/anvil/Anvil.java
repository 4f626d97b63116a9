package io.tradingsdk.wallet.anvil;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.server.node.AnvilNode;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.TransactionReceipt;
import java.math.BigInteger;
import io.tradingsdk.signing.Bytes32;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A running anvil and what tests do with it beside the code under test: fund accounts, deploy fixtures from
 * anvil's own unlocked account (independent of the SDK's signing), snapshot and revert, move the clock. Closed
 * (SIGTERM by PID) when the test plan ends.
 */
public final class Anvil implements ExtensionContext.Store.CloseableResource, AutoCloseable {
  /** anvil's first default account, unlocked: {@code eth_sendTransaction} from it needs no key. */
  public static final Address DEPLOYER = Address.of("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266");
  /** The chain id anvil serves by default. */
  public static final long CHAIN_ID = 31337;

  private final AnvilNode node;
  private final EthRpcClient rpc;

  Anvil(AnvilNode node) {
    this.node = node;
    this.rpc = EthRpcClient.builder(node.url()).build();
  }

  /** The node's URL. */
  public String url() {
    return node.url();
  }

  /** A client of the node, with the SDK's defaults. */
  public EthRpcClient rpc() {
    return rpc;
  }

  /** Sets an account's native balance. */
  public void fund(Address account, BigInteger wei) {
    rpc.request("anvil_setBalance", account.toLowerHex(), "0x" + wei.toString(16));
  }

  /** Sends a transaction from {@link #DEPLOYER} (anvil signs it) and returns its receipt, mined at once. */
  public TransactionReceipt sendAsDeployer(Address to, byte[] data) {
    return send(Map.of("from", DEPLOYER.toLowerHex(), "to", to.toLowerHex(), "data", Hex.encode(data)));
  }

  /** Deploys {@code creationCode} (with its constructor arguments appended) from {@link #DEPLOYER}. */
  public Address deploy(byte[] creationCode) {
    TransactionReceipt receipt = send(Map.of("from", DEPLOYER.toLowerHex(), "data", Hex.encode(creationCode)));
    if (!receipt.success()) {
      throw new IllegalStateException("deployment reverted: " + receipt);
    }
    return receipt.contractAddress().orElseThrow(() -> new IllegalStateException("no contract address: " + receipt));
  }

  /** Sends through anvil's own signing and waits for the receipt (automine mines it right after answering). */
  private TransactionReceipt send(Map<String, String> transaction) {
    Bytes32 hash = Bytes32.fromHex(rpc.request("eth_sendTransaction", transaction).textValue());
    long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < end) {
      Optional<TransactionReceipt> receipt = rpc.getTransactionReceipt(hash);
      if (receipt.isPresent()) {
        return receipt.get();
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
    }
    throw new IllegalStateException("anvil did not mine " + hash + " within 10 s");
  }

  /** {@code evm_snapshot}: the id to revert to. */
  public String snapshot() {
    return rpc.request("evm_snapshot").textValue();
  }

  /** {@code evm_revert} to a snapshot (which is then used up). */
  public void revert(String snapshot) {
    if (!rpc.request("evm_revert", snapshot).asBoolean()) {
      throw new IllegalStateException("evm_revert " + snapshot + " failed");
    }
  }

  /** Sets the timestamp of the next block. */
  public void setNextBlockTimestamp(long epochSeconds) {
    rpc.request("evm_setNextBlockTimestamp", epochSeconds);
  }

  /** Mines one block now. */
  public void mine() {
    rpc.request("evm_mine");
  }

  /** The latest block's timestamp. */
  public long latestTimestamp() {
    JsonNode block = rpc.request("eth_getBlockByNumber", "latest", false);
    return Long.decode(block.get("timestamp").textValue());
  }

  @Override
  public void close() {
    rpc.close();
    node.close();
  }

  @Override
  public String toString() {
    return node.toString();
  }
}
