// The page: a lobby, a table to watch and play at, and the replay of an
// audit bundle, verified in the browser. Routes live in the URL's hash:
//   #/                 the lobby
//   #/game/<id>        watch a game (play it when seated)
//   #/replay/<id>      replay and verify a finished game's audit bundle
//   #/replay           the same for a bundle dropped in from a file
// Everything comes from the public API (api.js).

import { call, follow, idempotencyKey, register, session, signIn, signOut, ProblemError } from "./api.js";
import { h, renderTable, describeEvent, biscuitsLabel, meerkatLabel, MEERKAT } from "./render.js";
import { framesOf } from "./replay.js";
import { biscuitsDeck, meerkatFace } from "./cards.js";
import { verifyBundle } from "./verify.js";

const main = document.getElementById("main");
const statusLine = document.getElementById("status");

/** The page's current screen: aborted (its long-polls and timers stop) when another replaces it. */
let screen = new AbortController();
let catalog = null;

async function loadCatalog() {
  catalog ??= await call("GET", "/v1/catalog", { anonymous: true });
  return catalog;
}

function gameName(id) {
  return catalog?.find((g) => g.id === id)?.name || id;
}

/** Plain words for a refusal. */
function explain(error) {
  if (error instanceof ProblemError) {
    const detail = error.problem.detail || error.message;
    return `${detail} (${error.code})`;
  }
  return `The server could not be reached: ${error.message}`;
}

function showWho() {
  const who = document.getElementById("who");
  const current = session();
  who.replaceChildren();
  if (current) {
    who.append(
      `Signed in as ${current.name || current.player_id} `,
      h("button", { type: "button", onclick: () => { signOut(); route(); } }, "Sign out"),
    );
  }
}

function setScreen(title, ...children) {
  screen.abort();
  screen = new AbortController();
  document.title = `${title} — referee`;
  main.replaceChildren(...children);
  showWho();
  return screen.signal;
}

