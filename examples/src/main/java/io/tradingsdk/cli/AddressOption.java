package io.tradingsdk.cli;

import io.tradingsdk.signing.Address;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Checks an address option ({@code --wallet}, {@code --swapper}, ...) while the command line is parsed: a bad one is
 * a usage error (exit 2), reported by picocli as {@code Invalid value for option '--wallet': expected ...}. The
 * value stays the text given.
 */
final class AddressOption implements ITypeConverter<String> {
  @Override
  public String convert(String value) {
    try {
      Address.of(value);
      return value;
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException("expected an address, 0x and 40 hex digits (mixed case only with a valid"
          + " EIP-55 checksum), was \"" + value + "\" (" + e.getMessage() + ")");
    }
  }
}
