package io.tradingsdk.signing.readme;

// readme:transactions
import io.tradingsdk.models.swap.SwapResponse;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Bytes32;
import io.tradingsdk.signing.Signer;
import io.tradingsdk.signing.tx.Authorization;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.TransactionFill;
import io.tradingsdk.signing.tx.TransactionRequests;
import io.tradingsdk.signing.tx.UnsignedTransaction;
// readme:end
// readme:codecs
import io.tradingsdk.signing.codec.Abi;
import io.tradingsdk.signing.codec.Rlp;
import io.tradingsdk.signing.codec.RlpItem;
import java.math.BigInteger;
import java.util.List;
// readme:end

/**
 * The README's "Signing transactions" snippets, compiled, and run by {@code ReadmeTransactionsTest} on the oracle
 * vectors.
 */
public final class TransactionSigning {
  private TransactionSigning() {}

  /** A /swap response's transaction, signed: what a wallet sends with eth_sendRawTransaction. */
  public static SignedTransaction swap(SwapResponse swapResponse, long pendingNonce, Signer signer) {
    // readme:transactions

    // 1. The API's transaction (/swap, /swap_7702, /check_approval, the LP endpoints...) and what only the
    //    wallet knows: the nonce, and the gas limit and fees where the API sent none.
    UnsignedTransaction tx = TransactionRequests.toUnsigned(swapResponse.swap(), TransactionFill.builder()
        .nonce(pendingNonce)                  // eth_getTransactionCount(from, "pending")
        .build());
    //    Refused before anything is signed, naming the field:
    //    InvalidTransactionException: maxPriorityFeePerGas: 3000000000 is above maxFeePerGas 2000000000

    // 2. Sign: any Signer (LocalSigner, a KMS, an HSM) signs the digest; refused unless it is the request's from.
    SignedTransaction signed = tx.sign(signer);
    String raw = signed.rawHex();             // for eth_sendRawTransaction
    Bytes32 hash = signed.hash();             // for eth_getTransactionReceipt

    // 3. Read a raw transaction back, strictly, with its sender recovered.
    Address from = SignedTransaction.decode(raw).from();
    // readme:end
    return signed;
  }

  /** An EIP-7702 delegation of the signer's own account, in its own transaction. */
  public static SignedTransaction delegate(long chainId, long nonce, Address delegate, BigInteger maxFeePerGas,
      BigInteger maxPriorityFeePerGas, Signer signer) {
    // readme:transactions

    // EIP-7702: delegate the signer's account to a contract. Its own transaction bumps its nonce first,
    // so the authorization takes nonce + 1 (signing refuses anything else).
    SignedAuthorization delegation = Authorization.of(chainId, delegate, nonce + 1).sign(signer);
    SignedTransaction delegated = Eip7702Transaction.builder()
        .chainId(chainId).nonce(nonce).gasLimit(100_000)
        .maxFeePerGas(maxFeePerGas).maxPriorityFeePerGas(maxPriorityFeePerGas)
        .to(signer.address()).addAuthorization(delegation)
        .build()
        .sign(signer);
    // readme:end
    return delegated;
  }

  /** The codecs: calldata, revert data and RLP. */
  public static List<Object> codecs(Address spender, BigInteger amount, byte[] revertData, byte[] rawLegacyTx) {
    // readme:codecs

    byte[] calldata = Abi.encodeCall("approve(address,uint256)", spender, amount);
    String reason = (String) Abi.decodeCall("Error(string)", revertData).get(0);   // "Permit2: ..."
    List<Object> values = Abi.decode("(uint256,address,string)", Abi.encode("(uint256,address,string)",
        amount, spender, reason));                                                   // BigInteger, Address, String
    RlpItem fields = Rlp.decode(rawLegacyTx);                                        // strict: canonical only
    BigInteger nonce = fields.items().get(0).asUint("nonce", 64);
    // readme:end
    return List.of(calldata, reason, values, nonce);
  }
}
