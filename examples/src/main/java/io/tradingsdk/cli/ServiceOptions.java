package io.tradingsdk.cli;

import io.tradingsdk.core.ClientOptions;
import io.tradingsdk.core.TradingClient;
import io.tradingsdk.signing.Signer;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Where the service commands send their calls and how they print: the options every one of them takes.
 *
 * <p>The base URL is {@code --base-url}, else {@code TRADING_API_BASE_URL}, else the production service; the key is
 * read from {@code --api-key-file}, else {@code TRADING_API_KEY}. The tool says where it is pointed, on standard
 * error, before the first call.
 */
final class ServiceOptions {
  @Option(names = "--base-url", paramLabel = "URL",
      description = "The service, e.g. http://127.0.0.1:8080/v1 for a local `trading server`."
          + " Default: TRADING_API_BASE_URL, else " + ClientOptions.DEFAULT_BASE_URL + ".")
  String baseUrl;

  @Option(names = "--api-key-file", paramLabel = "FILE",
      description = "A file holding the API key. Default: the TRADING_API_KEY variable.")
  Path apiKeyFile;

  @Option(names = "--token-list", paramLabel = "FILE|URL",
      description = "The token list that resolves symbols and decimals (validated on load). Default: a bundled list.")
  String tokenList;

  @Option(names = "--json", description = "Print the response body as JSON instead of a summary.")
  boolean json;

  @Option(names = "--verbose", description = "On failure, print the stack trace too.")
  boolean verbose;

  private TokenBook tokens;

  /** A client for these options; says on {@code err} where it points. */
  TradingClient client(PrintWriter err) {
    TradingClient.Builder builder = TradingClient.builder();
    String key = apiKeyFile != null ? readKey(apiKeyFile) : System.getenv("TRADING_API_KEY");
    if (key == null || key.isBlank()) {
      throw new CliException(ExitCodes.UNREADABLE,
          "no API key: set TRADING_API_KEY or give --api-key-file FILE (the reference server's dev key is test-key)");
    }
    String url = baseUrl != null ? baseUrl : System.getenv("TRADING_API_BASE_URL");
    try {
      builder.apiKey(key.strip());
      if (url != null && !url.isBlank()) {
        builder.baseUrl(url.strip());
      }
      TradingClient client = builder.build();
      err.println("service: " + client.options().baseUrl());
      err.flush();
      return client;
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--base-url: " + e.getMessage());
    }
  }

  TokenBook tokens() {
    if (tokens == null) {
      tokens = TokenBook.load(tokenList);
    }
    return tokens;
  }

  private static String readKey(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--api-key-file: no such file: " + file);
    } catch (IOException e) {
      throw new CliException(ExitCodes.UNREADABLE, "--api-key-file: cannot read " + file + ": " + e.getMessage());
    }
  }
}
