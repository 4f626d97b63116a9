package io.tradingsdk.trade;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
    try (FileChannel out = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
        StandardOpenOption.WRITE)) {
      // A last line torn by a crash (no line break) is cut off first: appended after it, the new entry would be
      // glued to the fragment into one unreadable line, and the whole journal would fail to load from then on.
      out.truncate(intactLength(out));
      out.position(out.size());
      ByteBuffer buffer = ByteBuffer.wrap(line);
      while (buffer.hasRemaining()) {
        out.write(buffer);
      }
      out.force(true);
    } catch (IOException e) {
      throw new TradeStoreException("cannot append to " + file + ": " + e, e);
    }
  }

  /** The length of the file up to and including its last line break: what is left once a torn line is cut. */
  private static long intactLength(FileChannel file) throws IOException {
    long size = file.size();
    ByteBuffer one = ByteBuffer.allocate(1);
    if (size == 0 || file.read(one, size - 1) == 1 && one.get(0) == '\n') {
      return size;
    }
    for (long end = size; end > 0; ) {
      long start = Math.max(0, end - 8192);
      ByteBuffer chunk = ByteBuffer.allocate((int) (end - start));
      while (chunk.hasRemaining() && file.read(chunk, start + chunk.position()) > 0) {
        // read the whole chunk
      }
      for (int i = chunk.position() - 1; i >= 0; i--) {
        if (chunk.get(i) == '\n') {
          return start + i + 1;
        }
      }
      end = start;
    }
    return 0;
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
