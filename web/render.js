// Drawing a table: cards as pictures (inline SVG, each with a text
// alternative), and the view of either game. The same drawing serves a
// live view (one seat's or a spectator's) and a replay frame, where every
// hand is shown.

export const MEERKAT = "shake-it-meerkat";
export const BISCUITS = "woof-meow-biscuits";

const SVG = "http://www.w3.org/2000/svg";

/** `h("div", {class: "x"}, child, …)`: a DOM element. */
export function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (name.startsWith("on")) element.addEventListener(name.slice(2), value);
    else if (name === "text") element.textContent = value;
    else element.setAttribute(name, value === true ? "" : value);
  }
  for (const child of children.flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

/** `svg("rect", {x: 1}, child, …)`: an SVG element. */
export function svg(tag, attributes = {}, ...children) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) element.append(child);
  return element;
}

function text(x, y, content, attributes = {}) {
  const element = svg("text", { x, y, "text-anchor": "middle", ...attributes });
  element.textContent = content;
  return element;
}

/** A meerkat standing up, `size` (0.5–1) of the card's height. */
function meerkat(size, colour) {
  const s = size;
  return svg(
    "g",
    { fill: colour, transform: `translate(30 ${84 - 70 * s}) scale(${s})` },
    svg("ellipse", { cx: 0, cy: 40, rx: 11, ry: 28 }),
    svg("circle", { cx: 0, cy: 8, r: 9 }),
    svg("ellipse", { cx: 5, cy: 9, rx: 7, ry: 4 }),
    svg("circle", { cx: -6, cy: 2, r: 3 }),
    svg("rect", { x: -14, y: 62, width: 28, height: 6, rx: 3 }),
  );
}

function frame(fill, stroke) {
  return svg("rect", {
    x: 2,
    y: 2,
    width: 56,
    height: 84,
    rx: 7,
    fill,
    stroke,
    "stroke-width": 2,
  });
}

function picture(label, ...parts) {
  const element = svg("svg", {
    viewBox: "0 0 60 88",
    class: "card-art",
    role: "img",
    "aria-label": label,
  });
  const title = svg("title");
  title.textContent = label;
  element.append(title, ...parts);
  return element;
}

/** Text alternative of a Meerkat back (its meerkat's size). */
export function meerkatBackLabel(back) {
  return back ? `face down, back shows a size ${back} meerkat` : "face down";
}

/** A Meerkat card's text alternative. */
export function meerkatLabel(card) {
  const face = String(card.face);
  if (face.includes(".")) return `bluff card ${face}`;
  return face === "A" ? "ace" : `card ${face}`;
}

function meerkatFacePicture(card) {
  const face = String(card.face);
  const bluff = face.includes(".");
  const size = bluff ? Number(face) : face === "A" ? 1 : Number(face);
  return picture(
    `${meerkatLabel(card)}${card.back ? `, back ${card.back}` : ""}`,
    frame(bluff ? "#fff3e0" : "#fffdf5", bluff ? "#e65100" : "#6d4c41"),
    meerkat(0.35 + size * 0.1, bluff ? "#ef6c00" : "#8d6e63"),
    text(12, 18, face, { class: "corner" }),
    text(48, 82, face, { class: "corner" }),
  );
}

function meerkatBackPicture(back) {
  const parts = [frame("#2e7d32", "#1b5e20")];
  if (back) {
    parts.push(meerkat(0.35 + Number(back) * 0.1, "#c5e1a5"), text(30, 18, back, { class: "corner light" }));
  } else {
    parts.push(svg("path", { d: "M10 14 L50 74 M50 14 L10 74", stroke: "#a5d6a7", "stroke-width": 3 }));
  }
  return picture(meerkatBackLabel(back), ...parts);
}

/** A Biscuits card's text alternative: "dog 5", "cat 3", "minus one", … */
export function biscuitsLabel(card) {
  switch (card.kind) {
    case "dog":
    case "cat":
      return `${card.kind} ${card.number}`;
    case "minus_one":
      return "minus one";
    default:
      return card.kind;
  }
}

