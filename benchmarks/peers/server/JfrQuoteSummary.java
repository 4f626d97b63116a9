import jdk.jfr.consumer.*;
import java.nio.file.*;
import java.util.*;
/**
 * The figures jfr-quote.sh reports from a recording: allocation per request, the GC pauses, the sampled allocation by
 * first server frame (else the JDK frame), monitor waits and parks by first server frame.
 *
 *   java JfrQuoteSummary.java RECORDING.jfr REQUESTS [top]
 */
public final class JfrQuoteSummary {
  public static void main(String[] a) throws Exception {
    long reqs = Long.parseLong(a[1]);
    Map<Long, long[]> alloc = new HashMap<>(); // thread id -> first,last
    long gcCount = 0; double gcSum = 0, gcMax = 0; List<Double> pauses = new ArrayList<>();
    Map<String, Long> top = new HashMap<>(); long sampled = 0;
    Map<String,Long> mon = new HashMap<>(); long monN=0; double monMs=0;
    Map<String,Long> park = new HashMap<>(); long parkN=0; double parkMs=0;
    for (RecordedEvent e : RecordingFile.readAllEvents(Path.of(a[0]))) {
      String n = e.getEventType().getName();
      switch (n) {
        case "jdk.ThreadAllocationStatistics" -> {
          long tid = e.getThread("thread") == null ? -1 : e.getThread("thread").getJavaThreadId();
          long v = e.getLong("allocated");
          alloc.merge(tid, new long[]{v, v}, (o, x) -> new long[]{Math.min(o[0], v), Math.max(o[1], v)});
        }
        case "jdk.GarbageCollection" -> { double ms = e.getDuration("sumOfPauses").toNanos() / 1e6; gcCount++; gcSum += ms; gcMax = Math.max(gcMax, ms); pauses.add(ms); }
        case "jdk.ObjectAllocationSample" -> {
          long w = e.getLong("weight"); sampled += w;
          String f = frame(e.getStackTrace());
          top.merge(f, w, Long::sum);
        }
        case "jdk.JavaMonitorEnter" -> { monN++; monMs += e.getDuration().toNanos()/1e6; mon.merge(frame(e.getStackTrace()), 1L, Long::sum);}
        case "jdk.ThreadPark" -> { parkN++; parkMs += e.getDuration().toNanos()/1e6; park.merge(frame(e.getStackTrace()), 1L, Long::sum);}
        default -> {}
      }
    }
    long total = alloc.values().stream().mapToLong(x -> x[1] - x[0]).sum();
    System.out.printf("allocated %.0f MB over %d requests: %.1f KB/request%n", total / 1e6, reqs, total / 1024.0 / reqs);
    Collections.sort(pauses);
    System.out.printf("GC: %d collections, pauses sum %.1f ms, max %.1f ms, median %.1f ms%n", gcCount, gcSum, gcMax, pauses.isEmpty()?0:pauses.get(pauses.size()/2));
    System.out.println("pauses: " + pauses);
    final long s = sampled;
    top.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(Integer.parseInt(a.length>2?a[2]:"15"))
      .forEach(en -> System.out.printf("  %5.1f %% %s%n", 100.0 * en.getValue() / s, en.getKey()));
    System.out.printf("monitor enters >=threshold: %d, %.0f ms total%n", monN, monMs);
    mon.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(5).forEach(en -> System.out.println("  " + en.getValue() + " " + en.getKey()));
    System.out.printf("parks >=threshold: %d, %.0f ms total%n", parkN, parkMs);
    park.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(5).forEach(en -> System.out.println("  " + en.getValue() + " " + en.getKey()));
  }
  static String frame(RecordedStackTrace st) {
    if (st == null) return "?";
    for (RecordedFrame f : st.getFrames()) {
      String t = f.getMethod().getType().getName();
      if (t.startsWith("io.tradingsdk")) return t.substring(t.lastIndexOf('.') + 1) + "." + f.getMethod().getName();
    }
    RecordedFrame f0 = st.getFrames().isEmpty() ? null : st.getFrames().get(0);
    return f0 == null ? "?" : "(jdk) " + f0.getMethod().getType().getName() + "." + f0.getMethod().getName();
  }
}
