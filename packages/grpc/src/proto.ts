import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";

/**
 * Protos live once, in the repo's top-level `proto/` folder; every service loads them from there.
 * The nearest `proto/` above this file: the repository's (src/ or dist/ in the workspace) or the
 * image's /app/proto (a deployed service, where this package sits deep in node_modules).
 */
export const PROTO_ROOT = findProtoRoot(__dirname);

function findProtoRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, "proto");
    if (existsSync(join(candidate, "identity"))) return candidate;
    if (dirname(dir) === dir) throw new Error(`no proto/ folder above ${from}`);
  }
}

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
