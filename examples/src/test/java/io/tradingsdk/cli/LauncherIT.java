package io.tradingsdk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher the package phase makes ({@code target/bin/trading}), run as a user runs it: from copies of the
 * build's output, one in a folder whose path has spaces, with a class-data archive, without one, and with one that
 * no longer fits. Whatever the archive, the tool answers the same and passes its exit code through; only where its
 * classes come from differs, which {@code -Xlog:class+load} shows. Run by failsafe, after the package phase.
 *
 * <p>JDK 17 maps no application class from an archive when the jar's path has a space (it still runs, from the
 * jar): where a test checks that classes come from the archive, the copy is under a path without spaces.
 */
@DisabledOnOs(value = OS.WINDOWS, disabledReason = "runs the POSIX shell launcher")
class LauncherIT {
  private static final Path BUILT = Path.of(System.getProperty("trading.home", "target")).toAbsolutePath();
  private static final String CLI_CLASS = "io.tradingsdk.cli.TradingCli";
  private static final String JDK_CLASS = "java.lang.Object";
  /** Loaded when an object mapper is set up (its default date format), not when the class is merely named. */
  private static final String MAPPER_SET_UP = "com.fasterxml.jackson.databind.util.StdDateFormat";

  @TempDir Path temp;
  private Path spaced;
  private Path plain;
  private Path typedData;
  private Path key;

  @BeforeEach
  void copyTheBuild() throws IOException {
    spaced = install(temp.resolve("my tools").resolve("trading sdk"));
    plain = install(temp.resolve("plain"));
    typedData = temp.resolve("permit single.json");
    Files.writeString(typedData, """
        {"domain": {"name": "Permit2", "chainId": 1, "verifyingContract": "0x000000000022D473030F116dDEE9F6B43aC78BA3"},
         "types": {"PermitSingle": [{"name": "details", "type": "PermitDetails"}, {"name": "spender", "type": "address"},
             {"name": "sigDeadline", "type": "uint256"}],
           "PermitDetails": [{"name": "token", "type": "address"}, {"name": "amount", "type": "uint160"},
             {"name": "expiration", "type": "uint48"}, {"name": "nonce", "type": "uint48"}]},
         "values": {"details": {"token": "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", "amount": "1000000000",
             "expiration": "1738281600", "nonce": "0"},
           "spender": "0x66a9893cC07D91D95644AEDD05D03f95e1dBA8Af", "sigDeadline": "1735691400"}}
        """);
    key = temp.resolve("dev key.hex"); // the public Hardhat / Anvil development key #0
    Files.writeString(key, "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80");
  }

  /** A copy of the launchers and the jar, without the build's archive (made for the jar where it was built). */
  private static Path install(Path home) throws IOException {
    Files.createDirectories(home.resolve("bin"));
    for (String file : List.of("bin/trading", "bin/trading.cmd", "trading.jar")) {
      Files.copy(BUILT.resolve(file), home.resolve(file), StandardCopyOption.COPY_ATTRIBUTES);
    }
    return home;
  }

  @Test
  void theBuildsLauncherStartsFromTheBuildsArchive() throws Exception {
    assumeFalse(BUILT.toString().contains(" "), "the build's path has a space");
    Result help = run(BUILT, "-Xlog:class+load", "--help");
    assertThat(help.exit()).isZero();
    assertThat(help.out()).contains("Usage: trading");
    assertThat(sharedClasses(help)).contains(CLI_CLASS, JDK_CLASS);
  }

  @Test
  void fromAPathWithSpacesItAnswersTheSameWithAndWithoutItsArchive() throws Exception {
    Result without = run(spaced, "", "eip712", "sign", "--key-file", key.toString(), typedData.toString());
    assertThat(without.exit()).as(without.err()).isZero();
    assertThat(without.out()).contains("\"signer\":\"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\"");
    dumpArchive(spaced);
    Result with = run(spaced, "", "eip712", "sign", "--key-file", key.toString(), typedData.toString());
    assertThat(with.exit()).as(with.err()).isZero();
    assertThat(with.out()).isEqualTo(without.out());
    assertThat(with.err()).isEmpty();
  }

