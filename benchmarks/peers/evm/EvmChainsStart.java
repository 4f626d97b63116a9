import io.tradingsdk.server.ReferenceServer;
import io.tradingsdk.server.ServerConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Times the reference server's start with several chains on a real EVM (issue 33): {@code --evm 1,8453,42161}, one
 * anvil per chain started in parallel. First the start on an empty cache (deploy and dump every chain), then starts
 * from the dumped states, alternating three chains, one chain (Ethereum) and none (the simulated default), each a
 * whole {@link ReferenceServer#start()} (anvils loaded and answering, reset points taken, HTTP bound) and close.
 *
 * <pre>java -cp examples/target/trading.jar benchmarks/peers/evm/EvmChainsStart.java build-tools/evm [rounds]</pre>
 */
public final class EvmChainsStart {
  public static void main(String[] args) throws Exception {
    Path tools = Path.of(args.length > 0 ? args[0] : "build-tools/evm").toAbsolutePath();
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
    Path cache = Files.createTempDirectory("evm-chains-timing-");
    List<Long> three = List.of(1L, 8453L, 42161L);
    System.out.printf("first start, 3 chains (deploy + dump each, in parallel): %d ms%n", start(tools, cache, three));
    start(tools, cache, List.of()); // the JVM's own warm-up of the simulated path
    List<Long> threeChains = new ArrayList<>();
    List<Long> oneChain = new ArrayList<>();
    List<Long> none = new ArrayList<>();
    for (int round = 0; round < rounds; round++) {
      threeChains.add(start(tools, cache, three));
      oneChain.add(start(tools, cache, List.of(1L)));
      none.add(start(tools, cache, List.of()));
    }
    System.out.println("3 EVM chains from the dumped states (ms): " + threeChains + ", median " + median(threeChains));
    System.out.println("1 EVM chain from its dumped state (ms):   " + oneChain + ", median " + median(oneChain));
    System.out.println("no EVM chain (ms):                        " + none + ", median " + median(none));
  }

  private static long start(Path tools, Path cache, List<Long> chains) {
    long begin = System.nanoTime();
    ReferenceServer server = ReferenceServer.builder()
        .configure(c -> c.evmChains(chains).evmToolsDirectory(tools).evmCacheDirectory(cache)).build().start();
    long millis = (System.nanoTime() - begin) / 1_000_000;
    server.close();
    return millis;
  }

  private static long median(List<Long> values) {
    List<Long> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
