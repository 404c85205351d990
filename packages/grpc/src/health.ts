import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import { protoPath } from "grpc-health-check";
import { channelTarget, ROUND_ROBIN_OPTIONS } from "./target";

const healthPackage = grpc.loadPackageDefinition(protoLoader.loadSync(protoPath, { keepCase: true, enums: String }));
/** grpc.health.v1.Health: the standard health proto is loaded at run time, so its client is looked up by path. */
const HealthClient = ["grpc", "health", "v1", "Health"].reduce<unknown>((node, key) => (node as grpc.GrpcObject)[key], healthPackage) as grpc.ServiceClientConstructor;

export type HealthStatus = "SERVING" | "NOT_SERVING" | "UNREACHABLE";

/**
 * Standard gRPC health check of a whole server (service name ""), bounded by a deadline. For a list
 * of replicas, the answer of whichever replica round robin picks (a dead one is never picked once
 * its connection has failed).
 */
export function checkHealth(address: string, timeoutMs = 1000): Promise<HealthStatus> {
  const client = new HealthClient(channelTarget(address), grpc.credentials.createInsecure(), ROUND_ROBIN_OPTIONS);
  return new Promise((resolve) => {
    client.Check({ service: "" }, { deadline: new Date(Date.now() + timeoutMs) }, (err: unknown, res: { status: string }) => {
      client.close();
      if (err) return resolve("UNREACHABLE");
      resolve(res.status === "SERVING" ? "SERVING" : "NOT_SERVING");
    });
  });
}
