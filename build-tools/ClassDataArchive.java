import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * Makes the class-data archive of the {@code trading} CLI (a static CDS archive) at build time, for the launcher
 * ({@code examples/src/main/launcher}). Run by {@code examples/pom.xml} after the jar is made:
 *
 * <pre>java build-tools/ClassDataArchive.java JAR ARCHIVE</pre>
 *
 * <p>It runs representative commands of the jar, as a user would, each with {@code -XX:DumpLoadedClassList}: the
 * help, an EIP-712 signature, the bundled token list validated, the reference server, and a quote and a swap
 * against it. The union of the classes they load is then dumped with {@code -Xshare:dump} into ARCHIVE, and
 * {@code ARCHIVE.path} records the jar it belongs to (its real path): the JVM refuses an archive whose jar moved or
 * changed, and the launcher uses the archive only for that jar and only when it is newer. A command that fails
 * fails the build (the CLI is broken); a JVM that cannot make archives gets none, with a warning, and the launcher
 * then starts without one.
 */
public final class ClassDataArchive {
  /** Hardhat / Anvil development key #0: public, used only to sign a sample permit here. */
  private static final String DEV_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
  private static final String SWAPPER = "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"; // the address of DEV_KEY
  private static final String PERMIT_SINGLE = """
      {
        "types": {
          "EIP712Domain": [
            {"name": "name", "type": "string"},
            {"name": "chainId", "type": "uint256"},
            {"name": "verifyingContract", "type": "address"}
          ],
          "PermitSingle": [
            {"name": "details", "type": "PermitDetails"},
            {"name": "spender", "type": "address"},
            {"name": "sigDeadline", "type": "uint256"}
          ],
          "PermitDetails": [
            {"name": "token", "type": "address"},
            {"name": "amount", "type": "uint160"},
            {"name": "expiration", "type": "uint48"},
            {"name": "nonce", "type": "uint48"}
          ]
        },
        "primaryType": "PermitSingle",
        "domain": {"name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3"},
        "message": {
          "details": {"token": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "amount": "1000000000",
            "expiration": "1738281600", "nonce": "0"},
          "spender": "0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af",
          "sigDeadline": "1735691400"
        }
      }
      """;

  private final Path jar;
  private final Path work;
  private final String javaCommand = Path.of(System.getProperty("java.home"), "bin", "java").toString();

  private ClassDataArchive(Path jar, Path work) {
    this.jar = jar;
    this.work = work;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      System.err.println("usage: java build-tools/ClassDataArchive.java JAR ARCHIVE");
      System.exit(2);
    }
    Path jar = Path.of(args[0]).toRealPath();
    Path archive = Path.of(args[1]).toAbsolutePath();
    Path stamp = Path.of(archive + ".path");
    // Whatever happens next, an archive of an earlier jar must not stay beside this one.
    Files.deleteIfExists(stamp);
    Files.deleteIfExists(archive);
    Path work = archive.resolveSibling("cds-training");
    deleteTree(work);
    Files.createDirectories(work);
    long start = System.nanoTime();
    ClassDataArchive training = new ClassDataArchive(jar, work);
    if (!training.jvmCanDump()) {
      System.out.println("[cds] this JVM cannot record class lists: no class-data archive (the launcher runs without)");
      return;
    }
    List<Path> lists = training.runCommands();
    Path merged = work.resolve("all.classlist");
    int classes = merge(lists, merged);
    Path partial = Path.of(archive + ".tmp");
    training.dump(merged, partial);
    Files.move(partial, archive, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    Files.writeString(stamp, jar + System.lineSeparator(), StandardCharsets.UTF_8);
    System.out.printf("[cds] %s: %d classes from %d commands, %.1f MB, in %.1f s%n", archive.getFileName(), classes,
        lists.size(), Files.size(archive) / 1e6, (System.nanoTime() - start) / 1e9);
  }

  private boolean jvmCanDump() throws IOException, InterruptedException {
    Path probe = work.resolve("probe.classlist");
    Process p = new ProcessBuilder(javaCommand, "-XX:DumpLoadedClassList=" + probe, "-version")
        .redirectErrorStream(true).redirectOutput(work.resolve("probe.log").toFile()).start();
    return p.waitFor() == 0 && Files.exists(probe);
  }

