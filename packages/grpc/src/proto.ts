import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import * as protoLoader from "@grpc/proto-loader";
import type { ServiceName, TypedService } from "./contract";

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

/** Also the options of scripts/proto-gen.mjs, so the generated types match what is decoded here. */
const LOADER_OPTIONS: protoLoader.Options = {
  keepCase: true,
  longs: Number, // centavos and counts stay far below 2^53
  enums: String,
  defaults: true,
  oneofs: true,
  includeDirs: [PROTO_ROOT],
};

/** Returns the service constructor for e.g. ("identity/v1/identity.proto", "pix.identity.v1.IdentityService"). */
/** Typed by the generated definitions (./contract): the name picks the service's client and handler types. */
export function loadService<N extends ServiceName>(protoFile: string, fullName: N): TypedService<N> {
  const definition = protoLoader.loadSync(join(PROTO_ROOT, protoFile), LOADER_OPTIONS);
  const pkg = grpc.loadPackageDefinition(definition);
  const found = fullName.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], pkg);
  if (!(found as { service?: unknown } | undefined)?.service) throw new Error(`gRPC service ${fullName} not found in ${protoFile}`);
  return found as TypedService<N>;
}
