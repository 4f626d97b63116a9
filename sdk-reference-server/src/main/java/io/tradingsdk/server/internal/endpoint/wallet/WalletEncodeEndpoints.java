package io.tradingsdk.server.internal.endpoint.wallet;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.server.internal.chain.Calldata;
import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.codec.Addresses;
import io.tradingsdk.server.internal.engine.Engine;
import io.tradingsdk.server.internal.engine.Rules;
import io.tradingsdk.server.internal.engine.RequestedUrgency;
import io.tradingsdk.server.internal.http.ApiError;
import io.tradingsdk.server.internal.http.Body;
import io.tradingsdk.server.internal.http.Endpoint;
import io.tradingsdk.server.internal.http.Exchange;
import io.tradingsdk.signing.Hex;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * {@code POST /wallet/encode_7702} and {@code POST /wallet/encode_4337}: a batch of calls as one
 * smart-wallet execution, the ERC-7821 {@code execute(bytes32,bytes)} batch that {@code /swap_7702}
 * builds ({@link Calldata#batch}).
 */
public final class WalletEncodeEndpoints {
  private static final Pattern HEX_DATA = Pattern.compile("^0x([0-9a-fA-F]{2})*$");
  private static final Pattern QUANTITY = Pattern.compile("^(0x[0-9a-fA-F]+|[0-9]+)$");
  private static final Pattern HEX_QUANTITY = Pattern.compile("^0x[0-9a-fA-F]+$");
  private static final Pattern WORD = Pattern.compile("^0x[0-9a-fA-F]{1,64}$");
  /** Per call, on top of the call's own gas (when it names none). */
  private static final BigInteger CALL_GAS = BigInteger.valueOf(60_000);
  private static final BigInteger BATCH_OVERHEAD = BigInteger.valueOf(35_000);

  /** ERC-4337 v0.8 EntryPoint. */
  static final String ENTRY_POINT = "0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108";
  /** The paymaster that sponsors user operations sent with a {@code paymasterUrl}. */
  public static final String PAYMASTER = "0x00000000000000000000000000000000000Fa1a5";

  private WalletEncodeEndpoints() {}

  /** The calls of a batch, read from {@code calls} (value hex or decimal; data hex). */
  private static List<Calldata.Call> calls(Body body, List<BigInteger> gas) {
    List<JsonNode> items = body.array("calls");
    if (items.isEmpty()) {
      throw ApiError.badRequest("\"calls\" must contain at least 1 items");
    }
    List<Calldata.Call> calls = new ArrayList<>();
    for (int i = 0; i < items.size(); i++) {
      Body call = body.element("calls", items, i);
      String to = call.address("to");
      String data = call.matching("data", HEX_DATA);
      String value = call.matching("value", QUANTITY);
      calls.add(new Calldata.Call(to, quantity(value), data));
      gas.add(call.optionalMatching("gasLimit", Body.DIGITS).map(BigInteger::new).orElse(CALL_GAS));
    }
    return calls;
  }

  private static BigInteger quantity(String text) {
    return text.startsWith("0x") ? new BigInteger(text.substring(2), 16) : new BigInteger(text);
  }

  private static BigInteger total(List<Calldata.Call> calls) {
    return calls.stream().map(call -> call.value).reduce(BigInteger.ZERO, BigInteger::add);
  }

  private static BigInteger gasOf(List<BigInteger> gas) {
    return gas.stream().reduce(BATCH_OVERHEAD, BigInteger::add);
  }

  /**
   * {@code POST /wallet/encode_7702}: one transaction from the wallet to itself (its code is the
   * delegate's) carrying the batch. Every call must be on one chain. Mined, it delegates the wallet to
   * {@code smartContractDelegationAddress} and runs each call as the wallet: approvals, LP and swap
   * transactions the API built take effect as if sent one by one.
   */
  public static final class Encode7702 implements Endpoint<Encode7702.Params> {
    static final class Params {
      List<Calldata.Call> calls;
      List<BigInteger> gas = new ArrayList<>();
      long chainId;
      String delegate;
      String wallet;
    }

    private final Engine engine;

    public Encode7702(Engine engine) {
      this.engine = engine;
    }

    @Override
    public Params validate(Exchange exchange) {
      Body body = exchange.body();
      Params p = new Params();
      p.calls = calls(body, p.gas);
      p.delegate = body.looseAddress("smartContractDelegationAddress");
      p.wallet = body.looseAddress("walletAddress");
      List<JsonNode> items = body.array("calls");
      for (int i = 0; i < items.size(); i++) {
        Body call = body.element("calls", items, i);
        long chainId = call.oneOfNumbers("chainId", Rules.CHAIN_IDS);
        if (i == 0) {
          p.chainId = chainId;
        } else if (chainId != p.chainId) {
          throw call.invalid("chainId", "must be " + p.chainId + ", the chainId of calls[0]: a batch runs on one chain");
        }
        Optional<String> from = call.optionalMatching("from", Body.ADDRESS_OPTIONAL_PREFIX);
        if (from.isPresent() && !Addresses.normalize(from.get()).equals(Addresses.normalize(p.wallet))) {
          throw call.invalid("from", "must be walletAddress " + p.wallet + ": every call of the batch runs as the wallet");
        }
      }
      return p;
    }

    @Override
    public ObjectNode execute(Exchange exchange, Params p) {
      engine.checkWallet(p.wallet);
      Chain chain = engine.servedChain(p.chainId);
      String data = Calldata.batch(p.calls);
      List<Calldata.Call> calls = List.copyOf(p.calls);
      engine.ledger().registerBuilt(data, Ledger.BuiltTransaction.checked(ledger -> true, (ledger, hash) -> {
        ledger.approvals().setDelegation(p.chainId, p.wallet, Addresses.normalize(p.delegate));
        calls.forEach(call ->
            ledger.execute(p.chainId, Addresses.normalize(p.wallet), call.to, call.data, call.value, hash));
      }).withGas(gasOf(p.gas)));
      ObjectNode response = Engine.object();
      response.set("encoded", Engine.transaction(p.wallet, p.wallet, data, total(p.calls), p.chainId, gasOf(p.gas),
          RequestedUrgency.DEFAULT.fees(chain)));
      return response;
    }
  }

  /**
   * {@code POST /wallet/encode_4337}: a v0.8 UserOperation whose {@code callData} is the batch, with a
   * zero dummy signature for the client to replace. Numbers are hex quantities, as bundlers take
   * them. The sender must be a 7702-delegated wallet on the chain, or send {@code eip7702Auth}. With
   * a {@code paymasterUrl} the operation is sponsored unless a call moves native value (then {@code
   * gasSponsored} is false with the reason).
   */
  public static final class Encode4337 implements Endpoint<Encode4337.Params> {
    static final class Params {
      List<Calldata.Call> calls;
      List<BigInteger> gas = new ArrayList<>();
      String sender;
      long chainId;
      String paymasterUrl;
      ObjectNode authorization;
    }

    private final Engine engine;

    public Encode4337(Engine engine) {
      this.engine = engine;
    }

    @Override
    public Params validate(Exchange exchange) {
      Body body = exchange.body();
      Params p = new Params();
      p.calls = calls(body, p.gas);
      p.sender = body.looseAddress("sender");
      p.chainId = body.oneOfNumbers("chainId", Rules.CHAIN_IDS);
      p.paymasterUrl = body.optionalString("paymasterUrl").orElse(null);
      if (p.paymasterUrl != null) {
        try {
          java.net.URI uri = new java.net.URI(p.paymasterUrl);
          if (uri.getScheme() == null || uri.getHost() == null) {
            throw body.invalid("paymasterUrl", "must be a valid uri");
          }
        } catch (java.net.URISyntaxException e) {
          throw body.invalid("paymasterUrl", "must be a valid uri");
        }
      }
      body.optionalObject("paymasterServiceContext");
      body.optionalObject("eip7702Auth").ifPresent(auth -> {
        auth.address("address");
        auth.matching("chainId", HEX_QUANTITY);
        auth.matching("nonce", HEX_QUANTITY);
        auth.matching("r", WORD);
        auth.matching("s", WORD);
        auth.matching("yParity", HEX_QUANTITY);
        p.authorization = auth.node().deepCopy();
      });
      return p;
    }

    @Override
    public ObjectNode execute(Exchange exchange, Params p) {
      engine.checkWallet(p.sender);
      Chain chain = engine.market().chain(p.chainId).orElseThrow(
          () -> ApiError.badRequest("\"chainId\" " + p.chainId + " is not simulated by the reference server"));
      if (p.authorization == null && engine.delegation(p.chainId, p.sender).isEmpty()) {
        throw ApiError.badRequest("\"eip7702Auth\" is required: sender " + p.sender
            + " is not delegated to a smart wallet on chain " + p.chainId);
      }
      RequestedUrgency.Fees fees = RequestedUrgency.DEFAULT.fees(chain);
      ObjectNode operation = Engine.object();
      operation.put("sender", p.sender);
      // User operations are not mined by the simulated chains, so the EntryPoint nonce never moves.
      operation.put("nonce", "0x0");
      operation.put("callData", Calldata.batch(p.calls));
      operation.put("callGasLimit", Hex.encodeQuantity(gasOf(p.gas)));
      operation.put("verificationGasLimit", Hex.encodeQuantity(BigInteger.valueOf(p.authorization != null ? 150_000 : 100_000)));
      operation.put("preVerificationGas", Hex.encodeQuantity(BigInteger.valueOf(50_000)));
      operation.put("maxFeePerGas", Hex.encodeQuantity(fees.maxFeePerGas));
      operation.put("maxPriorityFeePerGas", Hex.encodeQuantity(fees.maxPriorityFeePerGas));
      boolean movesValue = total(p.calls).signum() > 0;
      boolean sponsored = p.paymasterUrl != null && !movesValue;
      if (sponsored) {
        operation.put("paymaster", PAYMASTER);
        operation.put("paymasterVerificationGasLimit", Hex.encodeQuantity(BigInteger.valueOf(60_000)));
        operation.put("paymasterPostOpGasLimit", Hex.encodeQuantity(BigInteger.valueOf(40_000)));
        operation.put("paymasterData", "0x");
      }
      operation.put("signature", Hex.encode(new byte[65]));
      if (p.authorization != null) {
        operation.set("eip7702Auth", p.authorization);
      }
      ObjectNode response = Engine.object();
      response.set("userOperation", operation);
      response.put("gasSponsored", sponsored);
      if (sponsored) {
        ObjectNode sponsor = response.putObject("sponsorMetadata");
        sponsor.put("name", "Reference Paymaster");
        sponsor.put("icon", "https://example.invalid/reference-paymaster.svg");
      } else if (p.paymasterUrl != null) {
        response.put("gasSponsorshipRejectionReason", "Calls that transfer native value are not sponsored");
      }
      return response;
    }
  }
}
