import { emailField, errors, uuidField } from "@pix/errors";
import { CallContext, Principal, requirePrincipal, type HandlersOf } from "@pix/grpc";
import type { IdentityDeps } from "../usecases/deps";
import { login, logout, refresh, register, SignedIn } from "../usecases/sessions";
import { linkSocial, socialSignIn } from "../usecases/social-sign-in";
import { authenticateWithAccount } from "../usecases/authenticate";
import { accessTokenVerificationKey } from "../domain/tokens";
import { loadUser, switchEnvironment, updateProfile } from "../usecases/account";
import { createApiKey, listApiKeys, revokeApiKey } from "../usecases/api-keys";
import { getMerchant, listMerchants } from "../usecases/merchants";
import { confirmEmail, inspectVerificationLink, requestVerification, resendVerification } from "../usecases/email-verification";
import { inviteMembers, listMembers, removeMember, updateMemberRole } from "../usecases/members";
import { apiKeyMessage, auditEntryMessage, memberMessage, roadmapCardMessage, roadmapCommentMessage, userMessage } from "./mappers";
import { listAudit } from "../usecases/audit";
import * as roadmap from "../usecases/roadmap";
import { authenticateInput, confirmEmailInput, environmentInput, loginInput, productionStatusFilter, profileInput, registerInput, secretText } from "../domain/account-input";
import { apiKeyInput, auditQuery, cardChangeInput, commentBody, inviteInput, memberRoleInput, newCardInput } from "../domain/team-input";
import { profileChanges } from "./profile-changes";
import { productionHandlers } from "./production-handlers";