function route() {
  const hash = location.hash.replace(/^#/, "") || "/";
  const parts = hash.split("/").filter(Boolean);
  const run =
    parts[0] === "game" && parts[1]
      ? gamePage(parts[1])
      : parts[0] === "replay"
        ? replayPage(parts[1] || null)
        : lobbyPage();
  run.catch((error) => {
    main.append(h("p", { class: "error", role: "alert" }, explain(error)));
  });
}

window.addEventListener("hashchange", route);
route();

// ---------------------------------------------------------------- sign-in

function signInPanel(onDone) {
  const error = h("p", { class: "error", role: "alert" });
  const name = h("input", { id: "register-name", name: "name", required: true, maxlength: 64, autocomplete: "nickname" });
  const playerId = h("input", { id: "signin-player", name: "player_id", autocomplete: "username" });
  const apiKey = h("input", { id: "signin-key", name: "api_key", type: "password", autocomplete: "current-password" });
  const registerForm = h(
    "form",
    {
      class: "row",
      onsubmit: async (event) => {
        event.preventDefault();
        try {
          const created = await register(name.value.trim());
          onDone(created);
        } catch (e) {
          error.textContent = explain(e);
        }
      },
    },
    h("label", { for: "register-name" }, "Your name", name),
    h("button", { type: "submit", class: "primary", id: "register" }, "Register a new player"),
  );
  const signInForm = h(
    "form",
    {
      class: "row",
      onsubmit: async (event) => {
        event.preventDefault();
        try {
          await signIn(playerId.value.trim(), apiKey.value.trim());
          onDone(null);
        } catch (e) {
          error.textContent = explain(e);
        }
      },
    },
    h("label", { for: "signin-player" }, "Player id", playerId),
    h("label", { for: "signin-key" }, "api_key", apiKey),
    h("button", { type: "submit" }, "Sign in"),
  );
  return h(
    "section",
    { class: "panel", "aria-labelledby": "signin-title" },
    h("h2", { id: "signin-title" }, "Sign in to play or watch"),
    h("p", { class: "hint" }, "Your api_key is kept in this tab only (session storage) and sent to this server only."),
    registerForm,
    h("p", {}, "or, with a player you have:"),
    signInForm,
    error,
  );
}

// ------------------------------------------------------------------ lobby

async function lobbyPage() {
  const signal = setScreen("Lobby", h("h1", {}, "Lobby"));
  await loadCatalog();
  if (signal.aborted) return;
  if (!session()) {
    main.append(
      signInPanel((created) => {
        route();
        if (created) {
          main.prepend(
            h(
              "p",
              { class: "notice", role: "status" },
              `Registered ${created.name}. Your player id is `,
              h("code", {}, created.player_id),
              " and your api_key ",
              h("code", {}, created.api_key),
              ": keep them to sign in again; the key is shown only once.",
            ),
          );
        }
      }),
    );
    return;
  }
  main.append(createPanel());
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
  // One long-poll for the three lists (the newest 100 games): a browser
  // has 6 connections to a server, shared by all its tabs.
  follow("/v1/games?limit=100", (page) => {
    for (const [status, body] of bodies) {
      body.replaceChildren(gameList(status, page.games.filter((g) => g.status === status)));
    }
  }, {
    signal,
    onError: (error) => {
      for (const body of bodies.values()) body.replaceChildren(h("p", { class: "error" }, explain(error)));
    },
  });
}

function gameList(status, games) {
  if (!games.length) return h("p", { class: "empty" }, "None right now.");
  const rows = games.map((game) => {
    const actions = [];
    if (status === "open") {
      actions.push(h("button", { type: "button", class: "join", "data-game": game.id, onclick: () => join(game.id) }, "Join"));
    }
    if (status === "finished") actions.push(h("a", { href: `#/replay/${game.id}` }, "Replay"));
    actions.push(h("a", { href: `#/game/${game.id}`, class: "watch" }, status === "open" ? "Open" : "Watch"));
    return h(
      "tr",
      { "data-game": game.id },
      h("td", {}, gameName(game.game)),
      h("td", {}, `${game.seats_taken}/${game.seat_count} seats`),
      h("td", {}, status === "active" ? `move ${game.version}, seat ${game.turn?.seat ?? "–"} on turn` : game.visibility),
      h("td", { class: "mono" }, game.id.slice(0, 8)),
      h("td", {}, actions),
    );
  });
  return h(
    "table",
    { class: "games" },
    h("thead", {}, h("tr", {}, ["Game", "Seats", "State", "Id", ""].map((t) => h("th", { scope: "col" }, t)))),
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
  // select, a range a number; left empty, the game's default holds.
  const optionBox = h("div", { class: "row", id: "create-options" });
  let optionInputs = [];
  const drawOptions = (info) => {
    optionInputs = [];
    const fields = [];
    for (const option of info.options) {
      const id = `option-${option.name}`;
      const fallback = option.default === null ? "drawn" : `default ${JSON.stringify(option.default)}`;
      let input;
      if (Array.isArray(option.allowed)) {
        input = h("select", { id, name: option.name },
          h("option", { value: "" }, fallback),
          ...option.allowed.map((v) => h("option", { value: v }, v)));
        optionInputs.push([option.name, input, (v) => v]);
      } else if (option.allowed && "min" in option.allowed && !("numbers" in option.allowed)) {
        const { min, max } = option.allowed;
        input = h("input", {
          id, name: option.name, type: "number", placeholder: fallback,
          min: typeof min === "number" ? min : null, max: typeof max === "number" ? max : null,
        });
        optionInputs.push([option.name, input, Number]);
      } else {
        continue;
      }
      fields.push(h("label", { for: id, title: option.description }, option.name.replaceAll("_", " "), input));
    }
    optionBox.replaceChildren(...fields);
  };
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
  game.addEventListener("change", refresh);
  refresh();
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
          const options = {};
          for (const [name, input, read] of optionInputs) {
            if (input.value !== "") options[name] = read(input.value);
          }
          if (Object.keys(options).length) body.options = options;
          try {
            const created = await call("POST", "/v1/games", { body });
            rememberCreated(created.id);
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
      h("button", { type: "submit", class: "primary", id: "create" }, "Create and sit down"),
    ),
    h("details", {}, h("summary", {}, "Options"), optionBox),
    error,
  );
}

// ------------------------------------------------------------- game page

/** Games the signed-in player created in this tab: the page offers their creator's controls. */
function createdKey() {
  return `referee.created.${session()?.player_id}`;
}

function createdHere() {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(createdKey()) || "[]"));
  } catch {
    return new Set();
  }
}

function rememberCreated(id) {
  const ids = createdHere();
  ids.add(id);
  sessionStorage.setItem(createdKey(), JSON.stringify([...ids].slice(-100)));
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
    controls.push(button("Leave this game", "leave", () => run(call("DELETE", `/v1/games/${game.id}/seats/me`))));
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
    controls.push(h("a", { href: `#/game/${game.rematch}`, id: "rematch-link" }, "Open the rematch"));
  } else if (game.status === "finished" && you !== null) {
    controls.push(button("Ask for a rematch", "rematch", () =>
      run(call("POST", `/v1/games/${game.id}/rematch`).then((created) => {
        rememberCreated(created.id);
        location.hash = `#/game/${created.id}`;
      }))));
  }
  return controls.length ? h("div", { class: "actions", role: "group", "aria-label": "game controls" }, controls) : null;
}