  @Test
  void withoutAnArchiveOnlyTheJdksOwnServes() throws Exception {
    Result version = run(plain, "-Xlog:class+load", "--version");
    assertThat(version.exit()).as(version.err()).isZero();
    assertThat(version.out()).contains("trading " + manifestVersion(plain.resolve("trading.jar")));
    assertThat(sharedClasses(version)).contains(JDK_CLASS).doesNotContain(CLI_CLASS);
  }

  @Test
  void withItsArchiveTheToolStartsFromIt() throws Exception {
    dumpArchive(plain);
    Result version = run(plain, "-Xlog:class+load", "--version");
    assertThat(version.exit()).as(version.err()).isZero();
    assertThat(sharedClasses(version)).contains(CLI_CLASS, JDK_CLASS);
  }

  @Test
  void anArchiveOlderThanTheJarIsLeftOutAndTheJdksOwnStillServes() throws Exception {
    dumpArchive(plain);
    FileTime archived = Files.getLastModifiedTime(plain.resolve("trading.jsa"));
    Files.setLastModifiedTime(plain.resolve("trading.jar"), FileTime.fromMillis(archived.toMillis() + 60_000));
    Result version = run(plain, "-Xlog:class+load", "--version");
    assertThat(version.exit()).isZero();
    assertThat(sharedClasses(version)).contains(JDK_CLASS).doesNotContain(CLI_CLASS);
  }

  @Test
  void anArchiveMadeForAJarElsewhereIsLeftOut() throws Exception {
    dumpArchive(plain);
    Files.writeString(plain.resolve("trading.jsa.path"), BUILT.resolve("trading.jar").toRealPath() + "\n");
    Result version = run(plain, "-Xlog:class+load", "--version");
    assertThat(version.exit()).isZero();
    assertThat(sharedClasses(version)).contains(JDK_CLASS).doesNotContain(CLI_CLASS);
  }

  @Test
  void aDamagedArchiveOnlyCostsSpeed() throws Exception {
    dumpArchive(spaced);
    Path archive = spaced.resolve("trading.jsa");
    assertThat(archive.toFile().setWritable(true)).isTrue();
    Files.writeString(archive, "not an archive");
    Result version = run(spaced, "", "--version");
    assertThat(version.exit()).as(version.err()).isZero();
    assertThat(version.out()).startsWith("trading ");
    assertThat(version.err()).isEmpty();
  }

  @Test
  void exitCodesPassThrough() throws Exception {
    dumpArchive(spaced);
    assertThat(run(spaced, "", "--version").exit()).isEqualTo(ExitCodes.OK);
    Path invalid = temp.resolve("bad amount.json");
    Files.writeString(invalid, Files.readString(typedData).replace("\"1000000000\"", "\"-1\""));
    Result failed = run(spaced, "", "eip712", "hash", invalid.toString());
    assertThat(failed.exit()).as(failed.out()).isEqualTo(ExitCodes.FAILED);
    Result usage = run(spaced, "", "no-such-command");
    assertThat(usage.exit()).isEqualTo(ExitCodes.UNREADABLE);
    assertThat(usage.err()).contains("no-such-command");
  }

  @Test
  void aLinkToTheLauncherFindsTheJar() throws Exception {
    Path link = Files.createDirectories(temp.resolve("other bin")).resolve("trading");
    Files.createSymbolicLink(link, spaced.resolve("bin/trading"));
    Result version = run(link, "", "--version");
    assertThat(version.exit()).as(version.err()).isZero();
    assertThat(version.out()).startsWith("trading ");
  }

