import io.tradingsdk.server.ReferenceServer;

/**
 * Starts the reference server with its defaults (the simulated chains) on a port, as {@code trading server} does, and
 * prints its base URL and how long the start took inside the JVM (building the market and binding the port). For
 * run-classes.sh, which measures two builds of sdk-reference-server from their class paths without packaging the CLI.
 *
 *   java -cp CLASSPATH benchmarks/peers/server/Serve.java 18080
 */
public final class Serve {
  public static void main(String[] args) throws Exception {
    long start = System.nanoTime();
    ReferenceServer server = ReferenceServer.builder().port(Integer.parseInt(args[0])).build().start();
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.println(server.baseUrl());
    System.out.println("started in " + ms + " ms, chains " + server.chain().chainIds().size());
    Thread.currentThread().join();
  }
}
