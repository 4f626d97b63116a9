package io.tradingsdk.wallet;

import static io.tradingsdk.wallet.TestRequests.fundedSigner;
import static io.tradingsdk.wallet.TestRequests.randomAddress;
import static io.tradingsdk.wallet.TestRequests.request;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.Eip712Field;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.TypedData;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitBatch;
import io.tradingsdk.signing.permit2.PermitBatchTransferFrom;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import io.tradingsdk.signing.permit2.PermitTransferFrom;
import io.tradingsdk.signing.permit2.TokenPermissions;
import io.tradingsdk.signing.permit2.Witness;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import io.tradingsdk.wallet.anvil.UniswapXContracts;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every kind of Permit2 signature the SDK makes, signed by the SDK's {@code Signer}, sent through the {@link
 * TransactionSender} to the real Permit2 (mainnet's bytes at its canonical address) on anvil, with the effect read
 * back on chain: {@code PermitSingle} and {@code PermitBatch} allowances, {@code PermitTransferFrom} and {@code
 * PermitBatchTransferFrom} transfers, and their witness forms with the witness type string taken from the SDK's
 * own typed data. Each has a wrong twin (another key, another witness, a past deadline, a spent nonce, too much)
 * that Permit2 refuses, the custom error decoded from {@code eth_call}, the gas estimate or the receipt.
 */
@ExtendWith(AnvilExtension.class)
class Permit2OnAnvilTest {
  private static final String PERMIT_SINGLE = "permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)";
  private static final String PERMIT_BATCH =
      "permit(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)";
  private static final String ALLOWANCE = "allowance(address,address,address)";
  private static final String TRANSFER_FROM = "transferFrom(address,address,uint160,address)";
  private static final String PERMIT_TRANSFER_FROM =
      "permitTransferFrom(((address,uint256),uint256,uint256),(address,uint256),address,bytes)";
  private static final String PERMIT_BATCH_TRANSFER_FROM =
      "permitTransferFrom(((address,uint256)[],uint256,uint256),(address,uint256)[],address,bytes)";
  private static final String PERMIT_WITNESS_TRANSFER_FROM = "permitWitnessTransferFrom(((address,uint256),uint256,"
      + "uint256),(address,uint256),address,bytes32,string,bytes)";
  private static final String PERMIT_BATCH_WITNESS_TRANSFER_FROM = "permitWitnessTransferFrom(((address,uint256)[],"
      + "uint256,uint256),(address,uint256)[],address,bytes32,string,bytes)";
  /** What Permit2 prepends to the caller's witness type string (SignatureTransfer's typehash stubs). */
  private static final String WITNESS_STUB =
      "PermitWitnessTransferFrom(TokenPermissions permitted,address spender,uint256 nonce,uint256 deadline,";
  private static final String BATCH_WITNESS_STUB =
      "PermitBatchWitnessTransferFrom(TokenPermissions[] permitted,address spender,uint256 nonce,uint256 deadline,";
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  private static final BigInteger BALANCE = BigInteger.valueOf(1_000_000);
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(50)).build();

  /**
   * A witness of the test's own, with a nested struct so that the type string needs its dependencies sorted:
   * {@code Leg} sorts before {@code TokenPermissions}, the witness type itself after it.
   */
  private static final Map<String, List<Eip712Field>> TRADE_TYPES = Map.of(
      "TradeIntent", List.of(Eip712Field.of("recipient", "address"), Eip712Field.of("minOut", "uint256"),
          Eip712Field.of("leg", "Leg")),
      "Leg", List.of(Eip712Field.of("token", "address"), Eip712Field.of("amount", "uint256")));

  private static String classSnapshot;
  private static Address tokenA;
  private static Address tokenB;

  private Anvil anvil;
  private Eip712Domain domain;
  private LocalSigner owner;
  private LocalSigner spender;
  private TransactionSender ownerSender;
  private TransactionSender spenderSender;
  private Address recipient;

  /** The tokens, once for the class; the class's state is reverted after it. */
  @BeforeAll
  static void deployTokens(Anvil anvil) {
    classSnapshot = anvil.snapshot();
    Contracts.deployPermit2(anvil);
    tokenA = UniswapXContracts.deployToken(anvil, "Token A", "A", 18);
    tokenB = UniswapXContracts.deployToken(anvil, "Token B", "B", 6);
  }

  @AfterAll
  static void revertClassState(Anvil anvil) {
    anvil.revert(classSnapshot);
  }

  /** A fresh owner holding both tokens, with Permit2 approved for them; a fresh spender and recipient. */
  @BeforeEach
  void fundOwner(Anvil anvil) {
    this.anvil = anvil;
    domain = Permit2.domain(Anvil.CHAIN_ID, Contracts.PERMIT2);
    owner = fundedSigner(anvil);
    spender = fundedSigner(anvil);
    ownerSender = sender(owner);
    spenderSender = sender(spender);
    recipient = randomAddress();
    for (Address token : List.of(tokenA, tokenB)) {
      UniswapXContracts.mint(anvil, token, owner.address(), BALANCE);
      assertThat(ownerSender.send(call(owner, token, Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2,
          MAX_UINT256))).awaitReceipt().success()).isTrue();
    }
  }

  // ---- AllowanceTransfer: PermitSingle, PermitBatch ------------------------------------------------

  @Test
  void aPermitSingleSignedByAnotherKeyIsRefusedAsInvalidSigner() {
    PermitSingle permit = PermitSingle.builder().details(details(tokenA, 5_000, 0)).spender(spender.address())
        .sigDeadline(inSeconds(600)).build();
    byte[] foreign = stranger().sign(permit.toTypedData(domain)).toBytes();

    assertRefused(call(owner, Contracts.PERMIT2, Abi.encodeCall(PERMIT_SINGLE, owner.address(), single(permit),
        foreign)), "InvalidSigner()", "Permit2 or V4 PositionManager: invalid signer");
    assertThat(allowance(tokenA).get(0)).isEqualTo(BigInteger.ZERO);
  }

  @Test
  void aPermitBatchSetsOneAllowancePerTokenThatTheSpenderThenUses() {
    long expiration = anvil.latestTimestamp() + 3600;
    PermitBatch permit = PermitBatch.builder()
        .addDetails(details(tokenA, 5_000, 0, expiration), details(tokenB, 7_000, 0, expiration))
        .spender(spender.address()).sigDeadline(inSeconds(600)).build();
    byte[] signature = owner.sign(permit.toTypedData(domain)).toBytes();

    TransactionReceipt permitted = ownerSender.send(call(owner, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH,
        owner.address(), batch(permit), signature))).awaitReceipt();

    assertThat(permitted.success()).isTrue();
    assertThat(permitted.logs()).hasSize(2); // one Permit event per token
    assertThat(allowance(tokenA)).containsExactly(BigInteger.valueOf(5_000), BigInteger.valueOf(expiration),
        BigInteger.ONE);
    assertThat(allowance(tokenB)).containsExactly(BigInteger.valueOf(7_000), BigInteger.valueOf(expiration),
        BigInteger.ONE);
    // The allowance is real: the spender moves part of it.
    assertThat(spenderSender.send(call(spender, Contracts.PERMIT2, Abi.encodeCall(TRANSFER_FROM, owner.address(),
        recipient, BigInteger.valueOf(3_000), tokenB))).awaitReceipt().success()).isTrue();
    assertThat(balance(tokenB, recipient)).isEqualTo(BigInteger.valueOf(3_000));
    assertThat(allowance(tokenB).get(0)).isEqualTo(BigInteger.valueOf(4_000));
  }

  @Test
  void aPermitBatchSignedByAnotherKeyOrReplayedIsRefused() {
    PermitBatch permit = PermitBatch.builder().addDetails(details(tokenA, 5_000, 0), details(tokenB, 7_000, 0))
        .spender(spender.address()).sigDeadline(inSeconds(600)).build();
    byte[] foreign = stranger().sign(permit.toTypedData(domain)).toBytes();
    assertRefused(call(owner, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH, owner.address(), batch(permit),
        foreign)), "InvalidSigner()", "Permit2 or V4 PositionManager: invalid signer");

    TransactionRequest genuine = call(owner, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH, owner.address(),
        batch(permit), owner.sign(permit.toTypedData(domain)).toBytes()));
    assertThat(ownerSender.send(genuine).awaitReceipt().success()).isTrue();
    assertRefused(genuine, "InvalidNonce()", "Permit2: invalid nonce");
  }

  // ---- SignatureTransfer: PermitTransferFrom, PermitBatchTransferFrom -------------------------------

  @Test
  void aPermitTransferFromMovesTheTokensOnceAndSpendsItsUnorderedNonce() {
    BigInteger nonce = BigInteger.valueOf(259); // word 1, bit 3 of the owner's nonce bitmap
    PermitTransferFrom permit = transfer(tokenA, 1_000, nonce, inSeconds(600));
    byte[] signature = owner.sign(permit.toTypedData(domain)).toBytes();
    TransactionRequest pull = call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_TRANSFER_FROM, transfer(permit),
        List.of(recipient, BigInteger.valueOf(600)), owner.address(), signature));

    assertThat(spenderSender.send(pull).awaitReceipt().success()).isTrue();

    assertThat(balance(tokenA, recipient)).isEqualTo(BigInteger.valueOf(600));
    assertThat(balance(tokenA, owner.address())).isEqualTo(BALANCE.subtract(BigInteger.valueOf(600)));
    assertThat(nonceBitmap(BigInteger.ONE)).isEqualTo(BigInteger.ONE.shiftLeft(3));
    assertRefused(pull, "InvalidNonce()", "Permit2: invalid nonce");
  }

  @Test
  void aPermitTransferFromPastItsDeadlineIsRefusedWithTheDeadlineFromTheMinedRevert() {
    BigInteger deadline = BigInteger.valueOf(anvil.latestTimestamp() - 1);
    PermitTransferFrom permit = transfer(tokenA, 1_000, BigInteger.ZERO, deadline);
    TransactionRequest pull = call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_TRANSFER_FROM, transfer(permit),
        List.of(recipient, BigInteger.valueOf(1_000)), owner.address(),
        owner.sign(permit.toTypedData(domain)).toBytes()));

    assertRefused(pull, "SignatureExpired(uint256)", "Permit2: signature expired (deadline " + deadline + ")");
    // Mined anyway (a gas limit skips the estimate): the receipt's revert is decoded the same way.
    PendingTransaction mined = spenderSender.send(pull, SendOptions.builder().gasLimit(BigInteger.valueOf(150_000))
        .build());
    assertThatThrownBy(mined::awaitReceipt)
        .isInstanceOfSatisfying(TransactionRevertedException.class,
            e -> assertThat(((RevertReason.CustomError) e.reason()).arguments()).containsExactly(deadline))
        .hasMessageContaining("Permit2: signature expired (deadline " + deadline + ")");
    assertThat(balance(tokenA, recipient)).isZero();
  }

  @Test
  void aPermitBatchTransferFromMovesEveryTokenAndNeverMoreThanPermitted() {
    PermitBatchTransferFrom permit = PermitBatchTransferFrom.builder()
        .addPermitted(TokenPermissions.of(tokenA, BigInteger.valueOf(1_000)),
            TokenPermissions.of(tokenB, BigInteger.valueOf(2_000)))
        .spender(spender.address()).nonce(BigInteger.TEN).deadline(inSeconds(600)).build();
    byte[] signature = owner.sign(permit.toTypedData(domain)).toBytes();

    assertRefused(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH_TRANSFER_FROM, batchTransfer(permit),
        amounts(1_000, 2_001), owner.address(), signature)), "InvalidAmount(uint256)",
        "Permit2: invalid amount (maxAmount 2000)");
    assertThat(spenderSender.send(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH_TRANSFER_FROM,
        batchTransfer(permit), amounts(1_000, 2_000), owner.address(), signature))).awaitReceipt().success())
        .isTrue();

    assertThat(balance(tokenA, recipient)).isEqualTo(BigInteger.valueOf(1_000));
    assertThat(balance(tokenB, recipient)).isEqualTo(BigInteger.valueOf(2_000));
  }

  // ---- witness transfers: what the UniswapX reactors call ------------------------------------------

  @Test
  void aPermitWitnessTransferFromWithTheSdksWitnessTypeStringMovesTheTokens() {
    PermitTransferFrom permit = transfer(tokenA, 1_000, BigInteger.ONE, inSeconds(600));
    Witness witness = trade(990);
    TypedData typedData = permit.toTypedData(domain, witness);
    String typeString = witnessTypeString(typedData, WITNESS_STUB);
    byte[] signature = owner.sign(typedData).toBytes();

    assertThat(typeString).isEqualTo("TradeIntent witness)Leg(address token,uint256 amount)TokenPermissions(address"
        + " token,uint256 amount)TradeIntent(address recipient,uint256 minOut,Leg leg)");
    TransactionReceipt receipt = spenderSender.send(call(spender, Contracts.PERMIT2, Abi.encodeCall(
        PERMIT_WITNESS_TRANSFER_FROM, transfer(permit), List.of(recipient, BigInteger.valueOf(1_000)),
        owner.address(), witness.hash(), typeString, signature))).awaitReceipt();

    assertThat(receipt.success()).isTrue();
    assertThat(balance(tokenA, recipient)).isEqualTo(BigInteger.valueOf(1_000));
  }

  @Test
  void aPermitWitnessTransferFromWithAnotherWitnessOrTypeStringIsRefusedAsInvalidSigner() {
    PermitTransferFrom permit = transfer(tokenA, 1_000, BigInteger.ONE, inSeconds(600));
    TypedData typedData = permit.toTypedData(domain, trade(990));
    String typeString = witnessTypeString(typedData, WITNESS_STUB);
    byte[] signature = owner.sign(typedData).toBytes();

    // The filler claims a lower minimum than the owner signed.
    assertRefused(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_WITNESS_TRANSFER_FROM, transfer(permit),
        List.of(recipient, BigInteger.valueOf(1_000)), owner.address(), trade(1).hash(), typeString, signature)),
        "InvalidSigner()", "Permit2 or V4 PositionManager: invalid signer");
    // The right witness under a type string whose dependencies are not sorted: another type hash.
    String unsorted = "TradeIntent witness)TokenPermissions(address token,uint256 amount)Leg(address token,uint256"
        + " amount)TradeIntent(address recipient,uint256 minOut,Leg leg)";
    assertRefused(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_WITNESS_TRANSFER_FROM, transfer(permit),
        List.of(recipient, BigInteger.valueOf(1_000)), owner.address(), trade(990).hash(), unsorted, signature)),
        "InvalidSigner()", "Permit2 or V4 PositionManager: invalid signer");
    assertThat(balance(tokenA, recipient)).isZero();
  }

  @Test
  void aPermitBatchWitnessTransferFromMovesEveryTokenAndRefusesAnotherKey() {
    PermitBatchTransferFrom permit = PermitBatchTransferFrom.builder()
        .addPermitted(TokenPermissions.of(tokenA, BigInteger.valueOf(1_000)),
            TokenPermissions.of(tokenB, BigInteger.valueOf(2_000)))
        .spender(spender.address()).nonce(BigInteger.valueOf(7)).deadline(inSeconds(600)).build();
    Witness witness = trade(42);
    TypedData typedData = permit.toTypedData(domain, witness);
    String typeString = witnessTypeString(typedData, BATCH_WITNESS_STUB);

    assertRefused(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH_WITNESS_TRANSFER_FROM,
        batchTransfer(permit), amounts(1_000, 2_000), owner.address(), witness.hash(), typeString,
        stranger().sign(typedData).toBytes())), "InvalidSigner()", "Permit2 or V4 PositionManager: invalid signer");
    assertThat(spenderSender.send(call(spender, Contracts.PERMIT2, Abi.encodeCall(PERMIT_BATCH_WITNESS_TRANSFER_FROM,
        batchTransfer(permit), amounts(1_000, 2_000), owner.address(), witness.hash(), typeString,
        owner.sign(typedData).toBytes()))).awaitReceipt().success()).isTrue();

    assertThat(balance(tokenA, recipient)).isEqualTo(BigInteger.valueOf(1_000));
    assertThat(balance(tokenB, recipient)).isEqualTo(BigInteger.valueOf(2_000));
  }

  // ---- helpers --------------------------------------------------------------------------------------

  /**
   * The witness type string Permit2 takes: the SDK's encoded type of the whole message, less the stub Permit2
   * itself prepends. What the SDK signs and what Permit2 hashes then agree by construction, or the signature fails.
   */
  private static String witnessTypeString(TypedData typedData, String stub) {
    String encoded = typedData.encodedType();
    assertThat(encoded).startsWith(stub);
    return encoded.substring(stub.length());
  }

  /** Refused by Permit2, the decoded error seen alike by {@code eth_call} and by the sender's gas estimate. */
  private void assertRefused(TransactionRequest request, String error, String description) {
    CallRequest asCall = CallRequest.builder().from(Address.of(request.from())).to(Address.of(request.to()))
        .data(io.tradingsdk.signing.Hex.decode(request.data(), "data")).build();
    assertThatThrownBy(() -> anvil.rpc().call(asCall, BlockTag.LATEST))
        .isInstanceOfSatisfying(ExecutionRevertedException.class, e -> assertThat(e.reason())
            .isInstanceOfSatisfying(RevertReason.CustomError.class, c -> {
              // Permit2's signature errors are the V4 PositionManager's too (its ERC721Permit links Permit2's
              // SignatureVerification): the decoder names both.
              assertThat(c.contracts()).contains("Permit2");
              assertThat(c.signature()).isEqualTo(error);
              assertThat(c.describe()).startsWith(description);
            }));
    TransactionSender sender = Address.of(request.from()).equals(owner.address()) ? ownerSender : spenderSender;
    assertThatThrownBy(() -> sender.send(request))
        .isInstanceOf(ExecutionRevertedException.class)
        .hasMessageContaining("eth_estimateGas")
        .hasMessageContaining(description);
  }

  private TransactionSender sender(LocalSigner signer) {
    return TransactionSender.builder(anvil.rpc(), signer).nonceManager(NonceManager.local()).receiptWait(FAST)
        .build();
  }

  private static TransactionRequest call(LocalSigner from, Address to, byte[] data) {
    return request(from.address(), to, data, BigInteger.ZERO);
  }

  private static LocalSigner stranger() {
    return LocalSigner.of(PrivateKey.random());
  }

  private BigInteger inSeconds(long seconds) {
    return BigInteger.valueOf(anvil.latestTimestamp() + seconds);
  }

  private PermitDetails details(Address token, long amount, long nonce) {
    return details(token, amount, nonce, anvil.latestTimestamp() + 3600);
  }

  private static PermitDetails details(Address token, long amount, long nonce, long expiration) {
    return PermitDetails.builder().token(token).amount(BigInteger.valueOf(amount)).expiration(expiration)
        .nonce(nonce).build();
  }

  private PermitTransferFrom transfer(Address token, long amount, BigInteger nonce, BigInteger deadline) {
    return PermitTransferFrom.builder().permitted(TokenPermissions.of(token, BigInteger.valueOf(amount)))
        .spender(spender.address()).nonce(nonce).deadline(deadline).build();
  }

  private Witness trade(long minOut) {
    return Witness.of("TradeIntent", TRADE_TYPES, Map.of("recipient", recipient.toChecksumHex(), "minOut",
        Long.toString(minOut), "leg", Map.of("token", tokenB.toChecksumHex(), "amount", "5")));
  }

  // The ABI values of Permit2's structs, member for member as ISignatureTransfer / IAllowanceTransfer declare them.

  private static List<Object> detailsAbi(PermitDetails d) {
    return List.of(d.token(), d.amount(), BigInteger.valueOf(d.expiration()), BigInteger.valueOf(d.nonce()));
  }

  private static List<Object> single(PermitSingle p) {
    return List.of(detailsAbi(p.details()), p.spender(), p.sigDeadline());
  }

  private static List<Object> batch(PermitBatch p) {
    List<Object> details = new ArrayList<>();
    p.details().forEach(d -> details.add(detailsAbi(d)));
    return List.of(details, p.spender(), p.sigDeadline());
  }

  private static List<Object> transfer(PermitTransferFrom p) {
    return List.of(List.of(p.permitted().token(), p.permitted().amount()), p.nonce(), p.deadline());
  }

  private static List<Object> batchTransfer(PermitBatchTransferFrom p) {
    List<Object> permitted = new ArrayList<>();
    p.permitted().forEach(t -> permitted.add(List.of(t.token(), t.amount())));
    return List.of(permitted, p.nonce(), p.deadline());
  }

  private List<Object> amounts(long a, long b) {
    return List.of(List.of(recipient, BigInteger.valueOf(a)), List.of(recipient, BigInteger.valueOf(b)));
  }

  private List<Object> allowance(Address token) {
    return Abi.decode("(uint160,uint48,uint48)", anvil.rpc().call(CallRequest.of(Contracts.PERMIT2,
        Abi.encodeCall(ALLOWANCE, owner.address(), token, spender.address())), BlockTag.LATEST));
  }

  private BigInteger nonceBitmap(BigInteger word) {
    return (BigInteger) Abi.decode("(uint256)", anvil.rpc().call(CallRequest.of(Contracts.PERMIT2,
        Abi.encodeCall("nonceBitmap(address,uint256)", owner.address(), word)), BlockTag.LATEST)).get(0);
  }

  private BigInteger balance(Address token, Address account) {
    return (BigInteger) Abi.decode("(uint256)", anvil.rpc().call(CallRequest.of(token,
        Abi.encodeCall("balanceOf(address)", account)), BlockTag.LATEST)).get(0);
  }
}
