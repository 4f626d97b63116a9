package io.tradingsdk.server.internal.chain;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The events the simulated contracts emit, encoded as their Solidity sources declare them, so a receipt's logs decode
 * with the real ABIs: ERC-20 and ERC-721 transfers and approvals, WETH9's deposits and withdrawals, Permit2's
 * approvals and permits, the pools' swaps, the V2 pairs' mints and burns, and the V3 position manager's liquidity
 * events.
 */
public final class Events {
  /** ERC-20 and ERC-721 {@code Transfer(address,address,uint256)}. */
  public static final String TRANSFER = topic("Transfer(address,address,uint256)");
  /** ERC-20 and ERC-721 {@code Approval(address,address,uint256)}. */
  public static final String APPROVAL = topic("Approval(address,address,uint256)");
  public static final String DEPOSIT = topic("Deposit(address,uint256)");
  public static final String WITHDRAWAL = topic("Withdrawal(address,uint256)");
  public static final String PERMIT2_APPROVAL = topic("Approval(address,address,address,uint160,uint48)");
  public static final String PERMIT2_PERMIT = topic("Permit(address,address,address,uint160,uint48,uint48)");
  public static final String V2_SWAP = topic("Swap(address,uint256,uint256,uint256,uint256,address)");
  public static final String V2_MINT = topic("Mint(address,uint256,uint256)");
  public static final String V2_BURN = topic("Burn(address,uint256,uint256,address)");
  public static final String V3_SWAP = topic("Swap(address,address,int256,int256,uint160,uint128,int24)");
  public static final String V4_SWAP = topic("Swap(bytes32,address,int128,int128,uint160,uint128,int24,uint24)");
  public static final String INCREASE_LIQUIDITY = topic("IncreaseLiquidity(uint256,uint128,uint256,uint256)");
  public static final String DECREASE_LIQUIDITY = topic("DecreaseLiquidity(uint256,uint128,uint256,uint256)");
  public static final String COLLECT = topic("Collect(uint256,address,uint256,uint256)");

  private Events() {}

  private static String topic(String signature) {
    return Hex.encode(Keccak.hash(signature.getBytes(StandardCharsets.US_ASCII)));
  }

  public static ReceiptLog erc20Transfer(String token, String from, String to, BigInteger amount) {
    return log(token, List.of(TRANSFER, word(from), word(to)), "(uint256)", amount);
  }

  public static ReceiptLog erc20Approval(String token, String owner, String spender, BigInteger amount) {
    return log(token, List.of(APPROVAL, word(owner), word(spender)), "(uint256)", amount);
  }

  /** An NFT's transfer: every field indexed, the token id last (a mint comes from the zero address). */
  public static ReceiptLog erc721Transfer(String collection, String from, String to, BigInteger tokenId) {
    return log(collection, List.of(TRANSFER, word(from), word(to), word(tokenId)), "()");
  }

  public static ReceiptLog erc721Approval(String collection, String owner, String approved, BigInteger tokenId) {
    return log(collection, List.of(APPROVAL, word(owner), word(approved), word(tokenId)), "()");
  }

  public static ReceiptLog wethDeposit(String weth, String to, BigInteger amount) {
    return log(weth, List.of(DEPOSIT, word(to)), "(uint256)", amount);
  }

  public static ReceiptLog wethWithdrawal(String weth, String from, BigInteger amount) {
    return log(weth, List.of(WITHDRAWAL, word(from)), "(uint256)", amount);
  }

  public static ReceiptLog permit2Approval(String permit2, String owner, String token, String spender, BigInteger amount,
      long expiration) {
    return log(permit2, List.of(PERMIT2_APPROVAL, word(owner), word(token), word(spender)), "(uint160,uint48)", amount,
        expiration);
  }

  public static ReceiptLog permit2Permit(String permit2, String owner, String token, String spender, BigInteger amount,
      long expiration, long nonce) {
    return log(permit2, List.of(PERMIT2_PERMIT, word(owner), word(token), word(spender)), "(uint160,uint48,uint48)",
        amount, expiration, nonce);
  }

