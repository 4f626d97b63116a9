package io.tradingsdk.server.internal.evm;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tradingsdk.models.json.TradingJson;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.signing.Address;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where the deployment put each contract on the EVM chain, by name ({@code permit2}, {@code weth}, {@code
 * v3Factory}, {@code router:2.1.1}, {@code pool:V3:USDC:USDT:100}...). Written beside the dumped state and read back
 * with it, so a later start knows the addresses without deploying again.
 */
public final class EvmContracts {
  /** The chain the EVM mode runs on a real node: Ethereum. */
  public static final long CHAIN_ID = 1;

  private final Map<String, Address> addresses;

  private EvmContracts(Map<String, Address> addresses) {
    this.addresses = Collections.unmodifiableMap(new LinkedHashMap<>(addresses));
  }

  static Builder builder() {
    return new Builder();
  }

  /** The name a Universal Router version is kept under. */
  static String router(String version) {
    return "router:" + version;
  }

  /** The name a pool is kept under. */
  static String pool(Pool pool) {
    return "pool:" + pool.protocol() + ":" + pool.token0().symbol() + ":" + pool.token1().symbol() + ":" + pool.fee();
  }

  /** A contract by name. */
  public Optional<Address> get(String name) {
    return Optional.ofNullable(addresses.get(name));
  }

  /** A contract that every deployment has. */
  public Address require(String name) {
    return get(name).orElseThrow(() -> new IllegalStateException("the EVM deployment has no " + name));
  }

  /** The Universal Router of a version ({@code 1.2}, {@code 2.0}, {@code 2.1.1}). */
  public Optional<Address> universalRouter(String version) {
    return get(router(version));
  }

  /** The deployed address of a simulated pool (V2 pair, V3 pool); empty for a V4 pool, which has only an id. */
  public Optional<Address> poolAddress(Pool pool) {
    return get(pool(pool)).filter(a -> !a.equals(Address.of("0x0000000000000000000000000000000000000000")));
  }

  /** Every name and address, in deployment order. */
  public Map<String, Address> all() {
    return addresses;
  }

  void write(Path file) {
    ObjectNode json = TradingJson.mapper().createObjectNode();
    addresses.forEach((name, address) -> json.put(name, address.toChecksumHex()));
    try {
      Path partial = Files.createTempFile(file.toAbsolutePath().getParent(), "contracts-", ".partial");
      Files.write(partial, TradingJson.mapper().writerWithDefaultPrettyPrinter().writeValueAsBytes(json));
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + file, e);
    }
  }

  static EvmContracts read(Path file) {
    try {
      JsonNode json = TradingJson.mapper().readTree(file.toFile());
      Map<String, Address> addresses = new LinkedHashMap<>();
      for (Iterator<Map.Entry<String, JsonNode>> it = json.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> field = it.next();
        addresses.put(field.getKey(), Address.of(field.getValue().textValue()));
      }
      return new EvmContracts(addresses);
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException("cannot read the EVM deployment " + file + ": " + e.getMessage(), e);
    }
  }

  @Override
  public String toString() {
    return "EvmContracts" + addresses;
  }

  static final class Builder {
    private final Map<String, Address> addresses = new LinkedHashMap<>();

    Builder put(String name, Address address) {
      addresses.put(name, address);
      return this;
    }

    Builder pool(Pool pool, Address address) {
      return put(EvmContracts.pool(pool), address);
    }

    EvmContracts build() {
      return new EvmContracts(addresses);
    }
  }
}
