package io.tradingsdk.server.internal.chain.rpc;

import io.tradingsdk.server.internal.chain.GasModel;
import io.tradingsdk.server.internal.chain.Ledger;
import io.tradingsdk.server.internal.chain.Submission;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.tx.AccessListItem;
import io.tradingsdk.signing.tx.Eip1559Transaction;
import io.tradingsdk.signing.tx.Eip7702Transaction;
import io.tradingsdk.signing.tx.InvalidTransactionException;
import io.tradingsdk.signing.tx.LegacyTransaction;
import io.tradingsdk.signing.tx.SignedAuthorization;
import io.tradingsdk.signing.tx.SignedTransaction;
import io.tradingsdk.signing.tx.UnsignedTransaction;
import io.tradingsdk.signing.codec.RlpException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * What a node checks before it takes a raw transaction ({@code eth_sendRawTransaction}), in geth's order and with
 * geth's messages (code -32000): the encoding and the type, the gas limit against the block's, a tip above the fee
 * cap, the chain id and the signature (the sender must recover), the intrinsic gas and the calldata floor, an
 * EIP-7702 transaction's authorizations, the fee cap against the base fee, the nonce, and the sender's funds for
 * gas times price plus value. There is no mempool: a transaction is mined at once or refused, so a nonce ahead of
 * the account's is refused ({@code nonce too high}) rather than queued, and a transaction sent again finds its nonce
 * used ({@code nonce too low}).
 */
final class NodeRules {
  private NodeRules() {}

  /**
   * Decodes a raw transaction, refusing what geth refuses while decoding or recovering the sender.
   *
   * @throws RpcError -32000 with geth's message
   */
  static SignedTransaction decode(byte[] raw, long chainId) {
    try {
      return SignedTransaction.decode(raw);
    } catch (RlpException e) {
      throw RpcError.server("rlp: " + e.getMessage());
    } catch (InvalidTransactionException e) {
      throw RpcError.server(decodeMessage(e, chainId));
    }
  }

  /** Geth's words for what sdk-signing's strict decoder refuses, by the field it names. */
  private static String decodeMessage(InvalidTransactionException e, long chainId) {
    String field = e.field();
    switch (field) {
      case "type":
        return e.reason().startsWith("not a transaction") ? "rlp: " + e.reason() : "transaction type not supported";
      case "maxPriorityFeePerGas":
        return "max priority fee per gas higher than max fee per gas";
      case "r":
      case "s":
      case "yParity":
        return "invalid sender: invalid transaction v, r, s values";
      case "v":
        return e.reason().contains("pre-EIP-155")
            ? "only replay-protected (EIP-155) transactions allowed over RPC"
            : "invalid sender: invalid transaction v, r, s values";
      case "chainId":
        return "invalid sender: invalid chain id for signer: have 0 want " + chainId;
      case "authorizationList":
        return "EIP-7702 transaction with empty auth list";
      case "to":
        return "EIP-7702 transaction cannot be used to create contract";
      default:
        return "rlp: " + e.getMessage();
    }
  }

