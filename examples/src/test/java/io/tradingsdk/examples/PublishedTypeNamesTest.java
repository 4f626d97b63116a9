package io.tradingsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * No simple type name is declared twice in the published modules, so that an import or a Javadoc link names one
 * thing: the quote's {@code DutchInput} (sdk-models) and the EIP-712 struct signed for it (sdk-signing) cannot both be
 * {@code DutchInput} again.
 *
 * <p>It reads each module's API baseline, {@code <module>/api/<module>.api}: the build's API check
 * ({@code build-tools/ApiDump.java}, run in {@code verify}) fails whenever a baseline differs from the public and
 * protected types the module's classes declare, so the baselines are those types. Top-level and nested types both
 * count. A nested type may share its simple name with another nested type only when the name is one of the member
 * roles in {@link #NESTED_ROLE_NAMES} ({@code Builder}, {@code Deserializer}...), which are always written qualified
 * ({@code Outer.Builder}) and never imported alone.
 */
class PublishedTypeNamesTest {
  private static final Path ROOT = Path.of("..");

  /** The published modules checked: every io.tradingsdk artifact of the BOM but the embedded test server. */
  private static final Set<String> MODULES = Set.of(
      "sdk-models", "sdk-tokenlist", "sdk-models-jackson3", "sdk-signing", "sdk-signing-pkcs11", "sdk-core",
      "sdk-wallet", "sdk-wallet-cluster", "sdk-trade", "sdk-ratelimit-bucket4j", "sdk-micrometer",
      "sdk-spring-boot-starter", "sdk-kotlin");

  /** In the BOM but not checked: the reference server is a test fixture, not an SDK library a user builds on. */
  private static final Set<String> NOT_CHECKED = Set.of("sdk-reference-server");

  /** Member-type roles that stay qualified by their outer type; two nested types may share these names. */
  private static final Set<String> NESTED_ROLE_NAMES = Set.of("Builder", "Deserializer", "Serializer", "Factory");

  /**
   * Clashes known and owned elsewhere, each to be removed from this list when fixed (the test fails on an entry that
   * no longer clashes, so the list cannot go stale). None now.
   */
  private static final Set<String> KNOWN_CLASHES = Set.of();

  private static final Pattern TYPE_LINE =
      Pattern.compile("^(?:public|protected)\\b.*?\\b(?:class|interface|enum|record)\\s+([\\w.$]+)");

  @Test
  void everyPublishedModuleOfTheBomIsChecked() throws IOException {
    String pom = Files.readString(ROOT.resolve("sdk-bom/pom.xml"), StandardCharsets.UTF_8);
    int managed = pom.indexOf("<dependencyManagement>");
    assertThat(managed).as("<dependencyManagement> in sdk-bom/pom.xml").isNotNegative();
    String bom = pom.substring(managed); // the BOM's own coordinates come before it
    Matcher artifact = Pattern.compile(
        "<groupId>io\\.tradingsdk</groupId>\\s*<artifactId>([\\w-]+)</artifactId>").matcher(bom);
    Set<String> inBom = new TreeSet<>();
    while (artifact.find()) {
      inBom.add(artifact.group(1));
    }
    assertThat(inBom).as("io.tradingsdk artifacts of sdk-bom/pom.xml").isNotEmpty();
    Set<String> expected = new TreeSet<>(MODULES);
    expected.addAll(NOT_CHECKED);
    assertThat(inBom)
        .as("a module added to the BOM must be added to MODULES here (or to NOT_CHECKED, saying why)")
        .isEqualTo(expected);
  }

  @Test
  void noSimpleTypeNameIsDeclaredTwiceInThePublishedModules() throws IOException {
    Map<String, List<String>> byName = typesBySimpleName();
    assertThat(byName.values().stream().mapToInt(List::size).sum())
        .as("public types read from the API baselines").isGreaterThan(500);

    Map<String, List<String>> clashes = clashes(byName);

    Map<String, List<String>> unexpected = new TreeMap<>(clashes);
    unexpected.keySet().removeAll(KNOWN_CLASHES);
    assertThat(unexpected)
        .as("simple type names declared more than once in the published modules: rename one so each says one thing")
        .isEmpty();
    assertThat(clashes.keySet())
        .as("KNOWN_CLASHES entries that no longer clash: remove them from the list")
        .containsAll(KNOWN_CLASHES);
  }

  @Test
  void onlyNestedRoleNamesMayCoincide() {
    Map<String, List<String>> byName = new TreeMap<>();
    byName.put("Builder", List.of("m1: io.a.One$Builder", "m2: io.b.Two$Builder"));
    byName.put("Reason", List.of("m1: io.a.One$Reason", "m2: io.b.Two$Reason"));
    byName.put("Factory", List.of("m1: io.a.Factory", "m2: io.b.Two$Factory"));
    byName.put("DutchInput", List.of("m1: io.a.DutchInput", "m2: io.b.DutchInput"));
    byName.put("Quote", List.of("m1: io.a.Quote"));
    assertThat(clashes(byName)).containsOnlyKeys("Reason", "Factory", "DutchInput");
    assertThat(simpleName("io.a.Outer$Inner$Kind")).isEqualTo("Kind");
  }

  /** The names of {@code byName} (simple name to "module: type") that more than one type declares, roles aside. */
  private static Map<String, List<String>> clashes(Map<String, List<String>> byName) {
    Map<String, List<String>> clashes = new TreeMap<>();
    byName.forEach((name, types) -> {
      if (types.size() < 2) {
        return;
      }
      boolean allNested = types.stream().allMatch(PublishedTypeNamesTest::isNested);
      if (allNested && NESTED_ROLE_NAMES.contains(name)) {
        return;
      }
      clashes.put(name, types);
    });
    return clashes;
  }

  private static Map<String, List<String>> typesBySimpleName() throws IOException {
    Map<String, List<String>> byName = new TreeMap<>();
    for (String module : new TreeSet<>(MODULES)) {
      Path api = ROOT.resolve(module).resolve("api").resolve(module + ".api");
      assertThat(api).as("API baseline of " + module).isRegularFile();
      List<String> types = new ArrayList<>();
      for (String line : Files.readAllLines(api, StandardCharsets.UTF_8)) {
        Matcher type = TYPE_LINE.matcher(line);
        if (type.find()) {
          types.add(type.group(1));
        }
      }
      assertThat(types).as("types in " + api).isNotEmpty();
      for (String type : types) {
        byName.computeIfAbsent(simpleName(type), k -> new ArrayList<>()).add(module + ": " + type);
      }
    }
    byName.values().forEach(list -> list.sort(String::compareTo));
    return byName;
  }

  private static boolean isNested(String moduleAndType) {
    String type = moduleAndType.substring(moduleAndType.indexOf(' ') + 1);
    return type.contains("$");
  }

  private static String simpleName(String type) {
    String name = type.substring(type.lastIndexOf('.') + 1);
    return name.substring(name.lastIndexOf('$') + 1);
  }
}
