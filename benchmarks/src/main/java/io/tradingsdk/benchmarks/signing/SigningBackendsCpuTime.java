package io.tradingsdk.benchmarks.signing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * {@link SigningBackendsBenchmark}'s workloads timed by the thread's own CPU time and interleaved, for a machine
 * shared with other work (JMH runs one benchmark after the other, so a change of load between them moves its
 * wall-clock ratios): every round runs a batch of each workload in turn, and each ratio is taken within the round.
 * Prints per workload the median CPU time per signature (quartiles over the rounds), then the medians of the
 * per-round ratios the issue asks for: native against raw libsecp256k1, pure Java and native against web3j.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.signing.SigningBackendsCpuTime [ROUNDS] [BATCH]
 * </pre>
 */
public final class SigningBackendsCpuTime {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private SigningBackendsCpuTime() {}

  public static void main(String[] args) throws IOException {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    int batch = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    SigningBackendsBenchmark state = new SigningBackendsBenchmark();
    state.setUp(); // also checks that every side gives the same bytes
    Map<String, IntFunction<Object>> workloads = new LinkedHashMap<>();
    workloads.put("permitSdkPureJava", state::permitSdkPureJava);
    workloads.put("permitSdkNative", state::permitSdkNative);
    workloads.put("permitRawLibsecp256k1", state::permitRawLibsecp256k1);
    workloads.put("permitWeb3j", i -> {
      try {
        return state.permitWeb3j(i);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
    workloads.put("eip1559SdkPureJava", state::eip1559SdkPureJava);
    workloads.put("eip1559SdkNative", state::eip1559SdkNative);
    workloads.put("eip1559RawLibsecp256k1", state::eip1559RawLibsecp256k1);
    workloads.put("eip1559Web3j", state::eip1559Web3j);
    int warmUp = Math.max(5, rounds / 5);
    Map<String, double[]> micros = new LinkedHashMap<>();
    workloads.keySet().forEach(name -> micros.put(name, new double[rounds]));
    int sink = 0;
    int index = 0;
    for (int round = -warmUp; round < rounds; round++) {
      for (Map.Entry<String, IntFunction<Object>> workload : workloads.entrySet()) {
        long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < batch; i++) {
          sink += workload.getValue().apply((index + i) & 1023).hashCode();
        }
        long cpu = THREADS.getCurrentThreadCpuTime() - start;
        if (round >= 0) {
          micros.get(workload.getKey())[round] = cpu / 1e3 / batch;
        }
      }
      index = (index + batch) & 1023;
    }
    System.out.printf("%d rounds of %d signatures per workload, interleaved, after %d warm-up rounds%s%n", rounds,
        batch, warmUp, sink == 42 ? " " : "");
    for (Map.Entry<String, double[]> entry : micros.entrySet()) {
      double[] sorted = entry.getValue().clone();
      Arrays.sort(sorted);
      System.out.printf("%-24s thread CPU per signature: median %.1f us (quartiles %.1f to %.1f), %.0f/s%n",
          entry.getKey(), sorted[rounds / 2], sorted[rounds / 4], sorted[3 * rounds / 4], 1e6 / sorted[rounds / 2]);
    }
    for (String workload : new String[] {"permit", "eip1559"}) {
      ratio(micros, workload + "SdkNative", workload + "RawLibsecp256k1", rounds, "of raw libsecp256k1's speed");
      ratio(micros, workload + "SdkPureJava", workload + "Web3j", rounds, "web3j's speed");
      ratio(micros, workload + "SdkNative", workload + "Web3j", rounds, "web3j's speed");
      ratio(micros, workload + "SdkPureJava", workload + "RawLibsecp256k1", rounds, "of raw libsecp256k1's speed");
    }
  }

  /** The median over the rounds of their CPU time divided by ours: our speed as a multiple of theirs. */
  private static void ratio(Map<String, double[]> micros, String ours, String theirs, int rounds, String unit) {
    double[] ratios = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      ratios[i] = micros.get(theirs)[i] / micros.get(ours)[i];
    }
    Arrays.sort(ratios);
    System.out.printf("%s vs %s: %.2fx %s (quartiles %.2f to %.2f)%n", ours, theirs, ratios[rounds / 2], unit,
        ratios[rounds / 4], ratios[3 * rounds / 4]);
  }
}
