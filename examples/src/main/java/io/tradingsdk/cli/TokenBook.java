package io.tradingsdk.cli;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.tokenlist.TokenInfo;
import io.tradingsdk.models.tokenlist.TokenList;
import io.tradingsdk.models.tokenlist.TokenListValidator;
import io.tradingsdk.models.tokenlist.ValidationResult;
import java.io.IOException;
import java.io.InputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The tokens the CLI knows by symbol: a token list, validated on load. The bundled default list holds the
 * native currency and the main tokens of the chains the reference server simulates, at their real addresses.
 */
final class TokenBook {
  static final String DEFAULT = "default.tokenlist.json";
  private static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]{40}");

  /** A token resolved for a command: its address and, when the list knows it, symbol and decimals. */
  record Token(String address, String symbol, Optional<Integer> decimals) {
    String label() {
      return symbol.isEmpty() ? address : symbol;
    }
  }

  private final String source;
  private final List<TokenInfo> tokens;

  private TokenBook(String source, List<TokenInfo> tokens) {
    this.source = source;
    this.tokens = tokens;
  }

  /** The bundled list, or the file or http(s) URL given with {@code --token-list}. */
  static TokenBook load(String location) {
    if (location == null) {
      try (InputStream in = TokenBook.class.getResourceAsStream(DEFAULT)) {
        return parse("the bundled token list", in.readAllBytes());
      } catch (IOException e) {
        throw new CliException(ExitCodes.UNREADABLE, "the bundled token list cannot be read: " + e.getMessage());
      }
    }
    return parse(location, read(location));
  }

  private static byte[] read(String location) {
    try {
      if (location.startsWith("https://") || location.startsWith("http://")) {
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NORMAL).build();
        HttpResponse<byte[]> response = http.send(HttpRequest.newBuilder(URI.create(location))
            .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
          throw new CliException(ExitCodes.UNREADABLE,
              "--token-list: " + location + " answered HTTP " + response.statusCode());
        }
        return response.body();
      }
      return Files.readAllBytes(Path.of(location));
    } catch (NoSuchFileException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: no such file: " + location);
    } catch (IOException | IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: cannot read " + location + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: interrupted while reading " + location);
    }
  }

  private static TokenBook parse(String source, byte[] json) {
    ValidationResult result;
    try {
      result = TokenListValidator.create().validate(json);
    } catch (RuntimeException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + " is not JSON: " + e.getMessage());
    }
    if (!result.isValid()) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + " is not a valid token list: "
          + result.errors().get(0) + (result.errors().size() > 1
              ? " (and " + (result.errors().size() - 1) + " more; see trading tokenlist validate)" : ""));
    }
    try {
      return new TokenBook(source, TradingJson.mapper().readValue(json, TokenList.class).tokens());
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + ": " + e.getMessage());
    }
  }

  /**
   * A token by symbol (case-insensitive) or address on a chain. An address the list does not know is taken as
   * is, without decimals (amounts then need {@code --raw-amount}).
   */
  Token resolve(String option, String symbolOrAddress, ChainId chain) {
    if (ADDRESS.matcher(symbolOrAddress).matches()) {
      return byAddress(symbolOrAddress, chain);
    }
    List<TokenInfo> matches = tokens.stream()
        .filter(t -> t.chainId().equals(chain) && t.symbol().equalsIgnoreCase(symbolOrAddress))
        .collect(Collectors.toList());
    if (matches.size() != 1) {
      String known = tokens.stream().filter(t -> t.chainId().equals(chain)).map(TokenInfo::symbol).distinct()
          .sorted().collect(Collectors.joining(", "));
      throw new CliException(ExitCodes.UNREADABLE, option + ": " + (matches.isEmpty()
          ? "no token " + symbolOrAddress + " on chain " + chain.id() + " in " + source
          : symbolOrAddress + " names " + matches.size() + " tokens on chain " + chain.id() + "; give its address")
          + (known.isEmpty() ? " (the list has no token on that chain)" : " (known: " + known + ")"));
    }
    TokenInfo t = matches.get(0);
    return new Token(t.address(), t.symbol(), Optional.of(t.decimals()));
  }

  /**
   * The token at {@code address} on a chain, as the service names it in an answer: with the list's symbol and
   * decimals when the list knows it, else bare (printed in base units).
   */
  Token byAddress(String address, ChainId chain) {
    return tokens.stream()
        .filter(t -> t.chainId().equals(chain) && t.address().equalsIgnoreCase(address))
        .findFirst()
        .map(t -> new Token(t.address(), t.symbol(), Optional.of(t.decimals())))
        .orElse(new Token(address, "", Optional.empty()));
  }

  /**
   * An amount in base units: {@code text} in the token's units (using its decimals), or exact base units when
   * {@code raw}. Never rounds: more fractional digits than the token has is an error.
   */
  static BigInteger baseUnits(String option, String text, Token token, boolean raw) {
    BigDecimal value;
    try {
      value = new BigDecimal(text.replace("_", ""));
    } catch (NumberFormatException e) {
      throw new CliException(ExitCodes.UNREADABLE, option + ": expected a decimal number, was \"" + text + "\"");
    }
    if (value.signum() <= 0) {
      throw new CliException(ExitCodes.UNREADABLE, option + ": must be > 0, was " + text);
    }
    if (!raw) {
      int decimals = token.decimals().orElseThrow(() -> new CliException(ExitCodes.UNREADABLE, option + ": "
          + token.address() + " is not in the token list, so its decimals are unknown; give --raw-amount"
          + " base units or a --token-list that has it"));
      value = value.movePointRight(decimals);
    }
    try {
      return value.toBigIntegerExact();
    } catch (ArithmeticException e) {
      throw new CliException(ExitCodes.UNREADABLE, option + ": " + text + (raw
          ? " is not a whole number of base units"
          : " has more than " + token.decimals().orElse(0) + " decimals for " + token.label()));
    }
  }

  /** {@code baseUnits} as a decimal number of tokens, exactly; the base units themselves when decimals are unknown. */
  static String units(BigInteger baseUnits, Token token) {
    return token.decimals()
        .map(d -> new BigDecimal(baseUnits).movePointLeft(d).stripTrailingZeros().toPlainString() + " "
            + token.label())
        .orElse(baseUnits + " base units of " + token.label());
  }
}
