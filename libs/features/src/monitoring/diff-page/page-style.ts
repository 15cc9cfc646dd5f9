// The change page's only stylesheet (inline: the page loads nothing but the screenshot).
// Plain and readable: system fonts, one centred column, red-ish removed and green-ish added lines
// with darker marks on the changed words; under 640px the two sides stack and the empty halves go.

export const PAGE_STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
.wrap{max-width:1100px;margin:0 auto;padding:16px}header{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:16px;margin-bottom:16px;overflow-wrap:anywhere}
h1{font-size:1.3rem;margin:0 0 4px}h2{font-size:1.05rem;margin:20px 0 8px}.url{color:#0969da}.meta{color:#57606a;font-size:.9rem}
.summary{font-weight:600;margin-top:8px}.diff{background:#fff;border:1px solid #d0d7de;border-radius:8px;overflow:hidden}
.heads,.row{display:grid;grid-template-columns:1fr 1fr}.heads div{padding:6px 10px;font-weight:600;background:#eaeef2;font-size:.85rem}
.cell{padding:4px 10px;font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere;border-top:1px solid #eaeef2;min-width:0}
.cell.old{border-right:1px solid #d0d7de}.same .cell{color:#57606a}.removed{background:#ffebe9}.added{background:#dafbe1}.empty{background:#f6f8fa}
del{background:#ff8182;text-decoration:none;border-radius:2px}ins{background:#4ac26b;text-decoration:none;border-radius:2px}
.sign{display:inline-block;width:1.1em;color:#57606a;user-select:none}
.ctl{font:12px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:#9a6700;background:#fff8c5;border:1px solid #d4a72c;border-radius:3px;padding:0 2px}
.note{margin:8px 0;padding:8px 10px;color:#6e4b00;background:#fff8c5;border:1px solid #d4a72c;border-radius:8px;font-size:.9rem}
table.paths{width:100%;border-collapse:collapse;background:#fff;font-size:.9rem}table.paths td,table.paths th{border:1px solid #d0d7de;padding:4px 8px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
table.paths td.value{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem}
.shot img{max-width:100%;height:auto;border:1px solid #d0d7de;border-radius:8px}footer{color:#57606a;font-size:.8rem;margin-top:16px}
@media (max-width:640px){.heads{display:none}.row{grid-template-columns:1fr}.cell.old{border-right:0}.same .cell.new,.cell.empty{display:none}.wrap{padding:8px}}
`;
