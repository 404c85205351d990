/** Mobile-first, system fonts, text contrast ≥ 7:1 on white, a visible focus ring for keyboards. */
export const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
main{max-width:28rem;margin:0 auto;padding:1rem;background:#fff;min-height:100vh}
@media (min-width:30rem){main{margin:2rem auto;min-height:0;border-radius:12px;box-shadow:0 1px 4px rgba(0,0,0,.15)}}
h1{font-size:1.25rem;margin:.25rem 0 1rem}
.store{margin:0;color:#3d3d3d;font-weight:600}
.amount{font-size:2rem;font-weight:700;margin:.5rem 0 0}
.description{margin:.25rem 0 1rem;color:#3d3d3d;overflow-wrap:anywhere}
.test{background:#fff4ce;color:#4a3700;border:2px solid #8a6d00;border-radius:8px;padding:.75rem;margin-bottom:1rem}
.test p{margin:0 0 .5rem}
.status{font-weight:700;padding:.75rem;border-radius:8px;background:#eef1f6;color:#1f2d4d}
.status[data-state=paid]{background:#e3f4ea;color:#0b4d2a}
.status[data-state=expired],.status[data-state=refunded]{background:#fbe9e9;color:#7a1111}
.qr{display:block;width:240px;max-width:100%;height:auto;margin:1rem auto;image-rendering:pixelated}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
textarea,input{width:100%;font:inherit;padding:.6rem;border:2px solid #6b6b6b;border-radius:8px;color:#1a1a1a;background:#fff}
textarea{font-family:ui-monospace,monospace;font-size:.85rem;word-break:break-all;resize:none}
button,.button{display:inline-block;width:100%;margin-top:.75rem;padding:.8rem 1rem;font:inherit;font-weight:700;border:0;border-radius:8px;background:#0a5c36;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button.secondary{background:#fff;color:#0a5c36;border:2px solid #0a5c36}
.test button{background:#4a3700}
button:disabled{opacity:.6;cursor:progress}
:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
.hint,.expires{color:#3d3d3d;font-size:.9rem}
.error{background:#fbe9e9;color:#7a1111;border-radius:8px;padding:.75rem}
a{color:#0b4ea2}
[hidden]{display:none!important}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
ol{padding-left:1.25rem}
h2{font-size:1.05rem;margin:1.25rem 0 .5rem}
dl{margin:0}
dt{font-weight:600;color:#3d3d3d;margin-top:.5rem}
dd{margin:0;overflow-wrap:anywhere}
.amount small{font-size:1rem;font-weight:600;color:#3d3d3d}
`;
