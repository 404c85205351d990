import { randomUUID } from "node:crypto";
import { capListing, errors, LISTING_CAP } from "@pix/errors";
import { scopeOf, type Principal } from "@pix/grpc";
import type { CardFields } from "../repositories/roadmap";
import type { IdentityDeps } from "./deps";

type Deps = Pick<IdentityDeps, "roadmap">;

/** Card writes are the team's (an is_admin session); the gateway checks too (permission `admin`). */
function requireTeam(principal: Principal): void {
  if (!principal.isAdmin || principal.credential !== "session") throw errors.somenteAdmin();
}

const notFound = () => errors.notFound("Card do roadmap");

export async function listRoadmap(deps: Deps, principal: Principal) {
  return capListing(await deps.roadmap.list(scopeOf(principal), LISTING_CAP + 1));
}

export async function createCard(deps: Deps, principal: Principal, input: { title: string; description: string; status: string }) {
  requireTeam(principal);
  return deps.roadmap.create({ id: randomUUID(), ...input, createdBy: principal.userId }, scopeOf(principal));
}

export async function updateCard(deps: Deps, principal: Principal, id: string, fields: CardFields) {
  requireTeam(principal);
  return (await deps.roadmap.update(id, fields, scopeOf(principal))) ?? Promise.reject(notFound());
}

export async function deleteCard(deps: Deps, principal: Principal, id: string) {
  requireTeam(principal);
  return (await deps.roadmap.delete(id, scopeOf(principal))) ?? Promise.reject(notFound());
}

/** One vote per store: a member's vote is the store's. */
export async function toggleVote(deps: Deps, principal: Principal, id: string) {
  return (await deps.roadmap.toggleVote(id, scopeOf(principal))) ?? Promise.reject(notFound());
}

export async function listComments(deps: Deps, principal: Principal, cardId: string) {
  if (!(await deps.roadmap.get(cardId, scopeOf(principal)))) throw notFound();
  return capListing(await deps.roadmap.comments(cardId, LISTING_CAP + 1));
}

/** The author is the person (a member comments under their own name), not the store. */
export async function addComment(deps: Deps, principal: Principal, cardId: string, body: string) {
  return (await deps.roadmap.addComment({ id: randomUUID(), cardId, authorId: principal.userId, body })) ?? Promise.reject(notFound());
}
