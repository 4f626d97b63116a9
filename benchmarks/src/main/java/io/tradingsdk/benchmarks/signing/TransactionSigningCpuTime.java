package io.tradingsdk.benchmarks.signing;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * {@link TransactionSigningBenchmark}'s workloads timed by the thread's own CPU time and interleaved, for a machine
 * shared with other work: JMH runs one benchmark after another, so when the machine's load changes between them the
 * wall-clock ratio moves with it; here every round runs a batch of each workload in turn, and the ratio to web3j is
 * taken within each round. Prints per workload the median CPU time per signature (and the quartiles over the
 * rounds), and the median of the per-round ratios to web3j's figure for the same transaction type.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.signing.TransactionSigningCpuTime [ROUNDS] [BATCH]
 * </pre>
 */
public final class TransactionSigningCpuTime {
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private TransactionSigningCpuTime() {}

  public static void main(String[] args) {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    int batch = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    TransactionSigningBenchmark state = new TransactionSigningBenchmark();
    state.setUp(); // also checks that both libraries give identical bytes
    Map<String, Supplier<byte[]>> workloads = new LinkedHashMap<>();
    workloads.put("signSdkEip1559", state::signSdkEip1559);
    workloads.put("signWeb3jEip1559", state::signWeb3jEip1559);
    workloads.put("signSdkLegacy", state::signSdkLegacy);
    workloads.put("signWeb3jLegacy", state::signWeb3jLegacy);
    workloads.put("signSdkFromTransactionRequest", state::signSdkFromTransactionRequest);
    int warmUp = Math.max(5, rounds / 5);
    Map<String, double[]> micros = new LinkedHashMap<>();
    workloads.keySet().forEach(name -> micros.put(name, new double[rounds]));
    long sink = 0;
    for (int round = -warmUp; round < rounds; round++) {
      for (Map.Entry<String, Supplier<byte[]>> workload : workloads.entrySet()) {
        long start = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < batch; i++) {
          sink += workload.getValue().get().length;
        }
        long cpu = THREADS.getCurrentThreadCpuTime() - start;
        if (round >= 0) {
          micros.get(workload.getKey())[round] = cpu / 1e3 / batch;
        }
      }
    }
    System.out.printf("%d rounds of %d signatures per workload, interleaved, after %d warm-up rounds%s%n", rounds,
        batch, warmUp, sink == 42 ? " " : "");
    for (Map.Entry<String, double[]> entry : micros.entrySet()) {
      double[] sorted = entry.getValue().clone();
      Arrays.sort(sorted);
      System.out.printf("%-30s thread CPU per signature: median %.1f us (quartiles %.1f to %.1f), %.0f/s%n",
          entry.getKey(), sorted[rounds / 2], sorted[rounds / 4], sorted[3 * rounds / 4], 1e6 / sorted[rounds / 2]);
    }
    ratio(micros, "signSdkEip1559", "signWeb3jEip1559", rounds);
    ratio(micros, "signSdkLegacy", "signWeb3jLegacy", rounds);
    ratio(micros, "signSdkFromTransactionRequest", "signWeb3jEip1559", rounds);
  }

  /** The median over the rounds of web3j's CPU time divided by ours: how many times faster. */
  private static void ratio(Map<String, double[]> micros, String ours, String theirs, int rounds) {
    double[] ratios = new double[rounds];
    for (int i = 0; i < rounds; i++) {
      ratios[i] = micros.get(theirs)[i] / micros.get(ours)[i];
    }
    Arrays.sort(ratios);
    System.out.printf("%s vs %s: %.2fx (quartiles %.2f to %.2f)%n", ours, theirs, ratios[rounds / 2],
        ratios[rounds / 4], ratios[3 * rounds / 4]);
  }
}
