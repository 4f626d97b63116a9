package io.tradingsdk.shrunk;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.server.ReferenceServerExtension;
import io.tradingsdk.server.ServerConfig;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The app shrunk and obfuscated with only the rules the SDK's (and its libraries') jars ship plus its own entry
 * point, then run against the reference server in its own JVM with nothing but the shrunk jar: it must do and
 * print exactly what the original does. And the shipped rules are what makes that so: without one of them, the
 * shrunk app breaks.
 */
class ShrunkAppTest {
  @RegisterExtension
  static final ReferenceServerExtension SERVER = ReferenceServerExtension.configured(server -> { });

  /** Every routing the reference server answers with (DUTCH_LIMIT is retired: the service no longer quotes it). */
  private static final List<String> ROUTINGS =
      List.of("CLASSIC", "WRAP", "UNWRAP", "BRIDGE", "CHAINED", "DUTCH_V2", "DUTCH_V3", "PRIORITY", "LIMIT_ORDER");

  private static final Shrinker SHRINKER = Shrinker.ofBuild();
  private static Shrinker.Output shrunk;
  /** The control shrink (the models' keep rule removed), made on a second thread beside the first: see below. */
  private static Future<Shrinker.Output> withoutModels;
  private static ExecutorService background;

  /**
   * The two shrinks of the class, each made once and shared by its cases: the shipped rules' (every case but the
   * control reads it) and the control's, which starts at once on its own thread so that its ProGuard run overlaps
   * the first one and the app runs instead of following them.
   */
  @BeforeAll
  static void shrinkWithTheShippedRules() throws Exception {
    background = Executors.newSingleThreadExecutor(task -> {
      Thread thread = new Thread(task, "shrink-without-the-models-keep");
      thread.setDaemon(true);
      return thread;
    });
    withoutModels = background.submit(() -> SHRINKER.shrink("without-the-models-keep", rules -> rules.stream()
        .map(r -> r.source().endsWith("sdk-models.pro") ? r.without("-keep class io.tradingsdk.models.** { *; }") : r)
        .collect(Collectors.toList())));
    shrunk = SHRINKER.shrink("shipped-rules", rules -> rules);
  }

  @AfterAll
  static void stopTheBackgroundShrink() {
    background.shutdownNow();
  }

  /** The app as compiled, run once on a fresh server for the two cases that read it; its class loading logged. */
  private static Shrinker.Run original;
  /** Where that run's JVM wrote each class it loaded ({@code -Xlog:class+load}: a file, so stdout stays the app's). */
  private static Path classLoadLog;

  /** The original app's run, made by the first case that needs it: the same run as a second one would be. */
  private static synchronized Shrinker.Run original() throws Exception {
    if (original == null) {
      Path log = Path.of(System.getProperty("shrink.work"), "original-class-load.log");
      Files.deleteIfExists(log);
      // Relative to the working directory the app inherits: -Xlog's option syntax splits on ':' (a Windows drive).
      String logOption = Path.of("").toAbsolutePath().relativize(log.toAbsolutePath()).toString();
      SERVER.server().reset();
      original = SHRINKER.runOriginal(SERVER.baseUrl(), ServerConfig.TEST_KEY,
          "-Xlog:class+load=info:file=" + logOption.replace('\\', '/'));
      classLoadLog = log;
    }
    return original;
  }

  @Test
  void theShrunkAppDoesWhatTheOriginalDoes() throws Exception {
    Shrinker.Run original = original();
    Shrinker.Run minified = runOnAFreshServer(shrunk);

    assertThat(original.exitCode()).as(original.text()).isZero();
    assertThat(minified.exitCode()).as(minified.text()).isZero();
    assertThat(minified.lines()).isEqualTo(original.lines());
    assertThat(minified.lines()).filteredOn(line -> line.startsWith("quote "))
        .extracting(line -> line.split(" ")[1]).containsExactlyElementsOf(ROUTINGS);
    assertThat(minified.lines()).anyMatch(line -> line.startsWith("permit PermitSingle signed; swap to 0x"))
        .anyMatch(line -> line.startsWith("order PermitWitnessTransferFrom signed, digest as rebuilt; order open"))
        .contains("transaction EIP1559 on chain 1 signed, decodes and recovers to the wallet")
        .contains("refused a quote whose tokenOut is its tokenIn: 400 BadRequestException RequestValidationError")
        .contains("refused a cross-chain quote without chained actions: 404 NotFoundException ResourceNotFound")
        .endsWith("OK");
  }