  @Test
  void theServerGetsItsJvmOptionsWhenItIsTheFirstWordThatIsNotAnOption() throws Exception {
    // A stand-in java that prints its arguments: what the launcher chose, without starting a JVM.
    Path javaHome = temp.resolve("echo java");
    Path java = Files.createDirectories(javaHome.resolve("bin")).resolve("java");
    Files.writeString(java, "#!/bin/sh\nprintf '%s\\n' \"$@\"\n");
    assertThat(java.toFile().setExecutable(true)).isTrue();

    assertThat(jvmOptions(javaHome, "server", "--port", "0")).contains("-Xmx256m")
        .doesNotContain("-XX:TieredStopAtLevel=1");
    assertThat(jvmOptions(javaHome, "--verbose", "server")).contains("-Xmx256m")
        .doesNotContain("-XX:TieredStopAtLevel=1");
    assertThat(jvmOptions(javaHome, "quote", "--from", "server")).contains("-XX:TieredStopAtLevel=1")
        .doesNotContain("-Xmx256m");
    assertThat(jvmOptions(javaHome, "--help")).contains("-XX:TieredStopAtLevel=1").doesNotContain("-Xmx256m");
    assertThat(jvmOptions(javaHome, "demo", "server")).contains("-XX:TieredStopAtLevel=1")
        .doesNotContain("-Xmx256m");
  }

  /** The JVM options (the arguments before {@code -jar}) the launcher of {@code plain} gives {@code javaHome}'s java. */
  private List<String> jvmOptions(Path javaHome, String... args) throws Exception {
    Result echoed = run(plain, javaHome, "", args);
    assertThat(echoed.exit()).as(echoed.err()).isZero();
    List<String> words = List.of(echoed.out().split("\n"));
    assertThat(words).as(echoed.out()).contains("-jar");
    return words.subList(0, words.indexOf("-jar"));
  }

  /** Each command loads what it uses, and no server, client, signer or mapper it does not. */
  @Test
  void aCommandLoadsOnlyWhatItUses() throws Exception {
    Path bundledList = temp.resolve("default list.json");
    try (InputStream in = TokenBook.class.getResourceAsStream(TokenBook.DEFAULT)) {
      Files.copy(in, bundledList);
    }
    List<String> help = loadedClasses(run(plain, "-Xlog:class+load", "--help"));
    assertThat(help).contains(CLI_CLASS);
    assertNoneStartWith(help, "io.tradingsdk.server.", "io.tradingsdk.core.", "io.tradingsdk.signing.", "okhttp3.",
        "org.bouncycastle.", "com.fasterxml.jackson.", "io.tradingsdk.cli.QuoteInputs");
    List<String> sign = loadedClasses(run(plain, "-Xlog:class+load", "eip712", "sign", "--key-file", key.toString(),
        typedData.toString()));
    assertThat(sign).contains("io.tradingsdk.signing.LocalSigner");
    assertNoneStartWith(sign, "io.tradingsdk.server.", "io.tradingsdk.core.", "okhttp3.",
        "com.fasterxml.jackson.datatype.", "io.tradingsdk.models.json.TradingJson", MAPPER_SET_UP);
    Path tx = temp.resolve("tx.json");
    Files.writeString(tx, "{\"to\":\"0x000000000000000000000000000000000000dEaD\",\"chainId\":1,\"gasLimit\":21000,"
        + "\"gasPrice\":1,\"nonce\":0}");
    List<String> txSign = loadedClasses(run(plain, "-Xlog:class+load", "tx", "sign", "--key-file", key.toString(),
        tx.toString()));
    assertThat(txSign).contains("io.tradingsdk.signing.tx.SignedTransaction");
    // Offline: no JSON-RPC client, no HTTP stack, no object mapper.
    assertNoneStartWith(txSign, "io.tradingsdk.wallet.", "io.tradingsdk.server.", "io.tradingsdk.core.", "okhttp3.",
        "io.tradingsdk.cli.Broadcaster", MAPPER_SET_UP);
    // A hex key file: neither the keystore code nor PKCS#11 (JNA) loads.
    assertNoneStartWith(txSign, "io.tradingsdk.signing.Keystore", "io.tradingsdk.signing.pkcs11.", "com.sun.jna.",
        "io.tradingsdk.cli.KeyLoader$");
    List<String> address = loadedClasses(run(plain, "-Xlog:class+load", "key", "address", "--key-file",
        key.toString()));
    assertThat(address).contains("io.tradingsdk.cli.KeyCommands$Address");
    assertNoneStartWith(address, "io.tradingsdk.signing.pkcs11.", "com.sun.jna.", "io.tradingsdk.signing.Keystore",
        "io.tradingsdk.server.", "io.tradingsdk.core.", "okhttp3.", MAPPER_SET_UP);
    List<String> validate = loadedClasses(run(plain, "-Xlog:class+load", "tokenlist", "validate",
        bundledList.toString()));
    assertThat(validate).contains("io.tradingsdk.tokenlist.TokenListValidator");
    assertNoneStartWith(validate, "io.tradingsdk.server.", "io.tradingsdk.core.", "io.tradingsdk.signing.",
        "okhttp3.", "org.bouncycastle.", MAPPER_SET_UP);
  }

