// Accounts on the page: signing in as a person does (a handle and a
// password, or a passkey; a recovery code for a forgotten password) or, for
// a bot or a script, with an api_key; the notice that shows a secret once;
// the account screen (handle, password, passkeys, personal access tokens,
// the apps with access);
// and the consent screen an app sends a player to (OAuth 2.0 with PKCE:
// docs/API.md, "Signing in, scopes and personal access tokens", and
// examples/oauth_app.py for the app's side).

import {
  addPasskey, call, endedSession, passkeysAvailable, ProblemError, recoverAccount, register, registerPerson, remembered,
  rememberHandle, session, signIn, signInWithPasskey, signInWithPassword,
} from "./api.js";
import { h } from "./render.js";
import { copyButton, explain, saveText } from "./ui.js";

// ------------------------------------------------------- a secret, once

/**
 * A secret the server shows once (a new player's api_key, or a recovery
 * code): shown at the top of every screen until the player says it is
 * saved, so that it is never lost to a change of screen.
 * `{ kind: "key" | "recovery", secret, name, handle, player_id, welcome }`.
 */
let unsaved = null;

const NOTICES = {
  key: {
    id: "key-notice", code: "new-api-key", copy: "copy-key", download: "download-key", saved: "key-saved",
    title: (s) => `Welcome, ${s.name}: keep your key`,
    words: ["Your key signs you in on any browser. It is shown here once: the server keeps only its hash, so nobody can show it to you again. ",
      "You can replace it on your profile while you are signed in."],
    copyLabel: "Copy the key", copied: "Key copied.", fallback: "Select the key and copy it.",
    savedLabel: "I have saved my key",
    file: (s) => [`referee-key-${s.name}.txt`,
      `referee sign-in key for ${s.name}\nplayer id: ${s.player_id}\napi_key: ${s.secret}\nserver: ${location.origin}\n`],
  },
  recovery: {
    id: "recovery-notice", code: "new-recovery-code", copy: "copy-recovery-code", download: "download-recovery-code",
    saved: "recovery-saved",
    title: (s) => (s.welcome ? `Welcome, ${s.name}: keep your recovery code` : "Keep your new recovery code"),
    words: ["If you forget your password, this code and your handle set a new one: there is no e-mail, and nothing else can. ",
      "It is shown here once (the server keeps only its hash); each use of it, and each new password, makes a new one, and the old one stops working. ",
      "Keep it apart from your password: printed, or in a password manager."],
    copyLabel: "Copy the code", copied: "Code copied.", fallback: "Select the code and copy it.",
    savedLabel: "I have saved my recovery code",
    file: (s) => [`referee-recovery-code-${s.handle}.txt`,
      `referee recovery code for ${s.handle}\nplayer id: ${s.player_id}\nhandle: ${s.handle}\nrecovery code: ${s.secret}\n`
      + `server: ${location.origin}\nIt sets a new password: on the sign-in form, "Forgot your password?".\n`],
  },
};

/** The notice of the unsaved secret, if there is one: copy, download, and "saved". */
export function secretNotice() {
  if (!unsaved) return null;
  const shown = unsaved;
  const kind = NOTICES[shown.kind];
  const [copy, done] = copyButton(shown.secret, {
    id: kind.copy, label: kind.copyLabel, copied: kind.copied, fallback: kind.fallback,
  });
  return h("section", { class: "notice panel secret-notice", id: kind.id, "aria-labelledby": `${kind.id}-title` },
    h("h2", { id: `${kind.id}-title`, tabindex: -1 }, kind.title(shown)),
    h("p", {}, kind.words),
    h("p", {}, h("code", { id: kind.code, class: "mono key" }, shown.secret)),
    h("div", { class: "actions" },
      copy,
      h("button", { type: "button", id: kind.download, onclick: () => saveText(...kind.file(shown), "text/plain") },
        "Download it as a file"),
      h("button", { type: "button", class: "primary", id: kind.saved, onclick: () => {
        if (unsaved === shown) unsaved = null;
        document.getElementById(kind.id)?.remove();
      } }, kind.savedLabel),
      done),
  );
}