  /** A V2 pair's swap: what came in and went out of each side, for the router that called it. */
  public static ReceiptLog v2Swap(String pair, String sender, BigInteger amount0In, BigInteger amount1In,
      BigInteger amount0Out, BigInteger amount1Out, String to) {
    return log(pair, List.of(V2_SWAP, word(sender), word(to)), "(uint256,uint256,uint256,uint256)", amount0In,
        amount1In, amount0Out, amount1Out);
  }

  public static ReceiptLog v2Mint(String pair, String sender, BigInteger amount0, BigInteger amount1) {
    return log(pair, List.of(V2_MINT, word(sender)), "(uint256,uint256)", amount0, amount1);
  }

  public static ReceiptLog v2Burn(String pair, String sender, BigInteger amount0, BigInteger amount1, String to) {
    return log(pair, List.of(V2_BURN, word(sender), word(to)), "(uint256,uint256)", amount0, amount1);
  }

  /**
   * A V3 pool's swap. {@code amount0} and {@code amount1} are the pool's balance changes: positive is what it
   * received, negative what it paid out.
   */
  public static ReceiptLog v3Swap(Pool pool, String sender, String recipient, BigInteger amount0, BigInteger amount1) {
    return log(pool.address(), List.of(V3_SWAP, word(sender), word(recipient)),
        "(int256,int256,uint160,uint128,int24)", amount0, amount1, pool.sqrtRatioX96(), pool.liquidity(),
        pool.tickCurrent());
  }

  /**
   * A V4 swap, emitted by the PoolManager for the pool's id. The amounts are the caller's balance changes
   * (the opposite sign of V3's): negative is what it paid in, positive what it takes out.
   */
  public static ReceiptLog v4Swap(String poolManager, Pool pool, String sender, BigInteger amount0, BigInteger amount1) {
    return log(poolManager, List.of(V4_SWAP, pool.address().toLowerCase(Locale.ROOT), word(sender)),
        "(int128,int128,uint160,uint128,int24,uint24)", amount0, amount1, pool.sqrtRatioX96(), pool.liquidity(),
        pool.tickCurrent(), pool.fee());
  }

  public static ReceiptLog increaseLiquidity(String manager, BigInteger tokenId, BigInteger liquidity, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(INCREASE_LIQUIDITY, word(tokenId)), "(uint128,uint256,uint256)", liquidity, amount0,
        amount1);
  }

  public static ReceiptLog decreaseLiquidity(String manager, BigInteger tokenId, BigInteger liquidity, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(DECREASE_LIQUIDITY, word(tokenId)), "(uint128,uint256,uint256)", liquidity, amount0,
        amount1);
  }

  public static ReceiptLog collect(String manager, BigInteger tokenId, String recipient, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(COLLECT, word(tokenId)), "(address,uint256,uint256)", address(recipient), amount0,
        amount1);
  }

  /** A log of {@code address}: its topics, and its non-indexed fields ABI-encoded as {@code types}. */
  private static ReceiptLog log(String address, List<String> topics, String types, Object... data) {
    return new ReceiptLog(address.toLowerCase(Locale.ROOT), topics, Hex.encode(Abi.encode(types, data)));
  }

  private static Address address(String address) {
    return Address.of(address.toLowerCase(Locale.ROOT));
  }

  /** An address as an indexed topic: left-padded to 32 bytes. */
  public static String word(String address) {
    return Hex.encode(Abi.encode("(address)", address(address)));
  }

  /** An unsigned number as an indexed topic. */
  public static String word(BigInteger value) {
    return Hex.encode(Abi.encode("(uint256)", value));
  }

  /** The addresses and topics of logs, in order: what a bloom filter is built from. */
  static List<String> bloomInputs(List<ReceiptLog> logs) {
    List<String> out = new ArrayList<>();
    logs.forEach(log -> {
      out.add(log.address());
      out.addAll(log.topics());
    });
    return out;
  }
}
