package io.tradingsdk.cli;

import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.InvalidTypedDataException;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.TypedData;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code trading eip712}: hash, sign and recover EIP-712 typed data. Each file holds either the
 * Trading API's {@code permitData} ({@code {domain, types, values}}), standard {@code
 * eth_signTypedData_v4} JSON, or a whole response with a {@code permitData} member; the form is
 * detected automatically.
 */
@Command(
    name = "eip712",
    mixinStandardHelpOptions = true,
    versionProvider = SdkVersion.class,
    description = Eip712Command.SUMMARY)
public final class Eip712Command implements Runnable {
  /** The one-line summary, also listed by the parent command (see Commands). */
  static final String SUMMARY =
      "Hash, sign and recover EIP-712 typed data (permitData or eth_signTypedData_v4 JSON).";

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  /**
   * One input file: its typed data, or why there is none. Exit codes are those of every {@code
   * trading} command: a file that cannot be read or is not JSON is {@link ExitCodes#UNREADABLE}, typed
   * data that breaks a rule is {@link ExitCodes#FAILED}.
   */
  static final class Input {
    final String file;
    final TypedData typedData;
    final String error;
    final int exitCode;

    private Input(String file, TypedData typedData, String error, int exitCode) {
      this.file = file;
      this.typedData = typedData;
      this.error = error;
      this.exitCode = exitCode;
    }

    static Input read(String file) {
      String text;
      try {
        text = new String(Files.readAllBytes(Path.of(file)), StandardCharsets.UTF_8);
      } catch (NoSuchFileException e) {
        return new Input(file, null, "cannot read: no such file", ExitCodes.UNREADABLE);
      } catch (IOException | RuntimeException e) {
        return new Input(file, null, "cannot read: " + e.getClass().getSimpleName()
            + (e.getMessage() != null ? " " + e.getMessage() : ""), ExitCodes.UNREADABLE);
      }
      String syntaxError = JsonLine.syntaxError(text);
      if (syntaxError != null) {
        return new Input(file, null, "not JSON" + syntaxError, ExitCodes.UNREADABLE);
      }
      try {
        return new Input(file, TypedData.parse(text), null, ExitCodes.OK);
      } catch (InvalidTypedDataException e) {
        return new Input(file, null, e.getMessage(), ExitCodes.FAILED);
      }
    }

    JsonLine line() {
      JsonLine line = new JsonLine();
      line.put("file", file);
      if (typedData == null) {
        line.put("error", error);
        return line;
      }
      line.put("primaryType", typedData.primaryType());
      line.put("domainSeparator", typedData.domainSeparator().toHex());
      line.put("structHash", typedData.structHash().toHex());
      line.put("digest", typedData.digest().toHex());
      return line;
    }
  }

  /** {@code trading eip712 hash FILE...}. */
  @Command(
      name = "hash",
      mixinStandardHelpOptions = true,
      versionProvider = SdkVersion.class,
      description = {
        Hash.SUMMARY,
        "Exit 0 when every file hashes, 1 when a file holds invalid typed data, 2 when a file cannot be read or"
            + " is not JSON (the highest applies)."
      })
  static final class Hash implements java.util.concurrent.Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Print one JSON line per file: {\"file\", \"primaryType\", \"domainSeparator\", \"structHash\", "
            + "\"digest\"}, or {\"file\", \"error\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Typed data files.")
    List<String> files;

    @Override
    public Integer call() {
      PrintWriter out = spec.commandLine().getOut();
      int exit = ExitCodes.OK;
      for (String file : files) {
        Input input = Input.read(file);
        out.println(input.line());
        exit = Math.max(exit, input.exitCode);
      }
      out.flush();
      return exit;
    }
  }

  /** {@code trading eip712 sign --key-file KEYFILE FILE...}. */
  @Command(
      name = "sign",
      mixinStandardHelpOptions = true,
      versionProvider = SdkVersion.class,
      description = {
        Sign.SUMMARY,
        "The key is never taken on the command line. Exit codes as for hash; 2 when the key cannot be loaded."
      })
  static final class Sign implements java.util.concurrent.Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY =
        "Sign each file's typed data (RFC 6979, low s) and print one JSON line per file: the hash fields "
            + "plus \"signature\" (65 bytes r,s,v with v 27/28) and \"signer\", or {\"file\", \"error\"}.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Mixin KeyOptions.WithEnv key;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Typed data files.")
    List<String> files;

    @Override
    public Integer call() {
      Signer signer = key.signer("to sign");
      PrintWriter out = spec.commandLine().getOut();
      int exit = ExitCodes.OK;
      for (String file : files) {
        Input input = Input.read(file);
        JsonLine line = input.line();
        if (input.typedData != null) {
          Signature signature = signer.sign(input.typedData);
          line.put("signature", signature.toHex());
          line.put("signer", signer.address().toChecksumHex());
        }
        out.println(line);
        exit = Math.max(exit, input.exitCode);
      }
      out.flush();
      return exit;
    }
  }

  /** {@code trading eip712 recover --signature SIG FILE}. */
  @Command(
      name = "recover",
      mixinStandardHelpOptions = true,
      versionProvider = SdkVersion.class,
      description = {
        Recover.SUMMARY,
        "Exit 0 on success (and, with --expect, when it is that address), 1 when the typed data is invalid, the"
            + " signature recovers no key or another address, 2 when the file or the signature cannot be read."
      })
  static final class Recover implements java.util.concurrent.Callable<Integer> {
    /** The one-line summary, also listed by the parent command (see Commands). */
    static final String SUMMARY = "Print the address that signed the file's typed data.";

    @CommandLine.Spec CommandLine.Model.CommandSpec spec;

    @Option(names = "--signature", required = true, paramLabel = "SIG",
        description = "0x-hex, 65 bytes (r, s, v) or 64 bytes (EIP-2098).")
    String signatureHex;

    @Option(names = "--expect", paramLabel = "ADDRESS", converter = AddressOption.class, description = "Fail (exit 1) unless this address signed.")
    String expected;

    @Parameters(arity = "1", paramLabel = "FILE", description = "Typed data file.")
    String file;

    @Override
    public Integer call() {
      PrintWriter err = spec.commandLine().getErr();
      Signature signature;
      Address expectedAddress = null;
      try {
        signature = Signature.fromHex(signatureHex);
        if (expected != null) {
          expectedAddress = Address.of(expected);
        }
      } catch (IllegalArgumentException e) {
        err.println("error: " + e.getMessage());
        err.flush();
        return ExitCodes.UNREADABLE;
      }
      Input input = Input.read(file);
      if (input.typedData == null) {
        err.println("error: " + file + ": " + input.error);
        err.flush();
        return input.exitCode;
      }
      Address signer;
      try {
        signer = signature.recoverSigner(input.typedData);
      } catch (IllegalArgumentException e) {
        err.println("error: " + e.getMessage());
        err.flush();
        return ExitCodes.FAILED;
      }
      PrintWriter out = spec.commandLine().getOut();
      out.println(signer.toChecksumHex());
      out.flush();
      if (expectedAddress != null && !expectedAddress.equals(signer)) {
        err.println("error: signed by " + signer + ", not " + expectedAddress);
        err.flush();
        return ExitCodes.FAILED;
      }
      return ExitCodes.OK;
    }
  }
}