/** Keeps a secret to show until saved (the next screen shows it). */
function keepSecret(secret) {
  unsaved = secret;
}

/** Keeps a secret and shows it now at the top of `main`, in place of any
 * other, with the focus on it. */
function announceSecret(main, secret) {
  keepSecret(secret);
  main.querySelector(".secret-notice")?.remove();
  const notice = secretNotice();
  main.prepend(notice);
  notice.querySelector("h2").focus();
}

// ---------------------------------------------------------------- sign-in

/** An input with its label, and its hint under it (which describes it), as the forms here lay them out. */
function field(id, label, attributes = {}, hint = null) {
  const input = h("input", { id, name: id, ...attributes, "aria-describedby": hint ? `${id}-hint` : null });
  const element = h("span", { class: "field" },
    h("label", { for: id }, label, input),
    hint ? h("span", { class: "hint", id: `${id}-hint` }, hint) : null);
  return [input, element];
}

/** The words for a refused sign-in, recovery or registration. */
function refusalWords(error, what) {
  if (error?.name === "NotAllowedError") {
    return "No passkey answered: the browser found none for this site (or for this handle), or the request was cancelled.";
  }
  if (what === "passkey" && error instanceof ProblemError && error.code === "invalid_credentials") {
    return "This passkey signs in no one here: it may have been deleted from the account.";
  }
  if (!(error instanceof ProblemError)) return explain(error);
  if (error.status === 429) {
    return `Too many tries for this account or from this address: wait a while before the next. (${explain(error)})`;
  }
  switch (error.code) {
    case "invalid_credentials":
      return what === "recover"
        ? "This handle and this recovery code do not go together: check both (the file you downloaded has the code). A code works once."
        : "Unknown handle, or wrong password. Forgotten? Use your recovery code below.";
    case "handle_taken":
      return "This handle is taken: choose another.";
    case "passkey_ceremony_expired":
      return "The passkey took too long to answer: try again.";
    default:
      return explain(error);
  }
}

/**
 * "Sign in": by handle and password (a person's way), a forgotten password
 * replaced with the recovery code, a new account with a name, a handle and
 * a password, and, for bots and scripts, a player with a key. When a
 * password's sign-in has ended (its token expired), it asks that player to
 * sign in again. `onDone()` once signed in.
 */
