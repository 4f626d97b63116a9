package io.tradingsdk.server.internal.evm;

import static org.assertj.core.api.Assertions.assertThat;

import io.tradingsdk.signing.Address;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Where {@code CREATE} deploys ({@link Deployment#createAddress}), which places the V3 factory and position manager at
 * their real addresses by sending them from Ethereum's v3 deployer at its nonces. The expected addresses of the
 * sender {@code 0x6ac7...dbf0} were computed with ethers 5's {@code getContractAddress} (build-tools/evm's npm
 * install); nonce 0's is the well-known example of the CREATE rule.
 */
class DeploymentAddressTest {
  private static final Address SENDER = Address.of("0x6ac7ea33f8831ea9dcc53393aaa88b25a785dbf0");

  @Test
  void createAddressesFollowTheRlpOfSenderAndNonce() {
    assertThat(Deployment.createAddress(SENDER, 0).toLowerHex())
        .isEqualTo("0xcd234a471b72ba2f1ccf0a70fcaba648a5eecd8d");
    assertThat(Deployment.createAddress(SENDER, 200).toLowerHex()).as("a nonce of 0x80 or more: a length-prefixed string")
        .isEqualTo("0xeb7facd118466c9acbcb4ee964a0ac0b0b2ef256");
    assertThat(Deployment.createAddress(SENDER, 70_000).toLowerHex())
        .isEqualTo("0xea79a6239fef1923a52c1caa590ac2b828a961bb");
  }

  @Test
  void ethereumsV3ContractsAreFoundAtTheNoncesTheirDeployerUsed() {
    assertThat(Deployment.v3DeployerNonce("0x1F98431c8aD98523631AE4a59f267346ea31F984")).contains(0L);
    assertThat(Deployment.v3DeployerNonce("0xC36442b4a4522E871399CD717aBDD847Ab11FE88")).contains(8L);
    assertThat(Deployment.v3DeployerNonce("0x33128a8fC17869897dcE68Ed026d694621f6FDfD"))
        .as("Base's v3 factory: another deployer's").isEqualTo(Optional.empty());
  }
}