async function gamePage(id) {
  const signal = setScreen("Game", h("h1", {}, "Game"));
  await loadCatalog();
  if (signal.aborted) return;
  if (!session()) {
    main.append(signInPanel(() => route()));
    return;
  }
  const heading = main.querySelector("h1");
  const info = h("div", { class: "panel", id: "game-info" });
  const error = h("p", { class: "error", role: "alert", id: "move-error" });
  const table = h("div", { id: "table" });
  const events = h("section", { class: "panel", "aria-labelledby": "last-title" });
  main.append(info, error, table, events);
  const ui = { game: null, selected: new Set(), sending: false, confirmResign: false };

  const deadline = h("span", { id: "deadline" });
  const tick = setInterval(() => updateDeadline(deadline, ui.game?.turn_deadline), 1000);
  signal.addEventListener("abort", () => clearInterval(tick));

  const act = async (action) => {
    if (ui.sending || !ui.game) return;
    ui.sending = true;
    error.textContent = "";
    try {
      const answer = await call("POST", `/v1/games/${id}/moves`, {
        body: { game: ui.game.game, expected_version: ui.game.version, action },
        headers: { "idempotency-key": idempotencyKey() },
      });
      ui.selected = new Set();
      if (answer?.state && answer.state.version >= ui.game.version) draw(answer.state);
    } catch (e) {
      error.textContent = explain(e);
    } finally {
      ui.sending = false;
    }
  };

  const draw = (game) => {
    if (ui.game && game.version < ui.game.version) return;
    if (ui.game && game.version !== ui.game.version) ui.selected = new Set();
    ui.game = game;
    heading.textContent = `${gameName(game.game)} — ${game.status}`;
    const names = game.seats.reduce((all, s) => {
      all[s.seat] = s.bot ? `${s.name}` : s.name;
      return all;
    }, []);
    const you = game.you?.seat ?? null;
    info.replaceChildren(...[
      h(
        "dl",
        { class: "facts" },
        h("dt", {}, "Game"),
        h("dd", { class: "mono" }, game.id),
        h("dt", {}, "Version"),
        h("dd", { id: "version" }, String(game.version)),
        h("dt", {}, "You"),
        h("dd", {}, you === null ? "watching as a spectator" : `seat ${you}`),
        h("dt", {}, "Seats"),
        h(
          "dd",
          {},
          Array.from({ length: game.seat_count }, (_, seat) => {
            const s = game.seats.find((x) => x.seat === seat);
            const flags = s ? [s.away ? "away" : null, s.resigned ? "resigned" : null].filter(Boolean) : [];
            return `${seat}: ${s ? s.name : "free"}${flags.length ? ` (${flags.join(", ")})` : ""}`;
          }).join(" · "),
        ),
        h("dt", {}, "Turn"),
        h("dd", { id: "turn" }, game.turn ? `seat ${game.turn.seat}${game.turn.seat === you ? " — your turn" : ""}` : "—"),
        h("dt", {}, "Deadline"),
        h("dd", {}, deadline),
      ),
      game.status === "open" && you === null
        ? h("button", { type: "button", class: "primary", id: "join", onclick: () => join(game.id) }, "Join this game")
        : null,
      gameControls(game, you, (promise) =>
        promise.then(() => undefined, (e) => { error.textContent = explain(e); }), ui),
      game.status === "finished"
        ? h("p", {}, h("a", { href: `#/replay/${game.id}`, id: "replay-link" }, "Replay and verify this game"))
        : null,
      game.outcome?.finished
        ? h("p", { id: "outcome" }, `Finished. Scores ${game.outcome.scores.join(", ")}; won by ${game.outcome.winners.map((s) => names[s] || `seat ${s}`).join(" and ")}.`)
        : null,
    ].filter(Boolean));
    updateDeadline(deadline, game.turn_deadline);
    if (!game.view) {
      table.replaceChildren(h("p", { class: "empty" }, `Waiting for players: ${game.seats.length} of ${game.seat_count} seated.`));
      events.replaceChildren();
      return;
    }
    table.replaceChildren(
      renderTable({
        game: game.game,
        view: game.view,
        names,
        you,
        legal: game.legal_actions || null,
        selected: ui.selected,
        onToggle: (cardId) => {
          if (ui.selected.has(cardId)) ui.selected.delete(cardId);
          else ui.selected.add(cardId);
          const focused = document.activeElement?.getAttribute("data-card");
          draw(ui.game);
          if (focused) table.querySelector(`.hand button.card[data-card="${focused}"]`)?.focus();
        },
        onAct: act,
      }),
    );
    showLastStep(game, names);
  };

  // The last step as this viewer may see it, from the game's event log.
  let shownStep = 0;
  const showLastStep = async (game, names) => {
    if (game.version === shownStep || game.version < 1) return;
    try {
      const page = await call("GET", `/v1/games/${id}/events?after=${game.version - 1}&limit=1`, { signal });
      const step = page.events?.[0];
      if (!step || step.seq !== ui.game?.version) return;
      shownStep = step.seq;
      const actor =
        step.actor_seat === null || step.actor_seat === undefined
          ? "The referee"
          : `${names[step.actor_seat] || `Seat ${step.actor_seat}`}${step.played_by && step.played_by !== "player" ? ` (played by the ${step.played_by})` : ""}`;
      events.replaceChildren(
        h("h2", { id: "last-title" }, `Last step (${step.seq})`),
        h("p", {}, actor),
        h("ul", { class: "events", id: "last-events" }, step.events.map((e) => h("li", {}, describeEvent(e, names)))),
      );
    } catch {
      // The table is drawn already; the log will show with the next step.
    }
  };

  await follow(`/v1/games/${id}`, draw, {
    signal,
    onError: (e) => {
      error.textContent = explain(e);
    },
  });
}

