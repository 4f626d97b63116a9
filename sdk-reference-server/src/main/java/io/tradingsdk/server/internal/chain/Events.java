package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Abi;
import io.tradingsdk.server.internal.codec.Hex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

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
    return Hex.encode(Hex.keccak(signature));
  }

  public static Log erc20Transfer(String token, String from, String to, BigInteger amount) {
    return log(token, List.of(TRANSFER, word(from), word(to)), amount);
  }

  public static Log erc20Approval(String token, String owner, String spender, BigInteger amount) {
    return log(token, List.of(APPROVAL, word(owner), word(spender)), amount);
  }

  /** An NFT's transfer: every field indexed, the token id last (a mint comes from the zero address). */
  public static Log erc721Transfer(String collection, String from, String to, BigInteger tokenId) {
    return log(collection, List.of(TRANSFER, word(from), word(to), word(tokenId)));
  }

  public static Log erc721Approval(String collection, String owner, String approved, BigInteger tokenId) {
    return log(collection, List.of(APPROVAL, word(owner), word(approved), word(tokenId)));
  }

  public static Log wethDeposit(String weth, String to, BigInteger amount) {
    return log(weth, List.of(DEPOSIT, word(to)), amount);
  }

  public static Log wethWithdrawal(String weth, String from, BigInteger amount) {
    return log(weth, List.of(WITHDRAWAL, word(from)), amount);
  }

  public static Log permit2Approval(String permit2, String owner, String token, String spender, BigInteger amount,
      long expiration) {
    return log(permit2, List.of(PERMIT2_APPROVAL, word(owner), word(token), word(spender)), amount,
        BigInteger.valueOf(expiration));
  }

  public static Log permit2Permit(String permit2, String owner, String token, String spender, BigInteger amount,
      long expiration, long nonce) {
    return log(permit2, List.of(PERMIT2_PERMIT, word(owner), word(token), word(spender)), amount,
        BigInteger.valueOf(expiration), BigInteger.valueOf(nonce));
  }

  /** A V2 pair's swap: what came in and went out of each side, for the router that called it. */
  public static Log v2Swap(String pair, String sender, BigInteger amount0In, BigInteger amount1In,
      BigInteger amount0Out, BigInteger amount1Out, String to) {
    return log(pair, List.of(V2_SWAP, word(sender), word(to)), amount0In, amount1In, amount0Out, amount1Out);
  }

  public static Log v2Mint(String pair, String sender, BigInteger amount0, BigInteger amount1) {
    return log(pair, List.of(V2_MINT, word(sender)), amount0, amount1);
  }

  public static Log v2Burn(String pair, String sender, BigInteger amount0, BigInteger amount1, String to) {
    return log(pair, List.of(V2_BURN, word(sender), word(to)), amount0, amount1);
  }

  /**
   * A V3 pool's swap. {@code amount0} and {@code amount1} are the pool's balance changes: positive is what it
   * received, negative what it paid out.
   */
  public static Log v3Swap(Pool pool, String sender, String recipient, BigInteger amount0, BigInteger amount1) {
    return log(pool.address(), List.of(V3_SWAP, word(sender), word(recipient)), new Abi.Int(amount0),
        new Abi.Int(amount1), pool.sqrtRatioX96(), pool.liquidity(), new Abi.Int(BigInteger.valueOf(pool.tickCurrent())));
  }

  /**
   * A V4 swap, emitted by the PoolManager for the pool's id. The amounts are the caller's balance changes
   * (the opposite sign of V3's): negative is what it paid in, positive what it takes out.
   */
  public static Log v4Swap(String poolManager, Pool pool, String sender, BigInteger amount0, BigInteger amount1) {
    return log(poolManager, List.of(V4_SWAP, pool.address().toLowerCase(java.util.Locale.ROOT), word(sender)),
        new Abi.Int(amount0), new Abi.Int(amount1), pool.sqrtRatioX96(), pool.liquidity(),
        new Abi.Int(BigInteger.valueOf(pool.tickCurrent())), BigInteger.valueOf(pool.fee()));
  }

  public static Log increaseLiquidity(String manager, BigInteger tokenId, BigInteger liquidity, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(INCREASE_LIQUIDITY, word(tokenId)), liquidity, amount0, amount1);
  }

  public static Log decreaseLiquidity(String manager, BigInteger tokenId, BigInteger liquidity, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(DECREASE_LIQUIDITY, word(tokenId)), liquidity, amount0, amount1);
  }

  public static Log collect(String manager, BigInteger tokenId, String recipient, BigInteger amount0,
      BigInteger amount1) {
    return log(manager, List.of(COLLECT, word(tokenId)), Abi.address(recipient), amount0, amount1);
  }

  private static Log log(String address, List<String> topics, Object... data) {
    return new Log(Hex.normalize(address), topics, Hex.encode(Abi.encode(data)));
  }

  /** An address as an indexed topic: left-padded to 32 bytes. */
  public static String word(String address) {
    return word(new BigInteger(Hex.strip(address), 16));
  }

  /** An unsigned number as an indexed topic. */
  public static String word(BigInteger value) {
    return Hex.encode(Abi.encode(value));
  }

  /** The addresses and topics of logs, in order: what a bloom filter is built from. */
  static List<String> bloomInputs(List<Log> logs) {
    List<String> out = new ArrayList<>();
    logs.forEach(log -> {
      out.add(log.address());
      out.addAll(log.topics());
    });
    return out;
  }
}
