package io.tradingsdk.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.tokenlist.MalformedJsonException;
import io.tradingsdk.tokenlist.TokenListDiff;
import io.tradingsdk.tokenlist.TokenListProfile;
import io.tradingsdk.tokenlist.TokenListValidator;
import io.tradingsdk.tokenlist.TokenLists;
import io.tradingsdk.tokenlist.ValidationResult;
import io.tradingsdk.tokenlist.Version;
import io.tradingsdk.tokenlist.VersionUpgrade;
import io.tradingsdk.tokenlist.Violation;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine;

/** {@code trading tokenlist}: validate token lists and diff two versions of one. */
@Command(
    name = "tokenlist",
    mixinStandardHelpOptions = true,
    description = TokenListCommand.SUMMARY)
public final class TokenListCommand implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Validate token lists and compare two versions of a list.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /** Why a file could not be used, for exit code 2. */
  private static final class Unreadable extends Exception {
    private static final long serialVersionUID = 1L;

    Unreadable(String message) {
      super(message);
    }
  }

  private static byte[] read(Path file) throws Unreadable {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new Unreadable("cannot read: no such file");
    } catch (IOException e) {
      throw new Unreadable("cannot read: " + e.getClass().getSimpleName()
          + (e.getMessage() == null ? "" : " " + e.getMessage()));
    }
  }

  // ------------------------------------------------------------------ validate

  /** {@code trading tokenlist validate [--profile spec|head] [--json] FILE...}. */
  @Command(
      name = "validate",
      mixinStandardHelpOptions = true,
      description = {
        Validate.SUMMARY,
        "Exit code: 0 all valid, 1 any invalid, 2 a file cannot be read or is not JSON."
      })
  static final class Validate implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Validate token lists against every rule of the token-list schema and the spec, reporting all errors "
            + "(JSON pointer and message) and warnings (EIP-55 checksums, timestamps without offset, tokenMap "
            + "keys, repeated keys).";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(
        names = "--profile",
        paramLabel = "spec|head",
        converter = ProfileConverter.class,
        description = "head (default): EVM and base58 (Solana) addresses, the upstream schema's head; "
            + "spec: EVM addresses only, as the Trading API spec and the published schema beta.34.")
    TokenListProfile profile = TokenListProfile.DEFAULT;

    @Option(names = "--json", description = "One JSON object per file: {file, valid, errors, warnings}.")
    boolean json;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Token-list JSON files.")
    List<Path> files;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      TokenListValidator validator = TokenListValidator.of(profile);
      int exit = ExitCodes.OK;
      for (Path file : files) {
        try {
          ValidationResult result = validator.validate(read(file));
          if (!result.isValid()) {
            exit = Math.max(exit, ExitCodes.FAILED);
          }
          if (json) {
            out.println(TradingJson.write(jsonResult(file, result.isValid(), result.errors(), result.warnings())));
          } else {
            printText(out, file, result);
          }
        } catch (Unreadable | MalformedJsonException e) {
          exit = ExitCodes.UNREADABLE;
          if (json) {
            ObjectNode node = jsonResult(file, false, List.of(), List.of());
            ((ArrayNode) node.get("errors")).addObject().put("path", "").put("message", e.getMessage());
            out.println(TradingJson.write(node));
          } else {
            err.println(file + ": " + e.getMessage());
          }
        }
      }
      out.flush();
      err.flush();
      return exit;
    }

    private static void printText(PrintWriter out, Path file, ValidationResult result) {
      int errors = result.errors().size();
      int warnings = result.warnings().size();
      StringBuilder line = new StringBuilder().append(file).append(": ")
          .append(result.isValid() ? "VALID" : "INVALID");
      if (errors + warnings > 0) {
        line.append(" (").append(count(errors, "error"));
        line.append(", ").append(count(warnings, "warning")).append(')');
      }
      out.println(line);
      result.errors().forEach(v -> out.println("  error   " + v));
      result.warnings().forEach(v -> out.println("  warning " + v));
    }

    private static String count(int n, String noun) {
      return n + " " + noun + (n == 1 ? "" : "s");
    }

    private static ObjectNode jsonResult(Path file, boolean valid, List<Violation> errors, List<Violation> warnings) {
      ObjectNode node = TradingJson.mapper().createObjectNode();
      node.put("file", file.toString());
      node.put("valid", valid);
      node.set("errors", violations(errors));
      node.set("warnings", violations(warnings));
      return node;
    }

    private static ArrayNode violations(List<Violation> violations) {
      ArrayNode array = TradingJson.mapper().createArrayNode();
      for (Violation v : violations) {
        array.addObject().put("path", v.path()).put("message", v.message());
      }
      return array;
    }
  }

  /** Reads {@code spec} or {@code head} in any case. */
  static final class ProfileConverter implements CommandLine.ITypeConverter<TokenListProfile> {
    @Override
    public TokenListProfile convert(String value) {
      try {
        return TokenListProfile.fromName(value);
      } catch (IllegalArgumentException e) {
        throw new CommandLine.TypeConversionException("expected spec or head, was '" + value + "'");
      }
    }
  }

  // ------------------------------------------------------------------ diff

  /** {@code trading tokenlist diff BASE UPDATE}. */
  @Command(
      name = "diff",
      mixinStandardHelpOptions = true,
      description = {
        Diff.SUMMARY,
        "Exit code: 0 done (with --check: and the update's version grew at least by the minimum bump), 1 with "
            + "--check when it grew less, 2 a file cannot be read, is not JSON or has no tokens array."
      })
  static final class Diff implements Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Compare two versions of a token list: tokens added, changed (which keys) and removed, as the "
            + "upstream diffTokenLists reports them, and the minimum version bump (removed: MAJOR, added: MINOR, "
            + "changed: PATCH).";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BASE", description = "The earlier list.")
    Path base;

    @Parameters(index = "1", paramLabel = "UPDATE", description = "The later list.")
    Path update;

    @Option(names = "--json", description = "Print the diff as one JSON object.")
    boolean json;

    @Option(names = "--check", description = "Exit 1 when the update's version grew less than the minimum bump (for CI).")
    boolean check;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      PrintWriter err = spec.commandLine().getErr();
      JsonNode baseList;
      JsonNode updateList;
      TokenListDiff<JsonNode> diff;
      try {
        baseList = readList(base);
        updateList = readList(update);
        diff = TokenLists.diffTokenLists(baseList.get("tokens"), updateList.get("tokens"));
      } catch (Unreadable e) {
        err.println(e.getMessage());
        err.flush();
        return ExitCodes.UNREADABLE;
      } catch (IllegalArgumentException e) {
        err.println("tokens: " + e.getMessage());
        err.flush();
        return ExitCodes.UNREADABLE;
      }
      VersionUpgrade bump = TokenLists.minVersionBump(diff);
      Version baseVersion = version(baseList);
      Version updateVersion = version(updateList);
      VersionUpgrade actual = baseVersion == null || updateVersion == null
          ? null : TokenLists.getVersionUpgrade(baseVersion, updateVersion);
      boolean sufficient = actual == null || actual.value() >= bump.value();
      if (json) {
        printJson(out, diff, bump, baseVersion, updateVersion, actual);
      } else {
        printText(out, diff, bump, baseVersion, updateVersion, actual, sufficient);
      }
      out.flush();
      return sufficient || !check ? ExitCodes.OK : ExitCodes.FAILED;
    }

    private static JsonNode readList(Path file) throws Unreadable {
      byte[] bytes;
      try {
        bytes = read(file);
      } catch (Unreadable e) { // two files on the line: say which one
        throw new Unreadable(file + ": " + e.getMessage());
      }
      JsonNode list;
      try {
        list = TradingJson.mapper().reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(bytes);
      } catch (JsonProcessingException e) {
        throw new Unreadable(file + ": not JSON: " + e.getOriginalMessage());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      if (list == null || list.isMissingNode()) {
        throw new Unreadable(file + ": not JSON: the file is empty");
      }
      if (!list.isObject() || !list.path("tokens").isArray()) {
        throw new Unreadable(file + ": not a token list: expected an object with a tokens array");
      }
      return list;
    }

    /** The list's version, or null when it is not three integers. */
    private static Version version(JsonNode list) {
      JsonNode v = list.get("version");
      if (v == null || !v.path("major").isIntegralNumber() || !v.path("minor").isIntegralNumber()
          || !v.path("patch").isIntegralNumber()) {
        return null;
      }
      return Version.of(v.get("major").asLong(), v.get("minor").asLong(), v.get("patch").asLong());
    }

    private static void printText(PrintWriter out, TokenListDiff<JsonNode> diff, VersionUpgrade bump,
        Version baseVersion, Version updateVersion, VersionUpgrade actual, boolean sufficient) {
      out.println("added (" + diff.added().size() + ")");
      diff.added().forEach(t -> out.println("  + " + describe(t)));
      out.println("changed (" + diff.changedTokenCount() + ")");
      for (Map.Entry<String, Map<String, List<String>>> chain : diff.changed().entrySet()) {
        for (Map.Entry<String, List<String>> token : chain.getValue().entrySet()) {
          out.println("  ~ " + chain.getKey() + " " + token.getKey() + ": " + String.join(", ", token.getValue()));
        }
      }
      out.println("removed (" + diff.removed().size() + ")");
      diff.removed().forEach(t -> out.println("  - " + describe(t)));
      StringBuilder line = new StringBuilder("minimum version bump: ").append(bump);
      if (baseVersion != null) {
        line.append(" (").append(baseVersion).append(" -> at least ")
            .append(TokenLists.nextVersion(baseVersion, bump)).append(')');
      }
      out.println(line);
      if (actual != null) {
        out.println("update version: " + updateVersion + " (" + actual + " over " + baseVersion + ")"
            + (sufficient ? "" : ": too small, " + bump + " required"));
      }
    }

    private static String describe(JsonNode token) {
      List<String> parts = new ArrayList<>();
      for (String key : List.of("chainId", "address", "symbol")) {
        JsonNode value = token.get(key);
        parts.add(value == null ? "?" : value.isTextual() ? value.textValue() : value.toString());
      }
      return String.join(" ", parts);
    }

    private static void printJson(PrintWriter out, TokenListDiff<JsonNode> diff, VersionUpgrade bump,
        Version baseVersion, Version updateVersion, VersionUpgrade actual) {
      ObjectNode node = TradingJson.mapper().createObjectNode();
      node.set("added", TradingJson.mapper().valueToTree(diff.added()));
      node.set("changed", TradingJson.mapper().valueToTree(diff.changed()));
      node.set("removed", TradingJson.mapper().valueToTree(diff.removed()));
      node.put("minVersionBump", bump.name());
      if (baseVersion != null) {
        node.put("baseVersion", baseVersion.toString());
        node.put("nextVersion", TokenLists.nextVersion(baseVersion, bump).toString());
      }
      if (actual != null) {
        node.put("updateVersion", updateVersion.toString());
        node.put("versionUpgrade", actual.name());
      }
      out.println(TradingJson.write(node));
    }
  }
}
