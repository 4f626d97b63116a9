import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A/B of two or more builds of the token-list validator in one JVM, for a machine shared with other work: each
 * build gets its own class loader, and their validations are interleaved run by run (the order rotating), so a change
 * of machine load hits every build alike. Prints, per list, each build's fastest run, 10th percentile and median
 * ({@code TokenListValidator.create().validate(byte[])}, EIP-55 warnings on), after checking that every build returns
 * the same result ({@code ValidationResult.toString()}). The minimum and the 10th percentile are the figures to
 * compare under load: preemption only ever adds time. Run as a source-file program (JDK 11+):
 *
 * <pre>
 * java benchmarks/peers/tokenlists/TokenListAB.java DIR LIST[,LIST...] ROUNDS CLASSPATH_A CLASSPATH_B [...]
 * </pre>
 *
 * <p>DIR holds {@code <list>.json} (run.sh writes them); a CLASSPATH is {@code benchmarks/target/benchmarks.jar}
 * copied aside from a build, or {@code classes-dir:benchmarks.jar} to put a few recompiled classes ahead of a build.
 */
public final class TokenListAB {
  private TokenListAB() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 5) {
      throw new IllegalArgumentException("usage: DIR LIST[,LIST...] ROUNDS CLASSPATH_A CLASSPATH_B [...]");
    }
    Path dir = Path.of(args[0]);
    String[] lists = args[1].split(",");
    int rounds = Integer.parseInt(args[2]);
    int n = args.length - 3;
    String[] names = new String[n];
    Object[] validators = new Object[n];
    Method[] validate = new Method[n];
    for (int v = 0; v < n; v++) {
      String[] parts = args[3 + v].split(":");
      URL[] urls = new URL[parts.length];
      for (int p = 0; p < parts.length; p++) {
        urls[p] = Path.of(parts[p]).toUri().toURL();
      }
      names[v] = (char) ('A' + v) + " (" + args[3 + v] + ")";
      ClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader());
      Class<?> validator = loader.loadClass("io.tradingsdk.tokenlist.TokenListValidator");
      validators[v] = validator.getMethod("create").invoke(null);
      validate[v] = validator.getMethod("validate", byte[].class);
    }
    for (String list : lists) {
      byte[] json = Files.readAllBytes(dir.resolve(list + ".json"));
      String first = validate[0].invoke(validators[0], (Object) json).toString();
      for (int v = 1; v < n; v++) {
        if (!validate[v].invoke(validators[v], (Object) json).toString().equals(first)) {
          throw new AssertionError(list + ": " + names[v] + " returns another result than " + names[0]);
        }
      }
      for (int warmUp = 0; warmUp < 300; warmUp++) {
        for (int v = 0; v < n; v++) {
          validate[v].invoke(validators[v], (Object) json);
        }
      }
      long[][] times = new long[n][rounds];
      for (int r = 0; r < rounds; r++) {
        for (int k = 0; k < n; k++) {
          int v = (r + k) % n;
          long start = System.nanoTime();
          validate[v].invoke(validators[v], (Object) json);
          times[v][r] = System.nanoTime() - start;
        }
      }
      System.out.printf("%s (%d runs each, results equal; load %s)%n", list, rounds,
          Files.readString(Path.of("/proc/loadavg")).trim());
      for (int v = 0; v < n; v++) {
        Arrays.sort(times[v]);
        System.out.printf("  %s: min %.3f ms, p10 %.3f ms, median %.3f ms%n", names[v],
            times[v][0] / 1e6, times[v][rounds / 10] / 1e6, times[v][rounds / 2] / 1e6);
      }
    }
  }
}
