package io.tradingsdk.server.internal.evm;

import io.tradingsdk.server.internal.chain.Chain;
import io.tradingsdk.server.internal.chain.Market;
import io.tradingsdk.server.internal.chain.Pool;
import io.tradingsdk.server.internal.chain.Token;
import io.tradingsdk.signing.Address;
import io.tradingsdk.signing.Hex;
import io.tradingsdk.signing.Keccak;
import io.tradingsdk.signing.codec.Abi;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Deploys the real contracts on a fresh anvil, at the addresses users know where that is possible, and seeds the
 * simulated market's Ethereum pools on them:
 *
 * <ul>
 *   <li>Permit2 through the CREATE2 deployer with mainnet's salt, so it lands at its canonical address with this
 *       chain's domain separator (copying its runtime would keep another chain's cached separator);
 *   <li>WETH9 and the ERC-20s (forge-std's {@code MockERC20}: no constructor and no immutables) deployed once, their
 *       runtime code copied to the mainnet addresses with {@code anvil_setCode}, then initialised there (name,
 *       symbol, real decimals), so the bundled token list keeps working;
 *   <li>the V2 factory and UniswapV2Router02 at the chain's real addresses (so its pairs are at their real addresses
 *       too), the V3 factory with its position manager and QuoterV2 (the first two at their real addresses where
 *       Ethereum's v3 deployer made them, {@link #V3_DEPLOYER}, and so the V3 pools), the V4 PoolManager with its
 *       position manager and V4Quoter, and the Universal Routers 1.2.2, 2.0.0 and 2.1.0 with their router parameters;
 *   <li>a minimal ERC-7821 executor ({@link BatchExecutor}) at the smart-wallet delegate's address, so a wallet
 *       delegated there by EIP-7702 runs {@code /swap_7702}'s batches;
 *   <li>each pool of the simulated market at its price, with full-range liquidity of its reserves (a full-range
 *       position prices like the simulated constant-product pool), and the development wallets funded;
 *   <li>UniswapX's V2DutchOrderReactor at mainnet's address, its filler approved ({@link UniswapXDeployment});
 *   <li>a stand-in of Across' SpokePool ({@link SpokePoolStandIn}) at the chain's SpokePool address, which the
 *       Universal Router 2.1's bridge command deposits into, and the bridge relayer funded.
 * </ul>
 */
final class Deployment {
  /** Mainnet's Permit2 salt for the CREATE2 deployer (evm-notes). */
  private static final String PERMIT2_SALT = "0x0000000000000000000000000000000000000000d3af2663da51c10215000000";
  private static final Address CREATE2_DEPLOYER = Address.of("0x4e59b44847b379578588920ca78fbf26c0b4956c");
  /** The V2 pair's and V3 pool's init-code hashes, the npm artifacts' and mainnet's alike. */
  static final String PAIR_INIT_CODE_HASH = "0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f";
  static final String POOL_INIT_CODE_HASH = "0xe34f199b19b2b4f47f68442619d555527d244f78a3297ea89325f843f87b8b54";
  /** The accounts of the standard test mnemonic that anvil unlocks: the development wallets funded with tokens. */
  static final List<Address> DEV_WALLETS = List.of(
      Address.of("0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266"),
      Address.of("0x70997970c51812dc3a010c7d01b50e0d17dc79c8"),
      Address.of("0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc"),
      Address.of("0x90f79bf6eb2c4f870365e785982e1f101e93b906"),
      Address.of("0x15d34aaf54267db7d7c367839aaf71a00a2c6a65"));
  /** What each development wallet holds of each token, in US dollars at the market's price. */
  private static final long DEV_FUNDING_USD = 1_000_000;
  /** MockERC20's storage: slot 3 is {@code _totalSupply}, slot 4 the {@code _balanceOf} mapping. */
  private static final BigInteger TOTAL_SUPPLY_SLOT = BigInteger.valueOf(3);
  private static final BigInteger BALANCE_SLOT = BigInteger.valueOf(4);
  /** WETH9's storage: slots 0 to 2 hold name, symbol and decimals (initialised in the declarations). */
  private static final int WETH_METADATA_SLOTS = 3;
  private static final BigInteger MAX = BigInteger.ONE.shiftLeft(256).subtract(BigInteger.ONE);
  /** Arbitrum One, whose contracts read their block number from the ArbSys precompile. */
  static final long ARBITRUM_ONE = 42161;
  /**
   * Arbitrum's ArbSys precompile, which UniswapX's V3 reactor asks for {@code arbBlockNumber()} on Arbitrum (its
   * {@code block.number} is an L1 block there); anvil has no such precompile, so a call to it returns nothing and
   * the reactor reverts.
   */
  static final Address ARB_SYS = Address.of("0x0000000000000000000000000000000000000064");
  /**
   * The stand-in's runtime: whatever it is asked, it answers the block number ({@code NUMBER PUSH0 MSTORE PUSH1 32
   * PUSH0 RETURN}), which on one anvil is the L2 block number {@code arbBlockNumber()} names.
   */
  private static final byte[] ARB_SYS_BLOCK_NUMBER = Hex.decode("0x435f5260205ff3", "ArbSys runtime");
  /** How many storage slots a router copy takes along: 1.2.2's reentrancy lock lives in slot 0. */
  private static final int ROUTER_STATE_SLOTS = 4;
  /**
   * The account that deployed Uniswap v3 on Ethereum (and, with the same nonces, on the chains whose v3 addresses are
   * Ethereum's, such as Arbitrum One): the V3 factory at its nonce 0, the NonfungiblePositionManager at its nonce 8.
   * Sending the same creation code from it at that nonce puts the contract at its real address with its own
   * constructor run there (the factory's {@code NoDelegateCall} immutable is its own address, so its code could not
   * simply be copied).
   */
  static final Address V3_DEPLOYER = Address.of("0x6c9fc64a53c1b71fb3f9af64d1ae3a4931a5f4e9");
  /** How many of {@link #V3_DEPLOYER}'s nonces are searched for a contract's address. */
  private static final int V3_DEPLOYER_NONCES = 64;
  /** The V2 factory's storage: feeTo, feeToSetter, the getPair mapping and the allPairs array. */
  private static final int V2_FACTORY_STATE_SLOTS = 4;
  private static final String POOL_KEY = "(address,address,uint24,int24,address)";

  private final EvmNode node;
  private final Artifacts artifacts;
  private final Market market;
  private final Chain chain;
  private final long chainId;
  private final EvmContracts.Builder out = EvmContracts.builder();

  private Deployment(EvmNode node, Artifacts artifacts, Market market, long chainId) {
    this.node = node;
    this.artifacts = artifacts;
    this.market = market;
    this.chainId = chainId;
    this.chain = market.chain(chainId).orElseThrow(() ->
        new IllegalArgumentException("chainId: the market has no chain " + chainId));
  }

  /** Deploys everything of chain {@code chainId} on {@code node} (a fresh anvil with that id) and says where. */
  static EvmContracts run(EvmNode node, Artifacts artifacts, Market market, long chainId) {
    return new Deployment(node, artifacts, market, chainId).deployAll();
  }

  private EvmContracts deployAll() {
    node.setBalance(EvmNode.DEPLOYER, BigInteger.TEN.pow(27)); // a billion ETH: pool depth in WETH and ETH
    Address permit2 = deployPermit2();
    Token wethToken = market.wrappedNative(chainId);
    Address weth = placeWeth(wethToken);
    byte[] erc20Runtime = node.code(node.deploy(artifacts.creationCode("@uniswap/v4-core/out/MockERC20.sol/MockERC20.json")));
    for (Token token : market.tokens()) {
      if (token.chainId() == chainId && !token.isNative() && !token.key().equals(wethToken.key())) {
        placeErc20(token, erc20Runtime);
      }
    }
    out.put("permit2", permit2).put("weth", weth);
    Address v2Factory = placeV2Factory(node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v2-core/build/UniswapV2Factory.json"),
        Abi.encode("(address)", EvmNode.DEPLOYER))));
    Address v2Router = placeV2Router(node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v2-periphery/build/UniswapV2Router02.json"),
        Abi.encode("(address,address)", v2Factory, weth))));
    byte[] v3FactoryCode =
        artifacts.creationCode("@uniswap/v3-core/artifacts/contracts/UniswapV3Factory.sol/UniswapV3Factory.json");
    Optional<Long> v3FactoryNonce = v3DeployerNonce(chain.deployments().v3Factory);
    Address v3Factory = v3FactoryNonce.isPresent()
        ? node.deployFrom(V3_DEPLOYER, v3FactoryNonce.get(), v3FactoryCode) : node.deploy(v3FactoryCode);
    // The 0.01% tier (tick spacing 1) came after v3-core 1.0.1 through governance, as on mainnet: the owner enables it.
    node.transact(v3FactoryNonce.isPresent() ? V3_DEPLOYER : EvmNode.DEPLOYER, v3Factory,
        Abi.encodeCall("enableFeeAmount(uint24,int24)", 100, 1), BigInteger.ZERO);
    byte[] v3PositionsCode = Artifacts.withArguments(artifacts.creationCode(
        "@uniswap/v3-periphery/artifacts/contracts/NonfungiblePositionManager.sol/NonfungiblePositionManager.json"),
        Abi.encode("(address,address,address)", v3Factory, weth, Address.of(zero())));
    Optional<Long> v3PositionsNonce = v3DeployerNonce(chain.deployments().v3PositionManager);
    Address v3Positions = v3PositionsNonce.isPresent()
        ? node.deployFrom(V3_DEPLOYER, v3PositionsNonce.get(), v3PositionsCode) : node.deploy(v3PositionsCode);
    node.stopImpersonating(V3_DEPLOYER);
    Address quoterV2 = node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v3-periphery/artifacts/contracts/lens/QuoterV2.sol/QuoterV2.json"),
        Abi.encode("(address,address)", v3Factory, weth)));
    Address poolManager = node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v4-core/out/PoolManager.sol/PoolManager.json"),
        Abi.encode("(address)", EvmNode.DEPLOYER)));
    Address v4Positions = node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v4-periphery/foundry-out/PositionManager.sol/PositionManager.json"),
        Abi.encode("(address,address,uint256,address,address)", poolManager, permit2, 300_000,
            Address.of(zero()), weth)));
    Address v4Quoter = node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v4-periphery/foundry-out/V4Quoter.sol/V4Quoter.json"),
        Abi.encode("(address)", poolManager)));
    Address v4Liquidity = node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/v4-core/out/PoolModifyLiquidityTest.sol/PoolModifyLiquidityTest.json"),
        Abi.encode("(address)", poolManager)));
    out.put("v2Factory", v2Factory).put("v2Router", v2Router).put("v3Factory", v3Factory).put("v3PositionManager", v3Positions)
        .put("quoterV2", quoterV2).put("poolManager", poolManager).put("v4PositionManager", v4Positions)
        .put("v4Quoter", v4Quoter);
    deployRouters(permit2, weth, v2Factory, v3Factory, poolManager, v3Positions, v4Positions);
    if (chain.spokePool() != null) {
      Address spokePool = Address.of(chain.spokePool());
      node.setCode(spokePool, SpokePoolStandIn.runtimeCode());
      out.put("spokePool", spokePool);
    }
    Address delegate = Address.of(Chain.LATEST_DELEGATION);
    node.setCode(delegate, BatchExecutor.runtimeCode());
    out.put("smartWalletDelegate", delegate);
    if (chainId == ARBITRUM_ONE) {
      node.setCode(ARB_SYS, ARB_SYS_BLOCK_NUMBER);
      out.put("arbSys", ARB_SYS);
    }
    for (Pool pool : market.pools(chainId)) {
      switch (pool.protocol()) {
        case "V2":
          seedV2(pool, v2Factory);
          break;
        case "V3":
          seedV3(pool, v3Factory, v3Positions);
          break;
        default:
          seedV4(pool, poolManager, v4Liquidity);
      }
    }
    fundDevelopmentWallets(wethToken, weth);
    UniswapXDeployment.run(node, artifacts, market, chain, permit2, out);
    return out.build();
  }

  private Address deployPermit2() {
    byte[] creation = artifacts.typechainCreationCode(
        "@uniswap/uniswapx-sdk/dist/cjs/src/contracts/factories/Permit2__factory.js");
    node.transact(CREATE2_DEPLOYER, concat(Hex.decode(PERMIT2_SALT, "salt"), creation));
    Address permit2 = Address.of(Chain.PERMIT2);
    if (node.code(permit2).length == 0) {
      throw new IllegalStateException("Permit2 did not land at " + permit2 + ": the npm creation code is not mainnet's");
    }
    return permit2;
  }

  /** WETH9 at mainnet's WETH address: its runtime code, and the name, symbol and decimals its declarations set. */
  private Address placeWeth(Token token) {
    Address deployed = node.deploy(artifacts.creationCode("@uniswap/v2-periphery/build/WETH9.json"));
    Address target = Address.of(token.address());
    node.setCode(target, node.code(deployed));
    for (int slot = 0; slot < WETH_METADATA_SLOTS; slot++) {
      BigInteger s = BigInteger.valueOf(slot);
      node.setStorage(target, s, node.storage(deployed, s));
    }
    requireDecimals(target, token);
    return target;
  }

  /** A MockERC20 at the token's mainnet address, initialised there with the token's name, symbol and decimals. */
  private void placeErc20(Token token, byte[] runtime) {
    Address target = Address.of(token.address());
    node.setCode(target, runtime);
    node.transact(target, Abi.encodeCall("initialize(string,string,uint8)", token.name(), token.symbol(),
        token.decimals()));
    requireDecimals(target, token);
    mint(target, EvmNode.DEPLOYER, BigInteger.TEN.pow(token.decimals() + 15));
  }

  private void requireDecimals(Address address, Token token) {
    BigInteger decimals = (BigInteger) node.call(address, "(uint8)", "decimals()").get(0);
    if (decimals.intValue() != token.decimals()) {
      throw new IllegalStateException(token.symbol() + " at " + address + " answers decimals " + decimals);
    }
  }

  /** Credits a MockERC20 balance through its storage (it has no mint), keeping the total supply whole. */
  private void mint(Address token, Address holder, BigInteger amount) {
    BigInteger slot = new BigInteger(1, Keccak.hash(Abi.encode("(address,uint256)", holder, BALANCE_SLOT)));
    BigInteger balance = new BigInteger(1, node.storage(token, slot));
    BigInteger supply = new BigInteger(1, node.storage(token, TOTAL_SUPPLY_SLOT));
    node.setStorage(token, slot, word(balance.add(amount)));
    node.setStorage(token, TOTAL_SUPPLY_SLOT, word(supply.add(amount)));
    BigInteger read = (BigInteger) node.call(token, "(uint256)", "balanceOf(address)", holder).get(0);
    if (!read.equals(balance.add(amount))) {
      throw new IllegalStateException("the balance slot of " + token + " is not where MockERC20 keeps it");
    }
  }

  private void deployRouters(Address permit2, Address weth, Address v2Factory, Address v3Factory,
      Address poolManager, Address v3Positions, Address v4Positions) {
    byte[] pairHash = Hex.decode(PAIR_INIT_CODE_HASH, "pair init code hash");
    byte[] poolHash = Hex.decode(POOL_INIT_CODE_HASH, "pool init code hash");
    Address none = Address.of(zero());
    Address spokePool = Address.of(chain.spokePool() != null ? chain.spokePool() : zero());
    placeRouter("2.1.1", node.deploy(Artifacts.withArguments(
        artifacts.creationCode("@uniswap/universal-router/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json"),
        Abi.encode("((address,address,address,address,bytes32,bytes32,address,address,address,address))",
            List.of(permit2, weth, v2Factory, v3Factory, pairHash, poolHash, poolManager, v3Positions, v4Positions,
                spokePool)))));
    placeRouter("2.0", node.deploy(Artifacts.withArguments(
        artifacts.creationCode("universal-router-2.0.0/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json"),
        Abi.encode("((address,address,address,address,bytes32,bytes32,address,address,address))",
            List.of(permit2, weth, v2Factory, v3Factory, pairHash, poolHash, poolManager, v3Positions,
                v4Positions)))));
    List<Object> v12 = new ArrayList<>(List.of(permit2, weth));
    for (int nftMarket = 0; nftMarket < 11; nftMarket++) {
      v12.add(none); // Seaport, NFTX, X2Y2, ... LooksRare token: no NFT markets here
    }
    v12.addAll(List.of(v2Factory, v3Factory, pairHash, poolHash));
    placeRouter("1.2", node.deploy(Artifacts.withArguments(
        artifacts.creationCode("universal-router-1.2.2/artifacts/contracts/UniversalRouter.sol/UniversalRouter.json"),
        Abi.encode("((address,address,address,address,address,address,address,address,address,address,address,"
            + "address,address,address,address,bytes32,bytes32))", v12))));
    }

  /**
   * A Universal Router at the address the chain's row names for its version, where it names one not already taken:
   * its runtime code (whose immutables are the router parameters, none of them its own address) and the first
   * storage slots (1.2.2's reentrancy lock starts unlocked there; 2.x keeps its lock in transient storage). A version
   * the chain does not deploy stays where it was deployed.
   */
  private void placeRouter(String version, Address deployed) {
    Optional<String> real = chain.universalRouter(version);
    boolean taken = real.isPresent() && out.build().all().entrySet().stream().anyMatch(e ->
        e.getKey().startsWith("router:") && e.getValue().toLowerHex().equalsIgnoreCase(real.get()));
    if (real.isEmpty() || taken) {
      out.put(EvmContracts.router(version), deployed);
      return;
    }
    Address target = Address.of(real.get());
    copyContract(node, deployed, target, ROUTER_STATE_SLOTS);
    out.put(EvmContracts.router(version), target);
  }

  /**
   * The nonce at which {@link #V3_DEPLOYER} deploys to {@code address} by {@code CREATE}; empty when none of its first
   * nonces does (the chain's v3 contracts were deployed by another account, whose nonces the packages do not tell).
   */
  static Optional<Long> v3DeployerNonce(String address) {
    for (long nonce = 0; nonce < V3_DEPLOYER_NONCES; nonce++) {
      if (createAddress(V3_DEPLOYER, nonce).toLowerHex().equalsIgnoreCase(address)) {
        return Optional.of(nonce);
      }
    }
    return Optional.empty();
  }

  /** Where {@code CREATE} from {@code sender} at {@code nonce} deploys: {@code keccak256(rlp([sender, nonce]))[12:]}. */
  static Address createAddress(Address sender, long nonce) {
    byte[] nonceRlp;
    if (nonce == 0) {
      nonceRlp = new byte[] {(byte) 0x80};
    } else if (nonce < 0x80) {
      nonceRlp = new byte[] {(byte) nonce};
    } else {
      byte[] big = BigInteger.valueOf(nonce).toByteArray();
      byte[] value = big[0] == 0 ? java.util.Arrays.copyOfRange(big, 1, big.length) : big;
      nonceRlp = new byte[value.length + 1];
      nonceRlp[0] = (byte) (0x80 + value.length);
      System.arraycopy(value, 0, nonceRlp, 1, value.length);
    }
    byte[] address = Hex.decode(sender.toLowerHex(), "sender");
    byte[] list = new byte[2 + address.length + nonceRlp.length];
    list[0] = (byte) (0xc0 + 1 + address.length + nonceRlp.length);
    list[1] = (byte) (0x80 + address.length);
    System.arraycopy(address, 0, list, 2, address.length);
    System.arraycopy(nonceRlp, 0, list, 2 + address.length, nonceRlp.length);
    byte[] hash = Keccak.hash(list);
    return Address.of(Hex.encode(java.util.Arrays.copyOfRange(hash, 12, 32)));
  }

  /**
   * The V2 factory at the chain's real address, where the chain table names one: it has no immutables, and its
   * storage before the first pair is {@code feeTo}, {@code feeToSetter} and the empty {@code getPair} and {@code
   * allPairs}, so its runtime code and first four slots are the whole factory. Moved before any pair exists, every
   * pair it creates lands at the pair's real address too ({@code CREATE2} from the factory's address with the
   * mainnet init-code hash), the same address the simulated market gives the pool.
   */
  private Address placeV2Factory(Address deployed) {
    Optional<String> real = chain.deployments().v2Factory;
    if (real.isEmpty()) {
      return deployed;
    }
    Address target = Address.of(real.get());
    copyContract(node, deployed, target, V2_FACTORY_STATE_SLOTS);
    return target;
  }

  /**
   * UniswapV2Router02 at the chain's real router address, where the table names one: its factory and WETH are
   * immutables (the deployment's, set at construction) and it keeps no storage, so its runtime code is all of it.
   */
  private Address placeV2Router(Address deployed) {
    Optional<String> real = chain.deployments().v2Router;
    if (real.isEmpty()) {
      return deployed;
    }
    Address target = Address.of(real.get());
    copyContract(node, deployed, target, 0);
    return target;
  }

  /** Copies a contract's runtime code and its first {@code slots} storage slots to {@code target}. */
  static void copyContract(EvmNode node, Address deployed, Address target, int slots) {
    node.setCode(target, node.code(deployed));
    for (int slot = 0; slot < slots; slot++) {
      BigInteger s = BigInteger.valueOf(slot);
      node.setStorage(target, s, node.storage(deployed, s));
    }
  }

  private void seedV2(Pool pool, Address factory) {
    Address t0 = Address.of(pool.token0().address());
    Address t1 = Address.of(pool.token1().address());
    node.transact(factory, Abi.encodeCall("createPair(address,address)", t0, t1));
    Address pair = (Address) node.call(factory, "(address)", "getPair(address,address)", t0, t1).get(0);
    pay(pool.token0(), pair, pool.reserve0());
    pay(pool.token1(), pair, pool.reserve1());
    node.transact(pair, Abi.encodeCall("mint(address)", EvmNode.DEPLOYER));
    out.pool(pool, pair);
  }

  private void seedV3(Pool pool, Address factory, Address positions) {
    Address t0 = Address.of(pool.token0().address());
    Address t1 = Address.of(pool.token1().address());
    approve(pool.token0(), positions);
    approve(pool.token1(), positions);
    node.transact(positions, Abi.encodeCall("createAndInitializePoolIfNecessary(address,address,uint24,uint160)",
        t0, t1, pool.fee(), pool.sqrtRatioX96()));
    int spacing = pool.tickSpacing();
    node.transact(positions, Abi.encodeCall(
        "mint((address,address,uint24,int24,int24,uint256,uint256,uint256,uint256,address,uint256))",
        List.of(t0, t1, pool.fee(), minTick(spacing), maxTick(spacing), pool.reserve0(), pool.reserve1(),
            BigInteger.ZERO, BigInteger.ZERO, EvmNode.DEPLOYER, MAX)));
    Address address = (Address) node.call(factory, "(address)", "getPool(address,address,uint24)", t0, t1,
        pool.fee()).get(0);
    out.pool(pool, address);
  }

  private void seedV4(Pool pool, Address poolManager, Address liquidityRouter) {
    List<Object> key = List.of(Address.of(pool.token0().address()), Address.of(pool.token1().address()),
        pool.fee(), pool.tickSpacing(), Address.of(zero()));
    node.transact(poolManager, Abi.encodeCall("initialize(" + POOL_KEY + ",uint160)", key, pool.sqrtRatioX96()));
    BigInteger value = BigInteger.ZERO;
    for (Token token : List.of(pool.token0(), pool.token1())) {
      if (token.isNative()) {
        value = pool.reserveOf(token).multiply(BigInteger.TWO); // the router settles what the position takes
      } else {
        approve(token, liquidityRouter);
      }
    }
    int spacing = pool.tickSpacing();
    node.transact(EvmNode.DEPLOYER, liquidityRouter, Abi.encodeCall(
        "modifyLiquidity(" + POOL_KEY + ",(int24,int24,int256,bytes32),bytes)", key,
        List.of(minTick(spacing), maxTick(spacing), pool.liquidity(), new byte[32]), new byte[0]), value);
    out.pool(pool, Address.of(zero())); // a V4 pool has an id, not an address (see Pool.address)
  }

  /**
   * Development wallets, and the bridge relayer ({@link BridgeRelayer#RELAYER}), get {@link #DEV_FUNDING_USD} worth
   * of every token, WETH by wrapping their own ETH.
   */
  private void fundDevelopmentWallets(Token wethToken, Address weth) {
    for (Token token : market.tokens()) {
      if (token.chainId() != chainId || token.isNative()) {
        continue;
      }
      BigInteger amount = java.math.BigDecimal.valueOf(DEV_FUNDING_USD)
          .divide(token.usdPrice(), 0, java.math.RoundingMode.DOWN).toBigIntegerExact()
          .multiply(token.unit());
      List<Address> funded = new ArrayList<>(DEV_WALLETS);
      funded.add(BridgeRelayer.RELAYER);
      for (Address wallet : funded) {
        if (token.key().equals(wethToken.key())) {
          node.setBalance(wallet, BigInteger.TEN.pow(22).add(amount)); // 10,000 ETH besides what it wraps
          node.transact(wallet, weth, Abi.encodeCall("deposit()"), amount);
        } else {
          mint(Address.of(token.address()), wallet, amount);
        }
      }
    }
  }

  /** Moves the deployer's tokens into a pool (WETH is wrapped from its ETH first). */
  private void pay(Token token, Address to, BigInteger amount) {
    Address address = Address.of(token.address());
    if (token.key().equals(market.wrappedNative(chainId).key())) {
      node.transact(EvmNode.DEPLOYER, address, Abi.encodeCall("deposit()"), amount);
    }
    node.transact(address, Abi.encodeCall("transfer(address,uint256)", to, amount));
  }

  private void approve(Token token, Address spender) {
    Address address = Address.of(token.address());
    if (token.key().equals(market.wrappedNative(chainId).key())) {
      // Enough WETH for any pool: the deployer wraps a million ETH once.
      BigInteger have = (BigInteger) node.call(address, "(uint256)", "balanceOf(address)", EvmNode.DEPLOYER).get(0);
      if (have.compareTo(BigInteger.TEN.pow(24)) < 0) {
        node.transact(EvmNode.DEPLOYER, address, Abi.encodeCall("deposit()"), BigInteger.TEN.pow(24));
      }
    }
    node.transact(address, Abi.encodeCall("approve(address,uint256)", spender, MAX));
  }

  /** The lowest tick a full-range position may use: MIN_TICK rounded toward zero to the spacing. */
  static int minTick(int spacing) {
    return (int) (Pool.MIN_TICK / spacing * spacing);
  }

  static int maxTick(int spacing) {
    return (int) (Pool.MAX_TICK / spacing * spacing);
  }

  private static byte[] word(BigInteger value) {
    return Abi.encode("(uint256)", value);
  }

  private static String zero() {
    return "0x0000000000000000000000000000000000000000";
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
