import java.io.File;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Installs the test tools of build-tools/evm (anvil, cast and the contract artifacts the sdk-wallet tests deploy)
 * exactly as package-lock.json pins them: {@code npm ci --ignore-scripts}, run only when node_modules is missing or
 * older than the lockfile. Without npm it prints how to get the tests and succeeds: the tests then skip, except
 * under CI=true, where they fail (see AnvilExtension). A failed install fails the build under CI=true only.
 *
 * <p>Runs of it take turns (a lock on {@code .npm-ci.lock} beside the lockfile): sdk-models, the first module, starts
 * one in the background when the build begins, so the install overlaps the first modules' compilation, and the modules
 * that need the tools run it again before their tests, waiting for the first to finish and then finding node_modules
 * current.
 *
 * <pre>java build-tools/evm/NpmCi.java build-tools/evm</pre>
 */
public final class NpmCi {
  public static void main(String[] args) throws IOException, InterruptedException {
    Path dir = Path.of(args.length > 0 ? args[0] : "build-tools/evm").toAbsolutePath().normalize();
    Path lock = dir.resolve("package-lock.json");
    // npm writes node_modules/.package-lock.json last, so its time says when an install completed.
    Path installed = dir.resolve("node_modules/.package-lock.json");
    if (Files.exists(installed) && !olderThan(installed, lock)) {
      return;
    }
    try (FileChannel turn = FileChannel.open(dir.resolve(".npm-ci.lock"), StandardOpenOption.CREATE,
        StandardOpenOption.WRITE); FileLock held = turn.lock()) {
      if (Files.exists(installed) && !olderThan(installed, lock)) {
        return; // another run installed them while this one waited
      }
      install(dir);
    }
  }

  private static void install(Path dir) throws IOException, InterruptedException {
    boolean ci = "true".equalsIgnoreCase(System.getenv("CI"));
    String npm = findOnPath(isWindows() ? "npm.cmd" : "npm");
    if (npm == null) {
      fail(ci, "npm not found (install Node.js 20+ with npm to run them)");
      return;
    }
    System.out.println("evm test tools: npm ci in " + dir);
    Process p = new ProcessBuilder(List.of(npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund"))
        .directory(dir.toFile()).inheritIO().start();
    if (!p.waitFor(15, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      fail(ci, "npm ci did not finish within 15 minutes");
      return;
    }
    if (p.exitValue() != 0) {
      fail(ci, "npm ci failed with exit code " + p.exitValue());
    }
  }

  private static void fail(boolean ci, String why) {
    if (ci) {
      System.err.println("evm test tools: " + why + " (CI=true: the anvil tests must run)");
      System.exit(1);
    }
    System.out.println("evm test tools: " + why + "; the anvil tests will skip");
  }

  private static boolean olderThan(Path a, Path b) throws IOException {
    FileTime ta = Files.getLastModifiedTime(a);
    return Files.exists(b) && ta.compareTo(Files.getLastModifiedTime(b)) < 0;
  }

  private static boolean isWindows() {
    return System.getProperty("os.name", "").toLowerCase(Locale.ROOT).startsWith("windows");
  }

  private static String findOnPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String entry : path.split(File.pathSeparator)) {
      Path candidate = Path.of(entry, name);
      if (Files.isExecutable(candidate)) {
        return candidate.toString();
      }
    }
    return null;
  }
}
