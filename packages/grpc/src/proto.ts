import { join, resolve } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";

/** Protos live once, in the repo's top-level `proto/` folder; every service loads them from there. */
export const PROTO_ROOT = resolve(__dirname, "../../../proto");

const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number, // centavos and counts stay far below 2^53
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

/** Returns the service constructor for e.g. ("identity/v1/identity.proto", "pix.identity.v1.IdentityService"). */
export function loadService(protoFile: string, fullName: string): grpc.ServiceClientConstructor {
  const definition = protoLoader.loadSync(join(PROTO_ROOT, protoFile), LOADER_OPTIONS);
  const pkg = grpc.loadPackageDefinition(definition);
  const found = fullName.split(".").reduce<any>((node, part) => node?.[part], pkg);
  if (!found?.service) throw new Error(`gRPC service ${fullName} not found in ${protoFile}`);
  return found as grpc.ServiceClientConstructor;
}
