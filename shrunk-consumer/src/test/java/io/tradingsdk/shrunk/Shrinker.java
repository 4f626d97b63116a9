package io.tradingsdk.shrunk;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import proguard.Configuration;
import proguard.ConfigurationParser;
import proguard.ProGuard;

/**
 * Shrinks and obfuscates the app the way an Android build does, with ProGuard in place of R8 (same rule format):
 * the app's classes and every jar of its runtime class path go in, one jar comes out, and the only rules are the
 * ones inside those jars plus the app's own file. Which embedded file counts follows the Android Gradle plugin:
 * {@code META-INF/com.android.tools/proguard/} when a jar has it, else {@code META-INF/proguard/}.
 *
 * <p>The platform is the JDK modules Android also has ({@code java.base}, {@code java.logging}, {@code java.sql},
 * {@code java.xml}), read from the running JDK's run-time image, as library classes, as {@code android.jar} would be. ProGuard's optimizer stays off: it is not
 * R8's, and what this proves is that the keep rules are enough.
 */
final class Shrinker {
  private static final List<String> PLATFORM = List.of("java.base", "java.logging", "java.sql", "java.xml");

  private final Path appClasses;
  private final List<Path> appJars;
  private final Path appRules;
  private final Path work;

  private Shrinker(Path appClasses, List<Path> appJars, Path appRules, Path work) {
    this.appClasses = appClasses;
    this.appJars = appJars;
    this.appRules = appRules;
    this.work = work;
  }

  /** The app as the build describes it (shrunk-consumer's POM passes these properties). */
  static Shrinker ofBuild() {
    List<Path> jars = Arrays.stream(System.getProperty("app.classpath").split(File.pathSeparator))
        .filter(entry -> !entry.isBlank()).map(Path::of).collect(Collectors.toList());
    return new Shrinker(Path.of(System.getProperty("app.classes")), jars, Path.of(System.getProperty("app.rules")),
        Path.of(System.getProperty("shrink.work")));
  }

  /** One rules file: where it came from and its text. */
  record Rules(String source, String text) {
    /** These rules without the lines of {@code rule} (one directive, possibly over several lines). */
    Rules without(String rule) {
      if (!text.contains(rule)) {
        throw new IllegalArgumentException(source + " has no rule " + rule);
      }
      return new Rules(source, text.replace(rule, "# (removed by the test) " + rule.replace("\n", " ")));
    }
  }

  /** The rules files inside the app's jars, in class path order. */
  List<Rules> embeddedRules() {
    List<Rules> found = new ArrayList<>();
    for (Path jar : appJars) {
      try (ZipFile zip = new ZipFile(jar.toFile())) {
        String dir = zip.stream().anyMatch(e -> e.getName().startsWith("META-INF/com.android.tools/proguard/"))
            ? "META-INF/com.android.tools/proguard/" : "META-INF/proguard/";
        for (ZipEntry entry : Collections.list(zip.entries())) {
          String name = entry.getName();
          if (name.startsWith(dir) && !entry.isDirectory() && name.indexOf('/', dir.length()) < 0) {
            found.add(new Rules(jar.getFileName() + "!/" + name,
                new String(zip.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8)));
          }
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return found;
  }

  /** What came out of one shrink: the jar, ProGuard's mapping, the configuration it ran. */
  record Output(Path jar, Path mapping, Path configuration) {}

  /** Shrinks with the embedded rules as {@code edit} leaves them, plus the app's own. */
  Output shrink(String name, UnaryOperator<List<Rules>> edit) throws Exception {
    Path dir = Files.createDirectories(work.resolve(name));
    Output out = new Output(dir.resolve("app.jar"), dir.resolve("mapping.txt"), dir.resolve("proguard.pro"));
    Files.deleteIfExists(out.jar());
    StringBuilder config = new StringBuilder();
    config.append("-injars ").append(quoted(appClasses)).append('\n');
    for (Path jar : appJars) {
      // Multi-release variants and module descriptors are not for Android; META-INF is packaging, services aside.
      config.append("-injars ").append(quoted(jar))
          .append("(META-INF/services/**,!META-INF/**,!module-info.class)\n");
    }
    config.append("-outjars ").append(quoted(out.jar())).append('\n');
    for (String module : PLATFORM) {
      config.append("-libraryjars ").append(quoted(platformJar(module))).append("(!module-info.class)\n");
    }
    config.append("-printmapping ").append(quoted(out.mapping())).append('\n');
    config.append("-dontoptimize\n");
    for (Rules rules : edit.apply(embeddedRules())) {
      config.append("\n# ---- ").append(rules.source()).append('\n').append(rules.text()).append('\n');
    }
    config.append("\n# ---- ").append(appRules.getFileName()).append('\n').append(Files.readString(appRules));
    Files.writeString(out.configuration(), config);

    Configuration configuration = new Configuration();
    try (ConfigurationParser parser = new ConfigurationParser(out.configuration().toFile(), System.getProperties())) {
      parser.parse(configuration);
    }
    new ProGuard(configuration).execute();
    return out;
  }

  /**
   * The classes of one module of the running JDK, as a jar made once per work directory from the JDK's run-time image
   * ({@code jrt:/}). Not {@code java.home/jmods}: JDKs built without it (Temurin 24 and later, JEP 493) have no
   * {@code .jmod} files, while every JDK 9+ has the {@code jrt} file system.
   */
  private Path platformJar(String module) throws IOException {
    synchronized (PLATFORM_LOCK) { // two shrinks at once: the second waits for the first's jar instead of making it too
      return platformJarOnce(module);
    }
  }

  private static final Object PLATFORM_LOCK = new Object();

  private Path platformJarOnce(String module) throws IOException {
    Path dir = Files.createDirectories(work.resolve("platform"));
    Path jar = dir.resolve(module + ".jar");
    if (Files.exists(jar)) {
      return jar;
    }
    Path root = FileSystems.getFileSystem(URI.create("jrt:/")).getPath("/modules", module);
    if (!Files.isDirectory(root)) {
      throw new IllegalStateException("the running JDK (" + System.getProperty("java.home") + ") has no module "
          + module + " in its run-time image");
    }
    Path partial = Files.createTempFile(dir, module, ".partial");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(partial));
        Stream<Path> files = Files.walk(root)) {
      // Read once or twice by ProGuard and then deleted with target/: not worth compressing (java.base: 13 MB of
      // deflate work per build for a 20 MB file instead).
      out.setLevel(Deflater.NO_COMPRESSION);
      for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)
          .filter(f -> f.toString().endsWith(".class")).sorted()::iterator) {
        out.putNextEntry(new JarEntry(root.relativize(file).toString()));
        out.write(Files.readAllBytes(file));
        out.closeEntry();
      }
    }
    // Another test of the run may have made it meanwhile: the same bytes, so replacing it is harmless.
    Files.move(partial, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return jar;
  }

