package io.tradingsdk.benchmarks.tokenlist;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.tradingsdk.tokenlist.TokenListValidator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.function.IntSupplier;

/**
 * The CPU time of one validation, for a machine shared with other work: JMH's wall-clock
 * figures include the time the thread waits for a core, which on a loaded machine swamps the
 * difference being measured; the thread's own CPU time does not. Prints the median and the
 * quartiles over the runs, after as many warm-up runs, and the median wall-clock time of the same
 * runs (the statistic ajv-bench.js reports for the peer, so the two sides compare like for like):
 *
 * <pre>
 * java -Dtokenlists.dir=DIR -cp benchmarks/target/benchmarks.jar \
 *     io.tradingsdk.benchmarks.tokenlist.TokenListCpuTime LIST [RUNS]
 * </pre>
 *
 * <p>The peer's counterpart is the "cpu" figure of ajv-bench.js (the process's CPU time per run,
 * so it also counts V8's helper threads, garbage collection included).
 */
public final class TokenListCpuTime {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private TokenListCpuTime() {}

  public static void main(String[] args) throws IOException {
    String list = args[0];
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 500;
    byte[] json = TokenListValidationBenchmark.bytes(list);
    TokenListValidator validator = TokenListValidator.create();
    TokenListValidator noChecksums = validator.withChecksumWarnings(false);
    JsonFactory factory = new JsonFactory();
    report(list, "validateBytes", runs, () -> validator.validate(json).warnings().size());
    report(list, "validateBytesNoChecksums", runs, () -> noChecksums.validate(json).warnings().size());
    report(list, "jacksonParseDecodeStrings", runs, () -> decodeStrings(factory, json));
  }

  private static void report(String list, String what, int runs, IntSupplier work) {
    long sink = 0;
    for (int i = 0; i < runs; i++) {
      sink += work.getAsInt();
    }
    long[] cpu = new long[runs];
    long[] wall = new long[runs];
    for (int i = 0; i < runs; i++) {
      long startCpu = THREADS.getCurrentThreadCpuTime();
      long startWall = System.nanoTime();
      sink += work.getAsInt();
      wall[i] = System.nanoTime() - startWall;
      cpu[i] = THREADS.getCurrentThreadCpuTime() - startCpu;
    }
    Arrays.sort(cpu);
    Arrays.sort(wall);
    System.out.printf("%s %s: %d runs, thread CPU median %.3f ms (quartiles %.3f to %.3f), wall median %.3f ms%s%n",
        list, what, runs, cpu[runs / 2] / 1e6, cpu[runs / 4] / 1e6, cpu[3 * runs / 4] / 1e6, wall[runs / 2] / 1e6,
        sink == 42 ? " " : "");
  }

  private static int decodeStrings(JsonFactory factory, byte[] json) {
    int chars = 0;
    try (JsonParser parser = factory.createParser(json)) {
      JsonToken t;
      while ((t = parser.nextToken()) != null) {
        if (t == JsonToken.VALUE_STRING) {
          chars += parser.getTextLength();
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return chars;
  }
}
