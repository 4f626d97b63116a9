package io.tradingsdk.readme;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.cli.TradingCli;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The README and the guides name only what exists: every {@code io.tradingsdk...} class or package, every backticked
 * class name of ours, every {@code trading.*} property and every command-line flag, and every relative link. A name
 * that is not ours (a JDK, Spring or Hazelcast class, another tool's flag) must be listed below as such, so an
 * invented or renamed name of ours fails here.
 */
class DocsReferencesTest {
  private static final Path ROOT = Path.of("..");

  /** Backticked CamelCase names the guides use that are not the SDK's: the JDK's and the libraries'. */
  private static final Set<String> FOREIGN_TYPES = Set.of(
      // JDK
      "CompletableFuture", "CancellationException", "HttpServer", "IllegalArgumentException",
      "IllegalStateException", "NullPointerException", "OutOfMemoryError", "SecureRandom", "KeyStore",
      "ThreadLocal", "BigInteger", "BigDecimal", "JsonNode", "ObjectMapper", "SubjectPublicKeyInfo",
      // libraries and tools
      "MockWebServer", "StructuredDataEncoder", "TransactionEncoder", "RawTransactionManager", "Web3j",
      "Credentials", "ProxyManager", "ObservationRegistry", "MeterRegistry", "SanitizingFunction",
      "HazelcastInstance", "RedisClient", "SpringBootTest", "UnsignedV3DutchOrder", "StateLibrary", "StateView",
      "SpokePool", "QuoterV2", "V4Quoter", "PoolManager", "PositionManager", "NonfungiblePositionManager",
      "PoolKey", "PathKey", "MockERC20", "SoftHSM", "CloudHSM", "YubiHSM", "SunPKCS11", "ProGuard", "OkHttp",
      "JUnit", "JavaScript", "TypeScript", "MetaMask", "BouncyCastle", "WebSocket", "AutoCloseable", "HmacSHA256",
      "NullMarked", "OptIn", "NoSuchMethodError", "OptionalInt", "JsonMapper",
      // contracts, their events, errors and EIP-712 types
      "V2DutchOrderReactor", "V3DutchOrderReactor", "PriorityOrderReactor", "PermitWitnessTransferFrom",
      "AllowanceExpired", "InvalidSigner", "IncreaseLiquidity", "DecreaseLiquidity", "V3FundsDeposited",
      "DutchOrder", "ExclusiveDutchOrder", "LimitOrder", "NoDelegateCall");

  /** Long options of other tools that the guides' shell lines use (cast, npm, curl, softhsm2-util, jq, mvn). */
  private static final Set<String> FOREIGN_FLAGS = Set.of(
      "--private-key", "--gas-limit", "--async", "--ignore-scripts", "--init-token", "--free", "--label",
      "--so-pin", "--pin", "--arg", "--release",
      "--load-state"); // anvil's, which the reference server passes on

  private static final Set<String> TYPES = new HashSet<>();
  private static final Set<String> PACKAGES = new HashSet<>();
  private static final Set<String> PROPERTIES = new HashSet<>();
  private static final Set<String> FLAGS = new HashSet<>();
  /** Kotlin top-level functions, as {@code package.name}: they are imported like classes. */
  private static final Set<String> FUNCTIONS = new HashSet<>();

  @BeforeAll
  static void collectWhatExists() throws IOException {
    Pattern declaration = Pattern.compile(
        "^\\s*(?:(?:public|protected|private|static|final|abstract|sealed|non-sealed|data|enum|annotation|internal|"
            + "open|inner|fun)\\s+)*(?:class|interface|enum|record|@interface|object)\\s+([A-Z][A-Za-z0-9_]*)");
    Pattern literal = Pattern.compile("\"(trading\\.[a-zA-Z0-9.-]+)\"");
    Pattern function = Pattern.compile("^(?:public |internal )?(?:suspend )?fun (?:[A-Za-z.<>?]+\\.)?([a-z][A-Za-z0-9]*)\\(");
    try (Stream<Path> modules = Files.list(ROOT)) {
      for (Path module : modules.filter(Files::isDirectory).toList()) {
        for (String tree : List.of("src/main/java", "src/main/kotlin", "src/test/java", "src/test/kotlin")) {
          Path sources = module.resolve(tree);
          if (!Files.isDirectory(sources)) {
            continue;
          }
          try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".kt"))
                .toList()) {
              PACKAGES.add(sources.relativize(file.getParent()).toString().replace('/', '.'));
              String name = file.getFileName().toString();
              TYPES.add(name.substring(0, name.lastIndexOf('.')));
              String pkg = sources.relativize(file.getParent()).toString().replace('/', '.');
              for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                Matcher f = function.matcher(line);
                if (name.endsWith(".kt") && f.find()) {
                  FUNCTIONS.add(pkg + "." + f.group(1));
                }
                Matcher m = declaration.matcher(line);
                if (m.find()) {
                  TYPES.add(m.group(1));
                }
                if (tree.startsWith("src/main")) {
                  Matcher p = literal.matcher(line);
                  while (p.find()) {
                    PROPERTIES.add(p.group(1));
                  }
                }
              }
            }
          }
        }
      }
    }
    // The starter's properties, as Spring binds them: TradingProperties' fields in kebab case.
    Pattern field = Pattern.compile("^\\s*private (?:final )?(?:@Nullable )?[A-Za-z<>.]+ ([a-z][A-Za-z]*)(?: =.*)?;");
    String prefix = "trading.";
    for (String line : Files.readAllLines(ROOT.resolve(
        "sdk-spring-boot-starter/src/main/java/io/tradingsdk/spring/TradingProperties.java"))) {
      if (line.contains("class Health")) {
        prefix = "trading.health.";
      }
      Matcher m = field.matcher(line);
      if (m.find() && !m.group(1).equals("health")) {
        PROPERTIES.add(prefix + m.group(1).replaceAll("([A-Z])", "-$1").toLowerCase(java.util.Locale.ROOT));
      }
    }
    collectFlags(TradingCli.newCommandLine());
  }

  private static void collectFlags(CommandLine cli) {
    cli.getCommandSpec().options().forEach(option -> FLAGS.addAll(List.of(option.names())));
    cli.getSubcommands().values().forEach(DocsReferencesTest::collectFlags);
  }

  @Test
  void theListsOfWhatExistsAreNotEmpty() {
    assertThat(TYPES).contains("TradingClient", "TransactionSender", "ClusterNonceManager", "TradingProperties");
    assertThat(PROPERTIES).contains("trading.api-key", "trading.base-url", "trading.health.enabled", "trading.apiKey");
    assertThat(FLAGS).contains("--rpc-url", "--key-file", "--fail-every", "--help");
  }

  @Test
  void everyQualifiedNameIsAClassOrPackageOfOurs() throws IOException {
    Pattern qualified = Pattern.compile("\\bio\\.tradingsdk(?:\\.[a-z][a-zA-Z0-9]*)*(?:\\.[A-Z][A-Za-z0-9]*)?");
    List<String> missing = new ArrayList<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      forEachLine(doc, (line, text) -> {
        Matcher m = qualified.matcher(text);
        while (m.find()) {
          String name = m.group();
          String last = name.substring(name.lastIndexOf('.') + 1);
          boolean exists = Character.isUpperCase(last.charAt(0))
              ? TYPES.contains(last) && PACKAGES.contains(name.substring(0, name.lastIndexOf('.')))
              : FUNCTIONS.contains(name) || PACKAGES.stream().anyMatch(p -> p.equals(name) || p.startsWith(name + "."));
          if (!exists) {
            missing.add(where(doc, line) + name);
          }
        }
      });
    }
    assertThat(missing).as("io.tradingsdk names the sources do not declare").isEmpty();
  }

  @Test
  void everyBacktickedClassNameIsOursOrListedAsForeign() throws IOException {
    Pattern code = Pattern.compile("`([^`]+)`");
    Pattern camel = Pattern.compile("^(?:new )?@?([A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+)(?:$|[.(<#:\\[ ])");
    List<String> missing = new ArrayList<>();
    Set<String> unknown = new TreeSet<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      forEachLine(doc, (line, text) -> {
        Matcher c = code.matcher(text);
        while (c.find()) {
          Matcher m = camel.matcher(c.group(1));
          if (m.find() && !TYPES.contains(m.group(1)) && !FOREIGN_TYPES.contains(m.group(1))) {
            missing.add(where(doc, line) + c.group(1));
            unknown.add(m.group(1));
          }
        }
      });
    }
    assertThat(missing).as("backticked names that are neither a class of ours nor listed as foreign %s", unknown)
        .isEmpty();
  }

  @Test
  void everyTradingPropertyExists() throws IOException {
    Pattern property = Pattern.compile("(?<![\\w./-])(trading\\.[a-z][a-zA-Z0-9.-]*[a-zA-Z0-9])");
    Set<String> files = Set.of("trading.jar", "trading.jsa", "trading.cmd", "trading.key");
    List<String> missing = new ArrayList<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      boolean[] inCode = {false};
      forEachLine(doc, (line, text) -> {
        if (text.startsWith("```")) {
          // Java and Kotlin blocks are compiled; `trading.quote(...)` there is a variable's method.
          inCode[0] = !inCode[0] && (text.equals("```java") || text.equals("```kotlin"));
          return;
        }
        if (inCode[0]) {
          return;
        }
        Matcher m = property.matcher(text);
        while (m.find()) {
          String name = m.group(1);
          String meter = name.endsWith(".active") ? name.substring(0, name.length() - ".active".length()) : name;
          if (!files.contains(name) && !PROPERTIES.contains(name) && !PROPERTIES.contains(meter)) {
            missing.add(where(doc, line) + name);
          }
        }
      });
    }
    assertThat(missing).as("trading.* properties that nothing reads").isEmpty();
  }

  @Test
  void everyLongFlagIsAnOptionOfTheCliOrListedAsAnotherTools() throws IOException {
    Pattern flag = Pattern.compile("(?<![\\w-])(--[a-z][a-z0-9-]*[a-z0-9])");
    List<String> missing = new ArrayList<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      forEachLine(doc, (line, text) -> {
        Matcher m = flag.matcher(text);
        while (m.find()) {
          if (!FLAGS.contains(m.group(1)) && !FOREIGN_FLAGS.contains(m.group(1))) {
            missing.add(where(doc, line) + m.group(1));
          }
        }
      });
    }
    assertThat(missing).as("flags no command of the trading tool takes").isEmpty();
  }

  /** The modules an application depends on; their public exceptions are the errors reference's rows. */
  private static final List<String> PUBLISHED = List.of("sdk-models", "sdk-signing", "sdk-signing-pkcs11", "sdk-core",
      "sdk-wallet", "sdk-wallet-cluster", "sdk-trade", "sdk-reference-server", "sdk-ratelimit-bucket4j",
      "sdk-micrometer", "sdk-spring-boot-starter", "sdk-kotlin");

  @Test
  void theErrorsReferenceNamesEveryPublicException() throws IOException {
    Pattern exception = Pattern.compile("^\\s*public (?:static )?(?:abstract )?(?:final )?class ([A-Za-z]+Exception)\\b");
    Set<String> exceptions = new TreeSet<>();
    for (String module : PUBLISHED) {
      Path sources = ROOT.resolve(module).resolve("src/main/java");
      if (!Files.isDirectory(sources)) {
        continue;
      }
      try (Stream<Path> files = Files.walk(sources)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".java"))
            .filter(f -> !f.toString().contains("/internal/")).toList()) {
          for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            Matcher m = exception.matcher(line);
            if (m.find()) {
              exceptions.add(m.group(1));
            }
          }
        }
      }
    }
    String errors = Files.readString(ROOT.resolve("docs/errors.md"), StandardCharsets.UTF_8);
    assertThat(exceptions).as("public exceptions").contains("TradingApiException", "BroadcastUnknownException");
    assertThat(exceptions.stream().filter(e -> !errors.contains("`" + e + "`")))
        .as("public exceptions docs/errors.md does not name").isEmpty();
  }

  @Test
  void everyRelativeLinkResolves() throws IOException {
    Pattern link = Pattern.compile("\\]\\(([^)#\\s]+)(?:#[^)]*)?\\)");
    List<String> missing = new ArrayList<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      forEachLine(doc, (line, text) -> {
        Matcher m = link.matcher(text);
        while (m.find()) {
          String target = m.group(1);
          if (!target.contains("://") && !target.startsWith("mailto:")
              && !Files.exists(doc.getParent().resolve(target))) {
            missing.add(where(doc, line) + target);
          }
        }
      });
    }
    assertThat(missing).as("relative links to files that do not exist").isEmpty();
  }

  @Test
  void everyAnchorNamesAHeading() throws IOException {
    Pattern link = Pattern.compile("\\]\\(([^)#\\s]*)#([^)\\s]+)\\)");
    List<String> missing = new ArrayList<>();
    for (Path doc : ReadmeSnippetsTest.documents()) {
      forEachLine(doc, (line, text) -> {
        Matcher m = link.matcher(text);
        while (m.find()) {
          Path target = m.group(1).isEmpty() ? doc : doc.getParent().resolve(m.group(1));
          if (target.toString().endsWith(".md") && Files.exists(target) && !headings(target).contains(m.group(2))) {
            missing.add(where(doc, line) + m.group(1) + "#" + m.group(2));
          }
        }
      });
    }
    assertThat(missing).as("links to headings that do not exist").isEmpty();
  }

  /** The anchors GitHub gives a document's headings (code blocks skipped). */
  private static Set<String> headings(Path doc) {
    Set<String> anchors = new HashSet<>();
    boolean[] inCode = {false};
    forEachLine(doc, (line, text) -> {
      if (text.startsWith("```")) {
        inCode[0] = !inCode[0];
      } else if (!inCode[0] && text.startsWith("#")) {
        anchors.add(text.replaceFirst("^#+\\s*", "").strip().toLowerCase(java.util.Locale.ROOT)
            .replaceAll("[^a-z0-9 _-]", "").replace(' ', '-'));
      }
    });
    return anchors;
  }

  private interface LineVisitor {
    void visit(int line, String text);
  }

  private static void forEachLine(Path doc, LineVisitor visitor) {
    try {
      List<String> lines = Files.readAllLines(doc, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        visitor.visit(i + 1, lines.get(i));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String where(Path doc, int line) {
    return ROOT.relativize(doc) + ":" + line + ": ";
  }
}