  /**
   * Checks a decoded transaction against the chain as it is now and returns what to mine. The caller holds the
   * ledger's lock from this check until the transaction is mined, so no other transaction takes its nonce between.
   *
   * @throws RpcError -32000 with geth's message
   */
  static Submission check(SignedTransaction signed, RpcContext context) {
    UnsignedTransaction tx = signed.transaction();
    long chainId = context.chainId();
    if (tx.gasLimit().compareTo(BigInteger.valueOf(GasModel.BLOCK_GAS_LIMIT)) > 0) {
      throw RpcError.server("exceeds block gas limit");
    }
    if (tx.chainId() != chainId) {
      throw RpcError.server("invalid sender: invalid chain id for signer: have " + tx.chainId() + " want " + chainId);
    }
    String to = tx.to().map(address -> address.toLowerHex()).orElseThrow(() -> RpcError.server(
        "contract creation is not supported: the reference server's chains run no EVM, only the contracts they"
            + " simulate"));
    byte[] data = tx.data();
    List<AccessListItem> accessList = accessList(tx);
    List<SignedAuthorization> authorizations = tx instanceof Eip7702Transaction
        ? ((Eip7702Transaction) tx).authorizationList() : List.of();
    long intrinsic = GasModel.intrinsic(data, accessList.size(),
        accessList.stream().mapToInt(item -> item.storageKeys().size()).sum(), authorizations.size());
    if (tx.gasLimit().compareTo(BigInteger.valueOf(intrinsic)) < 0) {
      throw RpcError.server("intrinsic gas too low: gas " + tx.gasLimit() + ", minimum needed " + intrinsic);
    }
    long floor = GasModel.floor(data);
    if (tx.gasLimit().compareTo(BigInteger.valueOf(floor)) < 0) {
      throw RpcError.server("insufficient gas for floor data gas cost: gas " + tx.gasLimit() + ", minimum needed "
          + floor);
    }
    String sender = signed.from().toLowerHex();
    BigInteger baseFee = context.chain().baseFeeWei();
    BigInteger feeCap = feeCap(tx);
    if (feeCap.compareTo(baseFee) < 0) {
      throw RpcError.server("max fee per gas less than block base fee: address " + signed.from().toChecksumHex()
          + ", maxFeePerGas: " + feeCap + ", baseFee: " + baseFee);
    }
    Ledger ledger = context.ledger();
    long next = ledger.nonce(chainId, sender);
    BigInteger nonce = tx.nonce();
    if (nonce.compareTo(BigInteger.valueOf(next)) < 0) {
      throw RpcError.server("nonce too low: next nonce " + next + ", tx nonce " + nonce);
    }
    if (nonce.compareTo(BigInteger.valueOf(next)) > 0) {
      throw RpcError.server("nonce too high: next nonce " + next + ", tx nonce " + nonce);
    }
    BigInteger balance = ledger.balances().nativeBalance(chainId, sender);
    BigInteger cost = tx.gasLimit().multiply(feeCap).add(tx.value());
    if (balance.compareTo(cost) < 0) {
      throw RpcError.server("insufficient funds for gas * price + value: balance " + balance + ", tx cost " + cost
          + ", overshot " + cost.subtract(balance));
    }
    return new Submission(chainId, sender, to, Hex.encode(data), tx.value(), intrinsic, tx.gasLimit(),
        effectiveGasPrice(tx, baseFee), signed, authorized(authorizations));
  }

  /** The most a transaction pays per gas: its gas price, or its fee cap. */
  private static BigInteger feeCap(UnsignedTransaction tx) {
    if (tx instanceof LegacyTransaction) {
      return ((LegacyTransaction) tx).gasPrice();
    }
    return tx instanceof Eip1559Transaction ? ((Eip1559Transaction) tx).maxFeePerGas()
        : ((Eip7702Transaction) tx).maxFeePerGas();
  }

  /** What it pays per gas in a block of this base fee: its gas price, or base fee plus tip up to the fee cap. */
  static BigInteger effectiveGasPrice(UnsignedTransaction tx, BigInteger baseFee) {
    if (tx instanceof LegacyTransaction) {
      return ((LegacyTransaction) tx).gasPrice();
    }
    BigInteger tip = tx instanceof Eip1559Transaction ? ((Eip1559Transaction) tx).maxPriorityFeePerGas()
        : ((Eip7702Transaction) tx).maxPriorityFeePerGas();
    return baseFee.add(tip).min(feeCap(tx));
  }

  private static List<AccessListItem> accessList(UnsignedTransaction tx) {
    if (tx instanceof Eip1559Transaction) {
      return ((Eip1559Transaction) tx).accessList();
    }
    return tx instanceof Eip7702Transaction ? ((Eip7702Transaction) tx).accessList() : List.of();
  }

  /** The authorizations whose signatures recover an authority; the others are skipped, as EIP-7702 says. */
  private static List<Submission.Authorized> authorized(List<SignedAuthorization> authorizations) {
    List<Submission.Authorized> out = new ArrayList<>();
    for (SignedAuthorization signed : authorizations) {
      signed.recoverAuthority().ifPresent(authority -> out.add(new Submission.Authorized(authority.toLowerHex(),
          signed.authorization().chainId(), signed.authorization().address().toLowerHex(),
          signed.authorization().nonce())));
    }
    return out;
  }
}
