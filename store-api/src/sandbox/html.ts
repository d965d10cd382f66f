/** Escapes text for HTML bodies and attribute values of the sandbox pages. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);
}

/** A minimal page shell shared by the sandbox pages. */
export function sandboxPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}
a.button,button{display:block;margin:.5rem 0;padding:.75rem;border:1px solid #888;border-radius:6px;background:#f4f4f4;
text-align:center;text-decoration:none;color:#111;font-size:1rem;width:100%}small{color:#666}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}<p><small>Sandbox: nothing here talks to a real provider.</small></p></body></html>`;
}
