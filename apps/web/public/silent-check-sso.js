// Reports the answer of a silent single sign-on check to the page that framed it (docs/design.md#sessions).
// Kept as a file, not inline, so the strict Content-Security-Policy holds.
if (window.parent !== window) window.parent.postMessage(window.location.href, window.location.origin);
