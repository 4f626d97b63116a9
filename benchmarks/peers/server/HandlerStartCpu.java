import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * The CPU time (of the starting thread, and of the whole JVM) that building the reference server's handler takes in
 * a fresh JVM: the simulated market of every chain, the ledger, the routes. Less sensitive to a loaded machine than
 * wall-clock start-up; run alternately for two builds by run-classes.sh's class paths:
 *
 *   java -cp CLASSPATH benchmarks/peers/server/HandlerStartCpu.java
 */
public final class HandlerStartCpu {
  public static void main(String[] args) {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    com.sun.management.OperatingSystemMXBean os =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long cpu0 = threads.getCurrentThreadCpuTime();
    long process0 = os.getProcessCpuTime();
    long wall0 = System.nanoTime();
    new io.tradingsdk.server.TradingApiHandler();
    long cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1_000_000;
    long process = (os.getProcessCpuTime() - process0) / 1_000_000;
    long wall = (System.nanoTime() - wall0) / 1_000_000;
    System.out.println("handler: thread CPU " + cpu + " ms, process CPU " + process + " ms, wall " + wall + " ms");
  }
}