export function signInPanel(onDone) {
  const ended = endedSession();
  // One line for what went wrong, put after the form that failed.
  const error = h("p", { class: "error", role: "alert", id: "signin-error" });
  const fail = (form, message) => {
    form.after(error);
    error.textContent = message;
  };
  const remember = h("input", { id: "remember", name: "remember", type: "checkbox", checked: ended ? remembered() : true });
  const busy = (form, work) => async (event) => {
    event.preventDefault();
    error.textContent = "";
    const buttons = [...form.querySelectorAll("button")];
    buttons.forEach((b) => { b.disabled = true; });
    try {
      await work();
    } catch (e) {
      fail(form, typeof e === "string" ? e : refusalWords(e, form.dataset.what));
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  };

  // By handle and password.
  const [handle, handleField] = field("signin-handle", "Handle", {
    required: true, autocomplete: "username", spellcheck: "false", autocapitalize: "none", value: ended?.handle ?? null,
  });
  const [password, passwordField] = field("signin-password", "Password", {
    type: "password", required: true, autocomplete: "current-password",
  });
  const passwordForm = h("form", { class: "row", "data-what": "sign-in" },
    handleField, passwordField, h("button", { type: "submit", class: "primary", id: "sign-in-password" }, "Sign in"));
  passwordForm.addEventListener("submit", busy(passwordForm, async () => {
    await signInWithPassword(handle.value.trim(), password.value, remember.checked);
    onDone();
  }));

  // With a passkey: the handle, if typed, narrows it to that account's.
  const passkeyForm = h("form", { class: "row", "data-what": "passkey" },
    h("button", { type: "submit", id: "sign-in-passkey" }, "Sign in with a passkey"),
    h("span", { class: "hint" }, "Your device's screen lock, fingerprint or security key; no password."));
  passkeyForm.addEventListener("submit", busy(passkeyForm, async () => {
    await signInWithPasskey(handle.value.trim() || null, remember.checked);
    onDone();
  }));

  // A forgotten password.
  const [recoverHandle, recoverHandleField] = field("recover-handle", "Handle", {
    required: true, autocomplete: "username", spellcheck: "false", autocapitalize: "none",
  });
  const [code, codeField] = field("recover-code", "Recovery code", {
    required: true, autocomplete: "off", spellcheck: "false", autocapitalize: "none", class: "code-input",
  });
  const [newPassword, newPasswordField] = field("recover-password", "New password", {
    type: "password", required: true, minlength: 8, autocomplete: "new-password",
  }, "At least 8 characters, not your handle.");
  const recoverForm = h("form", { class: "row", "data-what": "recover" },
    recoverHandleField, codeField, newPasswordField,
    h("button", { type: "submit", id: "recover" }, "Set the new password and sign in"));
  recoverForm.addEventListener("submit", busy(recoverForm, async () => {
    const who = recoverHandle.value.trim();
    const next = await recoverAccount(who, code.value.trim(), newPassword.value, remember.checked);
    keepSecret({ kind: "recovery", secret: next, handle: who, player_id: session()?.player_id, name: who });
    onDone();
  }));
  const forgot = h("details", { id: "forgot" },
    h("summary", {}, "Forgot your password?"),
    h("p", { class: "hint" },
      "The recovery code you were shown when you set your password sets a new one. It also signs out every browser and app that used your account. ",
      "Without the code, nobody can: there is no e-mail."),
    recoverForm);

  // A new account.
  const [name, nameField] = field("new-name", "Your name", { required: true, maxlength: 64, autocomplete: "nickname" },
    "What other players see.");
  const [newHandle, newHandleField] = field("new-handle", "Handle", {
    required: true, minlength: 2, maxlength: 30, pattern: "[A-Za-z0-9][A-Za-z0-9_\\-]{1,29}", autocomplete: "username",
    spellcheck: "false", autocapitalize: "none",
  }, "What you sign in with: 2 to 30 letters, digits, _ or -.");
  const [chosen, chosenField] = field("new-password", "Password", {
    type: "password", required: true, minlength: 8, autocomplete: "new-password",
  }, "At least 8 characters, not your handle.");
  const createForm = h("form", { class: "row", "data-what": "create" },
    nameField, newHandleField, chosenField, h("button", { type: "submit", class: "primary", id: "create-account" }, "Create my account"));
  createForm.addEventListener("submit", busy(createForm, async () => {
    const created = await registerPerson(name.value.trim(), newHandle.value.trim(), chosen.value, remember.checked);
    keepSecret({
      kind: "recovery", secret: created.recovery_code, name: created.name, handle: created.handle,
      player_id: created.player_id, welcome: true,
    });
    onDone();
  }));

  // Bots and scripts: a player with a key.
  const [botName, botNameField] = field("register-name", "Name", { required: true, maxlength: 64, autocomplete: "nickname" });
  const registerForm = h("form", { class: "row", "data-what": "register" },
    botNameField, h("button", { type: "submit", id: "register" }, "Register a player with a key"));
  registerForm.addEventListener("submit", busy(registerForm, async () => {
    const created = await register(botName.value.trim(), remember.checked);
    keepSecret({ kind: "key", secret: created.api_key, name: created.name, player_id: created.player_id });
    onDone();
  }));
  const [apiKey, apiKeyField] = field("signin-key", "Key", {
    type: "password", required: true, autocomplete: "off", spellcheck: "false",
  }, "The 64-character api_key: the page showed it, and offered it as a file, when the player was registered.");
  const keyForm = h("form", { class: "row", "data-what": "key" },
    apiKeyField, h("button", { type: "submit", id: "sign-in" }, "Sign in with the key"));
  keyForm.addEventListener("submit", busy(keyForm, async () => {
    try {
      await signIn(apiKey.value.trim(), remember.checked);
    } catch (e) {
      throw e instanceof ProblemError && e.status === 401
        ? "No player has this key: check it (the file you downloaded has it), or register a new player."
        : e;
    }
    onDone();
  }));

  if (ended) setTimeout(() => password.focus());
  return h("section", { class: "panel signin", id: "signin", "aria-labelledby": "signin-title" },
    h("h2", { id: "signin-title" }, ended ? "Sign in again" : "Sign in to play"),
    ended
      ? h("p", { id: "signin-ended", class: "notice" },
        `Your sign-in as ${ended.name || ended.handle || "this player"} has ended (a sign-in lasts a day; a recovered password ends them all). `,
        "Sign in again to go on where you were.")
      : null,
    h("label", { for: "remember", class: "check" }, remember, "Stay signed in on this browser"),
    h("p", { class: "hint" }, "Untick it on a shared computer: the sign-in is then kept in this tab only. It is sent to this server only."),
    passwordForm,
    passkeysAvailable() ? passkeyForm : null,
    forgot,
    h("h3", { id: "create-title" }, "New here? Create an account"),
    createForm,
    h("h3", { id: "keys-title" }, "Bots and scripts: a key instead"),
    h("p", { class: "hint" },
      "A player registered with a name alone signs in with its key (an api_key), shown once: what a bot or a script keeps. ",
      "It can add a handle and a password later, on its account page."),
    registerForm,
    h("p", {}, "or, with the key you were given when you registered:"),
    keyForm,
    error,
  );
}

// ----------------------------------------------------------- account page

/** The scopes a token may hold, in the order the server lists them, and
 * what each allows: the words of `Scope::describe` (src/game/scope.rs),
 * which the consent screen reads from the server (a browser test checks
 * that these match the server's OpenAPI document). */
export const SCOPES = [
  ["read", "Read your account, your games and your notifications"],
  ["play", "Play in your games: move, join, leave, resign, ask for rematches"],
  ["create", "Create games, invitations, invite codes and seeks in your name"],
  ["keys", "Register and revoke the keys that sign your moves"],
  ["webhook", "Set, read and remove your webhook"],
  ["account", "Manage your account: its API key, tokens, apps, handle, password and passkeys"],
];

/** The choices of a new token's life, in days ("" for none). */
const EXPIRIES = [["", "Never (until revoked)"], ["7", "7 days"], ["30", "30 days"], ["90", "90 days"], ["365", "A year"]];

/** A time as the page shows it; "never" for none. */
function when(iso, never = "never") {
  return iso ? h("time", { datetime: iso }, new Date(iso).toLocaleString()) : never;
}

/** Scopes as a list of their names, each with its words as a tooltip. */
function scopeList(scopes) {
  return scopes.map((scope, i) => [i ? ", " : "", h("abbr", { title: SCOPES.find(([s]) => s === scope)?.[1] ?? scope }, scope)]);
}

/** A form's state line and error line, and a way to run its work. */
function formState(idPrefix) {
  const state = h("p", { class: "hint", role: "status", id: `${idPrefix}-state` });
  const error = h("p", { class: "error", role: "alert", id: `${idPrefix}-error` });
  const run = (work) => async (event) => {
    event?.preventDefault();
    state.textContent = "";
    error.textContent = "";
    try {
      state.textContent = (await work()) ?? "";
    } catch (e) {
      error.textContent = typeof e === "string" ? e : explain(e);
    }
  };
  return { state, error, run };
}

/** The handle and password of the signed-in player: set or changed. */
function signInSettings(main) {
  const current = session();
  const handleWords = h("p", { id: "handle-now" });
  const showHandle = (handle) => handleWords.replaceChildren(...(handle
    ? ["You sign in with the handle ", h("strong", { id: "current-handle" }, handle), " and your password."]
    : ["This browser does not know your handle: you signed in with your key. Set a handle and a password to sign in as a person does; the key keeps working."]));
  showHandle(current?.handle);
  const [handle, handleField] = field("account-handle", "Handle", {
    required: true, minlength: 2, maxlength: 30, pattern: "[A-Za-z0-9][A-Za-z0-9_\\-]{1,29}", autocomplete: "username",
    spellcheck: "false", autocapitalize: "none", value: current?.handle ?? null,
  }, "2 to 30 letters, digits, _ or -; one player's, whatever its case.");
  const handleState = formState("handle");
  const handleForm = h("form", { class: "row" }, handleField, h("button", { type: "submit", id: "set-handle" }, "Set the handle"));
  handleForm.addEventListener("submit", handleState.run(async () => {
    try {
      const answer = await call("PUT", "/v1/players/me/handle", { body: { handle: handle.value.trim() } });
      rememberHandle(answer.handle);
      showHandle(answer.handle);
      username.value = answer.handle;
      return `Your handle is now ${answer.handle}.`;
    } catch (e) {
      throw e instanceof ProblemError && e.code === "handle_taken" ? "This handle is taken: choose another." : e;
    }
  }));

  const [currentPassword, currentField] = field("current-password", "Current password", {
    type: "password", autocomplete: "current-password",
  }, "Leave it empty if you have none yet.");
  const [password, passwordField] = field("account-password", "New password", {
    type: "password", required: true, minlength: 8, autocomplete: "new-password",
  }, "At least 8 characters, not your handle.");
  const passwordState = formState("password");
  // For a password manager: whose password this is.
  const username = h("input", { type: "text", name: "username", autocomplete: "username", value: current?.handle ?? "", hidden: true });
  const passwordForm = h("form", { class: "row" }, username, currentField, passwordField,
    h("button", { type: "submit", id: "set-password" }, "Set the password"));
  passwordForm.addEventListener("submit", passwordState.run(async () => {
    const body = { password: password.value };
    if (currentPassword.value) body.current_password = currentPassword.value;
    let answer;
    try {
      answer = await call("PUT", "/v1/players/me/password", { body, patient: false });
    } catch (e) {
      if (e instanceof ProblemError && e.code === "wrong_password") {
        throw "That is not your current password (you have one already: give it as the current password).";
      }
      if (e instanceof ProblemError && e.code === "handle_required") throw "Set a handle first: you sign in with it and the password.";
      throw e;
    }
    currentPassword.value = "";
    password.value = "";
    const me = session();
    announceSecret(main, {
      kind: "recovery", secret: answer.recovery_code, name: me?.name, handle: me?.handle ?? handle.value.trim(), player_id: me?.player_id,
    });
    return "Password set. Keep the new recovery code shown at the top: the old one no longer works.";
  }));

  return h("section", { class: "panel", id: "account-signin", "aria-labelledby": "account-signin-title" },
    h("h2", { id: "account-signin-title" }, "Handle and password"),
    handleWords,
    handleForm, handleState.state, handleState.error,
    passwordForm, passwordState.state, passwordState.error);
}

/** Passkeys: added with a name (the browser's authenticator makes it),
 * listed with their use, deleted one by one. */
function passkeysPanel(signal) {
  const list = h("div", { id: "passkeys", "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  const { state, error, run } = formState("passkey");
  const show = async () => {
    try {
      const { passkeys } = await call("GET", "/v1/players/me/passkeys", { signal });
      if (signal.aborted) return;
      list.replaceChildren(passkeys.length
        ? h("table", { class: "games", id: "passkeys-table" },
          h("caption", { class: "hint" }, "Your passkeys, oldest first"),
          h("thead", {}, h("tr", {}, ["Name", "Added", "Last used", "Delete"].map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, passkeys.map((p) => h("tr", { "data-passkey": p.id },
            h("th", { scope: "row", class: "passkey-name" }, p.name),
            h("td", {}, when(p.created_at)),
            h("td", { class: "last-used" }, when(p.last_used_at)),
            h("td", {}, h("button", {
              type: "button", class: "delete-passkey", "aria-label": `Delete the passkey ${p.name}`,
              onclick: run(async () => {
                await call("DELETE", `/v1/players/me/passkeys/${p.id}`, { signal });
                await show();
                return `The passkey ${p.name} is deleted: it signs in no more.`;
              }),
            }, "Delete"))))))
        : h("p", { class: "empty" }, "No passkey yet."));
    } catch (e) {
      if (!signal.aborted) list.replaceChildren(h("p", { class: "error" }, explain(e)));
    }
  };
  const [name, nameField] = field("passkey-name", "Name", { required: true, maxlength: 64, autocomplete: "off" },
    "Which device or key it is, as you will know it in the list.");
  const form = h("form", { class: "row", id: "passkey-form" }, nameField,
    h("button", { type: "submit", class: "primary", id: "add-passkey" }, "Add a passkey"));
  form.addEventListener("submit", run(async () => {
    let added;
    try {
      added = await addPasskey(name.value.trim());
    } catch (e) {
      if (e?.name === "NotAllowedError") throw "No passkey was made: the request was cancelled or timed out.";
      if (e?.name === "InvalidStateError") throw "This authenticator holds one of your passkeys already.";
      throw e;
    }
    form.reset();
    await show();
    return `The passkey ${added.name} is added: sign in with it on the sign-in screen.`;
  }));
  show();
  return h("section", { class: "panel", id: "passkeys-panel", "aria-labelledby": "passkeys-title" },
    h("h2", { id: "passkeys-title" }, "Passkeys"),
    h("p", { class: "hint" },
      "A passkey signs you in with this device's screen lock, fingerprint or a security key, instead of your password. ",
      "It cannot be phished: it works only on this site."),
    passkeysAvailable() ? form : h("p", { class: "hint" }, "This browser cannot make passkeys here (it needs HTTPS or a localhost address)."),
    state, error, list);
}

/** Personal access tokens: made with a name, scopes and an expiry; shown
 * once; listed with their use; revoked one by one. */
function tokensPanel(signal) {
  const list = h("div", { id: "tokens", "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  const { state, error, run } = formState("token");
  const created = h("div", { id: "new-token-box" });
  const show = async () => {
    try {
      const { tokens } = await call("GET", "/v1/players/me/tokens", { signal });
      if (signal.aborted) return;
      list.replaceChildren(tokens.length
        ? h("table", { class: "games", id: "tokens-table" },
          h("caption", { class: "hint" }, "Your live tokens, newest first"),
          h("thead", {}, h("tr", {}, ["Name", "May", "Made", "Expires", "Last used", "Revoke"].map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, tokens.map((t) => h("tr", { "data-token": t.id },
            h("th", { scope: "row", class: "token-name" }, t.name),
            h("td", { class: "scopes" }, scopeList(t.scopes)),
            h("td", {}, when(t.created_at)),
            h("td", { class: "expires" }, when(t.expires_at, "never: until revoked")),
            h("td", { class: "last-used" }, when(t.last_used_at)),
            h("td", {}, h("button", {
              type: "button", class: "revoke-token", "aria-label": `Revoke the token ${t.name}`,
              onclick: run(async () => {
                await call("DELETE", `/v1/players/me/tokens/${t.id}`, { signal });
                await show();
                return `The token ${t.name} is revoked: it works no more.`;
              }),
            }, "Revoke"))))))
        : h("p", { class: "empty" }, "No token yet."));
    } catch (e) {
      if (!signal.aborted) list.replaceChildren(h("p", { class: "error" }, explain(e)));
    }
  };

  const [name, nameField] = field("token-name", "Name", { required: true, maxlength: 64, autocomplete: "off" },
    "What it is for, as you will know it in the list.");
  const boxes = SCOPES.map(([scope, words]) => {
    const box = h("input", { type: "checkbox", id: `scope-${scope}`, name: "scopes", value: scope });
    return [box, h("label", { for: `scope-${scope}`, class: "check" }, box, h("span", {}, h("strong", {}, scope), `: ${words}`))];
  });
  const expiry = h("select", { id: "token-expiry", name: "expiry" }, EXPIRIES.map(([days, words]) => h("option", { value: days }, words)));
  const form = h("form", { id: "token-form" },
    h("div", { class: "row" }, nameField),
    h("fieldset", { class: "scopes" }, h("legend", {}, "What it may do"), boxes.map(([, label]) => label)),
    h("div", { class: "row" },
      h("label", { for: "token-expiry" }, "Expires", expiry),
      h("button", { type: "submit", class: "primary", id: "create-token" }, "Make the token")));
  form.addEventListener("submit", run(async () => {
    const scopes = boxes.filter(([box]) => box.checked).map(([box]) => box.value);
    if (!scopes.length) throw "Tick one scope or more: what the token may do.";
    const made = await call("POST", "/v1/players/me/tokens", {
      body: { name: name.value.trim(), scopes, expires_in_days: expiry.value ? Number(expiry.value) : null }, signal,
    });
    const [copy, done] = copyButton(made.token, {
      id: "copy-token", label: "Copy the token", copied: "Token copied.", fallback: "Select the token and copy it.",
    });
    created.replaceChildren(h("section", { class: "notice", id: "new-token-notice", "aria-labelledby": "new-token-title" },
      h("h3", { id: "new-token-title", tabindex: -1 }, `Your new token “${made.name}”: copy it now`),
      h("p", {}, "It is shown this once: the server keeps only its hash. Send it as ", h("code", {}, "Authorization: Bearer <token>"), "."),
      h("p", {}, h("code", { id: "new-token", class: "mono key" }, made.token)),
      h("div", { class: "actions" }, copy,
        h("button", { type: "button", id: "token-saved", onclick: () => created.replaceChildren() }, "I have copied it"), done)));
    created.querySelector("h3").focus();
    form.reset();
    await show();
    return "";
  }));
  show();
  return h("section", { class: "panel", id: "tokens-panel", "aria-labelledby": "tokens-title" },
    h("h2", { id: "tokens-title" }, "Personal access tokens"),
    h("p", { class: "hint" },
      "A token for a script or a tool of yours that may do only what you tick, for as long as you choose. ",
      "Give it no more than it needs, and revoke it when it is no longer used."),
    form, state, error, created, list);
}

/** The apps the player let act for it: each one's client id, where it
 * sent the answer, its scopes and use; revoked one by one. */
function appsPanel(signal) {
  const list = h("div", { id: "apps", "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  const { state, error, run } = formState("apps");
  const show = async () => {
    try {
      const { apps } = await call("GET", "/v1/players/me/apps", { signal });
      if (signal.aborted) return;
      list.replaceChildren(apps.length
        ? h("table", { class: "games", id: "apps-table" },
          h("caption", { class: "hint" }, "Each approval, newest first"),
          h("thead", {}, h("tr", {}, ["App (its own name)", "At", "May", "Approved", "Last used", "Revoke"].map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, apps.map((a) => h("tr", { "data-app": a.id },
            h("th", { scope: "row", class: "client-id" }, a.client_id),
            h("td", { class: "redirect-host" }, a.redirect_host ?? "—"),
            h("td", { class: "scopes" }, scopeList(a.scopes)),
            h("td", {}, when(a.created_at)),
            h("td", { class: "last-used" }, when(a.last_used_at)),
            h("td", {}, h("button", {
              type: "button", class: "revoke-app", "aria-label": `Revoke ${a.client_id}'s access`,
              onclick: run(async () => {
                await call("DELETE", `/v1/players/me/tokens/${a.id}`, { signal });
                await show();
                return `${a.client_id} (at ${a.redirect_host}) can no longer act for you.`;
              }),
            }, "Revoke"))))))
        : h("p", { class: "empty" }, "No app acts for you."));
    } catch (e) {
      if (!signal.aborted) list.replaceChildren(h("p", { class: "error" }, explain(e)));
    }
  };
  show();
  return h("section", { class: "panel", id: "apps-panel", "aria-labelledby": "apps-title" },
    h("h2", { id: "apps-title" }, "Apps with access"),
    h("p", { class: "hint" }, "Apps you approved act for you, as far as their scopes go, until you revoke them (or a year passes)."),
    state, error, list);
}

/** The account screen's panels, for the signed-in player. */
export function accountPanels(main, signal) {
  const me = session();
  return [
    h("p", {}, "Your public profile, your key and your signing key: ", h("a", { href: `#/player/${me.player_id}` }, "your profile"), "."),
    signInSettings(main),
    passkeysPanel(signal),
    tokensPanel(signal),
    appsPanel(signal),
  ];
}

// ---------------------------------------------------------- consent screen

/** The fields of an authorization request (RFC 6749, 4.1.1; RFC 7636, 4.3). */
const REQUEST_FIELDS = ["response_type", "client_id", "redirect_uri", "scope", "state", "code_challenge", "code_challenge_method"];

/**
 * The consent screen (`#/oauth/authorize?<the app's query>`): the request
 * checked by the server (`GET /v1/oauth/authorize`); a request the app
 * must hear refused goes back to it at once; one with no redirect to trust
 * is refused here, and the app is not told. Signed out: sign in first.
 * Then the app's client id and the host it sends the answer to, each scope
 * in words, and Approve / Deny (`POST /v1/oauth/authorize`), after which
 * the browser goes where the server says: back to the app.
 */
export async function consentScreen(main, query, signal, { signInFirst }) {
  let prompt;
  try {
    prompt = await call("GET", `/v1/oauth/authorize?${query}`, { anonymous: true, signal });
  } catch (e) {
    if (signal.aborted) return;
    main.append(h("section", { class: "panel", id: "oauth-refused", "aria-labelledby": "oauth-refused-title" },
      h("h2", { id: "oauth-refused-title" }, "This request of an app cannot be answered"),
      h("p", { class: "error", role: "alert", id: "oauth-error" }, e instanceof ProblemError ? e.problem.detail || explain(e) : explain(e)),
      h("p", {}, "Nothing was sent back to the app: the request does not say where to, safely. Go back to the app, or tell its makers.")));
    return;
  }
  if (signal.aborted) return;
  if (prompt.refused_redirect) {
    main.append(h("p", { id: "oauth-going-back", role: "status" }, "The app's request is refused: taking you back to the app…"));
    location.replace(prompt.refused_redirect);
    return;
  }
  const app = h("section", { class: "panel oauth-app", id: "oauth-app", "aria-labelledby": "oauth-app-title" },
    h("h2", { id: "oauth-app-title" }, "An app asks to act for you"),
    h("p", { class: "oauth-who" }, "It calls itself ", h("strong", { id: "oauth-client", class: "oauth-big" }, prompt.client_id), "."),
    h("p", { class: "oauth-who" }, "Your answer goes to ", h("strong", { id: "oauth-host", class: "oauth-big mono" }, prompt.redirect_host), "."),
    h("p", { class: "hint" },
      "Any app can call itself any name: the address your answer goes to is what tells you which app this is. ",
      "Approve only an app you know at that address."),
    h("details", {}, h("summary", {}, "The whole address"), h("code", { id: "oauth-redirect-uri", class: "mono" }, prompt.redirect_uri)));
  main.append(app);
  const me = session();
  if (!me) {
    main.append(signInFirst());
    return;
  }
  const error = h("p", { class: "error", role: "alert", id: "oauth-decision-error" });
  const params = new URLSearchParams(query);
  const request = Object.fromEntries(REQUEST_FIELDS.filter((k) => params.has(k)).map((k) => [k, params.get(k)]));
  const buttons = [];
  const decide = (approve) => async () => {
    error.textContent = "";
    buttons.forEach((b) => { b.disabled = true; });
    try {
      const { redirect_to: redirectTo } = await call("POST", "/v1/oauth/authorize", { body: { ...request, approve }, signal });
      location.assign(redirectTo);
    } catch (e) {
      if (!signal.aborted) error.textContent = explain(e);
      buttons.forEach((b) => { b.disabled = false; });
    }
  };
  buttons.push(
    h("button", { type: "button", class: "primary", id: "oauth-approve", onclick: decide(true) }, "Approve"),
    h("button", { type: "button", id: "oauth-deny", onclick: decide(false) }, "Deny"));
  main.append(h("section", { class: "panel", id: "oauth-consent", "aria-labelledby": "oauth-scopes-title" },
    h("h2", { id: "oauth-scopes-title" }, `If you approve, ${prompt.client_id} may, as ${me.name || me.handle || "you"}:`),
    h("ul", { id: "oauth-scopes", class: "scope-list" }, prompt.scopes.map(({ scope, description }) =>
      h("li", { "data-scope": scope }, h("strong", {}, description), h("span", { class: "hint" }, ` (${scope})`)))),
    h("p", { class: "hint" }, "Until you revoke it on ", h("a", { href: "#/account" }, "your account"), ", or for a year. It never sees your password."),
    h("div", { class: "actions" }, buttons),
    error));
}
