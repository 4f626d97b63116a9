package io.tradingsdk.trade;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Resolves the tokens of a {@link TradeIntent}: a symbol to its address on a chain, and the decimals that scale a
 * whole-token amount. {@link #standard()} knows the native currency and the main tokens (WETH, USDC, USDT, DAI, WBTC)
 * of Ethereum, Optimism, zkSync, Base and Arbitrum; {@link #with} adds more. An address it does not know is still
 * accepted: the engine then reads its {@code decimals()} from the chain when it needs them.
 */
public final class TokenDirectory {
  /** The native currency's address in the Trading API. */
  public static final String NATIVE = "0x0000000000000000000000000000000000000000";

  /**
   * A token on a chain: its address and decimals.
   *
   * @param chainId the chain
   * @param symbol the symbol
   * @param address the address, checksummed; {@link #NATIVE} for the native currency
   * @param decimals the decimals, 0 to 77
   */
  public record Token(long chainId, String symbol, String address, int decimals) {
    /**
     * A token, checked.
     *
     * @throws IllegalArgumentException when {@code address} is not 0x and 40 hex digits or {@code decimals} is
     *     outside 0 to 77
     */
    public Token {
      Objects.requireNonNull(symbol, "symbol");
      if (!address.matches("0x[0-9a-fA-F]{40}")) {
        throw new IllegalArgumentException("address: expected 0x and 40 hex digits, got " + address);
      }
      if (decimals < 0 || decimals > 77) {
        throw new IllegalArgumentException("decimals: expected 0..77, got " + decimals);
      }
    }

    @Override
    public String toString() {
      return symbol + " (" + address + ") on " + chainId;
    }
  }

  private static final TokenDirectory STANDARD = new TokenDirectory(new HashMap<>())
      .with(1, "ETH", NATIVE, 18).with(10, "ETH", NATIVE, 18).with(324, "ETH", NATIVE, 18)
      .with(8453, "ETH", NATIVE, 18).with(42161, "ETH", NATIVE, 18)
      .with(1, "WETH", "0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2", 18)
      .with(1, "USDC", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6)
      .with(1, "USDT", "0xdAC17F958D2ee523a2206206994597C13D831ec7", 6)
      .with(1, "DAI", "0x6B175474E89094C44Da98b954EedeAC495271d0F", 18)
      .with(1, "WBTC", "0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599", 8)
      .with(10, "WETH", "0x4200000000000000000000000000000000000006", 18)
      .with(10, "USDC", "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", 6)
      .with(10, "USDT", "0x94b008aA00579c1307B0EF2c499aD98a8ce58e58", 6)
      .with(10, "DAI", "0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1", 18)
      .with(324, "WETH", "0x5AEa5775959fBC2557Cc8789bC1bf90A239D9a91", 18)
      .with(324, "USDC", "0x1d17CBcF0D6D143135aE902365D2E5e2A16538D4", 6)
      .with(324, "USDT", "0x493257fD37EDB34451f62EDf8D2a0C418852bA4C", 6)
      .with(8453, "WETH", "0x4200000000000000000000000000000000000006", 18)
      .with(8453, "USDC", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", 6)
      .with(8453, "USDT", "0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2", 6)
      .with(8453, "DAI", "0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb", 18)
      .with(42161, "WETH", "0x82aF49447D8a07e3bd95BD0d56f35241523fBab1", 18)
      .with(42161, "USDC", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", 6)
      .with(42161, "USDT", "0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9", 6)
      .with(42161, "DAI", "0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1", 18);

  private final Map<String, Token> bySymbol;
  private final Map<String, Token> byAddress;

  private TokenDirectory(Map<String, Token> bySymbol) {
    this.bySymbol = bySymbol;
    this.byAddress = new HashMap<>();
    for (Token t : bySymbol.values()) {
      byAddress.put(t.chainId + ":" + t.address.toLowerCase(Locale.ROOT), t);
    }
  }

  /** The built-in tokens (see the class comment). */
  public static TokenDirectory standard() {
    return STANDARD;
  }

  /** A copy with one more token (or a symbol re-pointed). */
  public TokenDirectory with(long chainId, String symbol, String address, int decimals) {
    Token token = new Token(chainId, symbol, address, decimals);
    Map<String, Token> copy = new HashMap<>(bySymbol);
    copy.put(chainId + ":" + symbol.toUpperCase(Locale.ROOT), token);
    return new TokenDirectory(copy);
  }

  /** The token a symbol or an address names on a chain; empty when this directory does not know it. */
  public Optional<Token> find(long chainId, String symbolOrAddress) {
    String key = symbolOrAddress.strip();
    if (key.startsWith("0x") || key.startsWith("0X")) {
      return Optional.ofNullable(byAddress.get(chainId + ":" + key.toLowerCase(Locale.ROOT)));
    }
    return Optional.ofNullable(bySymbol.get(chainId + ":" + key.toUpperCase(Locale.ROOT)));
  }
}