  private static void assertNoneStartWith(List<String> classes, String... prefixes) {
    for (String prefix : prefixes) {
      assertThat(classes).as("classes starting with %s", prefix).filteredOn(c -> c.startsWith(prefix)).isEmpty();
    }
  }

  /** The classes a run with {@code -Xlog:class+load} loaded, by name. */
  private static List<String> loadedClasses(Result result) {
    return classes(result, "");
  }

  /** The classes it loaded from a class-data archive. */
  private static List<String> sharedClasses(Result result) {
    return classes(result, " source: shared objects file");
  }

  private static List<String> classes(Result result, String suffix) {
    List<String> names = new ArrayList<>();
    for (String line : result.out().split("\n")) {
      int start = line.indexOf("[class,load] ");
      if (start >= 0 && line.endsWith(suffix)) {
        String rest = line.substring(start + "[class,load] ".length());
        names.add(rest.substring(0, rest.indexOf(' ')));
      }
    }
    return names;
  }

  /** A small archive for a copied jar, as the build makes one (and records the jar it belongs to). */
  private void dumpArchive(Path home) throws Exception {
    Path jar = home.resolve("trading.jar").toRealPath();
    Path classList = temp.resolve("classes.list");
    Files.write(classList, List.of("io/tradingsdk/cli/TradingCli", "io/tradingsdk/cli/SdkVersion",
        "picocli/CommandLine", "picocli/CommandLine$Model$CommandSpec"));
    Process dump = new ProcessBuilder(javaCommand(), "-Xshare:dump", "-XX:SharedClassListFile=" + classList,
        "-XX:SharedArchiveFile=" + home.resolve("trading.jsa"), "-cp", jar.toString())
        .redirectErrorStream(true).redirectOutput(temp.resolve("dump.log").toFile()).start();
    assertThat(dump.waitFor()).as(Files.readString(temp.resolve("dump.log"))).isZero();
    Files.writeString(home.resolve("trading.jsa.path"), jar + "\n");
  }

  record Result(int exit, String out, String err) {}

  /** Runs the launcher of {@code home}, or the launcher (or a link to it) {@code home} is. */
  private Result run(Path home, String javaOptions, String... args) throws Exception {
    return run(home, Path.of(System.getProperty("java.home")), javaOptions, args);
  }

  /** Runs the launcher of {@code home} with {@code javaHome} as its JAVA_HOME. */
  private Result run(Path home, Path javaHome, String javaOptions, String... args) throws Exception {
    Path script = Files.isDirectory(home) ? home.resolve("bin/trading") : home;
    List<String> command = new ArrayList<>(List.of(script.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(temp.toFile());
    builder.environment().put("JAVA_HOME", javaHome.toString());
    builder.environment().put("TRADING_JAVA_OPTS", javaOptions);
    Path out = Files.createTempFile(temp, "out", ".txt");
    Path err = Files.createTempFile(temp, "err", ".txt");
    Process p = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError(command + ": no answer in 120 s");
    }
    return new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private static String javaCommand() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** The version the jar's manifest carries, as {@code trading --version} prints it. */
  private static String manifestVersion(Path jar) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      return file.getManifest().getMainAttributes().getValue("Implementation-Version");
    }
  }
}
