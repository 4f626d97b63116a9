import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.spi.ToolProvider;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one module as text, checked against the committed baseline {@code <module>/api/<module>.api}
 * (like OkHttp's {@code api/} files), so that every API change is a visible diff in review.
 *
 * <p>The dump is {@code javap -protected} over the module's classes: every public or protected class, method, field
 * and constructor reachable from outside, with its full signature. Classes in {@code internal} packages, and public
 * classes nested in non-public ones, are left out. Members are sorted, so moving code around is no change.
 *
 * <pre>
 * java build-tools/ApiDump.java check  CLASSES_DIR BASELINE MODULE   # exit 1 and a diff when they differ
 * java build-tools/ApiDump.java update CLASSES_DIR BASELINE MODULE   # rewrite the baseline
 * </pre>
 *
 * Maven runs it in {@code verify} for each published module; regenerate every baseline with
 * {@code mvn -B -q verify -DskipTests -Dapi.update=true}.
 */
public final class ApiDump {
  public static void main(String[] args) throws IOException {
    if (args.length != 4 || !(args[0].equals("check") || args[0].equals("update"))) {
      System.err.println("usage: java ApiDump.java check|update CLASSES_DIR BASELINE MODULE");
      System.exit(2);
    }
    Path classes = Path.of(args[1]);
    Path baseline = Path.of(args[2]);
    String module = args[3];
    if (!Files.isDirectory(classes)) {
      return; // a POM-only module: no classes, no API
    }
    String dump = dump(classes);
    if (args[0].equals("update")) {
      Files.createDirectories(baseline.getParent());
      Files.writeString(baseline, dump, StandardCharsets.UTF_8);
      System.out.println("api: wrote " + baseline);
      return;
    }
    String expected = Files.exists(baseline) ? Files.readString(baseline, StandardCharsets.UTF_8) : "";
    if (!expected.equals(dump)) {
      System.err.println("api: the public API of " + module + " differs from " + baseline + ":");
      diff(expected, dump).forEach(System.err::println);
      System.err.println("api: if the change is intended, regenerate the baselines and commit them:");
      System.err.println("api:   mvn -B -q verify -DskipTests -Dapi.update=true");
      System.exit(1);
    }
  }

  /** One block per accessible class, sorted by name; inside, the header line then the sorted members. */
  static String dump(Path classes) throws IOException {
    List<String> names;
    try (Stream<Path> files = Files.walk(classes)) {
      names = files
          .map(classes::relativize)
          .map(Path::toString)
          .filter(p -> p.endsWith(".class"))
          .filter(p -> !p.endsWith("module-info.class") && !p.endsWith("package-info.class"))
          .filter(p -> !p.contains("internal"))
          .map(p -> p.substring(0, p.length() - ".class".length()).replace('\\', '.').replace('/', '.'))
          .sorted()
          .collect(Collectors.toList());
    }
    if (names.isEmpty()) {
      return "";
    }
    List<String> javapArgs = new ArrayList<>(List.of("-protected", "-cp", classes.toString()));
    javapArgs.addAll(names);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = ToolProvider.findFirst("javap").orElseThrow()
        .run(new PrintWriter(out), new PrintWriter(err), javapArgs.toArray(new String[0]));
    if (status != 0) {
      throw new IllegalStateException("javap failed: " + err);
    }
    Map<String, List<String>> blocks = new TreeMap<>();
    Map<String, String> headers = new TreeMap<>();
    String current = null;
    for (String line : out.toString().split("\n")) {
      if (line.startsWith("Compiled from") || line.isBlank()) {
        continue;
      }
      if (current == null) {
        current = className(line);
        headers.put(current, line.endsWith(" {") ? line.substring(0, line.length() - 2) : line);
        blocks.put(current, new ArrayList<>());
      } else if (line.equals("}")) {
        current = null;
      } else {
        blocks.get(current).add(line.strip());
      }
    }
    StringBuilder text = new StringBuilder();
    for (Map.Entry<String, String> header : headers.entrySet()) {
      if (!accessible(header.getKey(), headers)) {
        continue;
      }
      text.append(header.getValue()).append('\n');
      blocks.get(header.getKey()).stream().sorted().forEach(m -> text.append("  ").append(m).append('\n'));
      text.append('\n');
    }
    return text.toString();
  }

  /** The binary name in a javap class header ("public final class a.b.C<T> extends ..."). */
  private static String className(String header) {
    String[] words = header.split(" ");
    for (int i = 0; i < words.length - 1; i++) {
      if (words[i].equals("class") || words[i].equals("interface") || words[i].equals("enum")) {
        String name = words[i + 1];
        int generic = name.indexOf('<');
        return generic < 0 ? name : name.substring(0, generic);
      }
    }
    throw new IllegalStateException("not a class header: " + header);
  }

  /** Public or protected, and so is every class it is nested in. */
  private static boolean accessible(String name, Map<String, String> headers) {
    String header = headers.get(name);
    if (header == null || !(header.startsWith("public ") || header.startsWith("protected "))) {
      return false;
    }
    int nested = name.lastIndexOf('$');
    return nested < 0 || accessible(name.substring(0, nested), headers);
  }

  /** The lines only in one side, marked - (baseline) and + (now): enough to see what changed. */
  private static List<String> diff(String expected, String actual) {
    List<String> before = List.of(expected.split("\n"));
    List<String> after = List.of(actual.split("\n"));
    List<String> lines = new ArrayList<>();
    before.stream().filter(l -> !after.contains(l)).forEach(l -> lines.add("  - " + l));
    after.stream().filter(l -> !before.contains(l)).forEach(l -> lines.add("  + " + l));
    return lines;
  }
}
