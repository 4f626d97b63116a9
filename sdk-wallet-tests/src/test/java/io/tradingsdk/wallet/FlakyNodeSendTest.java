package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.tradingsdk.core.RetryPolicy;
import io.tradingsdk.core.TradingException;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.AnvilRequired;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hundreds of transfers from one key over sixteen threads, through the SDK's sender with its default retry policy,
 * to anvil behind a gateway that fails a share of all requests, on every method, the ways public gateways do.
 * The application retries an intent only when the README says it is safe: when the send threw anything but
 * {@link BroadcastUnknownException}, or the wait ended with {@link TransactionReplacedException}. Then the chain,
 * read directly, must agree with every answer the SDK gave: nothing reported not sent was mined, nothing was mined
 * twice, no nonce left a gap or a transaction stuck in the pool, every failure was typed, and no call outlived its
 * deadline.
 *
 * <p>The two runs go at the same time (they mostly wait: on timeouts, back-offs and receipts), each against an anvil
 * of its own, so neither sees the other's transactions nor reverts them.
 */
@ExtendWith(AnvilRequired.class)
@Execution(ExecutionMode.CONCURRENT)
class FlakyNodeSendTest {
  private static final Duration ATTEMPT_TIMEOUT = Duration.ofMillis(400);
  /** The default policy's budget (two retries), with shorter pauses so the run stays short. */
  private static final RetryPolicy RETRIES = RetryPolicy.defaults().toBuilder().initialBackoff(Duration.ofMillis(20))
      .maxBackoff(Duration.ofMillis(200)).build();
  /** Sixteen: each thread mostly waits out a fault (a 400 ms attempt timeout, a settlement's pause); more of them
   * overlap more of those waits, and put more sends on the one key's nonces at once. */
  private static final int THREADS = 16;
  private static final Duration CALL_DEADLINE = Duration.ofSeconds(4);
  private static final Duration SETTLE_TIMEOUT = Duration.ofSeconds(8);
  private static final ReceiptWait WAIT = ReceiptWait.builder().pollInterval(Duration.ofMillis(50))
      .timeout(Duration.ofSeconds(20)).build();
  /** Generous: the bound proves nothing hangs, it measures nothing. */
  private static final Duration NO_CALL_PAST = CALL_DEADLINE.multipliedBy(6).plus(SETTLE_TIMEOUT)
      .plus(WAIT.timeout()).plus(Duration.ofSeconds(15));
  private static final int MAX_TRIES = 4;

  /** What the application was told of one intent. */
  enum Told { CONFIRMED, NOT_SENT, UNKNOWN }

  record Outcome(Address to, BigInteger value, Told told, int sends, List<Throwable> failures, Duration took) {}

  @ParameterizedTest(name = "{0} intents at a {1} fault rate")
  @CsvSource({"300, 0.20, 11", "200, 0.40, 12"})
  void theChainAgreesWithEveryAnswerTheSenderGave(int intents, double faultRate, long seed) throws Exception {
    try (Anvil anvil = AnvilExtension.startOwn()) {
      soak(intents, faultRate, seed, anvil);
    }
  }

