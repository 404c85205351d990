// The image's HEALTHCHECK: is this process alive and serving? (compose uses it; Kubernetes probes
// the same endpoints directly). In order of preference:
//   HEALTHCHECK_URL set  → GET it, healthy on 2xx (the service's HTTP liveness endpoint)
//   GRPC_ADDR set        → the standard gRPC health check of this server (@pix/grpc's checkHealth)
//   otherwise            → GET / on PORT or HTTP_PORT, healthy on any answer below 500 (emulators)
const local = (addr) => addr.replace(/^(0\.0\.0\.0|\[::\]|::)?:/, "127.0.0.1:").replace(/^0\.0\.0\.0:/, "127.0.0.1:");
const done = (ok) => process.exit(ok ? 0 : 1);
const get = (url, ok) => fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => done(ok(r.status)), () => done(false));

if (process.env.HEALTHCHECK_URL) get(process.env.HEALTHCHECK_URL, (s) => s >= 200 && s < 300);
else if (process.env.GRPC_ADDR) {
  require("@pix/grpc").checkHealth(local(process.env.GRPC_ADDR), 2000).then((status) => done(status === "SERVING"), () => done(false));
} else get(`http://127.0.0.1:${process.env.PORT || process.env.HTTP_PORT || 8080}/`, (s) => s < 500);
