import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { api, onUnauthenticated, refreshSession, setAccessToken, setStore, signIn, signOut } from "./api";
import { can, type Action, type Role } from "./permissions";
import type { Api } from "./api-types";

export type Me = Api["Me"];

/** Where a sign-in lands: the service team works in the console, a merchant on the store's home. */
export function homeOf(self: Me): string {
  return self.is_admin ? "/console" : "/";
}

interface Session {
  status: "loading" | "anonymous" | "ready";
  me: Me | null;
  /** The signed-in person's own account (team power and name are the person's, not the store's). */
  self: Me | null;
  role: Role;
  storeId: string | null;
  can(action: Action): boolean;
  /** Signs in; answers the person's own account (the team lands on the console). */
  login(email: string, password: string): Promise<Me>;
  register(name: string, email: string, password: string): Promise<void>;
  social(idpJwt: string): Promise<Me>;
  /**
   * POST /auth/verify-email. With a password: sets it, ends every earlier session and key, signs in.
   * Without one: confirms from this browser's session of the same account, which keeps everything.
   */
  confirmEmail(token: string, password?: string): Promise<void>;
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

  const load = useCallback(async (store: string | null): Promise<Me> => {
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
    return own;
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
        return load(storeId);
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
        return load(null);
      },
      confirmEmail: async (token, password) => {
        if (password === undefined) {
          await refreshSession(); // an access token past its hour would be a 401, never a handover
          await signIn("/auth/verify-email", { token }, true);
          await load(storeId);
          return;
        }
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
      reload: async () => void (await load(storeId)),
    };
  }, [status, me, self, storeId, load]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error("useSession outside SessionProvider");
  return s;
}
