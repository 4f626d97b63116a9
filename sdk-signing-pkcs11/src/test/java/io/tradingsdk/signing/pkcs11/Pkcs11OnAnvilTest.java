package io.tradingsdk.signing.pkcs11;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Eip712Domain;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.signing.Signature;
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.permit2.Permit2;
import io.tradingsdk.signing.permit2.PermitDetails;
import io.tradingsdk.signing.permit2.PermitSingle;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsm;
import io.tradingsdk.signing.pkcs11.softhsm.SoftHsmExtension;
import io.tradingsdk.signing.uniswapx.DutchInputToSign;
import io.tradingsdk.signing.uniswapx.DutchOutputToSign;
import io.tradingsdk.signing.uniswapx.OrderInfoToSign;
import io.tradingsdk.signing.uniswapx.V2DutchOrder;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.CallRequest;
import io.tradingsdk.wallet.NonceManager;
import io.tradingsdk.wallet.ReceiptWait;
import io.tradingsdk.wallet.TransactionReceipt;
import io.tradingsdk.wallet.TransactionSender;
import io.tradingsdk.wallet.anvil.Anvil;
import io.tradingsdk.wallet.anvil.AnvilExtension;
import io.tradingsdk.wallet.anvil.Contracts;
import io.tradingsdk.wallet.anvil.UniswapXContracts;
import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A key generated in SoftHSM2 acting on a real node: a transaction it signs is mined by anvil, and a Permit2 {@code
 * permit} it signs is accepted by the real Permit2 (mainnet's bytes at the canonical address), the allowance read
 * back on chain; a UniswapX (Dutch V2) order it signs is filled by the real V2DutchOrderReactor through Permit2.
 */
@ExtendWith({SoftHsmExtension.class, AnvilExtension.class})
class Pkcs11OnAnvilTest {
  private static final String PERMIT_SINGLE = "permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)";
  private static final BigInteger ETHER = BigInteger.TEN.pow(18);
  private static final BigInteger MAX_UINT256 = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  // The V2 reactor's order struct as it abi.decodes it (V2DutchOrderLib), written out independently of the SDK.
  private static final String V2_COSIGNER_DATA = "(uint256,uint256,address,uint256,uint256,uint256[])";
  private static final String V2_ORDER = "((address,address,uint256,uint256,address,bytes),address,"
      + "(address,uint256,uint256),(address,uint256,uint256,address)[]," + V2_COSIGNER_DATA + ",bytes)";
  private static final ReceiptWait FAST = ReceiptWait.builder().pollInterval(Duration.ofMillis(50)).build();

  private Pkcs11Token token;
  private Pkcs11Signer hsm;
  private TransactionSender sender;
  private Anvil anvil;

  @BeforeEach
  void openToken(SoftHsm softHsm, Anvil anvil) {
    this.anvil = anvil;
    token = Pkcs11Token.open(softHsm.module(), SoftHsm.TOKEN, SoftHsm.PIN.toCharArray());
    hsm = token.generateKey("anvil-" + UUID.randomUUID());
    anvil.fund(hsm.address(), ETHER.multiply(BigInteger.TEN));
    sender = TransactionSender.builder(anvil.rpc(), hsm).nonceManager(NonceManager.local()).receiptWait(FAST).build();
  }

  @AfterEach
  void closeToken() {
    token.close();
  }

  @Test
  void aTransactionSignedInTheTokenIsMinedFromItsAddress() {
    Address recipient = LocalSigner.of(PrivateKey.random()).address();
    TransactionReceipt receipt = sender.send(request(recipient, new byte[0], ETHER)).awaitReceipt();

    assertThat(receipt.success()).isTrue();
    assertThat(anvil.rpc().getBalance(recipient, BlockTag.LATEST)).isEqualTo(ETHER);
  }

  @Test
  void aPermitSignedInTheTokenIsAcceptedByTheRealPermit2() {
    Contracts.deployPermit2(anvil);
    Address tokenA = UniswapXContracts.deployToken(anvil, "Token A", "A", 18);
    UniswapXContracts.mint(anvil, tokenA, hsm.address(), BigInteger.valueOf(1_000_000));
    Address spender = LocalSigner.of(PrivateKey.random()).address();
    // The approval Permit2 needs, itself a transaction signed in the token.
    assertThat(sender.send(request(tokenA, Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2,
        MAX_UINT256), BigInteger.ZERO)).awaitReceipt().success())
        .isTrue();
    long expiration = anvil.latestTimestamp() + 3600;
    PermitSingle permit = PermitSingle.builder()
        .details(PermitDetails.builder().token(tokenA).amount(BigInteger.valueOf(5_000)).expiration(expiration)
            .nonce(0).build())
        .spender(spender).sigDeadline(BigInteger.valueOf(anvil.latestTimestamp() + 600)).build();
    Eip712Domain domain = Permit2.domain(Anvil.CHAIN_ID, Contracts.PERMIT2);
    Signature signature = hsm.sign(permit.toTypedData(domain));

    TransactionReceipt permitted = sender.send(request(Contracts.PERMIT2, Abi.encodeCall(PERMIT_SINGLE, hsm.address(),
        List.of(List.of(tokenA, BigInteger.valueOf(5_000), BigInteger.valueOf(expiration), BigInteger.ZERO), spender,
            permit.sigDeadline()), signature.toBytes()), BigInteger.ZERO)).awaitReceipt();

    assertThat(permitted.success()).isTrue();
    List<Object> allowance = Abi.decode("(uint160,uint48,uint48)", anvil.rpc().call(CallRequest.of(Contracts.PERMIT2,
        Abi.encodeCall("allowance(address,address,address)", hsm.address(), tokenA, spender)), BlockTag.LATEST));
    assertThat(allowance).containsExactly(BigInteger.valueOf(5_000), BigInteger.valueOf(expiration), BigInteger.ONE);
  }

  @Test
  void aUniswapXOrderSignedInTheTokenIsFilledByTheRealReactor() {
    Address reactor = UniswapXContracts.deployReactor(anvil, UniswapXContracts.Reactor.V2_DUTCH);
    Address tokenIn = UniswapXContracts.deployToken(anvil, "Input", "IN", 6);
    Address tokenOut = UniswapXContracts.deployToken(anvil, "Output", "OUT", 18);
    UniswapXContracts.mint(anvil, tokenIn, hsm.address(), BigInteger.valueOf(1_000_000));
    assertThat(sender.send(request(tokenIn, Abi.encodeCall("approve(address,uint256)", Contracts.PERMIT2,
        MAX_UINT256), BigInteger.ZERO)).awaitReceipt().success()).isTrue();
    LocalSigner filler = LocalSigner.of(PrivateKey.random());
    anvil.fund(filler.address(), ETHER);
    UniswapXContracts.mint(anvil, tokenOut, filler.address(), BigInteger.valueOf(1_000_000));
    TransactionSender fillerSender = TransactionSender.builder(anvil.rpc(), filler).nonceManager(NonceManager.local())
        .receiptWait(FAST).build();
    assertThat(fillerSender.send(request(filler.address(), tokenOut, Abi.encodeCall("approve(address,uint256)",
        reactor, MAX_UINT256), BigInteger.ZERO)).awaitReceipt().success()).isTrue();
    LocalSigner cosigner = LocalSigner.of(PrivateKey.random());
    long start = anvil.latestTimestamp() + 100;
    V2DutchOrder order = V2DutchOrder.builder()
        .info(OrderInfoToSign.builder().reactor(reactor).swapper(hsm.address()).nonce(BigInteger.valueOf(77))
            .deadline(BigInteger.valueOf(start + 200)).build())
        .cosigner(cosigner.address())
        .input(DutchInputToSign.of(tokenIn, BigInteger.valueOf(1_000)))
        .addOutputs(DutchOutputToSign.builder().token(tokenOut).startAmount(BigInteger.valueOf(2_000))
            .endAmount(BigInteger.valueOf(1_900)).recipient(hsm.address()).build())
        .build();

    Signature signature = hsm.sign(order.toTypedData(ChainId.of(Anvil.CHAIN_ID), Contracts.PERMIT2));

    // The cosigner's half, as the API's cosigner adds it: decay over [start, start + 100], no exclusive filler.
    anvil.setNextBlockTimestamp(start + 50);
    TransactionReceipt fill = fillerSender.send(request(filler.address(), reactor, Abi.encodeCall(
        "execute((bytes,bytes))", List.of(cosignV2(order, start, cosigner), signature.toBytes())), BigInteger.ZERO))
        .awaitReceipt();

    assertThat(fill.success()).isTrue();
    assertThat(balance(tokenOut, hsm.address())).isEqualTo(BigInteger.valueOf(1_950)); // half-way through the decay
    assertThat(balance(tokenIn, filler.address())).isEqualTo(BigInteger.valueOf(1_000));
  }

  /** V2DutchOrderReactor's cosigned order: keccak256(orderHash ‖ abi.encode(cosignerData)) signed by the cosigner. */
  private static byte[] cosignV2(V2DutchOrder order, long decayStart, LocalSigner cosigner) {
    List<Object> cosignerData = List.of(BigInteger.valueOf(decayStart), BigInteger.valueOf(decayStart + 100),
        Address.fromBytes(new byte[20]), BigInteger.ZERO, BigInteger.ZERO, List.of(BigInteger.ZERO));
    @SuppressWarnings("unchecked")
    List<Object> members = new ArrayList<>((List<Object>) Abi.decode("(" + V2_ORDER + ")",
        Hex.decode(order.encodedOrder(), "encodedOrder")).get(0));
    ByteArrayOutputStream digest = new ByteArrayOutputStream();
    digest.writeBytes(order.orderHash().toBytes());
    digest.writeBytes(Abi.encode("(" + V2_COSIGNER_DATA + ")", cosignerData));
    members.set(4, cosignerData);
    members.set(5, cosigner.signDigest(Bytes32.of(Keccak.hash(digest.toByteArray()))).toBytes());
    return Abi.encode("(" + V2_ORDER + ")", members);
  }

  private BigInteger balance(Address token, Address account) {
    return (BigInteger) Abi.decode("(uint256)", anvil.rpc().call(CallRequest.of(token,
        Abi.encodeCall("balanceOf(address)", account)), BlockTag.LATEST)).get(0);
  }

  private TransactionRequest request(Address from, Address to, byte[] data, BigInteger value) {
    return TransactionRequest.builder().from(from.toChecksumHex()).to(to.toChecksumHex())
        .data(Hex.encode(data)).value("0x" + value.toString(16)).chainId(ChainId.of(Anvil.CHAIN_ID)).build();
  }

  private TransactionRequest request(Address to, byte[] data, BigInteger value) {
    return request(hsm.address(), to, data, value);
  }
}