function biscuitsPicture(card) {
  const label = biscuitsLabel(card);
  switch (card.kind) {
    case "dog":
      return picture(
        label,
        frame("#fff8e1", "#8d6e63"),
        svg("ellipse", { cx: 30, cy: 52, rx: 16, ry: 14, fill: "#a1887f" }),
        svg("ellipse", { cx: 15, cy: 44, rx: 5, ry: 11, fill: "#6d4c41" }),
        svg("ellipse", { cx: 45, cy: 44, rx: 5, ry: 11, fill: "#6d4c41" }),
        svg("circle", { cx: 30, cy: 58, r: 3, fill: "#3e2723" }),
        text(30, 24, String(card.number), { class: "big" }),
      );
    case "cat":
      return picture(
        label,
        frame("#eceff1", "#546e7a"),
        svg("circle", { cx: 30, cy: 54, r: 14, fill: "#90a4ae" }),
        svg("path", { d: "M17 48 L19 32 L28 42 Z M43 48 L41 32 L32 42 Z", fill: "#607d8b" }),
        svg("circle", { cx: 25, cy: 53, r: 2, fill: "#263238" }),
        svg("circle", { cx: 35, cy: 53, r: 2, fill: "#263238" }),
        text(30, 24, String(card.number), { class: "big" }),
      );
    case "minus_one":
      return picture(label, frame("#e3f2fd", "#1565c0"), text(30, 56, "−1", { class: "huge" }));
    case "reverse":
      return picture(
        label,
        frame("#f3e5f5", "#6a1b9a"),
        svg("path", {
          d: "M16 36 A16 16 0 0 1 44 36 L48 30 M44 36 L38 34 M44 52 A16 16 0 0 1 16 52 L12 58 M16 52 L22 54",
          fill: "none",
          stroke: "#6a1b9a",
          "stroke-width": 4,
        }),
      );
    case "bone":
      return picture(
        label,
        frame("#fffde7", "#f9a825"),
        svg("rect", { x: 18, y: 40, width: 24, height: 8, fill: "#fbc02d" }),
        svg("circle", { cx: 16, cy: 40, r: 6, fill: "#fbc02d" }),
        svg("circle", { cx: 16, cy: 48, r: 6, fill: "#fbc02d" }),
        svg("circle", { cx: 44, cy: 40, r: 6, fill: "#fbc02d" }),
        svg("circle", { cx: 44, cy: 48, r: 6, fill: "#fbc02d" }),
      );
    default:
      return picture(label, frame("#fff", "#000"), text(30, 50, "?"));
  }
}

function biscuitsBackPicture() {
  return picture(
    "face down",
    frame("#5d4037", "#3e2723"),
    svg("circle", { cx: 30, cy: 44, r: 14, fill: "none", stroke: "#d7ccc8", "stroke-width": 3 }),
  );
}

/**
 * One card as a picture. `card` is a view's card object (Meerkat
 * `{id, face, back}`, Biscuits `{id, card}`), or `{back}` for a face-down
 * Meerkat card, or `null` for a face-down Biscuits card. With `onclick`
 * it is a button (`pressed` for a toggle).
 */
export function cardElement(game, card, { onclick, pressed, disabled, note } = {}) {
  let art;
  let label;
  if (game === MEERKAT) {
    if (card && card.face !== undefined) {
      art = meerkatFacePicture(card);
      label = meerkatLabel(card);
    } else {
      art = meerkatBackPicture(card?.back ?? null);
      label = meerkatBackLabel(card?.back ?? null);
    }
  } else if (card && card.card) {
    art = biscuitsPicture(card.card);
    label = biscuitsLabel(card.card);
  } else {
    art = biscuitsBackPicture();
    label = "face down";
  }
  if (note) label = `${label} (${note})`;
  if (!onclick) return h("span", { class: "card", "data-card": card?.id ?? "" }, art);
  // A button is named by its picture's text alternative (with the note).
  art.setAttribute("aria-label", label);
  return h(
    "button",
    {
      type: "button",
      class: "card",
      "data-card": card?.id ?? "",
      "aria-pressed": pressed === undefined ? null : String(pressed),
      title: label,
      disabled: disabled || null,
      onclick,
    },
    art,
  );
}

function cardRow(game, cards, emptyText, options) {
  if (!cards.length) return h("p", { class: "empty" }, emptyText);
  return h(
    "div",
    { class: "cards", role: "list" },
    cards.map((card) => h("div", { role: "listitem" }, cardElement(game, card, options?.(card)))),
  );
}

function meerkatFaceDown(faceDown) {
  if (faceDown.cards) return faceDown.cards;
  const backs = faceDown.backs || [];
  return Array.from({ length: faceDown.count }, (_, i) => ({ back: backs[i] ?? null }));
}

function seatName(names, seat) {
  return names?.[seat] ? `${names[seat]} (seat ${seat})` : `Seat ${seat}`;
}

