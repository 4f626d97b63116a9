-- wrk script: POST /v1/quote, a CLASSIC 1,000 USDC -> WETH quote on Ethereum with the development key.
-- wrk -t2 -c64 -d30s --latency -s benchmarks/peers/server/quote.lua http://127.0.0.1:8080/v1/quote
wrk.method = "POST"
wrk.headers["content-type"] = "application/json"
wrk.headers["x-api-key"] = "test-key"
wrk.body = '{"type":"EXACT_INPUT","amount":"1000000000","tokenInChainId":1,"tokenOutChainId":1,'
  .. '"tokenIn":"0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48","tokenOut":"0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2",'
  .. '"swapper":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","autoSlippage":"DEFAULT"}'
-- No response() callback: it would slow wrk itself; wrk reports any "Non-2xx or 3xx responses".