  /** The output and exit status of one run of the app. */
  record Run(int exitCode, List<String> lines) {
    String text() {
      return String.join("\n", lines);
    }
  }

  /** Runs the shrunk jar alone, in its own JVM, as an app's process. */
  Run runShrunk(Output shrunk, URI baseUrl, String apiKey) throws Exception {
    return run(shrunk.jar().toString(), baseUrl, apiKey);
  }

  /** The app's runtime class path (its dependencies' jars or class folders), as the build resolved it. */
  List<Path> appJars() {
    return appJars;
  }

  /**
   * Runs the app as compiled, on its full class path: what the shrunk app must print too. {@code jvmOptions} go
   * before the class name (e.g. {@code -Xlog:class+load} to see what it loads).
   */
  Run runOriginal(URI baseUrl, String apiKey, String... jvmOptions) throws Exception {
    List<String> classpath = new ArrayList<>(List.of(appClasses.toString()));
    appJars.forEach(jar -> classpath.add(jar.toString()));
    return run(String.join(File.pathSeparator, classpath), baseUrl, apiKey, jvmOptions);
  }

  private Run run(String classpath, URI baseUrl, String apiKey, String... jvmOptions) throws Exception {
    Path log = Files.createTempFile(Files.createDirectories(work), "run", ".log");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        // A short run: the quick compiler and the serial collector cost the least CPU (they change no class it loads).
        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    command.addAll(List.of(jvmOptions));
    command.addAll(List.of("-cp", classpath, ShrunkApp.class.getName(), baseUrl.toString(), apiKey));
    Process process = new ProcessBuilder(command)
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(2, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("the app did not finish within 2 minutes:\n" + Files.readString(log));
    }
    return new Run(process.exitValue(), Files.readAllLines(log));
  }

  /** Bytes (compressed, as stored) of each part of a jar, by where its classes came from; LinkedHashMap, largest first. */
  static Map<String, Long> sizeByOrigin(Path jar, Path mapping) throws IOException {
    Map<String, String> original = new HashMap<>();
    for (String line : Files.readAllLines(mapping)) {
      if (!line.startsWith(" ") && !line.startsWith("#") && line.endsWith(":") && line.contains(" -> ")) {
        String[] names = line.substring(0, line.length() - 1).split(" -> ");
        original.put(names[1].replace('.', '/'), names[0].replace('.', '/'));
      }
    }
    Map<String, Long> sizes = new HashMap<>();
    try (JarFile zip = new JarFile(jar.toFile())) {
      for (Enumeration<JarEntry> entries = zip.entries(); entries.hasMoreElements(); ) {
        ZipEntry entry = entries.nextElement();
        if (entry.isDirectory()) {
          continue;
        }
        String name = entry.getName();
        if (name.endsWith(".class")) {
          String obfuscated = name.substring(0, name.length() - ".class".length());
          name = original.getOrDefault(obfuscated, obfuscated);
        }
        sizes.merge(origin(name), entry.getCompressedSize(), Long::sum);
      }
    }
    return sizes.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
  }

  /** The library an entry of the shrunk jar belongs to, by its original name. */
  static String origin(String path) {
    if (path.startsWith("io/tradingsdk/shrunk/")) {
      return "app";
    }
    if (path.startsWith("io/tradingsdk/")) {
      return "Trading SDK";
    }
    if (path.startsWith("com/fasterxml/jackson/")) {
      return "Jackson";
    }
    if (path.startsWith("okhttp3/") || path.startsWith("okio/")) {
      return "OkHttp + Okio";
    }
    if (path.startsWith("kotlin/")) {
      return "Kotlin stdlib";
    }
    if (path.startsWith("org/bouncycastle/")) {
      return "BouncyCastle";
    }
    return "other (" + path.substring(0, Math.max(path.indexOf('/'), 0)) + ")";
  }

  private static String quoted(Path path) {
    return "'" + path.toAbsolutePath() + "'";
  }
}
