package io.tradingsdk.trade;

import io.tradingsdk.models.TradeType;
import io.tradingsdk.signing.Address;
import io.tradingsdk.wallet.BlockTag;
import io.tradingsdk.wallet.CallRequest;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Optional;

/** The intent's tokens as addresses and its amount in base units, resolved once per trade. */
record Tokens(String in, String out, BigInteger amount) {
  private static final byte[] DECIMALS = {0x31, 0x3c, (byte) 0xe5, 0x67}; // decimals()

  static Tokens resolve(Journey j) {
    TradeIntent intent = j.intent();
    String in = address(j, intent.chainIn(), intent.tokenIn(), "tokenIn");
    String out = address(j, intent.chainOut(), intent.tokenOut(), "tokenOut");
    BigInteger amount;
    if (intent.amountInBaseUnits()) {
      amount = intent.amount().toBigIntegerExact();
    } else {
      boolean exactIn = intent.type().equals(TradeType.EXACT_INPUT);
      long chain = exactIn ? intent.chainIn() : intent.chainOut();
      String token = exactIn ? in : out;
      int decimals = decimals(j, chain, token);
      BigDecimal scaled = intent.amount().movePointRight(decimals);
      if (scaled.stripTrailingZeros().scale() > 0) {
        throw TradeStop.failed(TradeFailure.Reason.INVALID_REQUEST, "amount: " + intent.amount().toPlainString()
            + " has more decimals than the token's " + decimals);
      }
      amount = scaled.toBigIntegerExact();
    }
    return new Tokens(in, out, amount);
  }

  static String address(Journey j, long chainId, String token, String field) {
    Optional<TokenDirectory.Token> known = j.s.tokens.find(chainId, token);
    if (known.isPresent()) {
      return known.get().address();
    }
    if (token.matches("0x[0-9a-fA-F]{40}")) {
      return token;
    }
    throw TradeStop.failed(TradeFailure.Reason.TOKEN_NOT_ON_CHAIN, field + ": " + token
        + " is not a token the engine knows on chain " + chainId + "; name it by address or add it to the directory");
  }

  private static int decimals(Journey j, long chainId, String token) {
    Optional<TokenDirectory.Token> known = j.s.tokens.find(chainId, token);
    if (known.isPresent()) {
      return known.get().decimals();
    }
    if (token.equalsIgnoreCase(TokenDirectory.NATIVE)) {
      return 18;
    }
    byte[] answer = j.s.chains.rpc(chainId).call(CallRequest.of(Address.of(token), DECIMALS), BlockTag.LATEST);
    if (answer.length < 32) {
      throw TradeStop.failed(TradeFailure.Reason.TOKEN_NOT_ON_CHAIN, token + " answers no decimals() on chain "
          + chainId + ": not a token there");
    }
    BigInteger decimals = new BigInteger(1, answer);
    if (decimals.bitLength() > 8) {
      throw TradeStop.failed(TradeFailure.Reason.TOKEN_NOT_ON_CHAIN, token + " answers decimals() " + decimals
          + " on chain " + chainId + ": not a token there");
    }
    return decimals.intValue();
  }
}