  private static void soak(int intents, double faultRate, long seed, Anvil anvil) throws Exception {
    LocalSigner signer = fundedSigner(anvil);
    List<Outcome> outcomes = new ArrayList<>();
    String report;
    try (FlakyGateway gateway = new FlakyGateway(anvil.url(), faultRate, ATTEMPT_TIMEOUT.toMillis(), seed);
         EthRpcClient rpc = EthRpcClient.builder(gateway.url()).timeout(ATTEMPT_TIMEOUT).deadline(CALL_DEADLINE)
             .retryPolicy(RETRIES).build()) {
      TransactionSender sender = TransactionSender.builder(rpc, signer).nonceManager(NonceManager.local())
          .receiptWait(WAIT).settleTimeout(SETTLE_TIMEOUT).build();
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      List<Future<Outcome>> futures = new ArrayList<>();
      for (int i = 0; i < intents; i++) {
        BigInteger value = BigInteger.valueOf(1_000_000 + i);
        Address to = randomAddress();
        futures.add(pool.submit(() -> run(sender, signer, to, value)));
      }
      for (Future<Outcome> f : futures) {
        outcomes.add(f.get(10, TimeUnit.MINUTES));
      }
      pool.shutdown();
      report = gateway.report();
      assertThat(gateway.faults()).as(report).isGreaterThan(intents / 2);
    }

    EthRpcClient chain = anvil.rpc();
    Map<Told, Integer> told = new TreeMap<>();
    long mined = 0;
    for (Outcome o : outcomes) {
      told.merge(o.told(), 1, Integer::sum);
      BigInteger balance = chain.getBalance(o.to(), BlockTag.LATEST);
      assertThat(balance.equals(BigInteger.ZERO) || balance.equals(o.value()))
          .as("mined at most once: %s got %s for an intent of %s", o.to(), balance, o.value()).isTrue();
      if (balance.signum() > 0) {
        mined++;
      }
      if (o.told() == Told.CONFIRMED) {
        assertThat(balance).as("confirmed and on chain: %s", o).isEqualTo(o.value());
      }
      if (o.told() == Told.NOT_SENT) {
        assertThat(balance).as("reported not sent, yet mined: %s", o).isZero();
      }
      for (Throwable failure : o.failures()) {
        assertThat(failure).as("typed").isInstanceOfAny(TradingException.class, TransactionException.class,
            InvalidTransactionException.class);
      }
      assertThat(o.took()).as("no call past its deadline: %s", o).isLessThan(NO_CALL_PAST.multipliedBy(MAX_TRIES));
    }
    long latest = chain.getTransactionCount(signer.address(), BlockTag.LATEST);
    System.out.printf("%d intents at %.0f%% faults: told %s, %d mined, %d sends; gateway: %s%n", intents,
        faultRate * 100, told, mined, outcomes.stream().mapToInt(Outcome::sends).sum(), report);
    long pending = chain.getTransactionCount(signer.address(), BlockTag.PENDING);
    JsonNode pool = chain.request("txpool_status");
    assertThat(pending).as("nothing stuck in the pool").isEqualTo(latest);
    assertThat(Long.decode(pool.path("queued").asText("0x0"))).as("no nonce gap: nothing queued").isZero();
    assertThat(mined).as("every nonce used by exactly one of the intents' transfers").isEqualTo(latest);
    assertThat(told.getOrDefault(Told.CONFIRMED, 0)).as("%s", told)
        .isGreaterThanOrEqualTo(faultRate <= 0.2 ? (int) Math.ceil(intents * 0.95) : 0);
  }

  /** One intent as an application following the README runs it. */
  private static Outcome run(TransactionSender sender, LocalSigner signer, Address to, BigInteger value) {
    long start = System.nanoTime();
    List<Throwable> failures = new ArrayList<>();
    int sends = 0;
    Told told = Told.NOT_SENT;
    for (int attempt = 0; attempt < MAX_TRIES && told == Told.NOT_SENT; attempt++) {
      sends++;
      PendingTransaction pending;
      try {
        pending = sender.send(request(signer.address(), to, new byte[0], value));
      } catch (BroadcastUnknownException unknown) {
        failures.add(unknown);
        pending = unknown.pending(); // may be mined: keep waiting, never send again
      } catch (RuntimeException notSent) {
        failures.add(notSent); // nothing of it will ever be mined: safe to send again
        continue;
      }
      told = await(pending, failures);
    }
    return new Outcome(to, value, told, sends, failures, Duration.ofNanos(System.nanoTime() - start));
  }

  private static Told await(PendingTransaction pending, List<Throwable> failures) {
    try {
      return pending.awaitReceipt().success() ? Told.CONFIRMED : Told.UNKNOWN;
    } catch (TransactionReplacedException replaced) {
      failures.add(replaced); // another transaction took the nonce: this one never will be mined
      return Told.NOT_SENT;
    } catch (RuntimeException unknown) {
      failures.add(unknown);
      return Told.UNKNOWN;
    }
  }
}
