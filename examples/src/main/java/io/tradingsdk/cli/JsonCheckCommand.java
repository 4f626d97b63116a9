package io.tradingsdk.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.tradingsdk.models.json.JsonDiff;
import io.tradingsdk.models.json.ModelErrors;
import io.tradingsdk.models.json.TradingJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code trading json check --type TYPE FILE...}: parses each file as that model, writes it back,
 * and reports per file {@code OK} or what failed, with its JSON path, plus any difference between
 * the input and the re-serialized JSON (compared as trees, numbers by value).
 *
 * <p>{@code null} in the input where the re-serialization has nothing (an optional field), or the
 * reverse (a nullable field the model always writes), is a normalization: printed as a note, not a
 * failure. Exit 0 when every file parses and round-trips, 1 otherwise, 2 when a file cannot be
 * read or is not JSON (or the command line is wrong).
 */
@Command(
    name = "check",
    mixinStandardHelpOptions = true,
    description = {
      JsonCheckCommand.SUMMARY,
      "Exit 0: all parse and round-trip; 1: a file fails; 2: a file is unreadable or not JSON."
    })
public final class JsonCheckCommand implements Callable<Integer> {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY = "Parse each FILE as the model TYPE, write it back, and compare the two JSON trees.";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Option(names = "--type", paramLabel = "TYPE", description = "The body type (see --list-types).")
  String type;

  @Option(names = "--list-types", description = "Print the known body types and exit.")
  boolean listTypes;

  @Parameters(paramLabel = "FILE", arity = "0..*", description = "JSON files to check.")
  List<Path> files = new ArrayList<>();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (listTypes) {
      JsonTypes.all()
          .forEach((name, model) -> out.printf("%-28s %s%n", name, model.getSimpleName()));
      out.flush();
      return ExitCodes.OK;
    }
    if (type == null) {
      err.println("error: give --type TYPE (see --list-types)");
      spec.commandLine().usage(err);
      return ExitCodes.UNREADABLE;
    }
    Class<?> model = JsonTypes.all().get(type);
    if (model == null) {
      err.println(
          "error: unknown type '" + type + "'; known types: " + String.join(", ", JsonTypes.all().keySet()));
      return ExitCodes.UNREADABLE;
    }
    if (files.isEmpty()) {
      err.println("error: give at least one FILE");
      return ExitCodes.UNREADABLE;
    }
    int exit = ExitCodes.OK;
    int ok = 0;
    int failed = 0;
    int unreadable = 0;
    for (Path file : files) {
      int result = check(file, model, out);
      exit = Math.max(exit, result);
      if (result == ExitCodes.OK) {
        ok++;
      } else if (result == ExitCodes.FAILED) {
        failed++;
      } else {
        unreadable++;
      }
    }
    if (files.size() > 1) {
      out.printf("%d files: %d OK, %d failed, %d unreadable%n", files.size(), ok, failed, unreadable);
    }
    out.flush();
    return exit;
  }

  private int check(Path file, Class<?> model, PrintWriter out) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      out.println(file + ": UNREADABLE: no such file");
      return ExitCodes.UNREADABLE;
    } catch (AccessDeniedException e) {
      out.println(file + ": UNREADABLE: permission denied");
      return ExitCodes.UNREADABLE;
    } catch (IOException e) {
      out.println(file + ": UNREADABLE: " + e.getMessage());
      return ExitCodes.UNREADABLE;
    }
    ObjectMapper mapper = TradingJson.mapper();
    JsonNode input;
    try {
      input = mapper.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(bytes);
    } catch (JsonProcessingException e) {
      out.println(file + ": NOT JSON: " + e.getOriginalMessage() + location(e.getLocation()));
      return ExitCodes.UNREADABLE;
    } catch (IOException e) {
      out.println(file + ": UNREADABLE: " + e.getMessage());
      return ExitCodes.UNREADABLE;
    }
    if (input == null || input.isMissingNode()) {
      out.println(file + ": NOT JSON: the file is empty");
      return ExitCodes.UNREADABLE;
    }
    Object parsed;
    try {
      parsed = mapper.treeToValue(input, model);
    } catch (JsonProcessingException | RuntimeException e) {
      out.println(file + ": FAILED");
      for (ModelErrors.Problem problem : ModelErrors.describe(e)) {
        out.println("  " + problem);
      }
      return ExitCodes.FAILED;
    }
    JsonNode output;
    try {
      output = mapper.readTree(mapper.writeValueAsBytes(parsed));
    } catch (IOException | RuntimeException e) {
      out.println(file + ": FAILED");
      out.println("  $: cannot write the model back: " + e.getMessage());
      return ExitCodes.FAILED;
    }
    List<JsonDiff.Difference> diffs = JsonDiff.diff(input, output);
    boolean differs = diffs.stream().anyMatch(d -> !d.isNormalization());
    out.println(file + (differs ? ": FAILED (the re-serialized JSON differs)" : ": OK"));
    for (JsonDiff.Difference d : diffs) {
      out.println("  " + show(d));
    }
    return differs ? ExitCodes.FAILED : ExitCodes.OK;
  }

  /** One line per difference: what the input had and what the model wrote back. */
  private static String show(JsonDiff.Difference d) {
    if (d.isNormalization()) {
      return d.before() != null
          ? "note: " + d.path() + ": null in the input, absent after re-serialization (optional field)"
          : "note: " + d.path() + ": absent in the input, written as null (nullable field)";
    }
    switch (d.change()) {
      case REMOVED:
        return d.path() + ": input " + d.before() + ", lost on re-serialization";
      case ADDED:
        return d.path() + ": absent in the input, re-serialized as " + d.after();
      default:
        return d.path() + ": input " + d.before() + ", re-serialized as " + d.after();
    }
  }

  private static String location(JsonLocation location) {
    return location == null || location.getLineNr() < 0
        ? ""
        : " (line " + location.getLineNr() + ", column " + location.getColumnNr() + ")";
  }

  /** The registered type names, for tests and help. */
  static Map<String, Class<?>> types() {
    return JsonTypes.all();
  }
}
