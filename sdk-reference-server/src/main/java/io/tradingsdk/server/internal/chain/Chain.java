package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.Map;
import java.util.Optional;

/** A chain the reference server serves, with the contracts and gas market it simulates. */
public final class Chain {
  /** Permit2's address on every chain but zkSync (the table holds each chain's). */
  public static final String PERMIT2 = "0x000000000022D473030F116dDEE9F6B43aC78BA3";
  /** Permit2 on zkSync Era (324), where CREATE2 addresses differ. */
  public static final String PERMIT2_ZKSYNC = "0x0000000000225e31D15943971F47aD3022F714Fa";
  /** The proxy router approvals target when {@code x-permit2-disabled} is true. */
  public static final String PROXY_ROUTER = "0x0000000085E102724e78eCd2F45DC9cA239Affad";
  /** The latest smart-wallet delegation target (EIP-7702). */
  public static final String LATEST_DELEGATION = "0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00";

  private final long id;
  private final String name;
  private final boolean testnet;
  private final String permit2;
  private final Map<String, String> universalRouters;
  private final BigInteger baseFeeWei;
  private final BigInteger priorityFeeWei;
  private final long blockTimeMillis;
  private final long referenceBlock;
  private final String spokePool;
  private final Map<String, String> positionManagers;
  private final Map<String, String> orderReactors;
  private final String reactor;
  private final String poolManager;
  private final ChainTable.Row row;

  Chain(
      ChainTable.Row row,
      Map<String, String> universalRouters,
      BigInteger baseFeeWei,
      BigInteger priorityFeeWei,
      long blockTimeMillis,
      long referenceBlock,
      Map<String, String> positionManagers,
      Map<String, String> orderReactors) {
    this.row = row;
    this.id = row.id;
    this.name = row.name;
    this.testnet = row.testnet;
    this.permit2 = Addresses.checksum(row.permit2);
    this.universalRouters = Map.copyOf(universalRouters);
    this.baseFeeWei = baseFeeWei;
    this.priorityFeeWei = priorityFeeWei;
    this.blockTimeMillis = blockTimeMillis;
    this.referenceBlock = referenceBlock;
    this.spokePool = row.spokePool.map(Addresses::checksum).orElse(null);
    this.positionManagers = Map.copyOf(positionManagers);
    this.orderReactors = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(orderReactors));
    this.reactor = row.reactors.containsKey("DUTCH") ? Addresses.checksum(row.reactors.get("DUTCH")) : null;
    this.poolManager = row.v4PoolManager.map(Addresses::checksum).orElse(null);
  }

  public long id() {
    return id;
  }

  public String name() {
    return name;
  }

  /** Whether the chain is a testnet (bridges join testnets to testnets and mainnets to mainnets only). */
  public boolean testnet() {
    return testnet;
  }

  /** The Permit2 contract, the {@code verifyingContract} of permit messages on this chain. */
  public String permit2() {
    return permit2;
  }

  /** The Universal Router deployed for a router version, empty when that version is not deployed here. */
  public Optional<String> universalRouter(String version) {
    return Optional.ofNullable(universalRouters.get(version));
  }

  /** The router versions deployed here, by version. */
  public Map<String, String> universalRouters() {
    return universalRouters;
  }

  public BigInteger baseFeeWei() {
    return baseFeeWei;
  }

  public BigInteger priorityFeeWei() {
    return priorityFeeWei;
  }

  /** Milliseconds between two blocks. */
  public long blockTimeMillis() {
    return blockTimeMillis;
  }

  /** The bridge deposit contract (Across' SpokePool), null where Across does not run. */
  public String spokePool() {
    return spokePool;
  }

  /** Whether bridges run from and to this chain (Across has a SpokePool here). */
  public boolean bridges() {
    return spokePool != null;
  }

  /** The position manager of a protocol (V2, V3, V4), empty when LP is not simulated for it. */
  public Optional<String> positionManager(String protocol) {
    return Optional.ofNullable(positionManagers.get(protocol));
  }

  /** The limit-order reactor, empty when limit orders are not offered here. */
  public Optional<String> reactor() {
    return Optional.ofNullable(reactor);
  }

  /**
   * The UniswapX orders the service offers here, by routing ({@code DUTCH_V2}, {@code DUTCH_V3}, {@code PRIORITY}),
   * each with its reactor; newest last.
   */
  public Map<String, String> orderReactors() {
    return orderReactors;
  }

  /** The Uniswap v4 PoolManager, which holds every V4 pool's tokens and emits their swaps; null where V4 is not deployed. */
  public String poolManager() {
    return poolManager;
  }

  /** This chain's row of the deployment table (every contract the packages name, served or not). */
  public ChainTable.Row deployments() {
    return row;
  }

  /** 2026-01-01T00:00:00Z, when every chain is at its reference block. */
  private static final long REFERENCE_MILLIS = 1_767_225_600_000L;

  /**
   * The block number at an instant, from a fixed reference point and the chain's block time (12 s on Ethereum, 2 s
   * on OP Mainnet and Base, 1 s on zkSync Era, 0.25 s on Arbitrum One).
   */
  public long blockAt(long epochMillis) {
    return referenceBlock + Math.max(0, epochMillis - REFERENCE_MILLIS) / blockTimeMillis;
  }

  /** The timestamp (unix seconds) of a block: when its slot began. */
  public long blockTimestamp(long number) {
    return Math.max(0, REFERENCE_MILLIS + (number - referenceBlock) * blockTimeMillis) / 1000;
  }

  /**
   * A block's hash. The simulated chains keep no block headers to hash, so it is {@code keccak256(abi.encode(chainId,
   * number))}: stable, distinct per chain and block, and the parent of block n is the hash of n - 1.
   */
  public String blockHash(long number) {
    return Hex.encode(Keccak.hash(Abi.encode("(uint256,uint256)", id, Math.max(0, number))));
  }
}
