package io.tradingsdk.core.internal;

import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.util.EnumSet;
import java.util.Set;
import java.util.function.Function;

/**
 * How one API operation travels: method, path and query built from the request, the body, which
 * optional headers apply, how the response is read, and its part in a swap journey.
 *
 * @param <Req> the request model (or query, or path parameters)
 * @param <Resp> the response model
 */
public final class Operation<Req, Resp> {
  /** The optional headers an endpoint takes, per the spec. */
  public enum Header {
    ROUTER_VERSION(HeaderRules.ROUTER_VERSION),
    ERC20ETH_ENABLED(HeaderRules.ERC20ETH_ENABLED),
    PERMIT2_DISABLED(HeaderRules.PERMIT2_DISABLED);

    public final String wireName;

    Header(String wireName) {
      this.wireName = wireName;
    }
  }

  /** A quote starts a journey; a swap must use the version its quote was requested under. */
  public enum JourneyRole {
    NONE,
    QUOTE,
    SWAP
  }

  /** Reads a 2xx body into the response model. */
  @FunctionalInterface
  public interface BodyReader<T> {
    T read(byte[] body) throws IOException;

    /** Reads the body of the given attempt (1-based); readers that report typed failures want the count. */
    default T read(byte[] body, int attempt) throws IOException {
      return read(body);
    }
  }

  /** The quote a request or response carries, by identity and by the service's quote id. */
  public record JourneyKey(Object quote, String quoteId) {}

  public final String name;
  public final String method;
  public final String pathTemplate;
  public final Function<Req, Target> target;
  public final Function<Req, Object> body;
  public final BodyReader<Resp> reader;
  public final String responseName;
  public final Set<Header> headers;
  public final JourneyRole journeyRole;
  public final Function<Object, JourneyKey> journeyKey;
  /**
   * Whether an attempt may be sent again after a failure that may have reached the service (a 5xx, a connection
   * lost or a timeout after the request was written). False for {@code POST /order}: the service may have taken
   * the signed order on the first attempt (it can then be filled), the API offers no idempotency key, and a repeat
   * is refused as "already submitted", which would tell the caller that a live order failed.
   */
  public final boolean replayable;

  private Operation(
      String name,
      String method,
      String pathTemplate,
      Function<Req, Target> target,
      Function<Req, Object> body,
      BodyReader<Resp> reader,
      String responseName,
      Set<Header> headers,
      JourneyRole journeyRole,
      Function<Object, JourneyKey> journeyKey,
      boolean replayable) {
    this.name = name;
    this.method = method;
    this.pathTemplate = pathTemplate;
    this.target = target;
    this.body = body;
    this.reader = reader;
    this.responseName = responseName;
    this.headers = headers;
    this.journeyRole = journeyRole;
    this.journeyKey = journeyKey;
    this.replayable = replayable;
  }

  /** A POST whose body is the request model. */
  public static <Req, Resp> Operation<Req, Resp> post(String name, String path, Class<Resp> responseType) {
    return new Operation<>(name, "POST", path, r -> Target.path(path.substring(1).split("/")), r -> r,
        reader(responseType), responseType.getSimpleName(), EnumSet.noneOf(Header.class), JourneyRole.NONE, null, true);
  }

  /** A body-less request whose path and query come from {@code target}. */
  public static <Req, Resp> Operation<Req, Resp> get(
      String name, String pathTemplate, Function<Req, Target> target, Class<Resp> responseType) {
    return new Operation<>(name, "GET", pathTemplate, target, null, reader(responseType),
        responseType.getSimpleName(), EnumSet.noneOf(Header.class), JourneyRole.NONE, null, true);
  }

  /** Any method: path and query from {@code target}, the body from {@code body} (null for none). */
  public static <Req, Resp> Operation<Req, Resp> of(String name, String method, String pathTemplate,
      Function<Req, Target> target, Function<Req, Object> body, Class<Resp> responseType) {
    return new Operation<>(name, method, pathTemplate, target, body, reader(responseType),
        responseType.getSimpleName(), EnumSet.noneOf(Header.class), JourneyRole.NONE, null, true);
  }

  /** A copy that takes these optional headers. */
  public Operation<Req, Resp> takes(Header... headers) {
    EnumSet<Header> set = EnumSet.noneOf(Header.class);
    set.addAll(Set.of(headers));
    return new Operation<>(name, method, pathTemplate, target, body, reader, responseName, set, journeyRole,
        journeyKey, replayable);
  }

  /**
   * A copy with a journey role; {@code key} extracts the quote from the response (for {@link
   * JourneyRole#QUOTE}) or from the request (for {@link JourneyRole#SWAP}).
   */
  public Operation<Req, Resp> journey(JourneyRole role, Function<Object, JourneyKey> key) {
    return new Operation<>(name, method, pathTemplate, target, body, reader, responseName, headers, role, key,
        replayable);
  }

  /**
   * A copy that is not {@linkplain #replayable replayable}: after a failure that may have reached the service it
   * is not sent again, and the caller is told its outcome is unknown. A failure before a byte was written and a
   * 429 (refused before processing) are still retried.
   */
  public Operation<Req, Resp> actsOnce() {
    return new Operation<>(name, method, pathTemplate, target, body, reader, responseName, headers, journeyRole,
        journeyKey, false);
  }

  private static <T> BodyReader<T> reader(Class<T> type) {
    return bytes -> TradingJson.mapper().readValue(bytes, type);
  }

  @Override
  public String toString() {
    return method + " " + pathTemplate;
  }
}
