package io.tradingsdk.consumer

import java.nio.file.Files
import java.nio.file.Path
import java.util.concurrent.TimeUnit
import kotlin.io.path.listDirectoryEntries
import kotlin.io.path.name
import kotlin.io.path.readLines
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir

/**
 * Kotlin sees the SDK's JSpecify nullness as real types: passing null where the SDK says non-null, or reading a
 * `@Nullable` without a check, does not compile. The snippets in `src/test/nullness` mark each line that must fail
 * with the diagnostic it must fail with (`// error: NAME`); the Kotlin compiler of the build compiles them against
 * the app's own class path (no jspecify jar on it).
 *
 * The control compiles the same snippets with JSpecify nullness as warnings: they then compile, and every marked
 * line gets a warning "based on Java annotations", so the errors come from the SDK's annotations, not from a
 * mistake in the snippets or the class path.
 */
class SdkNullnessTest {
    private val snippets: List<Path> = Path.of(System.getProperty("nullness.snippets")).listDirectoryEntries("*.kt")
    private val marked: Set<Diagnostic> = snippets.flatMapTo(sortedSetOf()) { file ->
        file.readLines().withIndex().mapNotNull { (index, line) ->
            MARKER.find(line)?.let { Diagnostic(file.name, index + 1, it.groupValues[1]) }
        }
    }

    @Test
    fun `null for non-null and unchecked nullable reads fail to compile, each with its diagnostic`(
        @TempDir out: Path,
    ) {
        val result = compile("strict", out)

        assertThat(result.exitCode).`as`(result.output).isEqualTo(1)
        assertThat(result.diagnostics("error")).`as`(result.output).isEqualTo(marked)
        assertThat(marked.map { it.file }.toSet()).containsExactlyInAnyOrder(
            "NullForNonNull.kt",
            "UncheckedNullableRead.kt",
        )
    }

    @Test
    fun `with nullness only warned about, the same lines compile and are flagged from the Java annotations`(
        @TempDir out: Path,
    ) {
        val result = compile("warn", out)

        assertThat(result.exitCode).`as`(result.output).isZero()
        val warnings = result.diagnostics("warning")
        assertThat(warnings.map { it.file to it.line }).`as`(result.output)
            .containsExactlyInAnyOrderElementsOf(marked.map { it.file to it.line })
        assertThat(warnings).allSatisfy { assertThat(it.name).endsWith("_BASED_ON_JAVA_ANNOTATIONS") }
    }

    /** Runs the build's Kotlin compiler in its own JVM: it needs a newer kotlin-stdlib than the app's. */
    private fun compile(jspecifyMode: String, out: Path): Result {
        val languageVersion = System.getProperty("kotlin.languageVersion")
        val command = listOf(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-Xmx1g",
            // A compile of two small files: the quick compiler (C1) and the serial collector cost half the CPU of
            // the defaults (4.8 against 10.1 CPU-s for one kotlinc run, measured; benchmarks/RESULTS.md).
            "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
            "-cp", System.getProperty("kotlin.compiler.classpath"),
            "org.jetbrains.kotlin.cli.jvm.K2JVMCompiler",
            "-no-stdlib", "-no-reflect",
            "-language-version", languageVersion, "-api-version", languageVersion,
            "-jvm-target", "17",
            "-Xjspecify-annotations=$jspecifyMode",
            "-Xrender-internal-diagnostic-names",
            "-classpath", System.getProperty("consumer.classpath"),
            "-d", out.toString(),
        ) + snippets.map { it.toString() }
        val log = Files.createTempFile(out, "kotlinc", ".log")
        val process = ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start()
        check(process.waitFor(5, TimeUnit.MINUTES)) { process.destroyForcibly(); "kotlinc did not finish" }
        return Result(process.exitValue(), Files.readString(log))
    }

    private data class Diagnostic(val file: String, val line: Int, val name: String) : Comparable<Diagnostic> {
        override fun compareTo(other: Diagnostic): Int =
            compareValuesBy(this, other, Diagnostic::file, Diagnostic::line, Diagnostic::name)
    }

    private class Result(val exitCode: Int, val output: String) {
        /** `file.kt:12:5: error: [UNSAFE_CALL] ...` lines of one severity. */
        fun diagnostics(severity: String): Set<Diagnostic> = output.lineSequence()
            .mapNotNull { DIAGNOSTIC.find(it) }
            .filter { it.groupValues[3] == severity }
            .mapTo(sortedSetOf()) {
                Diagnostic(Path.of(it.groupValues[1]).name, it.groupValues[2].toInt(), it.groupValues[4])
            }
    }

    private companion object {
        val MARKER = Regex("""// error: (\w+)$""")
        val DIAGNOSTIC = Regex("""^(.+\.kt):(\d+):\d+: (error|warning): \[(\w+)]""")
    }
}
