package io.tradingsdk.wallet;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.Deflater;

/**
 * Starts a test's child JVM (a process a crash test kills with SIGKILL and restarts, a README snippet run with only
 * the environment it names) with the test JVMs' flags, on this JVM's class path as it is.
 *
 * <p>{@code -Dsdk.test.childArchive=true} (passed on by Surefire) adds an application class-data archive (AppCDS)
 * shared by the children of one test JVM, so that each child maps the classes the first one loaded instead of reading,
 * parsing and verifying them again. It is off by default because it no longer pays: since the crash tests run all
 * their cases in one killed child and one resuming child ({@link ScenarioLines}), a test JVM starts at most two or
 * three children, and writing the archive (about 40 MB at the first child's exit) costs more than the later children
 * save by mapping it. Measured with sdk-trade-tests' {@code TradeSnippetsTest} then {@code TradeCrashTest} in one JVM,
 * the case where the most children map it (the snippet's child writes it, both crash children map it): 17.9 CPU-s
 * with it, 14.5 without.
 *
 * <p>With the archive: JDK 17 cannot archive a class path with a non-empty directory on it, and a reactor build's class
 * path has the modules' {@code target/classes} folders: the first call copies each folder into a jar under
 * {@code target/child-jvm/<pid>/} (one folder per test JVM; those of finished test JVMs are deleted). The first child
 * that is expected to exit on its own, and is not the last ({@link #startLast}), runs with
 * {@code -XX:ArchiveClassesAtExit}; once it exited with status 0 its archive is moved into place and every later child
 * runs with {@code -XX:SharedArchiveFile}. A child started before that, or one whose archive cannot be mapped
 * (another JDK), runs as before: {@code -Xshare:auto} never fails the start. The JVM's own warnings go to stderr, so a
 * child's stdout carries only what it prints.
 */
public final class ChildJvm {
  /** The test JVMs' flags (the parent POM's {@code sdk.test.argLine}): short-lived JVMs start fastest with these. */
  public static final List<String> FLAGS = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
      "-Xlog:disable", "-Xlog:all=warning:stderr");

  private static final AtomicBoolean DUMPING = new AtomicBoolean();
  private static Path folder;
  private static String classPath;

  private ChildJvm() {}

  /**
   * Starts {@code main} with {@code args} in a new JVM with this JVM's class path (as jars) and {@link #FLAGS}.
   *
   * @param exitsOnItsOwn false for a child the test kills: a killed JVM never writes its archive
   * @param setup sets the process's environment, folder and redirections before it starts
   */
  public static Process start(Class<?> main, List<String> args, boolean exitsOnItsOwn, Consumer<ProcessBuilder> setup)
      throws IOException {
    return start(main, args, exitsOnItsOwn, true, setup);
  }

  /**
   * Starts the last child this test JVM needs, one that exits on its own, like {@link #start}: with the archive on
   * ({@code -Dsdk.test.childArchive=true}) it maps the children's archive when there is one, and never writes one,
   * since no later child would map it (writing it costs the child seconds of CPU at its exit).
   */
  public static Process startLast(Class<?> main, List<String> args, Consumer<ProcessBuilder> setup)
      throws IOException {
    return start(main, args, true, false, setup);
  }

  private static Process start(Class<?> main, List<String> args, boolean exitsOnItsOwn, boolean laterChildrenMayMap,
      Consumer<ProcessBuilder> setup) throws IOException {
    boolean archiving = "true".equals(System.getProperty("sdk.test.childArchive"));
    String path = archiving ? classPath() : System.getProperty("java.class.path");
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    command.addAll(FLAGS);
    boolean dumps = false;
    Path archive = archiving ? folder.resolve("children.jsa") : null;
    if (!archiving) {
      // the class path as it is, no archive
    } else if (Files.isRegularFile(archive)) {
      command.add("-XX:SharedArchiveFile=" + archive);
    } else if (exitsOnItsOwn && laterChildrenMayMap && DUMPING.compareAndSet(false, true)) {
      dumps = true;
      command.add("-XX:ArchiveClassesAtExit=" + folder.resolve("children.jsa.part"));
    }
    command.add("-cp");
    command.add(path);
    command.add(main.getName());
    command.addAll(args);
    ProcessBuilder builder = new ProcessBuilder(command);
    setup.accept(builder);
    Process process;
    try {
      process = builder.start();
    } catch (IOException | RuntimeException e) {
      if (dumps) {
        DUMPING.set(false);
      }
      throw e;
    }
    if (dumps) {
      process.onExit().thenAccept(ChildJvm::archived);
    }
    return process;
  }

  /** Moves the archive of a child that wrote one into place; lets the next child try when this one did not. */
  private static void archived(Process dumper) {
    Path part = folder.resolve("children.jsa.part");
    try {
      if (dumper.exitValue() == 0 && Files.size(part) > 0) {
        Files.move(part, folder.resolve("children.jsa"), StandardCopyOption.ATOMIC_MOVE);
        return;
      }
    } catch (IOException e) {
      // no archive: the next child that exits on its own writes one
    }
    DUMPING.set(false);
  }

  /** This JVM's class path with each folder replaced by a jar of it, made on the first call. */
  private static synchronized String classPath() throws IOException {
    if (classPath != null) {
      return classPath;
    }
    Path root = Path.of("target", "child-jvm").toAbsolutePath();
    Files.createDirectories(root);
    try (Stream<Path> old = Files.list(root)) {
      for (Path stale : old.toList()) {
        boolean running = stale.getFileName().toString().chars().allMatch(Character::isDigit)
            && ProcessHandle.of(Long.parseLong(stale.getFileName().toString())).isPresent();
        if (!running) {
          deleteTree(stale);
        }
      }
    }
    Path mine = Files.createDirectories(root.resolve(Long.toString(ProcessHandle.current().pid())));
    List<String> entries = new ArrayList<>();
    int n = 0;
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      Path source = Path.of(entry);
      if (Files.isDirectory(source)) {
        Path jar = mine.resolve((n++) + "-" + source.getFileName() + ".jar");
        jar(source, jar);
        entries.add(jar.toString());
      } else if (!entry.isEmpty()) {
        entries.add(entry);
      }
    }
    folder = mine;
    classPath = String.join(File.pathSeparator, entries);
    return classPath;
  }

  private static void jar(Path folder, Path jar) throws IOException {
    Path part = jar.resolveSibling(jar.getFileName() + ".part");
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(part));
        Stream<Path> files = Files.walk(folder)) {
      out.setLevel(Deflater.NO_COMPRESSION); // read back by every child: no inflating
      for (Path file : files.sorted().toList()) {
        if (file.equals(folder)) {
          continue;
        }
        String name = folder.relativize(file).toString().replace(File.separatorChar, '/');
        if (Files.isDirectory(file)) {
          out.putNextEntry(new JarEntry(name + "/"));
        } else {
          out.putNextEntry(new JarEntry(name));
          Files.copy(file, (OutputStream) out);
        }
        out.closeEntry();
      }
    }
    Files.move(part, jar, StandardCopyOption.ATOMIC_MOVE);
  }

  /** Deletes a finished test JVM's folder; another test JVM may be deleting it too, so a file gone is fine. */
  private static void deleteTree(Path tree) {
    try (Stream<Path> files = Files.walk(tree)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    } catch (IOException | UncheckedIOException e) {
      // left for the next run: a folder in target/ that nothing reads
    }
  }
}
