// The page: a lobby, a table to watch and play at, and the replay of an
// audit bundle, verified in the browser. Routes live in the URL's hash:
//   #/                 the lobby
//   #/game/<id>        watch a game (play it when seated)
//   #/replay/<id>      replay and verify a finished game's audit bundle
//   #/replay           the same for a bundle dropped in from a file
//   #/player/<id>      a player's profile: ratings, their chart, recent games
//   #/leaderboard/<game>[?limit=N]  a game's leaderboard, N rows a page
//   #/rules/<game>     a game's rules
//   #/account          the signed-in player's account: handle, password,
//                      personal access tokens, apps with access
//   #/oauth/authorize?<query>  the consent screen an app sends a player to
// Everything comes from the public API (api.js).

import {
  call, endedSession, follow, idempotencyKey, onSessionChangedElsewhere, onSignInNeeded, remembered, rememberName, replaceKey,
  session, signOut,
  ProblemError,
} from "./api.js";
import { accountPanels, consentScreen, secretNotice, signInPanel } from "./account.js";
import { copyButton, explain, saveText } from "./ui.js";
import { h, renderTable, renderHand, describeEvent, biscuitsLabel, meerkatLabel, MEERKAT } from "./render.js";
import { framesOf } from "./replay.js";
import { biscuitsDeck, meerkatFace } from "./cards.js";
import { checkSeatNames, verifyBundle } from "./verify.js";
import { changeWords, figure, historyTable, ratingChart, SETTLED_POINTS, SETTLED_SIGMA, spread } from "./ratings.js";
import { createKey, registeredEntry, revokeKey, signingSupported, signMove, storedKey } from "./signing.js";
import { durationWords, gameName, learnGameNames, optionsWords, plural, rulesArticle, rulesHref, ruleWords } from "./rules.js";
import { clockState } from "./clock.js";

const main = document.getElementById("main");
const statusLine = document.getElementById("status");

/** The page's current screen: aborted (its long-polls and timers stop) when another replaces it. */
let screen = new AbortController();
/** The player the current screen was built for (null: signed out). */
let shownPlayer = null;
let catalog = null;

async function loadCatalog() {
  if (!catalog) {
    catalog = await call("GET", "/v1/catalog", { anonymous: true });
    learnGameNames(catalog);
  }
  return catalog;
}

function showWho() {
  const who = document.getElementById("who");
  const current = session();
  const ended = endedSession();
  who.replaceChildren();
  const signOutButton = (label) => h("button", {
    type: "button",
    id: "sign-out",
    onclick: () => {
      signOut();
      statusLine.textContent = "Signed out: this browser no longer keeps your sign-in.";
      route();
    },
  }, label);
  if (current) {
    who.append(
      h("span", { id: "who-name" }, `Signed in as ${current.name || `player ${current.player_id.slice(0, 8)}`}`),
      remembered() ? h("span", { class: "kept" }, " (kept on this browser)") : "",
      " ",
      h("a", { href: `#/player/${current.player_id}`, id: "my-profile" }, "Your profile"),
      " ",
      h("a", { href: "#/account", id: "my-account" }, "Your account"),
      " ",
      signOutButton("Sign out"),
    );
    if (!current.name) findMyName(current.player_id);
  } else if (ended) {
    who.append(
      h("span", { id: "who-ended" }, `The sign-in as ${ended.name || ended.handle || "you"} has ended`),
      " ",
      signOutButton("Forget it"),
    );
  }
}

/** A player who signed in with its key: its name, from its profile; the header shows it once read. */
async function findMyName(playerId) {
  try {
    const profile = await call("GET", `/v1/players/${playerId}`);
    rememberName(profile.name);
    const shown = document.getElementById("who-name");
    if (shown && session()?.player_id === playerId) shown.textContent = `Signed in as ${profile.name}`;
  } catch {
    // The short id stays in the header.
  }
}

function setScreen(title, ...children) {
  screen.abort();
  screen = new AbortController();
  document.body.classList.remove("game-screen");
  document.title = `${title} — referee`;
  main.replaceChildren(...[secretNotice(), ...children].filter(Boolean));
  shownPlayer = session()?.player_id ?? null;
  showWho();
  return screen.signal;
}

