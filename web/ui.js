// Small pieces every screen of the page uses: a refusal in plain words, a
// "Copy" button, and text saved as a file.

import { ProblemError } from "./api.js";
import { h } from "./render.js";

/** Plain words for a refusal. */
export function explain(error) {
  if (error instanceof ProblemError) {
    const detail = error.problem.detail || error.message;
    return `${detail} (${error.code})`;
  }
  return `The server could not be reached: ${error.message}`;
}

/**
 * A button that copies `text` to the clipboard, and the line that says it
 * did (or, where the browser refuses, how to copy by hand). `select`, if
 * given, selects the text on the page first.
 */
export function copyButton(text, { id, label, copied, fallback, select }) {
  const done = h("span", { role: "status", class: "hint" });
  const button = h("button", {
    type: "button",
    id,
    onclick: async () => {
      select?.();
      try {
        await navigator.clipboard.writeText(text);
        done.textContent = copied;
      } catch {
        done.textContent = fallback;
      }
    },
  }, label);
  return [button, done];
}

/** Offers `text` as a file named `fileName` (the browser's download). */
export function saveText(fileName, text, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = h("a", { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