/**
 * The name of a card as an event or view carries it: an id (named with
 * `cardName`, in a replay, where every card is known), a Meerkat card
 * `{id, face}`, a Biscuits card `{id, card}`; null when the viewer may not
 * see its face.
 */
export function cardText(card, cardName) {
  if (typeof card === "number") return cardName ? cardName(card) : null;
  if (card && card.face !== undefined) return meerkatLabel(card);
  if (card && card.card) return biscuitsLabel(card.card);
  return null;
}

/** The names of cards, or null unless every face is known. */
function cardsText(cards, cardName) {
  const list = Array.isArray(cards) ? cards : cards?.cards;
  if (!Array.isArray(list) || !list.length) return null;
  const names = list.map((c) => cardText(c, cardName));
  return names.every(Boolean) ? names.join(", ") : null;
}

/**
 * Plain words for one event of a step (seen by a viewer, or in full in an
 * audit bundle), naming every card whose face the event shows.
 * `cardName(id)`, when given (a replay), names cards given by id.
 */
export function describeEvent(event, names, cardName) {
  const who = (seat) => names?.[seat] ?? `Seat ${seat}`;
  // The log names the viewer "You": "You start", not "You starts".
  const agree = (seat, one, you) => (who(seat) === "You" ? you : one);
  const named = (cards) => {
    const text = cardsText(cards, cardName);
    return text ? `: ${text}` : "";
  };
  const one = (card) => {
    const text = cardText(card, cardName);
    return text ? ` (${text})` : "";
  };
  const count = (cards) =>
    Array.isArray(cards) ? cards.length : cards && typeof cards === "object" ? cards.count : 0;
  const list = (scores) => (Array.isArray(scores) ? scores.map((v, seat) => `${who(seat)} ${v}`).join(", ") : "");
  switch (event.type) {
    case "round_started":
      return `Round ${event.round} dealt; ${who(event.starting_seat)} ${agree(event.starting_seat, "starts", "start")}`;
    case "cards_played":
      return `${who(event.seat)} laid ${count(event.cards)} card(s) face down as ${event.rank}${named(event.cards)}`;
    case "passed":
      return `${who(event.seat)} passed`;
    case "play_beaten":
      return `The play of ${who(event.seat)} (${event.rank}) was beaten and discarded${named(event.cards)}`;
    case "play_returned":
      return `Everyone passed: the play of ${who(event.seat)} is discarded${named(event.cards)} and ${who(event.seat)} ${agree(event.seat, "leads", "lead")}`;
    case "challenged":
      return `${who(event.challenger)} challenged ${who(event.seat)}: the play was ${event.truthful ? "true" : "a lie"}${named(event.cards)}`;
    case "cards_drawn":
      return `${who(event.seat)} drew ${count(event.cards) || event.count || ""} card(s)${named(event.cards)}`;
    case "card_drawn":
      return `${who(event.seat)} drew a card${one(event.card)}`;
    case "card_played":
      return `${who(event.seat)} played ${cardText(event.card, cardName) ?? "a card"}`;
    case "cat_caught":
      return `${who(event.seat) === "You" ? "Your" : `${who(event.seat)}'s`} cat${one(event.card)} was caught under a bone`;
    case "direction_reversed":
      return `The direction of play reversed${event.direction ? ` (${event.direction})` : ""}`;
    case "bone_in_force":
      return "A bone is in force";
    case "biscuit_earned":
      return `${who(event.seat)} earned a biscuit (sum ${event.sum})`;
    case "warning_taken":
      return `${who(event.seat)} took a warning (${String(event.cause || "").replaceAll("_", " ")})`;
    case "points_scored":
      return `${who(event.seat)} scored ${event.points ?? ""} point(s), ${event.total} in all`;
    case "points_lost":
      return event.points
        ? `${who(event.seat)} lost ${event.points} point(s), ${event.total} left`
        : `${who(event.seat)} had no points to lose (${String(event.cause || "").replaceAll("_", " ")})`;
    case "table_discarded":
      return `The table was discarded${named(event.cards)}`;
    case "round_ended":
      return event.penalties_added
        ? `Round ${event.round} ended; penalties this round: ${list(event.penalties_added)}`
        : `Round ${event.round ?? ""} ended; scores: ${list(event.scores)}`;
    case "game_ended":
      return `The game ended; won by ${(event.winners || []).map(who).join(" and ")}`;
    default:
      return String(event.type || "event").replaceAll("_", " ");
  }
}

