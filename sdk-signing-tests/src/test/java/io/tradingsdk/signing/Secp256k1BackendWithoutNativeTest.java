package io.tradingsdk.signing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * sdk-signing without libsecp256k1's binding (Android, or an application that leaves the optional dependency out):
 * a child JVM on this test class path minus the binding's jars signs on the pure-Java backend, with the same bytes
 * as this JVM's native backend; asking for the native backend there fails with the reason.
 */
class Secp256k1BackendWithoutNativeTest {
  private static final String KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";
  private static final String DIGEST = "0x1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8";

  private static List<String> probe(String... properties) throws IOException, InterruptedException {
    String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(entry -> !Path.of(entry).getFileName().toString().startsWith("secp256k1-kmp"))
        .collect(Collectors.joining(File.pathSeparator));
    assertThat(classPath).doesNotContain("secp256k1-kmp");
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    // The test JVMs' flags (parent POM, sdk.test.argLine): a one-signature JVM costs half the CPU on C1 and one GC thread.
    command.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
    command.addAll(Arrays.asList(properties));
    command.addAll(List.of("-cp", classPath, BackendProbe.class.getName(), KEY, DIGEST));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as(output).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output.lines().collect(Collectors.toList());
  }

  @Test
  void withoutTheBindingThePureJavaBackendSignsTheSameBytes() throws Exception {
    // This JVM's backends agree (Secp256k1BackendsPropertiesTest); the child's must give the same bytes.
    String expected = LocalSigner.of(PrivateKey.fromHex(KEY), Secp256k1Backend.PURE_JAVA)
        .signDigest(Bytes32.fromHex(DIGEST)).toHex();
    assertThat(Signature.fromHex(expected).recoverSigner(Bytes32.fromHex(DIGEST)))
        .isEqualTo(PrivateKey.fromHex(KEY).address());
    List<String> lines = probe();
    assertThat(lines).contains(
        "backend=PURE_JAVA",
        "reason=fr.acinq.secp256k1:secp256k1-kmp-jni-jvm is not on the class path",
        "signature=" + expected);
  }

  @Test
  void insistingOnTheNativeBackendWithoutTheBindingFailsWithTheReason() throws Exception {
    List<String> lines = probe("-D" + Secp256k1Backend.PROPERTY + "=native");
    assertThat(lines).contains(
        "backend-error=io.tradingsdk.signing.secp256k1=native, but the native backend is unavailable: "
            + "fr.acinq.secp256k1:secp256k1-kmp-jni-jvm is not on the class path",
        "sign-error=io.tradingsdk.signing.secp256k1=native, but the native backend is unavailable: "
            + "fr.acinq.secp256k1:secp256k1-kmp-jni-jvm is not on the class path");
  }
}