function updateDeadline(element, deadline) {
  if (!deadline) {
    element.textContent = "no turn clock";
    return;
  }
  const left = Math.max(0, Math.round((Date.parse(deadline) - Date.now()) / 1000));
  element.textContent = `${new Date(deadline).toLocaleTimeString()} (${left} s left)`;
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
      "This page re-checks, in your browser, the seed commitment, the game seed and the hash chain of the audit bundle. ",
      "The rules themselves (every deal and move) are re-checked by ",
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
  const report = await verifyBundle(text);
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
  const names = null;
  const cardName = cardNamer(bundle.header);

  const checks = h(
    "ul",
    { class: "checks", id: "checks" },
    report.checks.map((check) =>
      h(
        "li",
        { "data-check": check.name },
        h("span", { class: check.ok === false ? "failed" : check.ok ? "verified" : "" }, check.ok === false ? "✗ failed" : check.ok ? "✓ verified" : "– not yet"),
        ` ${check.name.replaceAll("_", " ")}: ${check.detail}`,
      ),
    ),
  );
  const verdict = failure
    ? h("p", { class: "failed", id: "verdict", role: "alert" },
        failure.seq === null || failure.seq === undefined
          ? `Not verified: ${failure.detail}`
          : `Not verified: ${failure.detail}`)
    : h("p", { class: "verified", id: "verdict" },
        `Verified: all ${report.steps.length} steps${report.complete ? ", the seed commitment and the game seed" : " (the seeds are checked once the game is over)"}.`);

  const slider = h("input", { type: "range", id: "step-slider", min: 0, max: last, value: 0, "aria-label": "step" });
  const position = h("span", { id: "step-position", "aria-live": "polite" });
  const view = h("div", { id: "frame" });
  const stepList = h(
    "ol",
    { class: "steps", id: "step-list", start: 1 },
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
          ` · ${frameAt.at ?? ""} · `,
          frameAt.actor_seat === null || frameAt.actor_seat === undefined
            ? "the referee"
            : `seat ${frameAt.actor_seat}${frameAt.played_by ? ` (played by ${frameAt.played_by})` : ""}`,
          frameAt.action ? `: ${describeAction(frameAt.action, cardName)}` : ""),
        h("ul", { class: "events" }, (source?.events || []).map((e) => h("li", {}, describeEvent(e, names, cardName)))),
      ),
      renderTable({ game: bundle.header.game, view: frameAt.spectator, hands: frameAt.hands, names, you: null, legal: null }),
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
  stage.replaceChildren(...[
    h("section", { class: "panel", "aria-labelledby": "verify-title" },
      h("h2", { id: "verify-title" }, `${gameName(bundle.header?.game)} ${bundle.header?.game_id ?? ""}`),
      verdict, checks,
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
