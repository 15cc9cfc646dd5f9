// A latency-against-offered-rate chart as SVG, with no dependency: p50 and p99 (left axis, log scale, ms)
// and the share of errors and push-back (right axis, %), one colour per topology, the knee marked.

const W = 720;
const H = 400;
const M = { l: 70, r: 70, t: 40, b: 60 };
const COLOURS = { embedded: '#1f77b4', farm: '#d62728' };
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** series: [{ topology, points: [{ offered, p50, p99, errorShare, pushBackShare }], knee }] */
export function curveSvg(title, series) {
  const all = series.flatMap((s) => s.points);
  const xs = all.map((p) => p.offered);
  const lat = all.flatMap((p) => [p.p50, p.p99]).filter((v) => v > 0);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const [y0, y1] = [Math.max(1, Math.min(...lat) / 1.5), Math.max(...lat) * 1.5];
  const lx = (v) => M.l + ((Math.log(v) - Math.log(x0)) / (Math.log(x1) - Math.log(x0) || 1)) * (W - M.l - M.r);
  const ly = (v) => H - M.b - ((Math.log(Math.max(v, y0)) - Math.log(y0)) / (Math.log(y1) - Math.log(y0) || 1)) * (H - M.t - M.b);
  const ey = (share) => H - M.b - share * (H - M.t - M.b);
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="11">`, `<rect width="${W}" height="${H}" fill="white"/>`, `<text x="${W / 2}" y="20" text-anchor="middle" font-size="14">${esc(title)}</text>`];
  // axes and ticks
  out.push(`<line x1="${M.l}" y1="${H - M.b}" x2="${W - M.r}" y2="${H - M.b}" stroke="#333"/><line x1="${M.l}" y1="${M.t}" x2="${M.l}" y2="${H - M.b}" stroke="#333"/><line x1="${W - M.r}" y1="${M.t}" x2="${W - M.r}" y2="${H - M.b}" stroke="#999"/>`);
  for (const v of [...new Set(xs)]) out.push(`<line x1="${lx(v)}" y1="${H - M.b}" x2="${lx(v)}" y2="${H - M.b + 4}" stroke="#333"/><text x="${lx(v)}" y="${H - M.b + 16}" text-anchor="middle">${v}</text>`);
  for (let d = 10 ** Math.floor(Math.log10(y0)); d <= y1; d *= 10) {
    if (d < y0) continue;
    out.push(`<line x1="${M.l - 4}" y1="${ly(d)}" x2="${W - M.r}" y2="${ly(d)}" stroke="#eee"/><text x="${M.l - 6}" y="${ly(d) + 4}" text-anchor="end">${d >= 1000 ? `${d / 1000} s` : `${d} ms`}</text>`);
  }
  for (const s of [0, 0.5, 1]) out.push(`<text x="${W - M.r + 6}" y="${ey(s) + 4}">${s * 100}%</text>`);
  out.push(`<text x="${(M.l + W - M.r) / 2}" y="${H - 20}" text-anchor="middle">offered rate (requests per second, log scale)</text>`);
  out.push(`<text transform="translate(16 ${(M.t + H - M.b) / 2}) rotate(-90)" text-anchor="middle">latency (log scale): p50 dashed, p99 solid</text>`);
  out.push(`<text transform="translate(${W - 12} ${(M.t + H - M.b) / 2}) rotate(90)" text-anchor="middle">errors (bars) and push-back (hollow bars)</text>`);
  series.forEach((s, i) => {
    const c = COLOURS[s.topology] ?? ['#2ca02c', '#9467bd'][i % 2];
    const line = (key) => s.points.filter((p) => p[key] > 0).map((p) => `${lx(p.offered).toFixed(1)},${ly(p[key]).toFixed(1)}`).join(' ');
    out.push(`<polyline fill="none" stroke="${c}" stroke-width="2" points="${line('p99')}"/>`, `<polyline fill="none" stroke="${c}" stroke-width="1.5" stroke-dasharray="5 3" points="${line('p50')}"/>`);
    for (const p of s.points) {
      const bx = lx(p.offered) + (i - series.length / 2) * 7;
      if (p.errorShare > 0) out.push(`<rect x="${bx}" y="${ey(p.errorShare)}" width="6" height="${H - M.b - ey(p.errorShare)}" fill="${c}" opacity="0.6"/>`);
      if (p.pushBackShare > 0) out.push(`<rect x="${bx}" y="${ey(p.pushBackShare)}" width="6" height="${H - M.b - ey(p.pushBackShare)}" fill="none" stroke="${c}"/>`);
      out.push(`<circle cx="${lx(p.offered)}" cy="${ly(p.p99)}" r="2.5" fill="${c}"/>`);
    }
    if (s.knee) out.push(`<line x1="${lx(s.knee)}" y1="${M.t}" x2="${lx(s.knee)}" y2="${H - M.b}" stroke="${c}" stroke-dasharray="2 2"/><text x="${lx(s.knee) + 3}" y="${M.t + 12 + i * 12}" fill="${c}">knee ${s.topology}: ${s.knee}/s</text>`);
    out.push(`<rect x="${M.l + 10 + i * 110}" y="${M.t - 14}" width="10" height="10" fill="${c}"/><text x="${M.l + 24 + i * 110}" y="${M.t - 5}">${esc(s.topology)}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
