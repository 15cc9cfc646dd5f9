/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 8187). */
export function contentDisposition(downloadName: string): string {
  const ascii = downloadName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(downloadName).replace(/['()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
