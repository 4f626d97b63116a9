package io.tradingsdk.trade;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One record of a trade's journal in a {@link TradeStore}: a {@link #kind()} ({@code intent}, {@code tx-intent},
 * {@code tx-sent}, {@code tx-mined}, {@code signed}, {@code order}, {@code plan}, {@code proof}, {@code final}...),
 * its fields (strings), when, and the {@link #owner()} that wrote it (the engine instance holding the trade's
 * lease). Written before the side effect it announces: a journal that ends with a {@code tx-intent} says "this
 * transaction may or may not have reached the node", which {@link TradeEngine#resume(String)} settles.
 *
 * <p>Its JSON form ({@link #toJson()}, one line) is what the file store appends.
 */
public final class JournalEntry {
  private static final ObjectMapper JSON = new ObjectMapper();

  private final long seq;
  private final String kind;
  private final Map<String, String> fields;
  private final Instant at;
  private final String owner;

  /** An entry; {@code fields} is copied. */
  public JournalEntry(long seq, String kind, Map<String, String> fields, Instant at, String owner) {
    this.seq = seq;
    this.kind = Objects.requireNonNull(kind, "kind");
    this.fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    this.at = Objects.requireNonNull(at, "at");
    this.owner = Objects.requireNonNull(owner, "owner");
  }

  /** The position in the trade's journal, from 0. */
  public long seq() {
    return seq;
  }

  /** What the entry records. */
  public String kind() {
    return kind;
  }

  /** Its fields. */
  public Map<String, String> fields() {
    return fields;
  }

  /** One field. */
  public Optional<String> field(String name) {
    return Optional.ofNullable(fields.get(name));
  }

  /** When it was written. */
  public Instant at() {
    return at;
  }

  /** The engine instance that wrote it. */
  public String owner() {
    return owner;
  }

  /** The entry as one line of JSON (no line break). */
  public String toJson() {
    ObjectNode node = JSON.createObjectNode();
    node.put("seq", seq);
    node.put("kind", kind);
    node.put("at", at.toString());
    node.put("owner", owner);
    ObjectNode f = node.putObject("fields");
    fields.forEach(f::put);
    try {
      return JSON.writeValueAsString(node);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads {@link #toJson()}'s form.
   *
   * @throws IllegalArgumentException when {@code line} is not a complete entry (e.g. a write torn by a crash)
   */
  public static JournalEntry fromJson(String line) {
    try {
      JsonNode node = JSON.readTree(line);
      if (node == null || !node.hasNonNull("kind") || !node.hasNonNull("seq") || !node.has("fields")) {
        throw new IllegalArgumentException("not a journal entry: " + line);
      }
      Map<String, String> fields = new LinkedHashMap<>();
      Iterator<Map.Entry<String, JsonNode>> it = node.get("fields").fields();
      while (it.hasNext()) {
        Map.Entry<String, JsonNode> e = it.next();
        fields.put(e.getKey(), e.getValue().asText());
      }
      return new JournalEntry(node.get("seq").asLong(), node.get("kind").asText(), fields,
          Instant.parse(node.path("at").asText()), node.path("owner").asText(""));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("not a journal entry: " + line, e);
    }
  }

  @Override
  public String toString() {
    return toJson();
  }
}