/**
 * The table of one game. `state`:
 * - `game`, `view` (the view as the viewer sees it), `names` (by seat);
 * - `hands` and `board` (optional, replay): every seat's hand and the
 *   cards of the play on the board, card objects (faces);
 * - `you` (the viewer's seat or null), `legal` (its legal actions or null);
 * - `selected` (Set of card ids chosen), `onToggle(id)`, `onAct(action)`.
 */
export function renderTable(state) {
  return state.game === MEERKAT ? meerkatTable(state) : biscuitsTable(state);
}

/** The viewer's hand and its move controls (null without a hand): drawn
 * apart from the table, so the page can keep it on screen. */
export function renderHand(state) {
  return state.game === MEERKAT ? meerkatHand(state) : biscuitsHand(state);
}

function facts(entries) {
  return h(
    "dl",
    { class: "facts" },
    entries.filter(Boolean).map(([term, value]) => [h("dt", {}, term), h("dd", {}, value)]),
  );
}

function seatHeading(state, seat, extra) {
  const turn = state.view.to_move === seat;
  return h(
    "h3",
    { class: turn ? "on-turn" : null },
    seatName(state.names, seat),
    state.you === seat ? " — you" : "",
    turn ? " — on turn" : "",
    extra ? ` — ${extra}` : "",
  );
}

/** The viewer's own hand is drawn once, in the hand bar: its seat says so. */
function ownHand(state, seat) {
  return state.you === seat && state.view.hand && !state.hands ? " (your hand is below)" : "";
}

/** Announced ranks, weakest first (`MeerkatRank`): the buttons keep this order. */
const MEERKAT_RANKS = ["A", "2", "3", "4", "5"];

function meerkatTable(state) {
  const { view } = state;
  const seats = view.seats.map((seat) => {
    const hand = state.hands?.[seat.seat] ?? null;
    return h(
      "section",
      { class: "seat", "data-seat": seat.seat, "aria-label": seatName(state.names, seat.seat) },
      seatHeading(state, seat.seat, `penalty ${seat.penalty}`),
      h("p", {}, `${seat.hand.count} card(s) in hand${ownHand(state, seat.seat)}`),
      hand
        ? cardRow(MEERKAT, hand, "no cards")
        : state.you === seat.seat && state.view.hand
          ? null
          : cardRow(MEERKAT, meerkatFaceDown(seat.hand), "no cards"),
    );
  });
  const board = view.board
    ? h(
        "section",
        { class: "board", "aria-label": "the last play" },
        h("h3", {}, `Last play: ${seatName(state.names, view.board.seat)} announced ${view.board.rank}`),
        cardRow(MEERKAT, state.board ?? meerkatFaceDown(view.board.cards), "no cards"),
      )
    : h("section", { class: "board", "aria-label": "the last play" }, h("h3", {}, "No play on the board"));
  const pile = h(
    "section",
    { class: "pile", "aria-label": "draw pile" },
    h("h3", {}, `Draw pile: ${view.pile.size} card(s)`),
    view.pile.size ? cardRow(MEERKAT, [{ back: view.pile.top_back ?? null }], "") : h("p", { class: "empty" }, "empty"),
  );
  const discard = h(
    "section",
    { class: "discard", "aria-label": "discard" },
    h("h3", {}, `Discard: ${view.discard.length} card(s)`),
    cardRow(MEERKAT, view.discard, "empty"),
  );
  return h(
    "div",
    { class: "table meerkat" },
    facts([
      ["Round", `${view.round} of ${view.rounds}`],
      ["Card backs", view.card_backs],
      ["On turn", view.to_move === null || view.to_move === undefined ? "nobody (finished)" : seatName(state.names, view.to_move)],
    ]),
    h("div", { class: "middle" }, board, pile),
    h("div", { class: "seats" }, seats),
    discard,
  );
}

