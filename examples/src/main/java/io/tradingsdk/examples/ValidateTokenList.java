package io.tradingsdk.examples;

import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.tokenlist.MalformedJsonException;
import io.tradingsdk.tokenlist.TokenInfo;
import io.tradingsdk.tokenlist.TokenList;
import io.tradingsdk.tokenlist.TokenListDiff;
import io.tradingsdk.tokenlist.TokenListProfile;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.TokenLists;
import io.tradingsdk.tokenlist.ValidationResult;
import io.tradingsdk.tokenlist.Version;
import io.tradingsdk.tokenlist.VersionUpgrade;
import io.tradingsdk.tokenlist.Violation;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Validate token lists under a profile, print their errors and warnings, then diff two versions of a list
 * and compute the version the update must at least carry.
 *
 * <pre>
 * java -cp examples/target/trading.jar io.tradingsdk.examples.ValidateTokenList [--profile spec|head] [BASE [UPDATE]]
 * </pre>
 *
 * <p>Without files it uses two bundled sample lists: a version 1.0.0 and its update 1.1.0, which adds tokens
 * (one of them on Solana, accepted by the {@code head} profile and refused by {@code spec}), changes one and
 * carries a lowercase address (a warning).
 */
public final class ValidateTokenList {
  private static final String SAMPLE_BASE = "sample-v1.tokenlist.json";
  private static final String SAMPLE_UPDATE = "sample-v2.tokenlist.json";

  /** A document to validate: its name for messages and its bytes. */
  record Document(String name, byte[] json) {}

  private ValidateTokenList() {}

  public static void main(String[] args) {
    ExampleRunner.main("ValidateTokenList", args, ValidateTokenList::run);
  }

  /** The example itself: true when it did what it shows. */
  static boolean run(String[] args) throws IOException {
    TokenListProfile profile = TokenListProfile.DEFAULT; // head: EVM and base58 (Solana) addresses
    List<Document> documents = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--profile")) {
        if (i + 1 == args.length) {
          throw new ExampleRunner.UsageException("--profile: expected spec or head after it");
        }
        profile = profile(args[++i]); // spec: EVM addresses only, as the Trading API spec says
      } else if (args[i].startsWith("--")) {
        throw new ExampleRunner.UsageException("unknown option " + args[i]
            + "; usage: ValidateTokenList [--profile spec|head] [BASE [UPDATE]]");
      } else {
        documents.add(new Document(args[i], Files.readAllBytes(Path.of(args[i]))));
      }
    }
    if (documents.size() > 2) {
      throw new ExampleRunner.UsageException("expected at most two token lists (BASE and UPDATE), got " + documents.size());
    }
    if (documents.isEmpty()) {
      documents.add(bundled(SAMPLE_BASE));
      documents.add(bundled(SAMPLE_UPDATE));
    }

    // 1. Validate each list: every rule of the schema and the spec, all violations at once, each with the
    //    JSON pointer of the offending value. The validator is immutable and thread-safe: keep one.
    TokenListValidator validator = TokenListValidator.of(profile);
    boolean allValid = true;
    for (Document document : documents) {
      ValidationResult result;
      try {
        result = validator.validate(document.json());
      } catch (MalformedJsonException e) { // not JSON at all: nothing to validate
        System.out.println(document.name() + ": not JSON: " + e.getMessage());
        allValid = false;
        continue;
      }
      System.out.println(document.name() + ": " + (result.isValid() ? "valid" : "INVALID") + " under profile "
          + profile.cliName() + " (" + count(result.errors().size(), "error") + ", "
          + count(result.warnings().size(), "warning") + ")");
      for (Violation error : result.errors()) {
        System.out.println("  error   " + error); // /tokens/5/address: must match ...
      }
      for (Violation warning : result.warnings()) {
        System.out.println("  warning " + warning); // warnings never make a list invalid
      }
      allValid &= result.isValid();
    }
    if (documents.size() < 2 || !allValid) {
      if (!allValid && documents.size() == 2) {
        System.out.println("Not diffing: fix the errors first.");
      }
      return allValid;
    }

    // 2. Diff the two versions with the typed model, as upstream's diffTokenLists does: tokens are matched by
    //    chain id and address.
    TokenList base = TradingJson.mapper().readValue(documents.get(0).json(), TokenList.class);
    TokenList update = TradingJson.mapper().readValue(documents.get(1).json(), TokenList.class);
    TokenListDiff<TokenInfo> diff = TokenLists.diffTokenLists(base.tokens(), update.tokens());
    System.out.println("Diff " + base.version() + " -> " + update.version() + ":");
    for (TokenInfo token : diff.added()) {
      System.out.println("  added   " + describe(token));
    }
    for (Map.Entry<String, Map<String, List<String>>> chain : diff.changed().entrySet()) {
      chain.getValue().forEach((address, keys) ->
          System.out.println("  changed chain " + chain.getKey() + " " + address + ": " + String.join(", ", keys)));
    }
    for (TokenInfo token : diff.removed()) {
      System.out.println("  removed " + describe(token));
    }

    // 3. The version the update must carry at least: removed tokens call for a MAJOR bump, added ones for a
    //    MINOR bump, changed ones for a PATCH.
    VersionUpgrade bump = TokenLists.minVersionBump(diff);
    Version required = TokenLists.nextVersion(base.version(), bump);
    System.out.println("Minimum bump " + bump + ": the update must be at least version " + required);
    if (TokenLists.versionComparator(update.version(), required) >= 0) {
      System.out.println("The update's version " + update.version() + " is enough ("
          + TokenLists.getVersionUpgrade(base.version(), update.version()) + " over " + base.version() + ").");
    } else {
      System.out.println("The update's version " + update.version() + " is too low: publish it as " + required + ".");
    }
    return true;
  }

  private static TokenListProfile profile(String name) {
    try {
      return TokenListProfile.fromName(name);
    } catch (IllegalArgumentException e) {
      throw new ExampleRunner.UsageException(e.getMessage());
    }
  }

  private static String count(int n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  private static String describe(TokenInfo token) {
    return token.symbol() + " on chain " + token.chainId() + " " + token.address();
  }

  /** A sample list shipped in the jar next to this class. */
  private static Document bundled(String name) {
    try (InputStream in = ValidateTokenList.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("sample " + name + " is missing from the class path");
      }
      return new Document(name + " (bundled sample)", in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
