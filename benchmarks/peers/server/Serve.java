import io.tradingsdk.server.ReferenceServer;

/**
 * Starts the reference server with its defaults (the simulated chains) on a port, as {@code trading server} does, and
 * prints its base URL and how long the start took inside the JVM (building the market and binding the port). For
 * run-classes.sh, which measures two builds of sdk-reference-server from their class paths without packaging the CLI.
 * {@code -Dserve.workers=N} sets {@code ReferenceServer.Builder.workers(N)} (issue 35; by reflection, so this file
 * still compiles against builds from before it), e.g. {@code AFTER_OPTS="-Dserve.workers=32 ..."} in tail.sh to
 * measure the former fixed pool of 32 beside the default from one class path.
 *
 *   java -cp CLASSPATH benchmarks/peers/server/Serve.java 18080
 */
public final class Serve {
  public static void main(String[] args) throws Exception {
    long start = System.nanoTime();
    ReferenceServer.Builder builder = ReferenceServer.builder().port(Integer.parseInt(args[0]));
    String workers = System.getProperty("serve.workers");
    if (workers != null) {
      ReferenceServer.Builder.class.getMethod("workers", int.class).invoke(builder, Integer.parseInt(workers));
    }
    ReferenceServer server = builder.build().start();
    long ms = (System.nanoTime() - start) / 1_000_000;
    System.out.println(server.baseUrl());
    System.out.println("started in " + ms + " ms, chains " + server.chain().chainIds().size());
    Thread.currentThread().join();
  }
}