function meerkatHand(state) {
  const { view, legal } = state;
  if (!view.hand) return null;
  const selected = state.selected || new Set();
  const mine = legal && legal.seat === state.you;
  const hand = cardRow(MEERKAT, view.hand, "your hand is empty", (card) => ({
    onclick: mine ? () => state.onToggle(card.id) : undefined,
    pressed: mine ? selected.has(card.id) : undefined,
  }));
  const count = selected.size;
  // Every rank, always in the same order, and the controls stay on screen
  // off turn too (disabled), so nothing moves under the player's finger.
  const allowed = (rank) =>
    mine && legal.plays.some((r) => r.ranks.includes(rank) && count >= r.min_count && count <= r.max_count);
  const children = [
    h("h3", {}, "Your hand"),
    hand,
    h(
      "div",
      { class: "actions", role: "group", "aria-label": "your move" },
      MEERKAT_RANKS.map((rank) =>
        h(
          "button",
          {
            type: "button",
            class: "act",
            "data-action": `play-${rank}`,
            disabled: !allowed(rank) || null,
            onclick: () => state.onAct({ kind: "play", cards: [...selected], rank }),
          },
          `Play ${count || ""} as ${rank}`,
        ),
      ),
      h(
        "button",
        { type: "button", class: "act", "data-action": "pass", disabled: !(mine && legal.may_pass) || null, onclick: () => state.onAct({ kind: "pass" }) },
        "Pass",
      ),
      h(
        "button",
        {
          type: "button",
          class: "act",
          "data-action": "challenge",
          disabled: !(mine && legal.may_challenge) || null,
          onclick: () => state.onAct({ kind: "challenge" }),
        },
        "Challenge",
      ),
    ),
    mine ? h("p", { class: "hint" }, "Choose the cards to lay (any: lies are legal), then the rank to announce.") : null,
  ];
  return h("section", { class: "hand", id: "hand", tabindex: -1, "aria-label": "your hand" }, children);
}

function biscuitsTable(state) {
  const { view } = state;
  const scores = new Map(view.scores.map((s) => [s.seat, s]));
  const seats = view.hand_sizes.map((size, seat) => {
    const score = scores.get(seat);
    const standing =
      score && score.biscuits !== null && score.biscuits !== undefined
        ? `${score.biscuits} biscuit(s), ${score.warnings} warning(s), score ${score.score}`
        : `score ${score?.score ?? 0}`;
    const hand = state.hands?.[seat] ?? null;
    return h(
      "section",
      { class: "seat", "data-seat": seat, "aria-label": seatName(state.names, seat) },
      seatHeading(state, seat, standing),
      h("p", {}, `${size} card(s) in hand${ownHand(state, seat)}`),
      hand
        ? cardRow(BISCUITS, hand, "no cards")
        : state.you === seat && state.view.hand
          ? null
          : cardRow(BISCUITS, Array(size).fill(null), "no cards"),
    );
  });
  return h(
    "div",
    { class: "table biscuits" },
    facts([
      ["Variant", view.variant],
      ["Round", `${view.round} of ${view.last_round}`],
      ["Direction", view.direction],
      ["Deck", `${view.deck_size} card(s)`],
      view.markers_left ? ["Markers left", `${view.markers_left.biscuits} biscuit(s), ${view.markers_left.warnings} warning(s)`] : null,
      ["On turn", view.to_move === null || view.to_move === undefined ? "nobody (finished)" : seatName(state.names, view.to_move)],
      view.finished ? ["Winners", view.winners.map((s) => seatName(state.names, s)).join(", ") || "none"] : null,
    ]),
    h(
      "section",
      { class: "board", "aria-label": "the table" },
      h("h3", {}, `Table: sum ${view.table.sum}${view.table.bone_in_force ? " — a bone is in force" : ""}`),
      cardRow(BISCUITS, view.table.cards, "no cards on the table"),
    ),
    h("div", { class: "seats" }, seats),
    h(
      "section",
      { class: "discard", "aria-label": "discard" },
      h("h3", {}, `Discard: ${view.discard.length} card(s)`),
      cardRow(BISCUITS, view.discard, "empty"),
    ),
  );
}

function biscuitsHand(state) {
  const { view, legal } = state;
  if (!view.hand) return null;
  const mine = legal && legal.seat === state.you;
  const playable = new Map((mine ? legal.cards : []).map((c) => [c.id, c]));
  const hand = cardRow(BISCUITS, view.hand, "your hand is empty", (card) => {
    const legalCard = playable.get(card.id);
    return {
      onclick: mine ? () => state.onAct({ kind: "play", card: card.id }) : undefined,
      disabled: !legalCard,
      note: legalCard?.caught_under_bone ? "a bone is in force: playing this cat is penalised" : mine ? "play it" : undefined,
    };
  });
  return h(
    "section",
    { class: "hand", id: "hand", tabindex: -1, "aria-label": "your hand" },
    h("h3", {}, "Your hand"),
    hand,
    mine ? h("p", { class: "hint" }, "Click a card (or focus it and press Enter) to play it.") : null,
  );
}
