import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useAction } from "../hooks";
import { useSession } from "../session";
import { ErrorBox, Loading } from "../components/ui";

/**
 * /loja/:id, the link of a member invite e-mail: acts for that store (the store switcher, by link)
 * and opens its home page. Signed out, the same address shows the sign-in page first (App.tsx).
 * The gateway decides: a store the person is not an active, verified member of is refused here.
 */
export function StoreLinkPage() {
  const { id = "" } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const { error, run } = useAction();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run(async () => {
      await session.actFor(id);
      navigate("/", { replace: true });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <h1 tabIndex={-1}>Abrindo a loja</h1>
      {error ? (
        <>
          <ErrorBox error={error} />
          <p><Link to="/">Voltar à minha loja</Link></p>
        </>
      ) : <Loading what="Abrindo a loja do convite…" />}
    </>
  );
}
