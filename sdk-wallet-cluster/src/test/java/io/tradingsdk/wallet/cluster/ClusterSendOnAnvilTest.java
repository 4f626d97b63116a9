package io.tradingsdk.wallet.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.EthRpcClient;
import io.tradingsdk.wallet.NonceKey;
import io.tradingsdk.wallet.NonceReservation;
import io.tradingsdk.wallet.NonceSource;
import io.tradingsdk.wallet.PendingTransaction;
import io.tradingsdk.wallet.ReceiptWait;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Three application instances (each an embedded Hazelcast member, its own {@link EthRpcClient} and {@link
 * TransactionSender}) send from one key to anvil; one of them dies holding a reserved nonce.
 */
@ExtendWith(AnvilExtension.class)
class ClusterSendOnAnvilTest {
  private static final int TRANSACTIONS = 300;
  private static final int THREADS_PER_INSTANCE = 3;
  /** Short, so that the dead instance's reservation is taken over within the test's few seconds. */
  private static final Duration LEASE = Duration.ofSeconds(1);
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(20)).build();

  @Test
  void threeInstancesSendThreeHundredFromOneKeyAndOneDyingWithANonceStallsNoOne(Anvil anvil) throws Exception {
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), BigInteger.TEN.pow(20));
    NonceKey key = NonceKey.of(Anvil.CHAIN_ID, signer.address());
    Queue<PendingTransaction> sent = new ConcurrentLinkedQueue<>();
    AtomicInteger toSend = new AtomicInteger(TRANSACTIONS);
    List<Instance> instances = new ArrayList<>();
    ExecutorService threads = Executors.newFixedThreadPool(3 * THREADS_PER_INSTANCE);
    try (HazelcastMembers cluster = HazelcastMembers.start(3); LogLines log = new LogLines()) {
      for (int i = 0; i < 3; i++) {
        instances.add(new Instance(cluster, i, anvil.url(), signer));
      }
      for (Instance instance : instances) {
        for (int t = 0; t < THREADS_PER_INSTANCE; t++) {
          instance.workers.add(threads.submit(() -> instance.sendWhileWorkLeft(toSend, sent)));
        }
      }

      // A third of the way in, instance 2 stops sending, reserves a nonce, and dies holding it.
      Instance doomed = instances.get(2);
      while (sent.size() < TRANSACTIONS / 3 && !allDone(instances)) {
        Thread.sleep(5);
      }
      doomed.stopped.set(true);
      for (Future<?> worker : doomed.workers) {
        worker.get(60, TimeUnit.SECONDS);
      }
      NonceReservation abandoned = doomed.nonces.reserve(key, NonceSource.of(doomed.rpc)).get(60, TimeUnit.SECONDS);
      cluster.kill(2);
      doomed.rpc.close();

      for (Instance survivor : instances.subList(0, 2)) {
        for (Future<?> worker : survivor.workers) {
          worker.get(120, TimeUnit.SECONDS); // a stall fails here, and a send's failure is thrown here
        }
      }

      assertThat(sent).hasSize(TRANSACTIONS);
      assertThat(sent.stream().map(PendingTransaction::nonce).sorted().collect(Collectors.toList()))
          .as("nonces 0 to 299, each once: no gap, none used twice")
          .containsExactlyElementsOf(LongStream.range(0, TRANSACTIONS).boxed().collect(Collectors.toList()));
      for (PendingTransaction transaction : sent) {
        assertThat(minedReceipt(anvil, transaction).success()).as("receipt of nonce %d", transaction.nonce())
            .isTrue();
      }
      assertThat(anvil.rpc().getTransactionCount(signer.address(), BlockTag.LATEST))
          .as("mined from the key: exactly what was sent, none replaced").isEqualTo(TRANSACTIONS);
      assertThat(instances.get(0).sent.get() + instances.get(1).sent.get()).as("the survivors' share")
          .isGreaterThan(0);
      assertThat(log.atLeast(Level.WARNING)).as("the dead instance's nonce, re-used, said once")
          .containsOnlyOnce("nonces of " + key.asText() + ": nonce " + abandoned.nonce() + " was reserved by an"
              + " instance whose lease ran out (crashed or stalled) and the node does not have it: filling the gap, "
              + abandoned.nonce() + " is used again");
    } finally {
      threads.shutdownNow();
      instances.forEach(instance -> instance.rpc.close());
    }
  }

  /** The receipt, through the test's own client (the dead instance's is closed). */
  private static TransactionReceipt minedReceipt(Anvil anvil, PendingTransaction transaction)
      throws InterruptedException {
    for (int attempt = 0; attempt < 500; attempt++) {
      Optional<TransactionReceipt> receipt = anvil.rpc().getTransactionReceipt(transaction.hash());
      if (receipt.isPresent()) {
        return receipt.get();
      }
      Thread.sleep(20);
    }
    throw new AssertionError("nonce " + transaction.nonce() + " was never mined: " + transaction.hash());
  }

  private static boolean allDone(List<Instance> instances) {
    return instances.stream().flatMap(i -> i.workers.stream()).allMatch(Future::isDone);
  }

  /** One application instance: its member's store, its manager, its node client, its sender. */
  private static final class Instance {
    final EthRpcClient rpc;
    final ClusterNonceManager nonces;
    final TransactionSender sender;
    final List<Future<?>> workers = new ArrayList<>();
    final AtomicBoolean stopped = new AtomicBoolean();
    final AtomicInteger sent = new AtomicInteger();

    Instance(HazelcastMembers cluster, int index, String nodeUrl, LocalSigner signer) {
      this.rpc = EthRpcClient.builder(nodeUrl).build();
      this.nonces = ClusterNonceManager.builder(HazelcastNonceStore.of(cluster.member(index)))
          .leaseDuration(LEASE)
          .build();
      this.sender = TransactionSender.builder(rpc, signer).nonceManager(nonces).receiptWait(FAST).build();
    }

    Void sendWhileWorkLeft(AtomicInteger toSend, Queue<PendingTransaction> sent) {
      while (!stopped.get() && toSend.getAndDecrement() > 0) {
        sent.add(sender.send(transfer(sender.address())));
        this.sent.incrementAndGet();
      }
      return null;
    }
  }

  /** 1 wei to a fresh address, with the gas limit set: the node is asked for the fees only. */
  private static TransactionRequest transfer(Address from) {
    return TransactionRequest.builder()
        .from(from.toChecksumHex())
        .to(LocalSigner.of(PrivateKey.random()).address().toChecksumHex())
        .data("0x")
        .value("0x1")
        .gasLimit(BigInteger.valueOf(21_000))
        .chainId(ChainId.of(Anvil.CHAIN_ID))
        .build();
  }
}
