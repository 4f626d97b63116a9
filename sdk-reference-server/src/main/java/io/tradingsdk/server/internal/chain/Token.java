package io.tradingsdk.server.internal.chain;

import io.tradingsdk.server.internal.codec.Addresses;
import java.math.BigDecimal;

/** A token the reference server knows on one chain. */
public final class Token {
  private final long chainId;
  private final String address;
  private final String key; // the address in lower case, computed once: state and pools are looked up by it per quote
  private final String symbol;
  private final String name;
  private final int decimals;
  private final String asset;
  private final boolean resetsAllowance;
  private final BigDecimal usdPrice;

  Token(
      long chainId,
      String address,
      String symbol,
      String name,
      int decimals,
      String asset,
      boolean resetsAllowance,
      BigDecimal usdPrice) {
    this.chainId = chainId;
    this.address = Addresses.ZERO_ADDRESS.equals(address) ? address : Addresses.checksum(address);
    this.key = this.address.toLowerCase(java.util.Locale.ROOT);
    this.symbol = symbol;
    this.name = name;
    this.decimals = decimals;
    this.asset = asset;
    this.resetsAllowance = resetsAllowance;
    this.usdPrice = usdPrice;
  }

  public long chainId() {
    return chainId;
  }

  /** EIP-55 checksummed (the zero address for the native currency). */
  public String address() {
    return address;
  }

  /** Lower case, the form state is keyed by; the same string at every call (no allocation). */
  public String key() {
    return key;
  }

  public String symbol() {
    return symbol;
  }

  public String name() {
    return name;
  }

  public int decimals() {
    return decimals;
  }

  /**
   * The asset this token represents across chains (USDC on Ethereum and USDC on Base share "USDC").
   * Native ETH and WETH are different assets: bridging keeps the asset, anything else is a swap.
   */
  public String asset() {
    return asset;
  }

  public boolean isNative() {
    return Addresses.ZERO_ADDRESS.equals(address);
  }

  /** USDT-style: a non-zero allowance must be reset to 0 before it can be changed. */
  public boolean resetsAllowance() {
    return resetsAllowance;
  }

  /** The reference USD price of one whole token, from which pool reserves are built. */
  public BigDecimal usdPrice() {
    return usdPrice;
  }

  /** One whole token in base units. */
  public java.math.BigInteger unit() {
    return java.math.BigInteger.TEN.pow(decimals);
  }

  @Override
  public String toString() {
    return symbol + "@" + chainId;
  }
}
