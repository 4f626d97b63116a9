package io.tradingsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.core.internal.Operation;
import io.tradingsdk.core.internal.Paging;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The one table of operations ({@link Endpoints}), the clients generated from it ({@link TradingOperations},
 * {@link RawTradingClient}) and the real API's operations (spec/ in the test resources, see its README) agree:
 * the same operations, the same optional headers, and each operation exactly once in each client with the
 * table's request and response types.
 */
class OperationsTableTest {
  private static final Pattern HEADING = Pattern.compile("(?m)^### (GET|POST|PATCH|PUT|DELETE) (/\\S*)");

  /** A table row as reflection sees it. */
  record Row(String constant, Operation<?, ?> op, Type request, Type response) {}

  private static List<Row> table() throws IllegalAccessException {
    List<Row> rows = new ArrayList<>();
    for (Field f : Endpoints.class.getDeclaredFields()) {
      if (f.getType() == Operation.class && Modifier.isStatic(f.getModifiers())) {
        Type[] args = ((ParameterizedType) f.getGenericType()).getActualTypeArguments();
        rows.add(new Row(f.getName(), (Operation<?, ?>) f.get(null), args[0], args[1]));
      }
    }
    return rows;
  }

  /** A {@code Paging} row: its stem, the query and item types. */
  record PagedRow(String constant, Paging<?, ?, ?> paging, Type query, Type item) {}

  private static List<PagedRow> pagedRows() throws IllegalAccessException {
    List<PagedRow> rows = new ArrayList<>();
    for (Field f : Endpoints.class.getDeclaredFields()) {
      if (f.getType() == Paging.class && Modifier.isStatic(f.getModifiers())) {
        Type[] args = ((ParameterizedType) f.getGenericType()).getActualTypeArguments();
        rows.add(new PagedRow(f.getName(), (Paging<?, ?, ?>) f.get(null), args[0], args[2]));
      }
    }
    return rows;
  }

