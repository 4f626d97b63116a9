package io.tradingsdk.server.internal.chain.rpc;

import com.fasterxml.jackson.databind.JsonNode;

/** One JSON-RPC method: its parameters (an array, possibly empty) in, its {@code result} out. */
@FunctionalInterface
public interface RpcMethod {
  /**
   * Answers one call.
   *
   * @throws RpcError what the call answers instead of a result
   */
  JsonNode call(RpcContext context, Params params);

  /** Whether it changes the chain, so that a server guarding its chain asks for the control token. */
  default boolean changesState() {
    return false;
  }

  /** A method that changes the chain. */
  static RpcMethod changingState(RpcMethod method) {
    return new RpcMethod() {
      @Override
      public JsonNode call(RpcContext context, Params params) {
        return method.call(context, params);
      }

      @Override
      public boolean changesState() {
        return true;
      }
    };
  }
}
