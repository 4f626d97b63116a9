package io.tradingsdk.readme;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.models.quote.QuoteResponse;
import io.tradingsdk.server.ApiResponse;
import io.tradingsdk.tokenlist.Version;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every Java and Kotlin block of the README and of the guides in {@code docs/} is compiled source: it must equal its
 * region in a {@code readme} package of some module's tests ({@link ReadmeSnippets} here, or the module the snippet
 * is about, Kotlin included), so a snippet that stops compiling breaks the build, and a guide edit that is not made
 * in the source fails here.
 */
class ReadmeSnippetsTest {
  private static final Path ROOT = Path.of("..");
  /** Where snippet sources live: a {@code readme} package in the Java or Kotlin test sources of any module. */
  private static final Path SNIPPETS = Path.of("src/test/{java,kotlin}/io/tradingsdk/**/readme");
  /** The code blocks that must be compiled snippets. */
  private static final List<String> COMPILED = List.of("```java", "```kotlin");
  private static final Pattern MARKER = Pattern.compile("^<!-- snippet: ([a-z0-9-]+) -->$");
  private static final Pattern REGION_START = Pattern.compile("^\\s*// readme:([a-z0-9-]+)$");
  private static final Pattern REGION_END = Pattern.compile("^\\s*// readme:end$");

  /** A Java or Kotlin block of a document: its snippet name (null when unmarked), its first line and its text. */
  record Block(String name, int line, String text) {}

  /** README.md and every guide in docs/, as paths relative to the build's working directory. */
  static List<Path> documents() throws IOException {
    List<Path> documents = new ArrayList<>();
    documents.add(ROOT.resolve("README.md"));
    try (Stream<Path> guides = Files.list(ROOT.resolve("docs"))) {
      guides.filter(p -> p.toString().endsWith(".md")).sorted().forEach(documents::add);
    }
    return documents;
  }

  @Test
  void everyJavaBlockOfTheReadmeAndTheGuidesIsMarkedAndEqualsItsCompiledRegion() throws IOException {
    Map<String, String> regions = regions();
    java.util.Set<String> shown = new java.util.HashSet<>();
    int count = 0;
    for (Path document : documents()) {
      String where = ROOT.relativize(document).toString();
      for (Block block : compiledBlocks(Files.readAllLines(document, StandardCharsets.UTF_8))) {
        count++;
        assertThat(block.name())
            .as("%s line %d: a ```java or ```kotlin block needs a <!-- snippet: NAME --> line above it, and its"
                + " code in a // readme:NAME region of %s", where, block.line(), SNIPPETS)
            .isNotNull();
        assertThat(regions).as("%s line %d: no // readme:%s region in %s", where, block.line(), block.name(),
            SNIPPETS).containsKey(block.name());
        assertThat(block.text()).as("%s line %d: snippet %s differs from its compiled source", where, block.line(),
            block.name()).isEqualTo(regions.get(block.name()));
        shown.add(block.name());
      }
    }
    assertThat(count).as("Java and Kotlin blocks in the README and docs/").isPositive();
    assertThat(shown).as("every region is shown in the README or a guide").containsAll(regions.keySet());
  }

  @Test
  void theModelSnippetsRunOnWhatTheReferenceServerSends() throws IOException {
    ApiResponse answer = ReadmeSnippets.engine(resource("/api/quote-request.json"));
    assertThat(answer.status()).isEqualTo(200);
    QuoteResponse response = ReadmeSnippets.modelsRequest(answer.bodyText());
    assertThat(response.classicQuote()).isPresent();
    ReadmeSnippets.modelsVariants(response);
  }

  @Test
  void theTokenListSnippetComputesTheNextVersion() throws IOException {
    Path file = Files.createTempFile("sample", ".tokenlist.json");
    try {
      String v1 = resource("/io/tradingsdk/examples/sample-v1.tokenlist.json");
      Files.writeString(file, v1);
      JsonNode base = TradingJson.mapper().readTree(v1);
      JsonNode update = TradingJson.mapper().readTree(resource("/io/tradingsdk/examples/sample-v2.tokenlist.json"));
      Version next = ReadmeSnippets.tokenLists(file, base, update,
          TradingJson.mapper().treeToValue(base.get("version"), Version.class));
      assertThat(next.toString()).isEqualTo("1.1.0");
    } finally {
      Files.delete(file);
    }
  }

  @Test
  void theUniswapXSnippetSignsTheQuotesOrderAndGivesItsOrderId() throws IOException {
    QuoteResponse response = TradingJson.mapper().readValue(resource("/eip712/uniswapx/quote-dutch-v3.json"), QuoteResponse.class);
    io.tradingsdk.models.quote.DutchQuoteV3 quote = (io.tradingsdk.models.quote.DutchQuoteV3) response.quote();
    io.tradingsdk.signing.Address permit2 = io.tradingsdk.signing.Address.of(response.permitData().verifyingContract().orElseThrow());
    io.tradingsdk.signing.Signer signer = io.tradingsdk.signing.LocalSigner.of(io.tradingsdk.signing.PrivateKey.random());
    assertThat(ReadmeSnippets.uniswapx(quote, permit2, signer).toHex()).isEqualTo(quote.orderId());
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = ReadmeSnippetsTest.class.getResourceAsStream(name)) {
      assertThat(in).as(name).isNotNull();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  static List<Block> compiledBlocks(List<String> lines) {
    List<Block> blocks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (!COMPILED.contains(lines.get(i))) {
        continue;
      }
      Matcher marker = i > 0 ? MARKER.matcher(lines.get(i - 1)) : null;
      int start = i + 1;
      int end = start;
      while (end < lines.size() && !lines.get(end).equals("```")) {
        end++;
      }
      blocks.add(new Block(marker != null && marker.matches() ? marker.group(1) : null, i + 1,
          String.join("\n", lines.subList(start, end))));
      i = end;
    }
    return blocks;
  }

  /** Every region of the snippet sources, regions of one name joined in file order, each region dedented. */
  static Map<String, String> regions() throws IOException {
    Map<String, List<String>> parts = new LinkedHashMap<>();
    List<Path> files;
    try (Stream<Path> modules = Files.list(ROOT)) {
      files = modules.flatMap(module -> Stream.of("java", "kotlin")
              .map(language -> module.resolve("src/test/" + language + "/io/tradingsdk")))
          .filter(Files::isDirectory).flatMap(ReadmeSnippetsTest::snippetFiles).sorted().collect(Collectors.toList());
    }
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        Matcher start = REGION_START.matcher(lines.get(i));
        if (!start.matches() || start.group(1).equals("end")) {
          continue;
        }
        int end = i + 1;
        while (!REGION_END.matcher(lines.get(end)).matches()) {
          end++;
        }
        parts.computeIfAbsent(start.group(1), k -> new ArrayList<>()).add(dedent(lines.subList(i + 1, end)));
        i = end;
      }
    }
    Map<String, String> regions = new LinkedHashMap<>();
    parts.forEach((name, texts) -> regions.put(name, String.join("\n", texts)));
    return regions;
  }

  private static Stream<Path> snippetFiles(Path sources) {
    try (Stream<Path> walk = Files.walk(sources)) {
      return walk.filter(p -> p.getParent().getFileName().toString().equals("readme"))
          .filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".kt"))
          .collect(Collectors.toList()).stream();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static String dedent(List<String> lines) {
    int indent = lines.stream().filter(l -> !l.isBlank())
        .mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
    return lines.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).collect(Collectors.joining("\n"));
  }
}
