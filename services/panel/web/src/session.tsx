import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, onUnauthenticated, refreshSession, setAccessToken, setStore, signIn, signOut } from "./api";
import { can, type Action, type Role } from "./permissions";

export interface Me {
  id: string;
  name: string;
  email: string;
  environment: "test" | "live";
  production_status: "sandbox" | "pending" | "approved" | "rejected";
  production_reject_reason: string | null;
  onboarding_completed_at: string | null;
  email_verified?: boolean;
  is_admin?: boolean;
  company?: string | null;
  /** The caller's role in the store acted for (gateway's /auth/me; "owner" for one's own store). */
  role?: Role;
}

interface Session {
  status: "loading" | "anonymous" | "ready";
  me: Me | null;
  /** The signed-in person's own account (team power and name are the person's, not the store's). */
  self: Me | null;
  role: Role;
  storeId: string | null;
  can(action: Action): boolean;
  login(email: string, password: string): Promise<void>;
  register(name: string, email: string, password: string): Promise<void>;
  social(idpJwt: string): Promise<void>;
  /** POST /auth/verify-email: sets the password, ends every earlier session and key, signs in. */
  confirmEmail(token: string, password: string): Promise<void>;
  logout(): Promise<void>;
  switchEnvironment(environment: "test" | "live"): Promise<void>;
  actFor(storeId: string | null): Promise<void>;
  reload(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
const STORE_KEY = "pix-panel-store";

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<Session["status"]>("loading");
  const [me, setMe] = useState<Me | null>(null);
  const [self, setSelf] = useState<Me | null>(null);
  const [storeId, setStoreId] = useState<string | null>(() => sessionStorage.getItem(STORE_KEY));

  const load = useCallback(async (store: string | null) => {
    setStore(null);
    const own = (await api<{ data: Me }>("GET", "/auth/me")).data;
    setSelf(own);
    if (store && store !== own.id) {
      setStore(store);
      setMe((await api<{ data: Me }>("GET", "/auth/me")).data);
    } else {
      setMe(own);
    }
    setStatus("ready");
  }, []);

  useEffect(() => {
    onUnauthenticated(() => {
      setMe(null);
      setSelf(null);
      setStatus("anonymous");
    });
    refreshSession().then(async (ok) => {
      if (!ok) return setStatus("anonymous");
      try {
        await load(storeId);
      } catch {
        sessionStorage.removeItem(STORE_KEY);
        setStoreId(null);
        await load(null).catch(() => setStatus("anonymous"));
      }
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = useMemo<Session>(() => {
    const role: Role = me?.role ?? "owner";
    return {
      status, me, self, role, storeId,
      can: (action) => can(role, action),
      login: async (email, password) => {
        await signIn("/auth/login", { email, password });
        await load(storeId);
      },
      register: async (name, email, password) => {
        await signIn("/auth/register", { name, email, password });
        sessionStorage.removeItem(STORE_KEY);
        setStoreId(null);
        await load(null);
      },
      social: async (idpJwt) => {
        await signIn("/auth/social", { idpJwt });
        sessionStorage.removeItem(STORE_KEY);
        setStoreId(null);
        await load(null);
      },
      confirmEmail: async (token, password) => {
        await signIn("/auth/verify-email", { token, password });
        sessionStorage.removeItem(STORE_KEY);
        setStoreId(null);
        await load(null);
      },
      logout: async () => {
        await signOut();
        sessionStorage.removeItem(STORE_KEY);
        setStoreId(null);
        setMe(null);
        setSelf(null);
        setStatus("anonymous");
      },
      switchEnvironment: async (environment) => {
        const r = await api<{ data: { accessToken: string } }>("POST", "/auth/environment", { body: { environment } });
        setAccessToken(r.data.accessToken);
        await load(storeId);
      },
      actFor: async (id) => {
        const next = id && id.trim() ? id.trim() : null;
        try {
          await load(next);
        } catch (err) {
          setStore(storeId);
          throw err;
        }
        if (next) sessionStorage.setItem(STORE_KEY, next);
        else sessionStorage.removeItem(STORE_KEY);
        setStoreId(next);
      },
      reload: () => load(storeId),
    };
  }, [status, me, self, storeId, load]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}
