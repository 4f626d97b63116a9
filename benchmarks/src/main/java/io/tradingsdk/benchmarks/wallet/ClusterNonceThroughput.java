package io.tradingsdk.benchmarks.wallet;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.cluster.ClusterNonceManager;
import io.tradingsdk.wallet.cluster.HazelcastNonceStore;
import java.io.IOException;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Sends per second from one address to anvil (instant mining): one instance with the in-process nonce manager (the
 * baseline), one instance with {@link ClusterNonceManager} on Hazelcast, and three instances sharing the address's
 * nonces on a three-member Hazelcast cluster (in this JVM, on loopback, each instance with its own node client and
 * sender). Rounds interleave the three set-ups, each on a fresh key, so the machine's load moves them alike; every
 * run checks that its nonces are 0 to N-1, once each, and that the node counts N. Prints the median and the range.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.tradingsdk.benchmarks.wallet.ClusterNonceThroughput \
 *     build-tools/evm/node_modules/@foundry-rs/anvil-linux-amd64/bin/anvil [ROUNDS] [TRANSACTIONS] [THREADS]
 * </pre>
 */
public final class ClusterNonceThroughput {
  private static final long CHAIN_ID = 31337;
  private static final Pattern LISTENING = Pattern.compile("Listening on (127\\.0\\.0\\.1:\\d+)");

