package io.tradingsdk.cli;

import io.tradingsdk.models.ChainId;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Parses a chain id: a number such as 1 or 8453, or a common name (mainnet, base, arbitrum, optimism...). A value it
 * cannot read is a usage error (exit 2), reported by picocli as {@code Invalid value for option '--chain': expected
 * ...}, without an exception's class name.
 */
final class ChainOption implements ITypeConverter<ChainId> {
  @Override
  public ChainId convert(String value) {
    String v = value.trim().toLowerCase(java.util.Locale.ROOT);
    switch (v) {
      case "mainnet": case "ethereum": return ChainId.of(1);
      case "optimism": return ChainId.of(10);
      case "base": return ChainId.of(8453);
      case "arbitrum": return ChainId.of(42161);
      case "polygon": return ChainId.of(137);
      case "zksync": return ChainId.of(324);
      case "unichain": return ChainId.of(130);
      case "sepolia": return ChainId.of(11155111);
      default:
        try {
          long id = Long.parseLong(v);
          if (id <= 0) {
            throw new TypeConversionException("expected a positive chain id, was " + value);
          }
          return ChainId.of(id);
        } catch (NumberFormatException e) {
          throw new TypeConversionException("expected a chain id (1, 8453, ...) or name (mainnet, base, arbitrum,"
              + " optimism, polygon, zksync, unichain, sepolia), was \"" + value + "\"" + retired(v));
        }
    }
  }

  /** Why a well-known retired test network is not taken: its id is no longer served. */
  private static String retired(String name) {
    switch (name) {
      case "goerli": case "ropsten": case "rinkeby": case "kovan":
        return "; the " + name + " test network was shut down: use sepolia (11155111)";
      default: return "";
    }
  }
}
