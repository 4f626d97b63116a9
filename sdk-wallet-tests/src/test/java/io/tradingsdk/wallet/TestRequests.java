package io.tradingsdk.wallet;

import io.tradingsdk.models.ChainId;
import io.tradingsdk.models.TransactionRequest;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.LocalSigner;
import io.tradingsdk.signing.PrivateKey;
import io.tradingsdk.wallet.anvil.Anvil;
import java.math.BigInteger;

/** Transactions shaped as the Trading API returns them, and funded keys, for the tests. */
final class TestRequests {
  static final BigInteger ETHER = BigInteger.TEN.pow(18);

  private TestRequests() {}

  /** What /swap or /check_approval returns: no nonce, fees and gas only when the API sets them. */
  static TransactionRequest request(Address from, Address to, byte[] data, BigInteger value) {
    return TransactionRequest.builder()
        .from(from.toChecksumHex())
        .to(to.toChecksumHex())
        .data(Hex.encode(data))
        .value("0x" + value.toString(16))
        .chainId(ChainId.of(Anvil.CHAIN_ID))
        .build();
  }

  /** A fresh key holding 100 ETH on the node. */
  static LocalSigner fundedSigner(Anvil anvil) {
    LocalSigner signer = LocalSigner.of(PrivateKey.random());
    anvil.fund(signer.address(), ETHER.multiply(BigInteger.valueOf(100)));
    return signer;
  }

  /** A fresh address with no code and no balance. */
  static Address randomAddress() {
    return LocalSigner.of(PrivateKey.random()).address();
  }
}
