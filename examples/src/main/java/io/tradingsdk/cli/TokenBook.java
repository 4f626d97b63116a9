package io.tradingsdk.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.ValidationResult;
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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The tokens the CLI knows by symbol: a token list, read only when a command first resolves a token. The bundled
 * default list holds the native currency and the main tokens of the chains the reference server simulates, at their
 * real addresses; a list given with {@code --token-list} is validated when it is read.
 *
 * <p>A command resolves tokens on one or two chains, so the list is not bound to the model: the first lookup on a
 * chain streams through the document once, keeps that chain's address, symbol and decimals, and later lookups on
 * the chain read that small list.
 */
final class TokenBook {
  static final String DEFAULT = "default.tokenlist.json";
  private static final Pattern ADDRESS = Pattern.compile("0x[0-9a-fA-F]{40}");
  /** Streaming only: reading a list needs no object mapper. */
  private static final JsonFactory JSON = new JsonFactory();

  /** A token resolved for a command: its address and, when the list knows it, symbol and decimals. */
  record Token(String address, String symbol, Optional<Integer> decimals) {
    String label() {
      return symbol.isEmpty() ? address : symbol;
    }
  }

  private final String source;
  private final byte[] json;
  private final Map<ChainId, List<Token>> chains = new HashMap<>();

  private TokenBook(String source, byte[] json) {
    this.source = source;
    this.json = json;
  }

  /**
   * The bundled list, or the file or http(s) URL given with {@code --token-list} (validated: a list that breaks a
   * rule is refused with the first error). The bundled list is not validated here; its tests validate it.
   */
  static TokenBook load(String location) {
    if (location == null) {
      try (InputStream in = TokenBook.class.getResourceAsStream(DEFAULT)) {
        return new TokenBook("the bundled token list", in.readAllBytes());
      } catch (IOException e) {
        throw new CliException(ExitCodes.UNREADABLE, "the bundled token list cannot be read: " + e.getMessage());
      }
    }
    byte[] json = read(location);
    validate(location, json);
    return new TokenBook(location, json);
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

  private static void validate(String source, byte[] json) {
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
  }

  /** The list's tokens on {@code chain}, read from the document on the chain's first lookup. */
  private List<Token> on(ChainId chain) {
    List<Token> tokens = chains.get(chain);
    if (tokens == null) {
      tokens = readChain(chain.id());
      chains.put(chain, tokens);
    }
    return tokens;
  }

  /** One pass over the list's {@code tokens} array, keeping those of one chain; everything else is skipped. */
  private List<Token> readChain(long chainId) {
    List<Token> tokens = new ArrayList<>();
    try (JsonParser parser = JSON.createParser(json)) {
      expect(parser.nextToken(), JsonToken.START_OBJECT, "the list");
      while (parser.nextToken() == JsonToken.FIELD_NAME) {
        boolean isTokens = parser.currentName().equals("tokens");
        JsonToken value = parser.nextToken();
        if (!isTokens) {
          parser.skipChildren();
          continue;
        }
        expect(value, JsonToken.START_ARRAY, "tokens");
        while (parser.nextToken() == JsonToken.START_OBJECT) {
          Token token = readToken(parser, chainId);
          if (token != null) {
            tokens.add(token);
          }
        }
      }
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + " is not JSON: " + e.getMessage());
    }
    return tokens;
  }

  /** The token object the parser is at, or null when it is on another chain. */
  private Token readToken(JsonParser parser, long chainId) throws IOException {
    long chain = -1;
    String address = null;
    String symbol = null;
    Integer decimals = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String field = parser.currentName();
      JsonToken value = parser.nextToken();
      switch (field) {
        case "chainId" -> chain = value == JsonToken.VALUE_NUMBER_INT ? parser.getLongValue() : -1;
        case "address" -> address = value == JsonToken.VALUE_STRING ? parser.getText() : null;
        case "symbol" -> symbol = value == JsonToken.VALUE_STRING ? parser.getText() : null;
        case "decimals" -> decimals = value == JsonToken.VALUE_NUMBER_INT ? parser.getIntValue() : null;
        default -> parser.skipChildren();
      }
    }
    if (chain != chainId) {
      return null;
    }
    if (address == null || symbol == null || decimals == null) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + ": a token on chain " + chainId
          + " lacks its address, symbol or decimals");
    }
    return new Token(address, symbol, Optional.of(decimals));
  }

  private void expect(JsonToken actual, JsonToken expected, String what) {
    if (actual != expected) {
      throw new CliException(ExitCodes.UNREADABLE, "--token-list: " + source + ": " + what + " is not "
          + (expected == JsonToken.START_OBJECT ? "an object" : "an array"));
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
    List<Token> onChain = on(chain);
    List<Token> matches = new ArrayList<>();
    for (Token token : onChain) {
      if (token.symbol().equalsIgnoreCase(symbolOrAddress)) {
        matches.add(token);
      }
    }
    if (matches.size() != 1) {
      String known = onChain.stream().map(Token::symbol).distinct().sorted().collect(Collectors.joining(", "));
      throw new CliException(ExitCodes.UNREADABLE, option + ": " + (matches.isEmpty()
          ? "no token " + symbolOrAddress + " on chain " + chain.id() + " in " + source
          : symbolOrAddress + " names " + matches.size() + " tokens on chain " + chain.id() + "; give its address")
          + (known.isEmpty() ? " (the list has no token on that chain)" : " (known: " + known + ")"));
    }
    return matches.get(0);
  }

  /**
   * The token at {@code address} on a chain, as the service names it in an answer: with the list's symbol and
   * decimals when the list knows it, else bare (printed in base units).
   */
  Token byAddress(String address, ChainId chain) {
    for (Token token : on(chain)) {
      if (token.address().equalsIgnoreCase(address)) {
        return token;
      }
    }
    return new Token(address, "", Optional.empty());
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
