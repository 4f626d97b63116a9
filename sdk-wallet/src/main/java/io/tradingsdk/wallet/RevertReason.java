package io.tradingsdk.wallet;

import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Why a call or transaction reverted, decoded from its revert data by a {@link RevertDecoder}: an {@link
 * ErrorString} ({@code require(cond, "reason")}), a {@link Panic} (a failed compiler check), a known {@link
 * CustomError} (Permit2's {@code SignatureExpired(uint256)}, the Universal Router's {@code V3TooLittleReceived()}...),
 * {@link Unknown} data (kept raw), or {@link Empty} (a revert without data). {@link #describe()} says it in words,
 * such as {@code Permit2: signature expired (deadline 1718000000)}.
 *
 * <p>The five subclasses are the only ones.
 */
public abstract class RevertReason {
  private final byte[] data;

  private RevertReason(byte[] data) {
    this.data = data.clone();
  }

  /** The revert data as returned (a copy): selector and ABI-encoded arguments. */
  public byte[] data() {
    return data.clone();
  }

  /** The first four bytes of the data as hex, when it has them. */
  public Optional<String> selector() {
    return data.length >= 4 ? Optional.of(Hex.encode(java.util.Arrays.copyOf(data, 4))) : Optional.empty();
  }

  /** The reason in words, for a log line or a user. */
  public abstract String describe();

  @Override
  public String toString() {
    return describe();
  }

  /** {@code Error(string)}: a {@code require} or {@code revert} with a message. */
  public static final class ErrorString extends RevertReason {
    private final String message;

    ErrorString(byte[] data, String message) {
      super(data);
      this.message = message;
    }

    /** The message, as the contract wrote it. */
    public String message() {
      return message;
    }

    @Override
    public String describe() {
      return "reverted: " + message;
    }
  }

  /** {@code Panic(uint256)}: a check the compiler inserted failed. */
  public static final class Panic extends RevertReason {
    private final BigInteger code;

    Panic(byte[] data, BigInteger code) {
      super(data);
      this.code = code;
    }

    /** The panic code. */
    public BigInteger code() {
      return code;
    }

    /** What the code means. */
    public PanicKind kind() {
      return PanicKind.of(code);
    }

    @Override
    public String describe() {
      return "panic 0x" + String.format("%02x", code) + ": " + kind().description();
    }
  }

  /** A custom error the decoder knows: its contract, name, signature and arguments. */
  public static final class CustomError extends RevertReason {
    private final List<String> contracts;
    private final String contract;
    private final String signature;
    private final List<String> argumentNames;
    private final List<Object> arguments;
    private final String description;
    private final @Nullable RevertReason cause;

    CustomError(byte[] data, List<String> contracts, String contract, String signature, List<String> argumentNames,
        List<Object> arguments, String description, @Nullable RevertReason cause) {
      super(data);
      this.contracts = Collections.unmodifiableList(new ArrayList<>(contracts));
      this.contract = contract;
      this.signature = signature;
      this.argumentNames = Collections.unmodifiableList(argumentNames);
      this.arguments = Collections.unmodifiableList(arguments);
      this.description = description;
      this.cause = cause;
    }

    /**
     * The contract that declares it, such as {@code Permit2} or {@code Universal Router}; when several of the
     * decoder's contracts declare the same error, all of them, as {@code "Universal Router or V4 PositionManager"}
     * (the revert data does not say which one reverted; see {@link #contracts()}).
     */
    public String contract() {
      return contract;
    }

    /** The contracts that declare it, one name each: {@code [Universal Router, V4 PositionManager]}. */
    public List<String> contracts() {
      return contracts;
    }

    /** The error's name, such as {@code SignatureExpired}. */
    public String name() {
      return signature.substring(0, signature.indexOf('('));
    }

    /** The canonical signature, such as {@code SignatureExpired(uint256)}. */
    public String signature() {
      return signature;
    }

    /** The arguments' names, as the contract's ABI gives them. */
    public List<String> argumentNames() {
      return argumentNames;
    }

    /** The decoded arguments ({@link BigInteger}, {@link io.tradingsdk.signing.Address}, {@code byte[]}...). */
    public List<Object> arguments() {
      return arguments;
    }

    /**
     * The revert this error wraps, decoded: the Universal Router's {@code ExecutionFailed(commandIndex, message)}
     * carries the failed command's own revert, the V4 contracts' {@code WrappedError(target, selector, reason,
     * details)} the failed call's.
     */
    public Optional<RevertReason> cause() {
      return Optional.ofNullable(cause);
    }

    @Override
    public String describe() {
      return description;
    }
  }

  /** Revert data of no known shape: an unknown custom error, kept raw. */
  public static final class Unknown extends RevertReason {
    Unknown(byte[] data) {
      super(data);
    }

    @Override
    public String describe() {
      byte[] d = data();
      return d.length >= 4 ? "reverted with unknown error " + selector().orElse("") + " (data " + Hex.encode(d) + ")"
          : "reverted with data " + Hex.encode(d);
    }
  }

  /** A revert without data: {@code revert()}, {@code require(cond)} without a message, or an invalid opcode. */
  public static final class Empty extends RevertReason {
    Empty() {
      super(new byte[0]);
    }

    @Override
    public String describe() {
      return "reverted without a reason";
    }
  }
}