export function identityHandlers(deps: IdentityDeps) {
  const user = async (u: Parameters<typeof userMessage>[0]) => userMessage(u, await deps.team.isMember(u.id));
  // The caller's own account: team power follows its credential, so an API key's view says is_admin false.
  // A member acting with x-store sees the store's account, which is not the member's team power.
  const own = (u: Parameters<typeof userMessage>[0], principal: Principal) =>
    userMessage(u, principal.isAdmin && principal.credential === "session" && principal.userId === u.id);
  const auth = async (r: SignedIn, created = false) => ({
    user: await user(r.user), access_token: r.accessToken, refresh_token: r.refreshToken, environment: r.environment, created,
  });
  return {
    ...productionHandlers(deps, own, user),
    ListAudit: async (req, ctx) => {
      const r = await listAudit(deps, requirePrincipal(ctx), auditQuery(req));
      return { entries: r.entries.map(auditEntryMessage), next_cursor: r.nextCursor ?? undefined };
    },
    ListRoadmap: async (_req, ctx) => {
      const r = await roadmap.listRoadmap(deps, requirePrincipal(ctx));
      return { cards: r.rows.map(roadmapCardMessage), truncated: r.truncated, limit: r.limit };
    },
    CreateRoadmapCard: async (req, ctx) =>
      roadmapCardMessage(await roadmap.createCard(deps, requirePrincipal(ctx), newCardInput(req))),
    UpdateRoadmapCard: async (req, ctx) => {
      const { id, fields } = cardChangeInput(req);
      return roadmapCardMessage(await roadmap.updateCard(deps, requirePrincipal(ctx), id, fields));
    },
    DeleteRoadmapCard: async (req, ctx) =>
      roadmapCardMessage(await roadmap.deleteCard(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    ToggleRoadmapVote: async (req, ctx) =>
      roadmapCardMessage(await roadmap.toggleVote(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    ListRoadmapComments: async (req, ctx) => {
      const r = await roadmap.listComments(deps, requirePrincipal(ctx), uuidField("id", req.id));
      return { comments: r.rows.map(roadmapCommentMessage), truncated: r.truncated, limit: r.limit };
    },
    AddRoadmapComment: async (req, ctx) => {
      const cardId = uuidField("card_id", req.card_id);
      return roadmapCommentMessage(await roadmap.addComment(deps, requirePrincipal(ctx), cardId, commentBody(req.body)));
    },
    Register: async (req) => auth(await register(deps, registerInput(req))),
    Login: async (req) => auth(await login(deps, loginInput(req))),
    Refresh: async (req) => {
      const r = await refresh(deps, secretText("refresh_token", req.refresh_token, 512));
      return { access_token: r.accessToken, refresh_token: r.refreshToken, environment: r.environment };
    },
    Logout: async (req) => {
      await logout(deps, secretText("refresh_token", req.refresh_token, 512));
      return {};
    },
    SocialSignIn: async (req) => {
      const r = await socialSignIn(deps, secretText("idp_jwt", req.idp_jwt, 8192));
      return auth(r, r.created);
    },
    LinkSocial: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      return own(await linkSocial(deps, principal, secretText("idp_jwt", req.idp_jwt, 8192)), principal);
    },
    Authenticate: async (req) => {
      const { bearer, storeId, includeAccount } = authenticateInput(req);
      const { principal: p, account } = await authenticateWithAccount(deps, bearer, storeId);
      return {
        user_id: p.userId, store_id: p.storeId, role: p.role, environment: p.environment, is_admin: p.isAdmin,
        credential: p.credential, production_approved: p.productionApproved, session_id: p.sessionId, api_key_id: p.apiKeyId,
        scopes: p.scopes ?? [],
        // GetMe's answer from the row just read (issue 13: GET /auth/me reads the account once).
        ...(includeAccount ? { account: own(account, p) } : {}),
      };
    },
    GetAccessTokenKey: async () => {
      const k = await accessTokenVerificationKey(deps.tokens);
      return { jwk: JSON.stringify(k.jwk), algorithm: k.algorithm, issuer: k.issuer, audience: k.audience };
    },
    GetMe: async (_req, ctx: CallContext) => {
      const principal = requirePrincipal(ctx);
      return { user: own(await loadUser(deps, principal), principal), environment: principal.environment };
    },
    UpdateProfile: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const updated = await updateProfile(deps, principal, profileChanges(profileInput(req)));
      return { user: own(updated, principal), environment: principal.environment };
    },
    SwitchEnvironment: async (req, ctx) => {
      const principal = requirePrincipal(ctx);
      const r = await switchEnvironment(deps, principal, environmentInput(req.environment));
      return { environment: r.environment, access_token: r.accessToken, user: own(r.user, principal) };
    },
    CreateApiKey: async (req, ctx) => {
      const r = await createApiKey(deps, requirePrincipal(ctx), apiKeyInput(req));
      return { api_key: apiKeyMessage(r.record), key: r.key };
    },
    ListApiKeys: async (_req, ctx) => {
      const r = await listApiKeys(deps, requirePrincipal(ctx));
      return { api_keys: r.rows.map(apiKeyMessage), truncated: r.truncated, limit: r.limit };
    },
    RevokeApiKey: async (req, ctx) => apiKeyMessage(await revokeApiKey(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    ListMerchants: async (req, ctx) => {
      const r = await listMerchants(deps, requirePrincipal(ctx), productionStatusFilter(req.production_status));
      const team = await deps.team.membersAmong(r.users.map((u) => u.id));
      return { users: r.users.map((u) => userMessage(u, team.has(u.id))), truncated: r.truncated, limit: r.limit };
    },
    GetMerchant: async (req, ctx) => user(await getMerchant(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    // E-mail verification: the link's token (public), and a new link for the signed-in owner.
    InspectEmailVerification: async (req) => ({ email: (await inspectVerificationLink(deps, secretText("token", req.token, 256))).email }),
    ConfirmEmail: async (req, ctx) => auth(await confirmEmail(deps, confirmEmailInput(req), ctx.principal ?? undefined)),
    ResendEmailVerification: async (_req, ctx) => {
      await resendVerification(deps, requirePrincipal(ctx));
      return { sent: true };
    },
    // Public on purpose: answers alike for every address (see requestVerification).
    RequestEmailVerification: async (req) => {
      await requestVerification(deps, emailField("email", req.email));
      return { sent: true };
    },
    InviteMembers: async (req, ctx) => {
      const rows = await inviteMembers(deps, requirePrincipal(ctx), inviteInput(req));
      return { members: rows.map(memberMessage), truncated: false, limit: rows.length };
    },
    ListMembers: async (_req, ctx) => {
      const r = await listMembers(deps, requirePrincipal(ctx));
      return { members: r.rows.map(memberMessage), truncated: r.truncated, limit: r.limit };
    },
    UpdateMember: async (req, ctx) => {
      return memberMessage(await updateMemberRole(deps, requirePrincipal(ctx), uuidField("id", req.id), memberRoleInput(req.role)));
    },
    RemoveMember: async (req, ctx) => memberMessage(await removeMember(deps, requirePrincipal(ctx), uuidField("id", req.id))),
    // For services acting for a store: the signed principal must name that store.
    GetStoreProfile: async (req, ctx) => {
      const store_id = uuidField("store_id", req.store_id);
      if (requirePrincipal(ctx).storeId !== store_id) throw errors.notFound("Loja");
      const found = await deps.users.storeProfile(store_id);
      if (!found) throw errors.notFound("Loja");
      return {
        store_id: found.id,
        name: found.company || found.name,
        document: found.cnpj ?? found.cpf ?? undefined,
        email: found.email,
        notify_payment_email: found.notifyPaymentEmail,
        receipt_email: found.receiptEmail,
        production_status: found.productionStatus ?? "sandbox",
        production_requested_at: found.productionRequestedAt?.toISOString(),
        production_reviewed_at: found.productionReviewedAt?.toISOString(),
        production_reject_reason: found.productionRejectReason ?? undefined,
      };
    },
  } satisfies Partial<HandlersOf<"pix.identity.v1.IdentityService">>;
}