  @Test
  void aQuotingAppNeitherShipsNorLoadsTheTokenListValidator() throws Exception {
    // The token-list document and validator live in sdk-tokenlist, not in sdk-models: an app that quotes, signs and
    // sends (sdk-core, sdk-models, sdk-signing) does not get the module, and loads none of its classes.
    assertThat(SHRINKER.appJars()).extracting(Path::toString).noneMatch(entry -> entry.contains("sdk-tokenlist"));
    List<String> tokenListClasses = new ArrayList<>();
    for (Path entry : SHRINKER.appJars()) {
      tokenListClasses.addAll(classNames(entry).stream().filter(name -> name.contains("/tokenlist/"))
          .collect(Collectors.toList()));
    }
    assertThat(tokenListClasses).as("token-list classes in the jars of an app that quotes (sdk-models among them)")
        .isEmpty();
    Shrinker.Run run = original();
    assertThat(run.exitCode()).as(run.text()).isZero();
    List<String> loaded = Files.readAllLines(classLoadLog).stream()
        .filter(line -> line.contains("[class,load] "))
        .map(line -> line.substring(line.indexOf("[class,load] ") + "[class,load] ".length()).split(" ")[0])
        .filter(name -> name.startsWith("io.tradingsdk."))
        .collect(Collectors.toList());
    assertThat(loaded).as("the app's own classes and the models it quotes with are seen loading")
        .contains(ShrunkApp.class.getName(), "io.tradingsdk.models.quote.QuoteResponse");
    assertThat(loaded).as("token-list classes loaded by a quoting app")
        .noneMatch(name -> name.startsWith("io.tradingsdk.tokenlist.") || name.contains(".tokenlist."));
  }

  @Test
  void theShippedRulesAreWhatKeepsItWorking() throws Exception {
    // Jackson reads the models by reflection: their names, creators and annotations must survive. The shrink without
    // the models' keep rule was started in shrinkWithTheShippedRules; a failure of it is rethrown here.
    Shrinker.Run broken = runOnAFreshServer(withoutModels.get(10, TimeUnit.MINUTES));

    assertThat(broken.exitCode()).as(broken.text()).isEqualTo(1);
    assertThat(broken.text()).contains("FAILED");
  }

  @Test
  void theShrunkJarIsObfuscatedAndItsSizeIsReported() throws Exception {
    Map<String, Long> sizes = Shrinker.sizeByOrigin(shrunk.jar(), shrunk.mapping());
    long total = sizes.values().stream().mapToLong(Long::longValue).sum();
    long inputs = Files.size(shrunk.jar()); // the jar's own size, headers included
    StringBuilder report = new StringBuilder("| part of the shrunk app | KB (compressed in the jar) |\n| --- | ---: |\n");
    sizes.forEach((origin, bytes) -> report.append("| ").append(origin).append(" | ")
        .append(Math.round(bytes / 1024.0)).append(" |\n"));
    report.append("| **total** | **").append(Math.round(total / 1024.0)).append("** (jar file ")
        .append(Math.round(inputs / 1024.0)).append(" KB) |\n");
    Files.writeString(shrunk.jar().resolveSibling("size-report.md"), report);
    System.out.println(report);

    List<String> renamed = Files.readAllLines(shrunk.mapping()).stream()
        .filter(line -> !line.startsWith(" ") && line.endsWith(":"))
        .filter(line -> !line.split(" -> ")[0].equals(line.split(" -> ")[1].replace(":", "")))
        .collect(Collectors.toList());
    assertThat(renamed).as("classes ProGuard renamed").isNotEmpty();
    assertThat(sizes).containsKeys("app", "Trading SDK", "Jackson", "OkHttp + Okio", "Kotlin stdlib", "BouncyCastle");
  }

  /** The class files in a class path entry (a jar or a class folder), as paths inside it. */
  private static List<String> classNames(Path entry) throws IOException {
    if (Files.isDirectory(entry)) {
      try (Stream<Path> files = Files.walk(entry)) {
        return files.map(file -> entry.relativize(file).toString().replace('\\', '/'))
            .filter(name -> name.endsWith(".class")).collect(Collectors.toList());
      }
    }
    try (JarFile jar = new JarFile(entry.toFile())) {
      return jar.stream().map(JarEntry::getName).filter(name -> name.endsWith(".class")).collect(Collectors.toList());
    }
  }

  /** Runs a shrunk app against the server's initial state. */
  private static Shrinker.Run runOnAFreshServer(Shrinker.Output output) throws Exception {
    SERVER.server().reset();
    return SHRINKER.runShrunk(output, SERVER.baseUrl(), ServerConfig.TEST_KEY);
  }
}