  /** "METHOD /path" to the optional headers its section of the document names. */
  private static Map<String, Set<Operation.Header>> documented(String resource) throws IOException {
    String text;
    try (InputStream in = OperationsTableTest.class.getResourceAsStream("/spec/" + resource)) {
      assertThat(in).as(resource).isNotNull();
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, Set<Operation.Header>> ops = new LinkedHashMap<>();
    Matcher m = HEADING.matcher(text);
    List<int[]> starts = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    while (m.find()) {
      starts.add(new int[] {m.start()});
      keys.add(m.group(1) + " " + m.group(2));
    }
    for (int i = 0; i < keys.size(); i++) {
      int from = starts.get(i)[0];
      int to = i + 1 < keys.size() ? starts.get(i + 1)[0] : text.indexOf("\n## ", from) < 0 ? text.length()
          : text.indexOf("\n## ", from);
      String section = text.substring(from, to);
      Set<Operation.Header> headers = EnumSet.noneOf(Operation.Header.class);
      for (Operation.Header h : Operation.Header.values()) {
        if (section.contains("`" + h.wireName + "`")) {
          headers.add(h);
        }
      }
      assertThat(ops.put(keys.get(i), headers)).as("%s listed twice in %s", keys.get(i), resource).isNull();
    }
    return ops;
  }

  @Test
  void theTableHasExactlyTheOperationsOfTheSpecAndBeyondWithTheirOptionalHeaders() throws Exception {
    Map<String, Set<Operation.Header>> spec = documented("trading-api-endpoints.md");
    Map<String, Set<Operation.Header>> beyond = documented("beyond-spec-operations.md");
    assertThat(spec).hasSize(13);
    assertThat(beyond).hasSize(11);
    Map<String, Set<Operation.Header>> expected = new TreeMap<>(spec);
    expected.putAll(beyond);

    Map<String, Set<Operation.Header>> actual = new TreeMap<>();
    for (Row row : table()) {
      String key = row.op.method + " " + row.op.pathTemplate;
      assertThat(actual.put(key, row.op.headers)).as("%s: %s is in the table twice", row.constant, key).isNull();
    }
    assertThat(actual).as("operations and their optional headers: Endpoints vs spec/").isEqualTo(expected);
  }

  @Test
  void tradingClientHasEachOperationOnceInFourFormsAndNothingElse() throws Exception {
    Set<String> expected = new TreeSet<>();
    for (Row row : table()) {
      List<Type> params = parameters(row);
      expected.add(signature(row.op.name, params, row.response));
      expected.add(signature(row.op.name, with(params, RequestOptions.class), row.response));
      expected.add(signature(row.op.name + "Async", params, future(row.response)));
      expected.add(signature(row.op.name + "Async", with(params, RequestOptions.class), future(row.response)));
    }
    List<PagedRow> paged = pagedRows();
    assertThat(paged).as("Paging rows of Endpoints").isNotEmpty();
    for (PagedRow row : paged) {
      assertThat(table()).as("%s pages an operation of the table", row.constant)
          .anyMatch(op -> op.op == row.paging.operation);
      List<Type> query = List.of(row.query);
      expected.add(signature(row.paging.name + "Iterable", query, parameterized(Iterable.class, row.item)));
      expected.add(signature(row.paging.name + "Iterable", with(query, RequestOptions.class),
          parameterized(Iterable.class, row.item)));
      expected.add(signature(row.paging.name + "Stream", query, parameterized(Stream.class, row.item)));
      expected.add(signature(row.paging.name + "Stream", with(query, RequestOptions.class),
          parameterized(Stream.class, row.item)));
    }
    assertThat(publicMethods(TradingOperations.class)).isEqualTo(expected);
    assertThat(TradingOperations.class.isAssignableFrom(TradingClient.class)).isTrue();
  }

  @Test
  void tradingClientItselfDeclaresOnlyItsOptionsAndLifecycle() {
    assertThat(publicMethods(TradingClient.class)).containsExactlyInAnyOrder(
        "io.tradingsdk.core.TradingClient$Builder builder()",
        "io.tradingsdk.core.TradingClient fromEnv()",
        "io.tradingsdk.core.TradingClient create(io.tradingsdk.core.ClientOptions)",
        "io.tradingsdk.core.TradingClient withOptions(java.util.function.Consumer<io.tradingsdk.core.ClientOptions$Builder>)",
        "io.tradingsdk.core.ClientOptions options()",
        "io.tradingsdk.core.RawTradingClient raw()",
        "void close()");
  }

  @Test
  void rawClientHasEachOperationOnceInFourFormsAndNothingElse() throws Exception {
    Set<String> expected = new TreeSet<>();
    for (Row row : table()) {
      List<Type> params = parameters(row);
      Type raw = parameterized(RawResponse.class, row.response);
      expected.add(signature(row.op.name, params, raw));
      expected.add(signature(row.op.name, with(params, RequestOptions.class), raw));
      expected.add(signature(row.op.name + "Async", params, future(raw)));
      expected.add(signature(row.op.name + "Async", with(params, RequestOptions.class), future(raw)));
    }
    assertThat(publicMethods(RawTradingClient.class)).isEqualTo(expected);
  }

  /** The request, or the components of a record of Endpoints that the generator spreads into parameters. */
  private static List<Type> parameters(Row row) {
    List<Type> params = new ArrayList<>();
    if (row.request instanceof Class<?> c && c.isRecord() && c.getEnclosingClass() == Endpoints.class) {
      for (var component : c.getRecordComponents()) {
        params.add(component.getGenericType());
      }
    } else {
      params.add(row.request);
    }
    return params;
  }

  private static List<Type> with(List<Type> params, Type last) {
    List<Type> all = new ArrayList<>(params);
    all.add(last);
    return all;
  }

  private static Type future(Type of) {
    return parameterized(CompletableFuture.class, of);
  }

  private static Type parameterized(Class<?> raw, Type arg) {
    return new ParameterizedType() {
      @Override
      public Type[] getActualTypeArguments() {
        return new Type[] {arg};
      }

      @Override
      public Type getRawType() {
        return raw;
      }

      @Override
      public Type getOwnerType() {
        return null;
      }

      @Override
      public String getTypeName() {
        return raw.getName() + "<" + arg.getTypeName() + ">";
      }
    };
  }

  private static String signature(String name, List<Type> params, Type returns) {
    StringBuilder b = new StringBuilder(returns.getTypeName()).append(' ').append(name).append('(');
    for (int i = 0; i < params.size(); i++) {
      b.append(i == 0 ? "" : ", ").append(params.get(i).getTypeName());
    }
    return b.append(')').toString();
  }

  private static Set<String> publicMethods(Class<?> type) {
    Set<String> methods = new TreeSet<>();
    for (Method m : type.getDeclaredMethods()) {
      if (Modifier.isPublic(m.getModifiers()) && !m.isSynthetic()
          && !(m.getName().equals("toString") && m.getParameterCount() == 0)) {
        methods.add(signature(m.getName(), List.of(m.getGenericParameterTypes()), m.getGenericReturnType()));
      }
    }
    return methods;
  }
}
