package io.tradingsdk.trade;

import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A {@link TradeStore} in a directory: one file per trade, {@code <tradeId>.jsonl}, one {@link JournalEntry} per line,
 * appended and forced to the device ({@code fsync}) before {@link #append} returns. A last line torn by a crash
 * (no line break) is ignored when read: the step it announced had not started. For one process at a time (its leases
 * live in the process); a cluster uses a shared store.
 */
public final class FileTradeStore extends ProcessLocalTradeStore {
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,100}");
  private static final String SUFFIX = ".jsonl";

  private final Path directory;

  private FileTradeStore(Path directory) {
    this.directory = directory;
  }

  /**
   * A store in {@code directory}, created if missing.
   *
   * @throws TradeStoreException when it cannot be created
   */
  public static FileTradeStore in(Path directory) {
    Objects.requireNonNull(directory, "directory");
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      throw new TradeStoreException("cannot create the trade store directory " + directory + ": " + e, e);
    }
    return new FileTradeStore(directory);
  }

  /** The directory. */
  public Path directory() {
    return directory;
  }

  private Path file(String tradeId) {
    if (!ID.matcher(tradeId).matches()) {
      throw new IllegalArgumentException("tradeId: expected 1 to 100 of A-Z a-z 0-9 _ -, got " + tradeId);
    }
    return directory.resolve(tradeId + SUFFIX);
  }

  @Override
  public synchronized void append(String tradeId, JournalEntry entry) {
    Path file = file(tradeId);
    byte[] line = (entry.toJson() + "\n").getBytes(StandardCharsets.UTF_8);
    try (FileOutputStream out = new FileOutputStream(file.toFile(), true)) {
      out.write(line);
      out.getChannel().force(true);
    } catch (IOException e) {
      throw new TradeStoreException("cannot append to " + file + ": " + e, e);
    }
  }

  @Override
  public synchronized List<JournalEntry> load(String tradeId) {
    Path file = file(tradeId);
    String text;
    try {
      text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      return List.of();
    } catch (IOException e) {
      throw new TradeStoreException("cannot read " + file + ": " + e, e);
    }
    List<JournalEntry> entries = new ArrayList<>();
    int start = 0;
    while (start < text.length()) {
      int end = text.indexOf('\n', start);
      if (end < 0) {
        break; // torn by a crash while writing: the step it announced never started
      }
      String line = text.substring(start, end);
      if (!line.isBlank()) {
        entries.add(JournalEntry.fromJson(line));
      }
      start = end + 1;
    }
    return List.copyOf(entries);
  }

  @Override
  public synchronized List<String> tradeIds() {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> stream = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
      stream.forEach(files::add);
    } catch (IOException e) {
      throw new TradeStoreException("cannot list " + directory + ": " + e, e);
    }
    files.sort(Comparator.comparing((Path p) -> {
      try {
        return Files.getLastModifiedTime(p).toMillis();
      } catch (IOException e) {
        return 0L;
      }
    }).thenComparing(Path::toString));
    List<String> ids = new ArrayList<>();
    for (Path p : files) {
      String name = p.getFileName().toString();
      ids.add(name.substring(0, name.length() - SUFFIX.length()));
    }
    return ids;
  }

  @Override
  public String toString() {
    return "FileTradeStore{" + directory + "}";
  }
}