  /** Runs the commands, the quote and the swap against a reference server; returns their class lists. */
  private List<Path> runCommands() throws Exception {
    Path typedData = work.resolve("permit-single.json");
    Files.writeString(typedData, PERMIT_SINGLE, StandardCharsets.UTF_8);
    Path key = work.resolve("dev.key");
    Files.writeString(key, DEV_KEY, StandardCharsets.UTF_8);
    Path tokenList = work.resolve("default.tokenlist.json");
    try (JarFile jarFile = new JarFile(jar.toFile())) {
      ZipEntry entry = jarFile.getEntry("io/tradingsdk/cli/default.tokenlist.json");
      try (InputStream in = jarFile.getInputStream(entry)) {
        Files.copy(in, tokenList);
      }
    }
    // Two rounds of processes at once (the build waits for the slowest of each, not for their sum): the server
    // and the commands that need none, then the two that call the server.
    List<Path> lists = new ArrayList<>();
    Process server = start("server", lists, "server", "--port", "0").process();
    try {
      List<Command> first = List.of(
          start("help", lists, "--help"),
          start("eip712-sign", lists, "eip712", "sign", "--key-file", key.toString(), typedData.toString()),
          start("tokenlist-validate", lists, "tokenlist", "validate", tokenList.toString()));
      String baseUrl = firstLine(server);
      List<Command> second = List.of(
          start("quote", lists, "quote", "--base-url", baseUrl, "--from", "USDC", "--to", "ETH", "--amount", "1000",
              "--swapper", SWAPPER),
          start("swap", lists, "swap", "--base-url", baseUrl, "--from", "USDC", "--to", "ETH", "--amount", "1000",
              "--key-file", key.toString()));
      for (Command command : first) {
        awaitSuccess(command);
      }
      for (Command command : second) {
        awaitSuccess(command);
      }
    } finally {
      server.destroy(); // SIGTERM: the JVM exits normally and completes its class list
      if (!server.waitFor(30, TimeUnit.SECONDS)) {
        server.destroyForcibly();
      }
    }
    return lists;
  }

  /** A command started: its process, name and arguments. */
  private record Command(Process process, String name, List<String> args) {}

  private void awaitSuccess(Command command) throws Exception {
    String line = "trading " + String.join(" ", command.args());
    if (!command.process().waitFor(120, TimeUnit.SECONDS)) {
      command.process().destroyForcibly();
      throw new IllegalStateException(line + ": no answer in 120 s");
    }
    if (command.process().exitValue() != 0) {
      throw new IllegalStateException(line + " exited " + command.process().exitValue() + ":\n"
          + Files.readString(work.resolve(command.name() + ".log")));
    }
  }

  private Command start(String name, List<Path> lists, String... args) throws IOException {
    Path list = work.resolve(name + ".classlist");
    lists.add(list);
    // The launcher's own flags (examples/src/main/launcher: C1 only, the serial collector): the classes it loads are
    // what the archive is for, and these short runs cost half the CPU they take with the defaults.
    List<String> command = new ArrayList<>(List.of(javaCommand, "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
        "-XX:DumpLoadedClassList=" + list, "-jar", jar.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(work.toFile());
    Map<String, String> env = builder.environment();
    env.put("TRADING_API_KEY", "test-key"); // the reference server's development key
    env.remove("TRADING_API_BASE_URL");
    builder.redirectErrorStream(true);
    if (!name.equals("server")) {
      builder.redirectOutput(work.resolve(name + ".log").toFile());
    }
    return new Command(builder.start(), name, List.of(args));
  }

  /** The server's first line, its base URL; the rest of its output is drained so it never blocks. */
  private static String firstLine(Process server) throws IOException {
    BufferedReader out = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    if (line == null || !line.startsWith("http")) {
      throw new IllegalStateException("trading server did not print its URL; it printed: " + line);
    }
    Thread drain = new Thread(() -> {
      try {
        while (out.readLine() != null) {
          // discard
        }
      } catch (IOException ignored) {
        // the server stopped
      }
    });
    drain.setDaemon(true);
    drain.start();
    return line.strip();
  }

  /**
   * One class list from several: each class once, in the order first loaded. Classes the JVM makes at run time
   * (annotation proxies) cannot be archived and are left out.
   */
  private static int merge(List<Path> lists, Path merged) throws IOException {
    Set<String> lines = new LinkedHashSet<>();
    for (Path list : lists) {
      for (String line : Files.readAllLines(list, StandardCharsets.UTF_8)) {
        if (line.startsWith("#") || line.contains("$Proxy")) {
          continue;
        }
        // A class may carry " id: N", numbered per run: the same class from two runs is one line.
        int id = line.startsWith("@") ? -1 : line.indexOf(" id: ");
        lines.add(id < 0 ? line : line.substring(0, id));
      }
    }
    Files.write(merged, lines, StandardCharsets.UTF_8);
    return (int) lines.stream().filter(line -> !line.startsWith("@")).count();
  }

  private void dump(Path classList, Path archive) throws IOException, InterruptedException {
    Path log = work.resolve("dump.log");
    Process p = new ProcessBuilder(javaCommand, "-Xshare:dump", "-XX:SharedClassListFile=" + classList,
        "-XX:SharedArchiveFile=" + archive, "-cp", jar.toString())
        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (p.waitFor() != 0) {
      throw new IllegalStateException("java -Xshare:dump failed:\n" + Files.readString(log));
    }
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (var paths = Files.walk(dir)) {
      for (Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
        Files.delete(p);
      }
    }
  }
}
