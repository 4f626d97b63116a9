import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import org.w3c.dom.Element;

/**
 * What a build's tests cost, from the reports Surefire and Failsafe leave in each module's target folder: the slowest
 * test classes and, per module, the sum of its classes' times, its tests and how many were skipped. A class's time is
 * its wall time in its JVM; with two test JVMs per module, a module's sum is more than the time it took.
 *
 * <pre>java build-tools/SuiteTimes.java [ROOT [N]]</pre>
 *
 * <p>ROOT is the repository (default: the working directory), N how many classes to list (default 10). Exit status 1
 * when a test was skipped, so that {@code CI=true} runs can be checked for skips too.
 *
 * <p>Last, the timeline of a fresh clone's build: when each module's build began and ended, in seconds after the
 * clone was made (its {@code pom.xml}), read from the times of the files in the module's target folder (files older
 * than the clone, copied with their times, are left out). Under {@code -T} it shows which module waited for which:
 * a module begins when the last of its dependencies has ended and a build thread is free.
 */
public final class SuiteTimes {
  private record ClassTime(String module, String name, double seconds, int tests, int skipped) {}

  public static void main(String[] args) throws Exception {
    Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
    int top = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    List<ClassTime> classes = new ArrayList<>();
    try (DirectoryStream<Path> modules = Files.newDirectoryStream(root, Files::isDirectory)) {
      for (Path module : modules) {
        Path target = module.resolve("target");
        if (!Files.isDirectory(target)) {
          continue;
        }
        try (DirectoryStream<Path> reports = Files.newDirectoryStream(target,
            p -> Files.isDirectory(p) && (p.getFileName().toString().startsWith("surefire-reports")
                || p.getFileName().toString().equals("failsafe-reports")))) {
          for (Path dir : reports) {
            read(module.getFileName().toString(), dir, classes);
          }
        }
      }
    }
    if (classes.isEmpty()) {
      System.err.println("no TEST-*.xml under " + root + "/*/target/surefire-reports*/ or failsafe-reports/: run"
          + " the tests first (mvn -B verify)");
      System.exit(2);
    }
    classes.sort(Comparator.comparingDouble(ClassTime::seconds).reversed());
    System.out.printf(Locale.ROOT, "%d slowest test classes:%n", Math.min(top, classes.size()));
    for (ClassTime c : classes.subList(0, Math.min(top, classes.size()))) {
      System.out.printf(Locale.ROOT, "%8.1f s  %-24s %s (%d tests)%n", c.seconds(), c.module(), c.name(), c.tests());
    }
    Map<String, double[]> perModule = new TreeMap<>();
    for (ClassTime c : classes) {
      double[] sums = perModule.computeIfAbsent(c.module(), k -> new double[4]);
      sums[0] += c.seconds();
      sums[1] += c.tests();
      sums[2] += c.skipped();
      sums[3]++;
    }
    System.out.printf(Locale.ROOT, "%nper module: sum of class times, tests, skipped, classes%n");
    double[] total = new double[4];
    for (Map.Entry<String, double[]> e : perModule.entrySet()) {
      double[] s = e.getValue();
      System.out.printf(Locale.ROOT, "%8.1f s  %-24s %6d %4d %4d%n", s[0], e.getKey(), (long) s[1], (long) s[2],
          (long) s[3]);
      for (int i = 0; i < 4; i++) {
        total[i] += s[i];
      }
    }
    System.out.printf(Locale.ROOT, "%8.1f s  %-24s %6d %4d %4d%n", total[0], "(all)", (long) total[1],
        (long) total[2], (long) total[3]);
    timeline(root);
    if (total[2] > 0) {
      System.exit(1);
    }
  }

  private record Span(String module, long begin, long end) {}

  /** Each module's first and last file time in target/, in seconds after the clone's pom.xml; by when it ended. */
  private static void timeline(Path root) throws IOException {
    long clone = Files.getLastModifiedTime(root.resolve("pom.xml")).toMillis();
    List<Span> spans = new ArrayList<>();
    try (DirectoryStream<Path> modules = Files.newDirectoryStream(root, Files::isDirectory)) {
      for (Path module : modules) {
        Path target = module.resolve("target");
        if (!Files.isDirectory(target)) {
          continue;
        }
        long[] range = {Long.MAX_VALUE, Long.MIN_VALUE};
        try (var files = Files.walk(target)) {
          files.forEach(file -> {
            try {
              long time = Files.getLastModifiedTime(file).toMillis();
              if (time >= clone) {
                range[0] = Math.min(range[0], time);
                range[1] = Math.max(range[1], time);
              }
            } catch (IOException e) {
              // deleted while walking (a test's temporary file): not part of the timeline
            }
          });
        }
        if (range[0] <= range[1]) {
          spans.add(new Span(module.getFileName().toString(), (range[0] - clone) / 1000, (range[1] - clone) / 1000));
        }
      }
    }
    spans.sort(Comparator.comparingLong(Span::end));
    System.out.printf(Locale.ROOT, "%ntimeline: each module's build, seconds after the clone (target/ file times)%n");
    for (Span span : spans) {
      System.out.printf(Locale.ROOT, "%5d - %5d s  (%4d s)  %s%n", span.begin(), span.end(), span.end() - span.begin(),
          span.module());
    }
  }

  private static void read(String module, Path dir, List<ClassTime> into) throws Exception {
    try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "TEST-*.xml")) {
      for (Path file : files) {
        Element suite = parse(file);
        into.add(new ClassTime(module, suite.getAttribute("name"), number(suite.getAttribute("time")),
            (int) number(suite.getAttribute("tests")), (int) number(suite.getAttribute("skipped"))));
      }
    }
  }

  private static Element parse(Path file) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    try {
      return factory.newDocumentBuilder().parse(file.toFile()).getDocumentElement();
    } catch (IOException e) {
      throw new IOException("cannot read " + file + ": " + e.getMessage(), e);
    }
  }

  /** Surefire writes times like {@code 1,234.5} in some locales; an absent attribute is 0. */
  private static double number(String text) {
    return text.isEmpty() ? 0 : Double.parseDouble(text.replace(",", ""));
  }
}