function route() {
  const wanted = location.hash.replace(/^#/, "") || "/";
  // The query is all after the first "?": an app's may hold more.
  const at = wanted.indexOf("?");
  const [hash, query] = at < 0 ? [wanted, ""] : [wanted.slice(0, at), wanted.slice(at + 1)];
  const parts = hash.split("/").filter(Boolean);
  const [first, second] = parts;
  const run =
    first === "game" && second ? gamePage(second, new URLSearchParams(query))
      : first === "replay" ? replayPage(second || null)
        : first === "player" && second ? profilePage(second)
          : first === "leaderboard" ? leaderboardPage(second || null, new URLSearchParams(query))
            : first === "rules" ? rulesPage(second || null)
              : first === "account" ? accountPage()
                : first === "oauth" && second === "authorize" ? consentPage(query)
                  : lobbyPage();
  run.catch((error) => {
    main.append(h("p", { class: "error", role: "alert" }, explain(error)));
  });
}

window.addEventListener("hashchange", route);
// A tab kept signed in by localStorage follows a sign-out (or a sign-in as
// another player) in another tab: the screen is rebuilt, its polls stop.
onSessionChangedElsewhere(() => {
  const now = session()?.player_id ?? null;
  if (now === shownPlayer) return;
  shownPlayer = now;
  statusLine.textContent = now
    ? "Signed in as another player in another tab of this browser."
    : endedSession()
      ? "Your sign-in has ended: sign in again."
      : "Signed out in another tab of this browser.";
  route();
});
// A password's sign-in whose token expired (or was revoked): the screen is
// drawn again, and asks for the password where it needs a player.
onSignInNeeded(() => {
  statusLine.textContent = "Your sign-in has ended: sign in again.";
  route();
});
route();

// ------------------------------------------------------- account, consent

async function accountPage() {
  const signal = setScreen("Your account", h("h1", { id: "account-title" }, "Your account"));
  if (!session()) {
    main.append(signInPanel(() => route()));
    return;
  }
  main.append(...accountPanels(main, signal));
}

async function consentPage(query) {
  const signal = setScreen("Authorize an app", h("h1", { id: "oauth-title" }, "Authorize an app"));
  await consentScreen(main, query, signal, { signInFirst: () => signInPanel(() => route()) });
}

// ------------------------------------------------------------------ lobby

/** Games as `GET /v1/games/{id}` shows them, by id and version: the lobby's names and results. */
const gameDetails = new Map();

async function detailsOf(summary) {
  const key = `${summary.id}:${summary.version}:${summary.seats_taken}`;
  const known = gameDetails.get(summary.id);
  if (known?.key === key) return known.game;
  const game = await call("GET", `/v1/games/${summary.id}`);
  gameDetails.set(summary.id, { key, game });
  return game;
}

/** A seat's name: a link to the player's profile, or the bot's name. */
function nameLink(seat) {
  return seat.bot ? seat.name : h("a", { href: `#/player/${seat.player_id}`, class: "player" }, seat.name);
}

/** "alice, bob" (or "alice vs bob" with that `separator`): each a link to its profile. */
function playerNames(game, separator = ", ") {
  return game.seats.flatMap((s, i) => (i ? [separator, nameLink(s)] : [nameLink(s)]));
}

/** A finished game's result in words, for `you` (a seat or null), naming who resigned. */
function resultWords(game, you) {
  const outcome = game.outcome;
  if (!outcome?.finished) return "";
  const names = seatNames(game);
  const mine = you !== null && you !== undefined;
  const resigned = game.seats.filter((s) => s.resigned).map((s) => (mine && s.seat === you ? "you" : s.name));
  const after = resigned.length ? ` (${resigned.join(" and ")} resigned)` : "";
  if (mine) {
    if (!outcome.winners.includes(you)) return `You lost: ${outcome.winners.map((s) => names[s]).join(" and ")} won${after}`;
    return `${outcome.winners.length > 1 ? "A tie: you share the win" : "You won"}${after}`;
  }
  return `${outcome.winners.map((s) => names[s]).join(" and ")} won${after}`;
}

/** Names by seat ("seat 2" for a free one). */
function seatNames(game) {
  return Array.from({ length: game.seat_count }, (_, seat) => game.seats.find((s) => s.seat === seat)?.name ?? `seat ${seat}`);
}

/** What a lobby row says about a game's state, for the caller seated at `you` (or not). */
function stateWords(summary, game, you) {
  if (summary.status === "open") return `waiting for players (${summary.seats_taken}/${summary.seat_count})`;
  if (summary.status === "finished") return game ? resultWords(game, you) || "finished" : "finished";
  if (summary.status !== "active") return summary.status;
  const turn = summary.turn?.seat;
  if (you !== null && you !== undefined && turn === you) return "Your turn";
  const name = game ? seatNames(game)[turn] : `seat ${turn}`;
  return `move ${summary.version}, ${name}'s turn`;
}

async function lobbyPage() {
  const signal = setScreen("Lobby", h("h1", {}, "Lobby"));
  await loadCatalog();
  if (signal.aborted) return;
  if (!session()) {
    main.append(
      signInPanel(() => route()),
    );
    return;
  }
  const mine = h("div", { "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  main.append(
    h("section", { class: "panel", id: "lobby-mine", "aria-labelledby": "lobby-mine-title" },
      h("h2", { id: "lobby-mine-title" }, "Your games"), mine),
    quickGamePanel(signal),
    createPanel(),
  );
  const lists = [
    ["open", "Open games", "Waiting for players"],
    ["active", "Running games", "Watch them live"],
    ["finished", "Finished games", "Replay and verify them"],
  ];
  const bodies = new Map();
  for (const [status, title, hint] of lists) {
    const body = h("div", { "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
    bodies.set(status, body);
    main.append(
      h("section", { class: "panel", id: `lobby-${status}`, "aria-labelledby": `lobby-${status}-title` },
        h("h2", { id: `lobby-${status}-title` }, title), h("p", { class: "hint" }, hint), body),
    );
  }
  // The caller's own games (open and running first: "Your turn" leads),
  // read again every few seconds and whenever the public list changes.
  const showMine = async () => {
    try {
      const page = await call("GET", "/v1/players/me/games?limit=30", { signal });
      const yourTurn = (g) => g.status === "active" && g.turn?.seat === g.you?.seat;
      const rank = (g) => (yourTurn(g) ? 0 : { active: 1, open: 2, finished: 3 }[g.status]);
      const games = page.games.filter((g) => g.status !== "aborted").sort((a, b) => rank(a) - rank(b));
      if (!signal.aborted) mine.replaceChildren(await gameList(games, { mine: true }));
    } catch (error) {
      if (!signal.aborted) mine.replaceChildren(h("p", { class: "error" }, explain(error)));
    }
  };
  const timer = setInterval(showMine, 5000);
  signal.addEventListener("abort", () => clearInterval(timer));
  showMine();
  // One long-poll for the three lists (the newest 100 games): a browser
  // has 6 connections to a server, shared by all its tabs.
  // Each list is shown a page of LOBBY_ROWS at a time, every row with its names.
  const shown = new Map([...bodies.keys()].map((status) => [status, { games: [], page: 0 }]));
  const showList = async (status) => {
    const now = shown.get(status);
    const { games, page } = now;
    const pages = Math.max(1, Math.ceil(games.length / LOBBY_ROWS));
    const at = Math.min(page, pages - 1);
    const list = await gameList(games.slice(at * LOBBY_ROWS, (at + 1) * LOBBY_ROWS), { mine: false });
    // A page turned, or a newer list, while this one read its names: the later call draws.
    if (now.games !== games || now.page !== page) return;
    const turn = (to, id) => () => {
      shown.get(status).page = to;
      showList(status).then(() => document.getElementById(id)?.focus());
    };
    const pager = pages > 1
      ? h("div", { class: "actions", role: "group", "aria-label": `${status} games pages` },
        at > 0 ? h("button", { type: "button", id: `${status}-previous`, onclick: turn(at - 1, `${status}-previous`) }, "◀ Newer") : null,
        h("span", { class: "hint", id: `${status}-page` }, `Page ${at + 1} of ${pages}`),
        at < pages - 1 ? h("button", { type: "button", id: `${status}-next`, onclick: turn(at + 1, `${status}-next`) }, "Older ▶") : null)
      : null;
    if (!signal.aborted) bodies.get(status).replaceChildren(...[list, pager].filter(Boolean));
  };
  follow("/v1/games?limit=100", async (page) => {
    showMine();
    for (const status of bodies.keys()) {
      shown.get(status).games = page.games.filter((g) => g.status === status);
      await showList(status);
    }
  }, {
    signal,
    onError: (error) => {
      for (const body of bodies.values()) body.replaceChildren(h("p", { class: "error" }, explain(error)));
    },
  });
}

/** The most rows a list shows with names (each one a request). */
const NAMED_ROWS = 20;
/** Rows a lobby list shows a page. */
const LOBBY_ROWS = 10;

async function gameList(games, { mine }) {
  if (!games.length) return h("p", { class: "empty" }, mine ? "None yet: create one below, or join an open game." : "None right now.");
  const details = await Promise.all(
    games.map((summary, i) => (i < NAMED_ROWS ? detailsOf(summary).catch(() => null) : null)),
  );
  const me = session()?.player_id;
  const rows = games.map((summary, i) => {
    const game = details[i];
    const seat = game?.seats.find((s) => s.player_id === me);
    const you = summary.you?.seat ?? seat?.seat ?? null;
    const state = stateWords(summary, game, you);
    const links = [];
    if (summary.status === "open" && you === null) {
      links.push(h("button", { type: "button", class: "join", "data-game": summary.id, onclick: () => join(summary.id) }, "Join"));
    }
    const label = summary.status === "active" && you !== null ? "Play" : summary.status === "finished" ? "Result" : summary.status === "open" ? "Open" : "Watch";
    links.push(h("a", { href: `#/game/${summary.id}`, class: "watch" }, label));
    if (summary.status === "finished") links.push(h("a", { href: `#/replay/${summary.id}` }, "Replay"));
    return h(
      "tr",
      { "data-game": summary.id, class: state === "Your turn" ? "your-turn" : null },
      h("td", {}, gameName(summary.game)),
      h("td", { class: "players" }, game ? (game.seats.length ? playerNames(game) : "nobody yet") : `${summary.seats_taken}/${summary.seat_count} seats`),
      h("td", {}, `${summary.seats_taken}/${summary.seat_count} seats`),
      h("td", { class: "state" }, state === "Your turn" ? h("strong", {}, "● Your turn") : state),
      h("td", {}, h("span", { class: "links" }, links)),
    );
  });
  return h(
    "table",
    { class: "games" },
    h("thead", {}, h("tr", {}, ["Game", "Players", "Seats", "State", "Links"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, rows),
  );
}

async function join(id) {
  try {
    await call("POST", `/v1/games/${id}/seats`, { body: {} });
    location.hash = `#/game/${id}`;
  } catch (error) {
    statusLine.textContent = explain(error);
    alertIn(main, explain(error));
  }
}

function alertIn(parent, message) {
  parent.querySelector(".page-error")?.remove();
  parent.prepend(h("p", { class: "error page-error", role: "alert" }, message));
}

/** What a Quick game asks for: two seats, the game's default options with a day per turn, rated. */
const QUICK_SEEK = { seats: 2, options: { turn_time: 86400 }, rated: true };
/** How often a waiting Quick game reads its seek's status. */
const SEEK_POLL_MS = 1000;

/**
 * "Quick game": a seek with the defaults above, then the wait for the
 * matchmaker (the seek's status, read every second) and the game once
 * matched; "Cancel" withdraws the seek. A seek still waiting when the
 * lobby opens (a reload) is waited for again.
 */
function quickGamePanel(signal) {
  const error = h("p", { class: "error", role: "alert" });
  const game = h("select", { id: "quick-game-choice", name: "game" }, catalog.map((g) => h("option", { value: g.id }, g.name)));
  const state = h("p", { id: "quick-game-state", role: "status" });
  const start = h("button", { type: "button", class: "primary", id: "quick-game" }, "Quick game");
  const cancel = h("button", { type: "button", id: "quick-game-cancel", hidden: true }, "Cancel");
  let waiting = null;
  const idle = (words = "") => {
    waiting = null;
    start.disabled = false;
    cancel.hidden = true;
    state.textContent = words;
  };
  const wait = (seek) => {
    waiting = seek.id;
    start.disabled = true;
    cancel.hidden = false;
    state.textContent = `Looking for an opponent for ${gameName(seek.game)}…`;
    const since = Date.parse(seek.created_at);
    const poll = async () => {
      if (signal.aborted || waiting !== seek.id) return;
      try {
        const seeks = await call("GET", "/v1/players/me/seeks", { signal });
        const now = seeks.find((s) => s.id === seek.id);
        if (waiting !== seek.id || signal.aborted) return;
        if (now?.status === "matched" && now.game_id) {
          location.hash = `#/game/${now.game_id}`;
          return;
        }
        if (!now || now.status !== "waiting") {
          idle(now?.status === "expired" ? "Nobody was found in time: try again." : "");
          return;
        }
        state.textContent = `Looking for an opponent for ${gameName(seek.game)}… (${Math.round((Date.now() - since) / 1000)} s)`;
      } catch (e) {
        if (signal.aborted) return;
        error.textContent = explain(e);
      }
      setTimeout(poll, SEEK_POLL_MS);
    };
    setTimeout(poll, SEEK_POLL_MS);
  };
  start.addEventListener("click", async () => {
    error.textContent = "";
    start.disabled = true;
    try {
      wait(await call("POST", "/v1/seeks", { body: { game: game.value, ...QUICK_SEEK }, signal }));
    } catch (e) {
      idle();
      error.textContent = explain(e);
    }
  });
  cancel.addEventListener("click", async () => {
    const id = waiting;
    try {
      await call("DELETE", `/v1/seeks/${id}`, { signal });
      idle("Cancelled.");
    } catch (e) {
      // Matched meanwhile: the next read of the seek opens the game.
      error.textContent = explain(e);
    }
  });
  call("GET", "/v1/players/me/seeks", { signal }).then((seeks) => {
    const open = seeks.find((s) => s.status === "waiting");
    if (open && !waiting && !signal.aborted) wait(open);
  }, () => {});
  return h(
    "section",
    { class: "panel", id: "quick", "aria-labelledby": "quick-title" },
    h("h2", { id: "quick-title" }, "Quick game"),
    h("p", { class: "hint" }, "A rated two-player game with the game's usual options and a day per turn, against the next player who asks for the same."),
    h("div", { class: "row" }, h("label", { for: "quick-game-choice" }, "Game", game), start, cancel),
    state,
    error,
  );
}

function createPanel() {
  const error = h("p", { class: "error", role: "alert" });
  const game = h("select", { id: "create-game", name: "game" }, catalog.map((g) => h("option", { value: g.id }, g.name)));
  const seats = h("input", { id: "create-seats", name: "seats", type: "number", min: 2, max: 5, value: 2 });
  const bots = h("select", { id: "create-bots", name: "bots" });
  const visibility = h(
    "select",
    { id: "create-visibility", name: "visibility" },
    ["public", "unlisted", "private"].map((v) => h("option", { value: v }, v)),
  );
  // The game's options, drawn from the catalog: a list of values is a
  // select, a range a number; left empty, the game's default holds (the
  // field says which). Options marked "Basic only" / "Advanced only" show
  // with their variant.
  const optionBox = h("div", { class: "row", id: "create-options" });
  let optionInputs = [];
  const unit = (name) => (name === "turn_time" ? " (seconds)" : "");
  const whenEmpty = (option) => {
    if (option.default !== null) return `default ${typeof option.default === "object" ? "deck" : option.default}`;
    if (option.name === "turn_time") return "empty: no clock";
    return "empty: drawn from the seed";
  };
  const onlyFor = (option) => /^(Basic|Advanced) only/.exec(option.description || "")?.[1].toLowerCase() ?? null;
  const drawOptions = (info) => {
    optionInputs = [];
    const fields = [];
    for (const option of info.options) {
      const id = `option-${option.name}`;
      const fallback = whenEmpty(option);
      let input;
      if (Array.isArray(option.allowed)) {
        input = h("select", { id, name: option.name, "data-default": option.default ?? "" },
          h("option", { value: "" }, option.default === null ? fallback : `${option.default} (default)`),
          ...option.allowed.filter((v) => v !== option.default).map((v) => h("option", { value: v }, v)));
        optionInputs.push([option.name, input, (v) => v]);
      } else if (option.allowed && "min" in option.allowed && !("numbers" in option.allowed)) {
        const { min, max } = option.allowed;
        input = h("input", {
          id, name: option.name, type: "number", placeholder: fallback, class: "wide",
          min: typeof min === "number" ? min : null, max: typeof max === "number" ? max : null,
        });
        optionInputs.push([option.name, input, Number]);
      } else {
        continue;
      }
      fields.push(h("label", { for: id, title: option.description, "data-variant": onlyFor(option) },
        `${option.name.replaceAll("_", " ")}${unit(option.name)}`, input,
        h("span", { class: "hint" }, fallback)));
    }
    optionBox.replaceChildren(...fields);
    showVariant();
  };
  // The fields of the other variant are hidden and not sent.
  const showVariant = () => {
    const select = optionBox.querySelector("#option-variant");
    const variant = select?.value || select?.dataset.default || "basic";
    for (const label of optionBox.querySelectorAll("label[data-variant]")) {
      label.hidden = label.dataset.variant !== variant;
    }
  };
  optionBox.addEventListener("change", (event) => {
    if (event.target.id === "option-variant") showVariant();
  });
  const refresh = () => {
    const info = catalog.find((g) => g.id === game.value);
    drawOptions(info);
    seats.min = info.min_seats;
    seats.max = info.max_seats;
    bots.replaceChildren(
      h("option", { value: "" }, "no bots: wait for players"),
      ...info.bots.map((b) => h("option", { value: b.name }, `fill the other seats with ${b.name} bots`)),
    );
  };
  // Only a public or unlisted game of people can be rated (docs/RATINGS.md):
  // the box says why when it cannot be ticked.
  const rated = h("input", { id: "create-rated", name: "rated", type: "checkbox", "aria-describedby": "create-rated-why" });
  const ratedWhy = h("span", { id: "create-rated-why", class: "hint" });
  const refreshRated = () => {
    const reason = bots.value
      ? "Not with bots: only games of people are rated."
      : visibility.value === "private"
        ? "Not in a private game: ratings are public."
        : "The result changes every player's rating.";
    rated.disabled = Boolean(bots.value) || visibility.value === "private";
    if (rated.disabled) rated.checked = false;
    ratedWhy.textContent = reason;
  };
  const signed = h("input", { id: "create-signed", name: "signed_moves", type: "checkbox", "aria-describedby": "create-signed-why" });
  const signedWhy = h("span", { id: "create-signed-why", class: "hint" },
    "Every move must carry its player's signature: each player needs a signing key (yours: ",
    h("a", { href: `#/player/${session()?.player_id}` }, "your profile"), ").");
  bots.addEventListener("change", refreshRated);
  visibility.addEventListener("change", refreshRated);
  game.addEventListener("change", refresh);
  game.addEventListener("change", refreshRated);
  refresh();
  refreshRated();
  return h(
    "section",
    { class: "panel", "aria-labelledby": "create-title" },
    h("h2", { id: "create-title" }, "Create a game"),
    h(
      "form",
      {
        class: "row",
        onsubmit: async (event) => {
          event.preventDefault();
          const count = Number(seats.value);
          const body = { game: game.value, seats: count, visibility: visibility.value };
          if (bots.value) body.bots = Array(count - 1).fill(bots.value);
          if (rated.checked && !rated.disabled) body.rated = true;
          // A private table gets its invite link at once (the table page shows it).
          if (visibility.value === "private") body.invite_code = true;
          if (signed.checked) body.signed_moves = true;
          const options = {};
          for (const [name, input, read] of optionInputs) {
            if (input.value !== "" && !input.closest("label")?.hidden) options[name] = read(input.value);
          }
          if (Object.keys(options).length) body.options = options;
          try {
            const created = await call("POST", "/v1/games", { body });
            rememberCreated(created.id);
            if (created.invite_code) rememberInviteCode(created.id, created.invite_code);
            location.hash = `#/game/${created.id}`;
          } catch (e) {
            error.textContent = explain(e);
          }
        },
      },
      h("label", { for: "create-game" }, "Game", game),
      h("label", { for: "create-seats" }, "Seats", seats),
      h("label", { for: "create-bots" }, "Opponents", bots),
      h("label", { for: "create-visibility" }, "Visibility", visibility),
      h("span", { class: "rated-choice" }, h("label", { for: "create-rated", class: "check" }, rated, "Rated"), ratedWhy),
      h("span", { class: "rated-choice" }, h("label", { for: "create-signed", class: "check" }, signed, "Signed moves only"), signedWhy),
      h("button", { type: "submit", class: "primary", id: "create" }, "Create and sit down"),
    ),
    h("details", {}, h("summary", {}, "Options"), optionBox),
    error,
  );
}

// ------------------------------------------------------------- game page

/** Games the signed-in player created on this browser: the page offers their creator's controls. */
function createdKey() {
  return `referee.created.${session()?.player_id}`;
}

function createdHere() {
  try {
    return new Set(JSON.parse(localStorage.getItem(createdKey()) || "[]"));
  } catch {
    return new Set();
  }
}

function rememberCreated(id) {
  const ids = createdHere();
  ids.add(id);
  localStorage.setItem(createdKey(), JSON.stringify([...ids].slice(-100)));
}

/**
 * What the caller may do with the game besides moving: leave or seat a bot
 * while it is open, resign while it runs, ask for (or open) the rematch
 * once it is over. `run(promise)` shows a refusal; `ui` keeps a started
 * resignation's question open across redraws.
 */
function gameControls(game, you, run, ui) {
  const controls = [];
  const button = (label, idName, onclick, primary = false) =>
    h("button", { type: "button", id: idName, class: primary ? "primary" : null, onclick }, label);
  const me = game.seats.find((s) => s.seat === you);
  if (game.status === "open" && you !== null) {
    // The creator alone at the table cancels the game rather than leave it empty in the lobby.
    if (game.seats.length === 1 && createdHere().has(game.id)) {
      controls.push(button("Cancel this game", "cancel-game", () => run(call("DELETE", `/v1/games/${game.id}`).then(() => {
        location.hash = "#/";
      }))));
    } else {
      controls.push(button("Leave this game", "leave", () => run(call("DELETE", `/v1/games/${game.id}/seats/me`))));
    }
  }
  if (game.status === "open" && createdHere().has(game.id)) {
    const info = catalog.find((g) => g.id === game.game);
    const bot = h("select", { id: "bot-name", "aria-label": "bot" }, ...info.bots.map((b) => h("option", { value: b.name }, b.name)));
    controls.push(bot, button("Seat a bot", "add-bot", () => run(call("POST", `/v1/games/${game.id}/seats`, { body: { bot: bot.value } }))));
  }
  if (game.status === "active" && me && !me.resigned) {
    const confirm = h("span", { hidden: !ui.confirmResign, id: "resign-question" },
      "Resign? The referee then plays each of your turns with the default action. ",
      button("Yes, resign", "resign-yes", () => run(call("POST", `/v1/games/${game.id}/resign`))),
      button("No", "resign-no", () => { ui.confirmResign = false; confirm.hidden = true; }));
    controls.push(button("Resign…", "resign", () => {
      ui.confirmResign = true;
      confirm.hidden = false;
      confirm.querySelector("button")?.focus();
    }), confirm);
  }
  if (game.status === "finished" && game.rematch) {
    controls.push(h("a", { href: `#/game/${game.rematch}`, id: "rematch-link", class: "button primary" },
      you !== null ? "Play the rematch" : "Watch the rematch"));
  } else if (game.status === "finished" && you !== null) {
    controls.push(button("Offer a rematch", "rematch", () =>
      run(call("POST", `/v1/games/${game.id}/rematch`).then((created) => {
        rememberCreated(created.id);
        location.hash = `#/game/${created.id}`;
      })), true));
  }
  return controls.length ? h("div", { class: "actions", role: "group", "aria-label": "game controls" }, controls) : null;
}

// ------------------------------------------------------------ turn signal

const NOTIFY_KEY = "referee.notify-turn";
let audio = null;

function notifyWanted() {
  return localStorage.getItem(NOTIFY_KEY) === "1";
}

/** The opt-in for a browser notification and a sound when the turn comes to the player. */
function notifyToggle() {
  const box = h("input", { type: "checkbox", id: "notify-turn", checked: notifyWanted() || null });
  box.addEventListener("change", async () => {
    localStorage.setItem(NOTIFY_KEY, box.checked ? "1" : "0");
    if (!box.checked) return;
    // Both need the player's gesture: this click.
    audio ??= globalThis.AudioContext ? new AudioContext() : null;
    await audio?.resume();
    if (globalThis.Notification && Notification.permission === "default") await Notification.requestPermission();
  });
  return h("label", { for: "notify-turn", class: "check" }, box, "Sound and notification on my turn");
}

/** A short two-tone chime, made in the page (no sound file). */
function chime() {
  if (!audio || audio.state !== "running") return;
  const now = audio.currentTime;
  for (const [at, pitch] of [[0, 660], [0.16, 880]]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = pitch;
    gain.gain.setValueAtTime(0.15, now + at);
    gain.gain.exponentialRampToValueAtTime(0.001, now + at + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(now + at);
    tone.stop(now + at + 0.3);
  }
}

function signalTurn(game) {
  if (!notifyWanted()) return;
  chime();
  if (globalThis.Notification?.permission === "granted" && document.hidden) {
    new Notification("Your turn", { body: `${gameName(game.game)}: it is your move.`, tag: `referee-${game.id}` });
  }
}

// -------------------------------------------------------------- move log

/** Who played a step for its seat, when the seat did not. */
function playedByWords(step) {
  if (step.played_by === "clock") return " (time ran out: the clock played)";
  if (step.played_by === "resigned") return " (resigned: the referee played)";
  return "";
}

/** An action's kind, whether shown whole, as its kind only, or redacted. */
function actionKind(action) {
  if (!action) return null;
  if (typeof action === "string") return action;
  return action.kind === "redacted" ? action.of : action.kind;
}

/** What a step did: its events in words, or its actor and its action's kind when it shows none. */
function eventsWords(step, names) {
  const events = step.events.map((e) => describeEvent(e, names));
  // Each event names who acted, so the actor is not repeated before them.
  return events.length ? events.join("; ") : `${names[step.actor_seat]}: ${actionKind(step.action)}`;
}

/** One step of the log. `names[seat]`: "You" for the viewer's seat. */
function logEntry(step, names, you) {
  const time = new Date(step.at).toLocaleTimeString();
  const deal = step.actor_seat === null || step.actor_seat === undefined;
  const words = eventsWords(step, names);
  return h(
    "li",
    { "data-seq": step.seq, class: step.actor_seat === you && you !== null ? "mine" : null },
    h("span", { class: "seq" }, `${step.seq}.`),
    " ",
    deal ? h("strong", {}, "The deal: ") : "",
    words,
    h("em", {}, playedByWords(step)),
    " ",
    h("time", { datetime: step.at, class: "hint" }, time),
  );
}

/**
 * The game's history as the viewer may see it, from the events endpoint
 * (so it survives a reload): every step once, in order.
 */
function moveLog(id, signal) {
  const steps = [];
  let loading = Promise.resolve();
  const load = (version) => {
    loading = loading.then(async () => {
      while (!signal.aborted && (steps.at(-1)?.seq ?? 0) < version) {
        const after = steps.at(-1)?.seq ?? 0;
        const page = await call("GET", `/v1/games/${id}/events?after=${after}&limit=500`, { signal });
        steps.push(...page.events.filter((e) => e.seq > after));
        if (!page.events.length) break;
      }
    }).catch(() => {
      // The next version tries again.
    });
    return loading;
  };
  return { steps, load };
}

/** The rounds of a finished game: per seat, what each round added, and the totals. */
function roundRows(steps) {
  const rows = [];
  let before = null;
  for (const step of steps) {
    for (const event of step.events) {
      if (event.type === "round_ended") {
        const totals = (event.penalties ?? event.scores).map(Number);
        const added = event.penalties_added?.map(Number) ?? totals.map((t, k) => t - (before?.[k] ?? 0));
        rows.push({ round: event.round, added, totals });
        before = totals;
      } else if (event.type === "game_ended") {
        const totals = (event.penalties ?? event.scores).map(Number);
        if (!before || totals.some((t, k) => t !== before[k])) {
          // The game ended within a round (its last marker went).
          const round = (rows.at(-1)?.round ?? 0) + 1;
          rows.push({ round, added: totals.map((t, k) => t - (before?.[k] ?? 0)), totals, early: true });
        }
      }
    }
  }
  return rows;
}

/** The screen of a finished game: the result for the viewer, every round, and what to do next. */
function gameOverPanel(game, you, steps, controls) {
  const names = seatNames(game);
  const outcome = game.outcome;
  const meerkat = game.game === MEERKAT;
  const rows = roundRows(steps);
  const headline = resultWords(game, you);
  const table = h(
    "table",
    { class: "games rounds figures", id: "rounds" },
    h("caption", {}, meerkat ? "Penalties per round (the lowest total wins)" : "Points per round (the highest total wins)"),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Round"), names.map((n) => h("th", { scope: "col" }, n)))),
    h(
      "tbody",
      {},
      rows.map((row) =>
        h("tr", {}, h("th", { scope: "row" }, `${row.round}${row.early ? " (ended early)" : ""}`),
          row.added.map((v, k) => h("td", {}, `${v >= 0 ? "+" : ""}${v} (${row.totals[k]})`))),
      ),
      h("tr", { class: "total" }, h("th", { scope: "row" }, "Total"),
        outcome.scores.map((v, k) => h("td", {}, h("strong", {}, String(v)), outcome.winners.includes(k) ? " ★ won" : ""))),
    ),
  );
  return h(
    "section",
    { class: "panel game-over", id: "game-over", "aria-labelledby": "game-over-title" },
    h("h2", { id: "game-over-title" }, `Game over — ${headline}`),
    h("p", { id: "outcome" }, `${meerkat ? "Final penalties" : "Final scores"}: `,
      outcome.scores.map((v, k) => `${names[k]} ${v}`).join(", "),
      `; won by ${outcome.winners.map((k) => names[k]).join(" and ")}.`),
    // Focusable: a keyboard scrolls it sideways too when it is wider than the screen.
    h("div", { class: "figures-box", tabindex: 0, role: "region", "aria-label": "rounds" }, table),
    game.rated ? ratingChanges(game, you) : null,
    controls,
  );
}

/** A rated game's rating changes, by seat, on the page's scale; "being updated" until the server applied them. */
function ratingChanges(game, you) {
  const names = seatNames(game);
  if (!game.rating_changes) {
    return h("p", { id: "rating-changes", class: "hint" }, "Rated: the ratings are being updated…");
  }
  return h("section", { id: "rating-changes", "aria-labelledby": "rating-changes-title" },
    h("h3", { id: "rating-changes-title" }, "Ratings"),
    h("ul", {}, game.rating_changes.map((c) => h("li", { "data-seat": c.seat },
      h("strong", {}, c.seat === you ? "You" : names[c.seat]), ": ",
      figure(c.before.shown, c.before.sigma > SETTLED_SIGMA), " → ",
      h("strong", { class: "rating-after" }, figure(c.after.shown, c.after.sigma > SETTLED_SIGMA)),
      " ", h("span", { class: "rating-change" }, `(${changeWords(c.after.shown - c.before.shown)})`)))));
}

/** A field with a link and its "Copy" button (`buttonId`, `${id}-copy` unless named). */
function copyField(url, { id, label, button = "Copy link", buttonId = `${id}-copy` }) {
  const field = h("input", { type: "text", readonly: true, value: url, id, "aria-label": label, class: "share" });
  const [copy, done] = copyButton(url, {
    id: buttonId, label: button, copied: "Link copied.", fallback: "Copy the selected link.", select: () => field.select(),
  });
  return h("span", { class: "share-link" }, copy, field, done);
}

/** The way to bring someone to this game: its link, which a private game's strangers cannot open. */
function shareLink(game) {
  if (game.visibility === "private") {
    return h("p", { class: "hint", id: "share-private" },
      "A private game: only its players can open its link. Invite others below, with an invite link or by their profile link.");
  }
  const url = `${location.origin}${location.pathname}#/game/${game.id}`;
  return copyField(url, { id: "share-url", label: "link to this game", buttonId: "share" });
}

// -------------------------------------------------------------- invitations

function inviteCodeKey(gameId) {
  return `referee.invite-code.${gameId}`;
}

/** An invite code is shown by the server once: the creator's browser keeps it to show the link again. */
function rememberInviteCode(gameId, code) {
  localStorage.setItem(inviteCodeKey(gameId), code);
}

function inviteUrl(gameId, code) {
  return `${location.origin}${location.pathname}#/game/${gameId}?code=${encodeURIComponent(code)}`;
}

/** A player id from what a person pastes: the id itself, or a profile link that ends with it. */
function playerIdIn(text) {
  return /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i.exec(text.trim())?.[1]?.toLowerCase() ?? null;
}

/**
 * The creator's invitations while the game is open: an invite link (the
 * game's invite code in a link: anyone holding it may join), and players
 * invited by their profile link or id, each revocable. Made once per
 * game page (what is typed survives redraws); `update(game)` redraws the
 * invited players.
 */
function invitePanel(game, run) {
  const error = h("p", { class: "error", role: "alert", id: "invite-error" });
  const code = localStorage.getItem(inviteCodeKey(game.id));
  const linkBox = h("div", { id: "invite-link-box" });
  const showLink = (current) => {
    linkBox.replaceChildren(...(current
      ? [copyField(inviteUrl(game.id, current), { id: "invite-url", label: "invite link", button: "Copy invite link" }),
        h("p", { class: "hint" }, "Whoever opens it may take a free seat, until the game starts. Making a new link ends the old one."),
        h("button", { type: "button", id: "revoke-invite-link", onclick: () => run(call("DELETE", `/v1/games/${game.id}/invite-code`).then(() => {
          localStorage.removeItem(inviteCodeKey(game.id));
          showLink(null);
        })) }, "End the invite link")]
      : [h("p", { class: "hint" }, "No invite link yet (or it was made on another browser).")]),
    h("button", { type: "button", id: "make-invite-link", class: current ? null : "primary", onclick: () =>
      run(call("POST", `/v1/games/${game.id}/invite-code`).then((answer) => {
        rememberInviteCode(game.id, answer.invite_code);
        showLink(answer.invite_code);
        document.getElementById("invite-url")?.select();
      })) }, current ? "Make a new invite link" : "Make an invite link"));
  };
  showLink(code);
  const who = h("input", { id: "invite-player", name: "player", class: "wide", placeholder: "profile link or player id", autocomplete: "off" });
  const invited = h("ul", { id: "invitations" });
  const showInvited = (now) => invited.replaceChildren(...(now.invitations ?? []).map((i) => h("li", { "data-player": i.player_id },
    `${i.name}${i.seat === null || i.seat === undefined ? "" : ` (seat ${i.seat} kept)`} `,
    h("button", { type: "button", class: "revoke-invitation", onclick: () =>
      run(call("DELETE", `/v1/games/${game.id}/invitations/${i.player_id}`)) }, `Revoke ${i.name}'s invitation`))));
  showInvited(game);
  const element = h("section", { class: "panel", id: "invite-panel", "aria-labelledby": "invite-title" },
    h("h2", { id: "invite-title" }, "Invite players"),
    linkBox,
    h("form", {
      class: "row",
      onsubmit: (event) => {
        event.preventDefault();
        error.textContent = "";
        const playerId = playerIdIn(who.value);
        if (!playerId) {
          error.textContent = "Paste the player's profile link (their “Your profile” page) or their player id.";
          return;
        }
        run(call("POST", `/v1/games/${game.id}/invitations`, { body: { player_id: playerId } }).then(() => { who.value = ""; }));
      },
    },
    h("label", { for: "invite-player" }, "Invite a player", who),
    h("button", { type: "submit", id: "invite" }, "Invite")),
    invited,
    error);
  return { element, update: showInvited };
}

/**
 * The page of a game opened from an invite link (`?code=`), for a player
 * not seated in it: what the invitation is, and "Join". Resolves once
 * seated (the game page then follows); a link that no longer admits says so.
 */
async function acceptInvitation(id, code, signal) {
  const known = await call("GET", `/v1/games/${id}`, { signal }).catch(() => null);
  if (signal.aborted) return false;
  if (known && (known.you || known.status !== "open")) return true;
  return new Promise((resolve) => {
    const error = h("p", { class: "error", role: "alert", id: "invitation-error" });
    const join = h("button", { type: "button", class: "primary", id: "accept-invitation" }, "Join the game");
    join.addEventListener("click", async () => {
      error.textContent = "";
      try {
        await call("POST", `/v1/games/${id}/seats`, { body: { invite_code: code }, signal });
        panel.remove();
        history.replaceState(null, "", `#/game/${id}`);
        resolve(true);
      } catch (e) {
        error.textContent = e instanceof ProblemError && e.code === "game_not_found"
          ? "This invite link no longer admits anyone: the game has started or ended, or its creator made a new link. Ask them for a new one."
          : explain(e);
      }
    });
    const panel = h("section", { class: "panel", id: "invitation", "aria-labelledby": "invitation-title" },
      h("h2", { id: "invitation-title" }, "You are invited to a game"),
      known
        ? h("p", {}, `${gameName(known.game)} for ${known.seat_count}: ${known.seats.map((s) => s.name).join(", ") || "nobody"} seated so far.`)
        : h("p", {}, "A private game: you see it once you have joined."),
      join,
      error);
    main.append(panel);
    signal.addEventListener("abort", () => resolve(false));
  });
}

/** A finished game's audit bundle as a file, as the server wrote it. */
function downloadButton(id) {
  return h("button", {
    type: "button",
    id: "download-bundle",
    onclick: async () => {
      try {
        const text = await call("GET", `/v1/games/${id}/audit`, { raw: true });
        saveText(`referee-${id}.json`, text);
      } catch (e) {
        statusLine.textContent = explain(e);
      }
    },
  }, "Download the audit bundle");
}

// ------------------------------------------------------------- game page

/**
 * Puts the focus back in the hand after a redraw when it was there: on
 * the same card or control if it is still there and enabled, else on the
 * one now at its place, else on the hand itself.
 */
function keepFocusInHand(bar, redraw) {
  const active = document.activeElement;
  const inHand = bar.contains(active);
  const focusables = () => [...bar.querySelectorAll("button")];
  const index = inHand ? focusables().indexOf(active) : -1;
  const card = active?.dataset?.card;
  const action = active?.dataset?.action;
  redraw();
  if (!inHand) return;
  const usable = (e) => e && !e.disabled;
  const same =
    (card && bar.querySelector(`button.card[data-card="${card}"]`)) ||
    (action && bar.querySelector(`button[data-action="${action}"]`));
  const enabled = focusables().filter(usable);
  const target = usable(same) ? same : enabled[Math.min(Math.max(index, 0), enabled.length - 1)] ?? bar.querySelector("#hand");
  target?.focus();
}

async function gamePage(id, query = new URLSearchParams()) {
  const signal = setScreen("Game", h("h1", { id: "game-title" }, "Game"));
  await loadCatalog();
  if (signal.aborted) return;
  if (!session()) {
    main.append(signInPanel(() => route()));
    return;
  }
  const code = query.get("code");
  if (code && !(await acceptInvitation(id, code, signal))) return;
  const heading = main.querySelector("h1");
  const banner = h("div", { class: "banner", id: "turn-banner", role: "status" });
  const controlsBox = h("div", { class: "game-controls" });
  const error = h("p", { class: "error", role: "alert", id: "move-error" });
  const signingState = h("p", { class: "hint", id: "signing-state", hidden: true });
  const over = h("div", { id: "game-over-box" });
  const table = h("div", { id: "table" });
  // It scrolls: focusable, so the keyboard scrolls it too.
  const logList = h("ol", { class: "log", id: "move-log", reversed: true, tabindex: 0, "aria-labelledby": "log-title" });
  const logPanel = h("section", { class: "panel log-panel", id: "log-panel", "aria-labelledby": "log-title" },
    h("h2", { id: "log-title" }, "Moves"), logList);
  const handBar = h("div", { class: "hand-bar", id: "hand-bar" });
  const info = h("dl", { class: "facts" });
  const details = h("details", { class: "panel", id: "game-info" }, h("summary", {}, "Game details"), info);
  // What just happened, one step at a time (paced), and a round's end.
  const lastPlay = h("p", { id: "last-play", class: "last-play", "aria-live": "polite" });
  const roundEnd = h("div", { id: "round-end-box" });
  // The screen: the status strip on top, the hand bar at the bottom, and
  // between them the rest, which scrolls on its own: neither bar covers any of it.
  const scroller = h("div", { class: "game-scroll", id: "game-scroll" },
    heading, signingState, controlsBox, error, roundEnd, over, h("div", { class: "play" }, table, logPanel), details);
  main.append(h("div", { class: "strip", id: "status-strip" }, banner, lastPlay), scroller, handBar);
  // A new player's key notice scrolls with the rest: the bars keep their room.
  const notice = main.querySelector(".secret-notice");
  if (notice) scroller.prepend(notice);
  document.body.classList.add("game-screen");
  const ui = {
    game: null, selected: new Set(), sending: false, confirmResign: false, yourTurn: null,
    shownSeq: null, urgent: false, plays: pacedPlays(lastPlay, signal),
  };
  const log = moveLog(id, signal);
  // The key this browser signs the player's moves with, if it keeps one.
  const me = session().player_id;
  const canSign = await signingSupported();
  const signingKey = canSign ? await storedKey(me).catch(() => null) : null;
  if (signal.aborted) return;

  const deadline = h("span", { id: "deadline" });
  const showClock = () => {
    const urgent = updateDeadline(deadline, ui.game);
    // The chime once as the player's own time runs low.
    if (urgent && !ui.urgent && ui.yourTurn) signalTurn(ui.game);
    ui.urgent = urgent;
  };
  const tick = setInterval(showClock, 1000);
  signal.addEventListener("abort", () => clearInterval(tick));

  const act = async (action) => {
    if (ui.sending || !ui.game) return;
    if (ui.game.signed_moves && !signingKey) {
      error.textContent = unsignedWords(canSign);
      return;
    }
    ui.sending = true;
    error.textContent = "";
    try {
      // Signed for the version the move applies to, the one sent as expected_version.
      const body = { game: ui.game.game, expected_version: ui.game.version, action };
      if (signingKey) body.signature = await signMove(signingKey, id, body.expected_version, ui.game.you.seat, action);
      const answer = await call("POST", `/v1/games/${id}/moves`, {
        body,
        headers: { "idempotency-key": idempotencyKey() },
      });
      ui.selected = new Set();
      if (answer?.state && answer.state.version >= ui.game.version) draw(answer.state);
    } catch (e) {
      const rule = e instanceof ProblemError ? ruleWords(e.code, ui.game.game) : null;
      error.replaceChildren(...(e instanceof ProblemError && e.code === "version_conflict"
        ? ["The game moved on before your move arrived (another player moved, or the clock played): the table shows it now. Choose again."]
        : rule
          ? [`${explain(e)}. The rule: ${rule.words} `, h("a", { href: rule.href, class: "rule-link" }, "Read the rule")]
          : [explain(e)]));
    } finally {
      ui.sending = false;
    }
  };

  const showLog = (game) => {
    const names = seatNames(game);
    const you = game.you?.seat ?? null;
    if (you !== null) names[you] = "You";
    logList.replaceChildren(...[...log.steps].reverse().map((step) => logEntry(step, names, you)));
    // Steps new since the last look are told one by one; the first look
    // tells only a last turn the clock played (the player must know it).
    const firstLook = ui.shownSeq === null;
    const last = log.steps.at(-1);
    const fresh = firstLook ? (last?.played_by === "clock" ? [last] : []) : log.steps.filter((step) => step.seq > ui.shownSeq);
    ui.shownSeq = last?.seq ?? 0;
    for (const step of fresh) {
      if (step.actor_seat !== null && step.actor_seat !== undefined) ui.plays.tell(step, names);
      if (!firstLook && step.events.some((e) => e.type === "round_ended") && !step.events.some((e) => e.type === "game_ended")) {
        roundEnd.replaceChildren(roundEndPanel(game, log.steps, () => roundEnd.replaceChildren()));
      }
    }
    if (ui.game?.status === "finished") drawGameOver(ui.game);
  };

  const drawGameOver = (game) => {
    const you = game.you?.seat ?? null;
    const next = h("div", { class: "actions", role: "group", "aria-label": "after the game" },
      gameControls(game, you, run, ui),
      h("a", { href: `#/replay/${game.id}`, id: "replay-link", class: "button" }, "Replay and verify"),
      downloadButton(game.id),
      shareLink(game));
    over.replaceChildren(gameOverPanel(game, you, log.steps, next));
  };

  const run = (promise) => promise.then(() => undefined, (e) => { error.textContent = explain(e); });

  const draw = (game) => {
    if (ui.game && game.version < ui.game.version) return;
    const first = ui.game === null;
    // A redraw of the same version (a card selected) has no new step to read.
    const moved = first || game.version !== ui.game.version;
    if (moved) ui.selected = new Set();
    ui.game = game;
    const names = seatNames(game);
    const you = game.you?.seat ?? null;
    const invited = you === null && game.invitations?.some((i) => i.player_id === me);
    const yourTurn = game.status === "active" && game.turn?.seat === you && you !== null;
    heading.replaceChildren(`${gameName(game.game)}: `,
      ...(game.seats.length ? playerNames(game, " vs ") : ["no players yet"]));
    document.title = yourTurn ? "● Your turn — referee" : `${gameName(game.game)} — referee`;
    if (yourTurn && ui.yourTurn === false && !first) signalTurn(game);
    ui.yourTurn = yourTurn;

    // The banner: whose turn, in words, with the clock.
    const onTurn = game.turn ? names[game.turn.seat] : null;
    const headline =
      game.status === "open"
        ? invited
          ? "You are invited to this game: take your seat."
          : `Waiting for players: ${game.seats.length} of ${game.seat_count} seated${you === null ? ". Join to play, or watch." : "."}`
        : game.status === "active"
          ? yourTurn
            ? "● Your turn"
            : `${you === null ? "Watching: " : ""}${onTurn} is on turn`
          : game.status === "finished"
            ? `Game over — ${resultWords(game, you)}`
            : `This game was ${game.status}.`;
    banner.className = `banner${yourTurn ? " your-turn" : ""}${game.status === "finished" ? " finished" : ""}`;
    banner.replaceChildren(...[
      h("strong", { id: "turn" }, headline),
      game.status === "active" ? h("span", { class: "hint" }, " · ", deadline) : null,
      h("span", { class: "hint" }, " · move ", h("span", { id: "version" }, String(game.version))),
    ].filter(Boolean));
    showClock();
    const signingWords = signingStateWords(game, you, signingKey, canSign);
    signingState.hidden = !signingWords;
    signingState.replaceChildren(...(signingWords ?? []));

    controlsBox.replaceChildren(...[
      game.status === "open" && you === null
        ? h("button", { type: "button", class: "primary", id: "join", onclick: () => join(game.id) }, invited ? "Take your seat" : "Join this game")
        : null,
      game.status !== "finished" ? gameControls(game, you, run, ui) : null,
      you !== null && game.status !== "finished" ? notifyToggle() : null,
      game.status === "active" ? paceChoice() : null,
      game.status === "open" ? shareLink(game) : null,
    ].filter(Boolean));
    if (game.status === "open" && createdHere().has(game.id)) {
      ui.invites ??= invitePanel(game, run);
      ui.invites.update(game);
      if (!ui.invites.element.isConnected) controlsBox.after(ui.invites.element);
    } else {
      ui.invites?.element.remove();
    }

    info.replaceChildren(
      ...[
        ["Game", h("span", { class: "mono" }, game.id)],
        ["You", you === null ? (invited ? "invited, not seated yet" : "watching as a spectator") : `${names[you]}, seat ${you}`],
        ["Seats", seatList(game)],
        ["Options", optionsWords(game.game, game.options).map(([label, words]) => `${label}: ${words}`).join(" · ") || "the game's defaults"],
        ["Turn clock", game.turn_time ? `${durationWords(game.turn_time)} per turn` : "none"],
        ["Seed commitment", h("span", { class: "mono" }, game.seed_commitment)],
        ["Visibility", game.visibility],
        ["Rated", game.rated ? "yes: the result changes the players' ratings" : "no"],
        ["Signed moves", game.signed_moves ? "only: every move carries its player's signature" : "not required"],
      ].flatMap(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]),
    );

    if (game.status === "finished") {
      drawGameOver(game);
    } else {
      over.replaceChildren();
    }
    if (!game.view) {
      table.replaceChildren(h("p", { class: "empty" }, `Waiting for players: ${seatList(game)}.`));
      logPanel.hidden = true;
      handBar.replaceChildren();
      return;
    }
    logPanel.hidden = false;
    const state = {
      game: game.game,
      view: game.view,
      names,
      you,
      legal: game.legal_actions || null,
      selected: ui.selected,
      onToggle: (cardId) => {
        if (ui.selected.has(cardId)) ui.selected.delete(cardId);
        else ui.selected.add(cardId);
        draw(ui.game);
      },
      onSelect: (cardId) => {
        ui.selected = new Set([cardId]);
        draw(ui.game);
      },
      onAct: act,
    };
    table.replaceChildren(renderTable(state));
    // A finished game has nothing to play: no bar.
    handBar.hidden = game.status === "finished";
    keepFocusInHand(handBar, () => handBar.replaceChildren(...(game.status === "finished" ? [] : [renderHand(state)].filter(Boolean))));
    if (moved) log.load(game.version).then(() => showLog(ui.game));
  };

  await follow(`/v1/games/${id}`, draw, {
    signal,
    onError: (e) => {
      error.textContent = explain(e);
    },
  });
}

/** Why the page sends no move in a game that takes signed moves only. */
function unsignedWords(canSign) {
  return canSign
    ? "This game takes signed moves only, and this browser keeps no signing key for you: make one on your profile page, then move."
    : "This game takes signed moves only, and this browser cannot sign (it offers no WebCrypto Ed25519 here): play it from a browser that can.";
}

/** What the game page says of signing: whether the game needs signed moves, and how the player's are signed.
 * From its arguments alone: `you` is the reader's seat, if any. */
function signingStateWords(game, you, signingKey, canSign) {
  const keyWords = () => ["Your moves are signed with key ", h("code", { id: "signing-key-used" }, signingKey.key_id), ", kept in this browser."];
  if (game.signed_moves) {
    if (you === null || game.status === "finished") return ["This game takes signed moves only."];
    if (signingKey) return ["This game takes signed moves only. ", ...keyWords()];
    const yours = game.seats.find((s) => s.seat === you);
    return [unsignedWords(canSign), " ", h("a", { href: `#/player/${yours.player_id}`, id: "signing-key-link" }, "Your profile")];
  }
  return signingKey && you !== null && game.status !== "finished" ? keyWords() : null;
}

/** "0: alice · 1: free (kept for bob)" */
function seatList(game) {
  return Array.from({ length: game.seat_count }, (_, seat) => {
    const s = game.seats.find((x) => x.seat === seat);
    if (!s) {
      const kept = game.invitations?.find((i) => i.seat === seat);
      return `${seat}: ${kept ? `kept for ${kept.name}` : "free"}`;
    }
    const flags = [s.bot && !s.name.endsWith("(bot)") ? "bot" : null, s.away ? "away" : null, s.resigned ? "resigned" : null].filter(Boolean);
    return `${seat}: ${s.name}${flags.length ? ` (${flags.join(", ")})` : ""}`;
  }).join(" · ") + (game.invitations?.some((i) => i.seat === null || i.seat === undefined)
    ? ` · invited: ${game.invitations.filter((i) => i.seat === null || i.seat === undefined).map((i) => i.name).join(", ")}`
    : "");
}

/** Shows the turn's clock in `element` (clock.js); answers whether it is urgent. */
function updateDeadline(element, game) {
  const clock = clockState(game?.status === "active" ? game.turn_deadline : null, game?.turn_time);
  element.textContent = clock.words;
  element.classList.toggle("urgent", clock.urgent);
  return clock.urgent;
}

/** A step in one sentence, as the strip tells it: "random #2 played dog 4 (time ran out…)". */
function stepWords(step, names) {
  return `${eventsWords(step, names)}${playedByWords(step)}`;
}

const PACE_KEY = "referee.pace";
/** How long each new move stays told in the strip, in ms: a player's choice, 2 s unless changed. */
const PACES = [[0, "at once"], [1000, "1 s each"], [2000, "2 s each"], [4000, "4 s each"]];

function pace() {
  const chosen = localStorage.getItem(PACE_KEY);
  return PACES.find(([ms]) => String(ms) === chosen)?.[0] ?? 2000;
}

/**
 * The strip's line of plays: each step told for the chosen pace, in order,
 * so a bot's quick answers can be followed; a turn the clock played is
 * marked while it is told.
 */
function pacedPlays(line, signal) {
  const queue = [];
  let busy = false;
  const next = () => {
    if (signal.aborted || !queue.length) {
      busy = false;
      return;
    }
    busy = true;
    const { words, timedOut } = queue.shift();
    line.textContent = words;
    line.classList.toggle("timed-out", timedOut);
    // Each play holds the line for the pace, even if the next comes sooner.
    setTimeout(next, pace());
  };
  return {
    tell(step, names) {
      queue.push({ words: stepWords(step, names), timedOut: step.played_by === "clock" });
      if (!busy) next();
    },
  };
}

/** The choice of pace, beside the game's controls. */
function paceChoice() {
  const chosen = pace();
  const select = h("select", { id: "pace" }, PACES.map(([ms, words]) => h("option", { value: ms, selected: ms === chosen || null }, words)));
  select.addEventListener("change", () => localStorage.setItem(PACE_KEY, select.value));
  return h("label", { for: "pace" }, "Show the moves", select);
}

/** A round's end, told as such: what it added to each seat, until dismissed. */
function roundEndPanel(game, steps, onClose) {
  const names = seatNames(game);
  const you = game.you?.seat ?? null;
  const row = roundRows(steps).at(-1);
  if (!row) return null;
  const meerkat = game.game === MEERKAT;
  return h("section", { class: "panel notice round-end", id: "round-end", "aria-labelledby": "round-end-title" },
    h("h2", { id: "round-end-title" }, `Round ${row.round} is over`),
    h("ul", {}, row.added.map((v, k) => h("li", {},
      `${k === you ? "You" : names[k]}: ${v < 0 ? "-" : "+"}${plural(Math.abs(v), meerkat ? "penalty" : "point", meerkat ? "penalties" : undefined)}, ${row.totals[k]} in all`))),
    h("button", { type: "button", id: "round-end-close", onclick: onClose }, "Next round"));
}

// ------------------------------------------------- profiles and leaderboards

/** Every rating change of a player, oldest first (the history's pages, at most `cap` changes). */
async function ratingHistory(playerId, signal, cap = 2000) {
  const changes = [];
  let after = 0;
  while (changes.length < cap) {
    const page = await call("GET", `/v1/players/${encodeURIComponent(playerId)}/ratings/history?after=${after}&limit=100`, { signal });
    changes.push(...page.changes);
    if (page.next_after === null || page.next_after === undefined || !page.changes.length) break;
    after = page.next_after;
  }
  return changes;
}

/** "provisional" with its reason, for a rating not settled yet. */
function provisionalMark(rating) {
  return rating.provisional
    ? h("span", { class: "provisional" }, " provisional")
    : null;
}

async function profilePage(id) {
  const signal = setScreen("Player", h("h1", { id: "profile-title" }, "Player"));
  await loadCatalog();
  if (signal.aborted) return;
  const [profile, history] = await Promise.all([
    call("GET", `/v1/players/${encodeURIComponent(id)}`, { signal }),
    ratingHistory(id, signal),
  ]);
  if (signal.aborted) return;
  document.title = `${profile.name} — referee`;
  main.querySelector("h1").textContent = profile.name;
  const you = session()?.player_id === profile.id;
  if (you) main.append(keyPanel(), signingPanel(profile.id, signal));
  main.append(
    h("dl", { class: "facts", id: "profile-facts" },
      h("dt", {}, "Player id"), h("dd", { class: "mono" }, profile.id),
      h("dt", {}, "Since"), h("dd", {}, h("time", { datetime: profile.since }, new Date(profile.since).toLocaleDateString())),
      h("dt", {}, "Rated games"), h("dd", { id: "rated-games" }, `${profile.rated_games} played, ${profile.rated_wins} won`)),
  );
  const ratings = h("section", { class: "panel", id: "profile-ratings", "aria-labelledby": "ratings-title" },
    h("h2", { id: "ratings-title" }, "Ratings"));
  if (!profile.ratings.length) {
    ratings.append(h("p", { class: "empty" }, you
      ? "No rated game finished yet: tick “Rated” when you create a game."
      : "No rated game finished yet."));
  } else {
    ratings.append(
      h("p", { class: "hint" },
        `Ratings start at 1500; each rated game moves them by some tens of points. A “?” marks a provisional rating: its uncertainty is above ${SETTLED_POINTS} points, and it joins the leaderboard once it settles (about a dozen games).`),
      h("table", { class: "games", id: "ratings" },
        h("thead", {}, h("tr", {}, ["Game", "Rating", "Uncertainty", "Games", "Won", "Last played", "Leaderboard"].map((t) => h("th", { scope: "col" }, t)))),
        h("tbody", {}, profile.ratings.map((r) => h("tr", { "data-game": r.game },
          h("th", { scope: "row" }, gameName(r.game)),
          h("td", {}, h("strong", { class: "shown" }, figure(r.shown, r.provisional)), provisionalMark(r)),
          h("td", {}, spread(r)),
          h("td", { class: "games-played" }, String(r.games)),
          h("td", { class: "games-won" }, String(r.wins)),
          h("td", {}, h("time", { datetime: r.last_played }, new Date(r.last_played).toLocaleDateString())),
          h("td", {}, h("a", { href: `#/leaderboard/${r.game}` }, "Leaderboard")))))),
    );
    for (const r of profile.ratings) {
      const changes = history.filter((c) => c.game === r.game);
      const chart = ratingChart(changes, gameName(r.game), `chart-${r.game}`);
      if (!chart) continue;
      ratings.append(
        h("figure", { class: "chart", id: `history-${r.game}` },
          h("h3", {}, `${gameName(r.game)}: the rating after each rated game`),
          chart,
          h("details", {}, h("summary", {}, "The chart as a table"), historyTable(changes, gameName(r.game), `history-table-${r.game}`))),
      );
    }
  }
  main.append(ratings);
  main.append(
    h("section", { class: "panel", id: "recent-games", "aria-labelledby": "recent-title" },
      h("h2", { id: "recent-title" }, "Recent public games"),
      profile.recent_games.length
        ? h("table", { class: "games" },
          h("thead", {}, h("tr", {}, ["Game", "Players", "Result", "Finished", "Rated", "Links"].map((t) => h("th", { scope: "col" }, t)))),
          h("tbody", {}, profile.recent_games.map((g) => h("tr", { "data-game": g.id },
            h("td", {}, gameName(g.game)),
            h("td", { class: "players" }, g.seats.flatMap((seat, i) => [i ? ", " : "", nameLink(seat)])),
            h("td", { class: "result" }, `${g.won ? (g.winners.length > 1 ? "shared the win" : "won") : "lost"} (${g.scores.join(" – ")})`),
            h("td", {}, g.finished_at ? h("time", { datetime: g.finished_at }, new Date(g.finished_at).toLocaleString()) : "—"),
            h("td", {}, g.rated ? "rated" : "not rated"),
            h("td", {}, h("span", { class: "links" },
              h("a", { href: `#/game/${g.id}` }, "Result"),
              h("a", { href: `#/replay/${g.id}` }, "Replay")))))))
        : h("p", { class: "empty" }, "No finished public game yet.")),
  );
}

/**
 * "Your key": the api_key this browser signed in with, shown on request,
 * and replaced by a new one (the old one stops working at once). A player
 * signed in with a password has no key on this browser: a new one is made
 * for a bot or a script of its own, and shown (not kept).
 */
function keyPanel() {
  const kept = Boolean(session()?.api_key);
  const error = h("p", { class: "error", role: "alert", id: "api-key-error" });
  const shown = h("p", { id: "api-key-shown", hidden: true }, h("code", { class: "mono key" }));
  const show = (key) => {
    shown.firstChild.textContent = key;
    shown.hidden = false;
  };
  const confirm = h("span", { id: "replace-key-question", hidden: true },
    "Replace it? The old key stops working at once, on every browser and script that uses it. ",
    h("button", { type: "button", id: "replace-key-yes", onclick: async () => {
      error.textContent = "";
      try {
        show(await replaceKey());
        confirm.hidden = true;
        statusLine.textContent = kept
          ? "Your key was replaced: keep the new one, shown on your profile."
          : "A new key was made: keep it, it is shown this once.";
      } catch (e) {
        error.textContent = explain(e);
      }
    } }, "Yes, replace it"),
    h("button", { type: "button", id: "replace-key-no", onclick: () => { confirm.hidden = true; } }, "No"));
  return h("section", { class: "panel", id: "api-key", "aria-labelledby": "api-key-title" },
    h("h2", { id: "api-key-title" }, "Your key"),
    h("p", { class: "hint" }, kept
      ? "The key you sign in with, on this browser or another. Replace it if someone else may have seen it."
      : "You signed in with your password: this browser keeps no key. A key (an api_key) signs in a bot or a script as you, with every right; "
        + "a personal access token on your account page can do less. Making a key ends any earlier one."),
    h("div", { class: "actions" },
      kept ? h("button", { type: "button", id: "show-key", onclick: () => show(session()?.api_key ?? "") }, "Show my key") : null,
      h("button", { type: "button", id: "replace-key", onclick: () => {
        confirm.hidden = false;
        confirm.querySelector("button").focus();
      } }, kept ? "Replace my key…" : "Make a new key…"),
      confirm),
    shown,
    error);
}

/**
 * "Signing key": the key this browser keeps to sign the player's moves
 * (signing.js): made and registered here, its key id shown, revoked here.
 */
function signingPanel(playerId, signal) {
  const body = h("div", { id: "signing-key", "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  const error = h("p", { class: "error", role: "alert", id: "signing-error" });
  const busy = (button, work) => async () => {
    button.disabled = true;
    error.textContent = "";
    try {
      await work();
    } catch (e) {
      error.textContent = explain(e);
    } finally {
      button.disabled = false;
    }
    await show();
  };
  const show = async () => {
    try {
      if (!(await signingSupported())) {
        body.replaceChildren(h("p", { id: "signing-unsupported" },
          "This browser cannot make a signing key: it offers no WebCrypto Ed25519 here (browsers keep WebCrypto for https pages and localhost). ",
          "Your moves are sent unsigned, and a game that takes signed moves only cannot be played from here."));
        return;
      }
      const record = await storedKey(playerId);
      if (signal.aborted) return;
      if (!record) {
        const make = h("button", { type: "button", class: "primary", id: "make-signing-key" }, "Make a signing key");
        make.addEventListener("click", busy(make, () => createKey(playerId)));
        body.replaceChildren(h("p", { id: "signing-none" }, "This browser keeps no signing key for you: your moves are sent unsigned."), make);
        return;
      }
      const entry = await registeredEntry(record);
      if (signal.aborted) return;
      const revoke = h("button", { type: "button", id: "revoke-signing-key" }, entry?.revoked_at || !entry ? "Delete it from this browser" : "Revoke this key");
      revoke.addEventListener("click", busy(revoke, () => revokeKey(record)));
      body.replaceChildren(
        h("p", {}, "Your moves from this browser are signed with key ", h("code", { id: "signing-key-id" }, record.key_id),
          entry?.revoked_at ? h("strong", { id: "signing-key-revoked" }, " — revoked: it signs no new move; delete it and make another") : null,
          !entry ? h("strong", { id: "signing-key-revoked" }, " — unknown to the server: delete it and make another") : null,
          "."),
        h("p", { class: "hint" }, "Public key ", h("code", { class: "mono" }, record.public_key),
          ". Its private half never leaves this browser, and not even this page can read it out; revoking the key keeps the moves it signed verifiable."),
        revoke,
      );
    } catch (e) {
      if (!signal.aborted) error.textContent = explain(e);
    }
  };
  show();
  return h("section", { class: "panel", id: "signing", "aria-labelledby": "signing-title" },
    h("h2", { id: "signing-title" }, "Signing key"),
    h("p", { class: "hint" },
      "A key this browser makes and keeps signs each of your moves (docs/FAIRNESS.md, “Signed moves”): the audit bundle then proves the move was yours. ",
      "A game created with “Signed moves only” takes no other."),
    body,
    error);
}

/** Rows a leaderboard page shows unless the route asks for another number (1 to 100). */
const LEADERBOARD_ROWS = 25;

async function leaderboardPage(gameId, query) {
  const signal = setScreen("Leaderboard", h("h1", { id: "leaderboard-title" }, "Leaderboard"));
  await loadCatalog();
  if (signal.aborted) return;
  const game = catalog.find((g) => g.id === gameId) ?? catalog[0];
  const asked = Number(query.get("limit"));
  const limit = Number.isInteger(asked) && asked >= 1 && asked <= 100 ? asked : LEADERBOARD_ROWS;
  document.title = `Leaderboard: ${game.name} — referee`;
  main.querySelector("h1").textContent = `Leaderboard: ${game.name}`;
  const body = h("div", { id: "leaderboard", "aria-live": "polite" }, h("p", { class: "empty" }, "Loading…"));
  main.append(
    h("nav", { class: "links", "aria-label": "games" }, catalog.map((g) =>
      h("a", { href: `#/leaderboard/${g.id}`, "aria-current": g.id === game.id ? "page" : null }, g.name))),
    h("p", { class: "hint" },
      `Settled ratings only: a rating joins once its uncertainty is ${SETTLED_POINTS} points or less (about a dozen rated games). `,
      "Ranked by the rating shown (1500 for a new player); equal ratings share a rank."),
    h("section", { class: "panel", "aria-labelledby": "leaderboard-title" }, body),
  );
  // The cursors of the pages seen, so "Previous" goes back without a cursor of its own.
  const cursors = [null];
  // `focus`: the id of the button that asked, to keep the keyboard where it was.
  const show = async (index, focus = null) => {
    const cursor = cursors[index];
    const path = `/v1/leaderboards/${encodeURIComponent(game.id)}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    try {
      const page = await call("GET", path, { signal });
      if (signal.aborted) return;
      cursors[index + 1] = page.next ?? undefined;
      const rows = page.entries.map((e) => h("tr", { "data-player": e.player_id },
        h("td", { class: "rank" }, String(e.rank)),
        h("th", { scope: "row" }, h("a", { href: `#/player/${e.player_id}`, class: "player" }, e.name)),
        h("td", { class: "shown" }, figure(e.rating.shown)),
        h("td", {}, spread(e.rating)),
        h("td", {}, String(e.rating.games))));
      const pager = h("div", { class: "actions", role: "group", "aria-label": "leaderboard pages" },
        index > 0 ? h("button", { type: "button", id: "leaderboard-previous", onclick: () => show(index - 1, "leaderboard-previous") }, "◀ Previous page") : null,
        page.next ? h("button", { type: "button", id: "leaderboard-next", onclick: () => show(index + 1, "leaderboard-next") }, "Next page ▶") : null,
        h("span", { class: "hint", id: "leaderboard-page" }, `Page ${index + 1}`));
      body.replaceChildren(
        page.entries.length
          ? h("table", { class: "games", id: "leaderboard-table" },
            h("thead", {}, h("tr", {}, ["Rank", "Player", "Rating", "Uncertainty", "Games"].map((t) => h("th", { scope: "col" }, t)))),
            h("tbody", {}, rows))
          : h("p", { class: "empty" }, "No settled rating yet: ratings join after a few rated games."),
        pager,
      );
      if (focus) (document.getElementById(focus) ?? pager.querySelector("button") ?? pager).focus();
    } catch (error) {
      if (!signal.aborted) body.replaceChildren(h("p", { class: "error", role: "alert" }, explain(error)));
    }
  };
  await show(0);
}

// ------------------------------------------------------------ rules pages

/** A game's rules (rules.js), open to anyone; the first game's when none is named. */
async function rulesPage(gameId) {
  const signal = setScreen("Rules", h("h1", { id: "rules-title" }, "Rules"));
  await loadCatalog();
  if (signal.aborted) return;
  const game = catalog.find((g) => g.id === gameId) ?? catalog[0];
  document.title = `Rules: ${game.name} — referee`;
  main.querySelector("h1").textContent = `Rules: ${game.name}`;
  main.append(
    h("nav", { class: "links", "aria-label": "games" }, catalog.map((g) =>
      h("a", { href: rulesHref(g.id), "aria-current": g.id === game.id ? "page" : null }, g.name))),
    rulesArticle(game.id, game),
  );
}

// ----------------------------------------------------------- replay page

async function replayPage(id) {
  const signal = setScreen("Replay", h("h1", {}, "Replay and verify"));
  await loadCatalog();
  if (signal.aborted) return;
  main.append(
    h(
      "p",
      { class: "hint" },
      "This page re-checks in your browser the header against the hash chain, the seed commitment, the game seed, every link of the chain and the outcome. ",
      "That every deal and move follows the rules is checked by ",
      h("code", {}, "referee verify bundle.json"),
      ", offline.",
    ),
  );
  const stage = h("div", { id: "replay" });
  const input = h("input", { type: "file", id: "bundle-file", accept: "application/json,.json" });
  const drop = h(
    "div",
    { class: "drop", id: "drop" },
    h("label", { for: "bundle-file" }, "Drop an audit bundle here, or choose its file", input),
  );
  const loadText = async (text) => {
    try {
      await showBundle(stage, text);
    } catch (e) {
      stage.replaceChildren(h("p", { class: "error", role: "alert" }, `This is not a bundle: ${e.message}`));
    }
  };
  input.addEventListener("change", async () => {
    if (input.files?.[0]) await loadText(await input.files[0].text());
  });
  drop.addEventListener("dragover", (event) => {
    event.preventDefault();
    drop.classList.add("over");
  });
  drop.addEventListener("dragleave", () => drop.classList.remove("over"));
  drop.addEventListener("drop", async (event) => {
    event.preventDefault();
    drop.classList.remove("over");
    const file = event.dataTransfer?.files?.[0];
    if (file) await loadText(await file.text());
  });
  main.append(drop, stage);
  if (id) {
    if (!session()) {
      stage.append(signInPanel(() => route()));
      return;
    }
    // As text: the verifier reads numbers as the server wrote them.
    const text = await call("GET", `/v1/games/${id}/audit`, { raw: true, signal });
    if (!signal.aborted) await showBundle(stage, text);
  }
}

/** The seats of the bundle's game as the server lists them (names), or null. */
async function serverSeats(gameId) {
  if (!session() || typeof gameId !== "string") return null;
  try {
    return (await call("GET", `/v1/games/${encodeURIComponent(gameId)}`)).seats;
  } catch {
    return null;
  }
}

const NOT_HERE = "not checked here — run referee verify";

/** The referee's public keys (GET /v1/keys, public): what its signatures are
 * checked against; none when the server does not answer. */
async function refereeKeys() {
  try {
    return (await call("GET", "/v1/keys", { anonymous: true })).keys;
  } catch {
    return [];
  }
}

/**
 * What the page shows of a bundle, field by field, and how each was
 * checked in this browser: `[field, shown value, ok (true/false/null), how]`.
 */
function fieldChecks(bundle, report, namesCheck, names) {
  const by = Object.fromEntries(report.checks.map((c) => [c.name, c]));
  const header = bundle.header;
  const genesis = by.genesis?.ok;
  const inChain = genesis === true ? "in the genesis hash, which the chain starts from" : genesis === false ? "the genesis hash does not match the header" : "not checked: an earlier check failed";
  const stepsOk = report.steps.length > 0 && report.steps.every((s) => s.ok);
  return [
    ["Game", `${gameName(header.game)} (${header.game_id})`, genesis ?? null, inChain],
    ["Options", JSON.stringify(header.options), genesis ?? null, inChain],
    ["Seats", header.seats.map((s, k) => `${k}: ${names[k] ?? "seat " + k} (${s.player_id})`).join(", "), genesis ?? null, inChain],
    ["Names", names.some(Boolean) ? names.join(", ") : "not shown", namesCheck.ok, namesCheck.detail],
    ["Seeds", "commitment, server seed, game seed", by.seed_commitment?.ok === true && by.game_seed?.ok === true ? true : by.seed_commitment?.ok === false || by.game_seed?.ok === false ? false : null,
      [by.seed_commitment?.detail, by.game_seed?.detail].filter(Boolean).join("; ")],
    ["Steps", `${report.steps.length} steps: times, actors, actions and events`, report.steps.length ? stepsOk : null,
      stepsOk ? "each step's digests and its link in the hash chain" : report.steps.find((s) => !s.ok)?.detail ?? "no steps"],
    ["Outcome", bundle.outcome ? `scores ${bundle.outcome.scores.join(", ")}; winners ${bundle.outcome.winners.map((k) => names[k] ?? `seat ${k}`).join(", ")}` : "none",
      by.outcome?.ok ?? null, by.outcome?.detail ?? ""],
    ["Rules", "every deal and move follows the rules", null, NOT_HERE],
    ["Step signatures", stepSignatureWords(bundle.steps), ...stepSignatureCheck(bundle.steps, report)],
    ["Signature", bundle.signature ? `the referee's, key ${bundle.signature.key_id}` : "none", by.signature?.ok ?? null,
      by.signature?.ok === true ? `${by.signature.detail}, one of the keys GET /v1/keys publishes` : by.signature?.detail ?? "the bundle carries no signature"],
  ];
}

/** Whether the steps' signatures were checked here: `[ok, how]`. */
function stepSignatureCheck(steps, report) {
  const signed = steps.filter((st) => st.signature).length;
  if (!signed) return [null, "no step carries one"];
  const failed = report.steps.find((s) => !s.ok && /signature|signed/.test(s.detail));
  if (failed) return [false, failed.detail];
  const { players, referee, unchecked } = report.signatures;
  if (unchecked || players + referee < signed) {
    return [null, `${players + referee} of ${signed} checked here; the rest need the referee's keys or Ed25519 in this browser — run referee verify --key`];
  }
  return [true, `each Ed25519 signature checked: ${players} under the player's key it carries, ${referee} under the referee's keys (GET /v1/keys)`];
}

/** Who signed the bundle's steps: "3 by the player's key …, 2 by the referee", or "none". */
function stepSignatureWords(steps) {
  const counts = new Map();
  for (const step of steps) {
    const signed = step.signature;
    if (!signed) continue;
    const who = signed.signer === "player" ? `the player's key ${signed.key_id}` : "the referee";
    counts.set(who, (counts.get(who) ?? 0) + 1);
  }
  return counts.size ? [...counts].map(([who, n]) => `${n} by ${who}`).join(", ") : "none";
}

/** The headline: exactly what was checked here, and what was not. */
function verdictOf(report, namesCheck, fields) {
  const failure = report.first_failure ?? (namesCheck.ok === false ? { detail: namesCheck.detail } : null);
  if (failure) {
    return h("p", { class: "failed", id: "verdict", role: "alert" }, `Not verified: ${failure.detail}`);
  }
  const checked = fields.filter(([, , ok]) => ok === true).map(([field]) => field.toLowerCase());
  const unchecked = fields.filter(([, , ok]) => ok === null).map(([field]) => field.toLowerCase());
  return h("p", { class: "verified", id: "verdict" },
    `Verified in this browser: ${checked.join(", ")}. `,
    h("span", { class: "unchecked" }, `Not checked here: ${unchecked.join(", ")} — run `, h("code", {}, "referee verify"), "."));
}

/** Verifies and replays a bundle given as its JSON text. */
async function showBundle(stage, text) {
  const signal = screen.signal;
  const bundle = JSON.parse(text);
  if (!globalThis.crypto?.subtle) {
    stage.replaceChildren(
      h("p", { class: "error", role: "alert" },
        "This browser offers no WebCrypto here: browsers keep it for https pages and localhost. Open the page over https, or check the bundle with referee verify."),
    );
    return;
  }
  const report = await verifyBundle(text, { keys: await refereeKeys() });
  const named = checkSeatNames(bundle.header, await serverSeats(bundle.header?.game_id));
  if (signal.aborted) return;
  const names = named.names;
  const nameOf = names.map((n, k) => n ?? `Seat ${k}`);
  const failure = report.first_failure;
  // A tampered bundle may not replay at all (a card that is nowhere):
  // the verdict still shows, and the steps as far as they go.
  let frames;
  let replayError = null;
  try {
    frames = framesOf(bundle);
  } catch (e) {
    replayError = e;
    frames = [null];
  }
  const last = Math.max(frames.length - 1, 0);
  const cardName = cardNamer(bundle.header);
  const fields = fieldChecks(bundle, report, named.check, names);
  const mark = (ok) =>
    h("span", { class: ok === false ? "failed" : ok ? "verified" : "unchecked" }, ok === false ? "✗ failed" : ok ? "✓ checked" : "– not checked here");
  const fieldTable = h(
    "table",
    { class: "games fields", id: "fields" },
    h("caption", {}, "What this page shows, and how it was checked"),
    h("thead", {}, h("tr", {}, ["Field", "Shown", "Checked", "How"].map((t) => h("th", { scope: "col" }, t)))),
    h("tbody", {}, fields.map(([field, shown, ok, how]) =>
      h("tr", { "data-field": field.toLowerCase() }, h("th", { scope: "row" }, field), h("td", {}, shown), h("td", {}, mark(ok)), h("td", {}, how)))),
  );
  const checks = h(
    "ul",
    { class: "checks", id: "checks" },
    [...report.checks, named.check].map((check) =>
      h(
        "li",
        { "data-check": check.name },
        h("span", { class: check.ok === false ? "failed" : check.ok ? "verified" : "" }, check.ok === false ? "✗ failed" : check.ok ? "✓ verified" : "– not checked"),
        ` ${check.name.replaceAll("_", " ")}: ${check.detail}`,
      ),
    ),
  );
  const verdict = verdictOf(report, named.check, fields);

  const slider = h("input", { type: "range", id: "step-slider", min: 0, max: last, value: 0, "aria-label": "step" });
  const position = h("span", { id: "step-position", "aria-live": "polite" });
  const view = h("div", { id: "frame" });
  const stepList = h(
    "ol",
    { class: "steps", id: "step-list" },
    report.steps.map((step) =>
      h(
        "li",
        { "data-seq": step.seq, class: step.ok ? "" : "failed-step" },
        h("span", { class: step.ok ? "verified" : "failed" }, step.ok ? "✓" : "✗"),
        ` step ${step.seq}${step.ok ? " verified" : `: ${step.detail}`}`,
      ),
    ),
  );
  let at = 0;
  let timer = null;
  const show = (index) => {
    at = Math.max(0, Math.min(last, index));
    slider.value = String(at);
    const frameAt = frames[at];
    const step = report.steps[at - 1];
    position.textContent = `Step ${at} of ${last}`;
    stepList.querySelectorAll("li").forEach((li) => li.classList.toggle("current", Number(li.dataset.seq) === at));
    if (!frameAt) {
      view.replaceChildren(h("p", { class: "empty" }, "Before the first deal."));
      return;
    }
    const source = bundle.steps[at - 1];
    view.replaceChildren(
      h(
        "div",
        { class: "panel" },
        h("p", {},
          step ? h("span", { class: step.ok ? "verified" : "failed", id: "step-status" }, step.ok ? "✓ step verified" : `✗ ${step.detail}`) : null,
          " · ",
          frameAt.at ? h("time", { datetime: frameAt.at }, new Date(frameAt.at).toLocaleString()) : "",
          " · ",
          frameAt.actor_seat === null || frameAt.actor_seat === undefined
            ? "the deal"
            : `${nameOf[frameAt.actor_seat]}${frameAt.played_by ? ` (played by the ${frameAt.played_by === "clock" ? "clock" : "referee: resigned"})` : ""}`,
          frameAt.action ? `: ${describeAction(frameAt.action, cardName)}` : ""),
        h("ul", { class: "events" }, (source?.events || []).map((e) => h("li", {}, describeEvent(e, nameOf, cardName)))),
      ),
      renderTable({ game: bundle.header.game, view: frameAt.spectator, hands: frameAt.hands, board: frameAt.board, names: nameOf, you: null, legal: null }),
    );
  };
  const stop = () => {
    clearInterval(timer);
    timer = null;
    play.textContent = "Autoplay";
    play.setAttribute("aria-pressed", "false");
  };
  const play = h("button", { type: "button", id: "autoplay", "aria-pressed": "false", onclick: () => {
    if (timer) return stop();
    play.textContent = "Pause";
    play.setAttribute("aria-pressed", "true");
    timer = setInterval(() => (at >= last ? stop() : show(at + 1)), 600);
  } }, "Autoplay");
  signal.addEventListener("abort", stop);
  slider.addEventListener("input", () => show(Number(slider.value)));
  const button = (label, idName, go) => h("button", { type: "button", id: idName, onclick: () => show(go()) }, label);
  const title = `${gameName(bundle.header?.game)}${names.some(Boolean) ? `: ${names.join(" vs ")}` : ""}`;
  stage.replaceChildren(...[
    h("section", { class: "panel", "aria-labelledby": "verify-title" },
      h("h2", { id: "verify-title" }, title),
      verdict,
      h("div", { class: "actions" },
        h("button", { type: "button", id: "download-bundle", onclick: () => saveText(`referee-${bundle.header?.game_id ?? "bundle"}.json`, text) }, "Download the audit bundle")),
      fieldTable,
      h("details", {}, h("summary", {}, "Every check"), checks),
      h("details", {}, h("summary", {}, "Every step"), stepList)),
    h("div", { class: "controls", role: "group", "aria-label": "replay controls" },
      button("« First", "first", () => 0),
      button("◀ Previous", "prev", () => at - 1),
      button("Next ▶", "next", () => at + 1),
      button("Last »", "last", () => last),
      play, slider, position),
    replayError ? h("p", { class: "error" }, `The steps cannot be replayed: ${replayError.message}`) : null,
    view,
  ].filter(Boolean));
  show(failure?.seq ? failure.seq : 0);
  // On a small screen the drop zone above pushes the verdict below the fold: bring it into view.
  verdict.scrollIntoView({ block: "nearest" });
}

/** Names a card id of a bundle's game ("dog 5", "bluff card 2.5"), or null. */
function cardNamer(header) {
  try {
    if (header.game === MEERKAT) return (id) => meerkatLabel({ face: meerkatFace(id) });
    const deck = biscuitsDeck(header.options || {}, header.seat_count);
    return (id) => (deck[id] ? biscuitsLabel(deck[id]) : `card ${id}`);
  } catch {
    return null;
  }
}

/** An action in plain words. */
function describeAction(action, cardName) {
  const name = (id) => (cardName ? cardName(id) : `card ${id}`);
  switch (action.kind) {
    case "play":
      return action.cards
        ? `lays ${action.cards.map(name).join(", ")} as ${action.rank}`
        : `plays ${name(action.card)}`;
    case "pass":
      return "passes";
    case "challenge":
      return "challenges";
    case "redacted":
      return action.of === "play" ? "plays" : describeAction({ kind: action.of }, cardName);
    default:
      return JSON.stringify(action);
  }
}
