package io.tradingsdk.core.internal;

import io.tradingsdk.core.RawResponse;
import io.tradingsdk.core.RequestOptions;
import java.util.Objects;
import java.util.function.Function;

/**
 * A row of the table of operations that walks another row's pages: the generator writes {@code <name>Iterable} and
 * {@code <name>Stream} methods for it on the client, each fetching the pages of {@link #operation} as the iteration
 * reaches them.
 *
 * @param <Q> the query of the paged operation (it carries the cursor)
 * @param <P> one page, the operation's response
 * @param <T> one item of a page
 */
public final class Paging<Q, P, T> {
  /** Makes the items of every page from the first query and a way to fetch one page. */
  @FunctionalInterface
  public interface Pager<Q, P, T> {
    /** The items of every page, fetched lazily with {@code fetch}, starting at {@code first}. */
    Iterable<T> iterable(Q first, RequestOptions options, Function<Q, RawResponse<P>> fetch);
  }

  /** The stem of the generated methods' names: {@code orders} gives {@code ordersIterable} and {@code ordersStream}. */
  public final String name;
  /** The operation whose pages are walked. */
  public final Operation<Q, P> operation;
  private final Pager<Q, P, T> pager;

  private Paging(String name, Operation<Q, P> operation, Pager<Q, P, T> pager) {
    this.name = Objects.requireNonNull(name, "name");
    this.operation = Objects.requireNonNull(operation, "operation");
    this.pager = Objects.requireNonNull(pager, "pager");
  }

  /** Pages of {@code operation}, walked by {@code pager}, offered as {@code <name>Iterable}/{@code <name>Stream}. */
  public static <Q, P, T> Paging<Q, P, T> of(String name, Operation<Q, P> operation, Pager<Q, P, T> pager) {
    return new Paging<>(name, operation, pager);
  }

  /** The items of every page from {@code first}, each page fetched with {@code fetch} when the iteration needs it. */
  public Iterable<T> iterable(Q first, RequestOptions options, Function<Q, RawResponse<P>> fetch) {
    return pager.iterable(first, options, fetch);
  }

  @Override
  public String toString() {
    return "Paging{" + name + " over " + operation + "}";
  }
}