  private ClusterNonceThroughput() {}

  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: ClusterNonceThroughput ANVIL_BINARY [ROUNDS] [TRANSACTIONS] [THREADS_PER_INSTANCE]");
      System.exit(2);
    }
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    int transactions = args.length > 2 ? Integer.parseInt(args[2]) : 300;
    int threads = args.length > 3 ? Integer.parseInt(args[3]) : 4;
    Path log = Files.createTempFile("anvil-", ".log");
    Process anvil = new ProcessBuilder(args[0], "--host", "127.0.0.1", "--port", "0").redirectErrorStream(true)
        .redirectOutput(log.toFile()).start();
    List<HazelcastInstance> members = new ArrayList<>();
    try {
      String url = "http://" + awaitListening(anvil, log);
      String cluster = "nonce-throughput-" + UUID.randomUUID();
      int basePort = freePort();
      for (int i = 0; i < 3; i++) {
        members.add(Hazelcast.newHazelcastInstance(config(cluster, basePort)));
      }
      Map<String, double[]> rates = new LinkedHashMap<>();
      rates.put("1 instance, NonceManager.local() (in-process)", new double[rounds]);
      rates.put("1 instance, ClusterNonceManager on Hazelcast", new double[rounds]);
      rates.put("3 instances, ClusterNonceManager on Hazelcast (3 members)", new double[rounds]);
      run(url, List.of(NonceManager.local()), transactions, threads); // warm-up: JIT, connections
      run(url, managers(members, 3), transactions, threads);
      for (int round = 0; round < rounds; round++) {
        rates.get("1 instance, NonceManager.local() (in-process)")[round] =
            run(url, List.of(NonceManager.local()), transactions, threads);
        rates.get("1 instance, ClusterNonceManager on Hazelcast")[round] =
            run(url, managers(members, 1), transactions, threads);
        rates.get("3 instances, ClusterNonceManager on Hazelcast (3 members)")[round] =
            run(url, managers(members, 3), transactions, threads);
      }
      System.out.printf("%d rounds of %d transactions from one fresh key each, %d sender threads per instance%n",
          rounds, transactions, threads);
      System.out.println("| set-up | sends/s, median | min | max |");
      System.out.println("| --- | ---: | ---: | ---: |");
      rates.forEach((name, values) -> {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        System.out.printf("| %s | %.0f | %.0f | %.0f |%n", name, sorted[sorted.length / 2], sorted[0],
            sorted[sorted.length - 1]);
      });
    } finally {
      members.forEach(member -> member.getLifecycleService().terminate());
      anvil.destroy();
      Files.deleteIfExists(log);
    }
  }

  private static List<NonceManager> managers(List<HazelcastInstance> members, int instances) {
    List<NonceManager> managers = new ArrayList<>();
    for (int i = 0; i < instances; i++) {
      managers.add(ClusterNonceManager.builder(HazelcastNonceStore.of(members.get(i))).build());
    }
    return managers;
  }

  /** One instance per manager, each with its own node client and sender, all sending from one fresh key. */
  private static double run(String url, List<NonceManager> managers, int transactions, int threads)
      throws Exception {
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    List<EthRpcClient> clients = new ArrayList<>();
    ExecutorService pool = Executors.newFixedThreadPool(managers.size() * threads);
    try (EthRpcClient admin = EthRpcClient.builder(url).build()) {
      admin.request("anvil_setBalance", signer.address().toLowerHex(), "0x" + BigInteger.TEN.pow(22).toString(16));
      List<TransactionSender> senders = new ArrayList<>();
      for (NonceManager manager : managers) {
        EthRpcClient rpc = EthRpcClient.builder(url).build();
        clients.add(rpc);
        senders.add(TransactionSender.builder(rpc, signer).nonceManager(manager).build());
      }
      AtomicInteger left = new AtomicInteger(transactions);
      ConcurrentLinkedQueue<PendingTransaction> sent = new ConcurrentLinkedQueue<>();
      List<Future<?>> workers = new ArrayList<>();
      long start = System.nanoTime();
      for (TransactionSender sender : senders) {
        for (int t = 0; t < threads; t++) {
          workers.add(pool.submit(() -> {
            while (left.getAndDecrement() > 0) {
              sent.add(sender.send(transfer(signer)));
            }
            return null;
          }));
        }
      }
      for (Future<?> worker : workers) {
        worker.get();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      long[] nonces = sent.stream().mapToLong(PendingTransaction::nonce).sorted().toArray();
      for (int i = 0; i < transactions; i++) {
        if (nonces[i] != i) {
          throw new IllegalStateException("nonce " + i + " missing or doubled: " + Arrays.toString(nonces));
        }
      }
      long counted = admin.getTransactionCount(signer.address(), BlockTag.PENDING);
      if (counted != transactions) {
        throw new IllegalStateException("the node counts " + counted + " transactions, " + transactions + " sent");
      }
      return transactions / seconds;
    } finally {
      pool.shutdownNow();
      clients.forEach(EthRpcClient::close);
    }
  }

  private static TransactionRequest transfer(LocalSigner signer) {
    return TransactionRequest.builder()
        .from(signer.address().toChecksumHex())
        .to(LocalSigner.of(PrivateKey.random()).address().toChecksumHex())
        .data("0x")
        .value("0x1")
        .gasLimit(BigInteger.valueOf(21_000))
        .chainId(ChainId.of(CHAIN_ID))
        .build();
  }

  private static Config config(String clusterName, int basePort) {
    Config config = new Config();
    config.setClusterName(clusterName);
    config.setProperty("hazelcast.phone.home.enabled", "false");
    config.setProperty("hazelcast.logging.type", "none");
    config.setProperty("hazelcast.wait.seconds.before.join", "0");
    config.setProperty("hazelcast.max.wait.seconds.before.join", "0");
    config.getNetworkConfig().setPort(basePort).setPortAutoIncrement(true).setPortCount(10);
    config.getNetworkConfig().getInterfaces().setEnabled(true).addInterface("127.0.0.1");
    JoinConfig join = config.getNetworkConfig().getJoin();
    join.getMulticastConfig().setEnabled(false);
    join.getAutoDetectionConfig().setEnabled(false);
    join.getTcpIpConfig().setEnabled(true);
    for (int port = basePort; port < basePort + 10; port++) {
      join.getTcpIpConfig().addMember("127.0.0.1:" + port);
    }
    return config;
  }

  private static int freePort() throws IOException {
    try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return probe.getLocalPort();
    }
  }

  private static String awaitListening(Process process, Path log) throws IOException, InterruptedException {
    long end = System.nanoTime() + 20_000_000_000L;
    while (System.nanoTime() < end) {
      Matcher m = LISTENING.matcher(Files.readString(log, StandardCharsets.UTF_8));
      if (m.find()) {
        return m.group(1);
      }
      if (!process.isAlive()) {
        throw new IOException("anvil exited before listening: " + Files.readString(log, StandardCharsets.UTF_8));
      }
      Thread.sleep(20);
    }
    throw new IOException("anvil did not listen within 20 s");
  }
}
