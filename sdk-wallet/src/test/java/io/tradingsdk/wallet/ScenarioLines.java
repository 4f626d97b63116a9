package io.tradingsdk.wallet;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What a child JVM running several scenarios at once (one thread each) printed of each: lines {@code KIND TAG REST},
 * e.g. {@code AT classic/tx-sent:swap tx-sent:swap} or {@code RESULT gasless/order SETTLED 0xab..}. A crash test
 * starts one such JVM for all its cases, kills it with SIGKILL once each case stopped at its boundary, and resumes
 * them all in one more JVM: two JVM starts for the class instead of two per case, each case still killed at its own
 * boundary and resumed by another process.
 */
public final class ScenarioLines {
  private final Map<String, List<String[]>> byTag = new LinkedHashMap<>();
  private final List<String> other = new ArrayList<>();
  private final AtomicBoolean guardStruck = new AtomicBoolean();

  private ScenarioLines() {}

  /**
   * Reads {@code process}'s stdout until each of {@code tags} printed a line of one of {@code kinds} (or the stream
   * ended), then kills the process with SIGKILL; kills it too when that takes longer than {@code guard} (a case that
   * never reaches its boundary then shows as such in its own test).
   */
  public static ScenarioLines killWhenEach(Process process, Collection<String> tags, Set<String> kinds, Duration guard)
      throws IOException {
    ScenarioLines lines = new ScenarioLines();
    Set<String> waiting = new HashSet<>(tags);
    lines.guard(process, guard);
    try (BufferedReader out = reader(process)) {
      String line;
      while (!waiting.isEmpty() && (line = out.readLine()) != null) {
        String[] words = lines.add(line);
        if (words != null && kinds.contains(words[0])) {
          waiting.remove(words[1]);
        }
      }
    } finally {
      process.destroyForcibly(); // SIGKILL: no shutdown hook, no finally
    }
    return lines;
  }

  /** Reads {@code process}'s stdout to its end; kills the process when that takes longer than {@code guard}. */
  public static ScenarioLines readToEnd(Process process, Duration guard) throws IOException {
    ScenarioLines lines = new ScenarioLines();
    lines.guard(process, guard);
    try (BufferedReader out = reader(process)) {
      String line;
      while ((line = out.readLine()) != null) {
        lines.add(line);
      }
    }
    return lines;
  }

  /** The rest of the first {@code kind} line of {@code tag} (after the tag), or null when it printed none. */
  public synchronized String first(String tag, String kind) {
    for (String[] words : byTag.getOrDefault(tag, List.of())) {
      if (words[0].equals(kind)) {
        return words[2];
      }
    }
    return null;
  }

  /** Everything printed, for a failure's message: the lines of {@code tag}, then the guard's verdict. */
  public synchronized String describe(String tag) {
    StringBuilder text = new StringBuilder("lines of ").append(tag).append(':');
    for (String[] words : byTag.getOrDefault(tag, List.of())) {
      text.append("\n  ").append(String.join(" ", words));
    }
    if (guardStruck.get()) {
      text.append("\n  (the child was killed by the test's time guard)");
    }
    return text.toString();
  }

  /** Whether the guard killed the process before it was done. */
  public boolean guardStruck() {
    return guardStruck.get();
  }

  private synchronized String[] add(String line) {
    String[] words = line.split(" ", 3);
    if (words.length < 2) {
      other.add(line);
      return null;
    }
    String[] full = words.length == 3 ? words : new String[] {words[0], words[1], ""};
    byTag.computeIfAbsent(full[1], t -> new ArrayList<>()).add(full);
    return full;
  }

  private void guard(Process process, Duration guard) {
    CompletableFuture.delayedExecutor(guard.toMillis(), TimeUnit.MILLISECONDS).execute(() -> {
      if (process.isAlive()) {
        guardStruck.set(true);
        process.destroyForcibly();
      }
    });
  }

  private static BufferedReader reader(Process process) {
    return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }
}
