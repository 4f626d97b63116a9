-- wrk script: JSON-RPC eth_blockNumber on a simulated chain.
-- wrk -t2 -c64 -d30s --latency -s benchmarks/peers/server/rpc-block-number.lua http://127.0.0.1:8080/rpc/1
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.body = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}'
