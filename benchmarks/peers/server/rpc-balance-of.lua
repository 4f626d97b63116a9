-- wrk script: JSON-RPC eth_call of USDC balanceOf(development wallet) on Ethereum.
-- wrk -t2 -c64 -d30s --latency -s benchmarks/peers/server/rpc-balance-of.lua http://127.0.0.1:8080/rpc/1
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48",'
  .. '"data":"0x70a08231000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266"},"latest"]}'
