// Drawing a table: cards as pictures (inline SVG, each with a text
// alternative), and the view of either game. The same drawing serves a
// live view (one seat's or a spectator's) and a replay frame, where every
// hand is shown.

import {
  biscuitsPlayEffect,
  gameName,
  listWords,
  meerkatMoveReason,
  offTurnReason,
  MEERKAT_RANK_ORDER_WORDS,
  MEERKAT_RANKS_BY_STRENGTH,
  plural,
  playWords,
  rulesHref,
  sortMeerkatByStrength,
} from "./rules.js";

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
 * it is a button (`pressed` for a toggle); `note` is a few words shown
 * under the picture, part of the button's name (`noteKind` styles it:
 * "penalised" or "good").
 */
export function cardElement(game, card, { onclick, onpointerdown, pressed, disabled, note, noteKind } = {}) {
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
  const noteText = note ? h("span", { class: `card-note${noteKind ? ` ${noteKind}` : ""}` }, note) : null;
  if (!onclick) {
    return h("span", { class: `card${note ? " has-note" : ""}`, "data-card": card?.id ?? "" }, art, noteText);
  }
  // A button is named by its picture's text alternative and its note.
  art.setAttribute("aria-label", label);
  return h(
    "button",
    {
      type: "button",
      class: `card${note ? " has-note" : ""}`,
      "data-card": card?.id ?? "",
      "aria-pressed": pressed === undefined ? null : String(pressed),
      title: note ? `${label}: ${note}` : label,
      disabled: disabled || null,
      onclick,
      onpointerdown,
    },
    art,
    noteText,
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
  if (faceDown.cards) return sortMeerkatByStrength(faceDown.cards);
  const backs = faceDown.backs || [];
  return Array.from({ length: faceDown.count }, (_, i) => ({ back: backs[i] ?? null }));
}

/** "Bob (seat 1)": a seat by its name and number ("Seat 1" without a name). */
export function seatName(names, seat) {
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

/** Why a Biscuits seat was penalised, in words (`Penalty`). */
const PENALTY_WORDS = { over_14: "the sum went over 14", cat_under_bone: "a cat under a bone" };

/**
 * Plain words for one event of a step (seen by a viewer, or in full in an
 * audit bundle), naming every card whose face the event shows.
 * `names[seat]` names the seats; the viewer's seat is named "You".
 * `cardName(id)`, when given (a replay), names cards given by id.
 */
export function describeEvent(event, names, cardName) {
  const who = (seat) => names?.[seat] ?? `Seat ${seat}`;
  const you = (seat) => who(seat) === "You";
  // The viewer is "You" as a subject, "you" elsewhere: "Bob challenged you".
  const whom = (seat) => (you(seat) ? "you" : who(seat));
  const whose = (seat, capital) => (you(seat) ? (capital ? "Your" : "your") : `${who(seat)}'s`);
  // "You start", not "You starts".
  const agree = (seat, one, yours) => (you(seat) ? yours : one);
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
  const play = (cards, rank) => `play of ${playWords(count(cards), rank)}`;
  const list = (scores) => (Array.isArray(scores) ? scores.map((v, seat) => `${who(seat)} ${v}`).join(", ") : "");
  const cause = (penalty) => PENALTY_WORDS[penalty] ?? String(penalty || "").replaceAll("_", " ");
  switch (event.type) {
    case "round_started":
      return `Round ${event.round} dealt; ${who(event.starting_seat)} ${agree(event.starting_seat, "starts", "start")}`;
    case "cards_played":
      return `${who(event.seat)} laid ${plural(count(event.cards), "card")} face down as ${event.rank}${named(event.cards)}`;
    case "passed":
      return `${who(event.seat)} passed`;
    case "play_beaten":
      return `${whose(event.seat, true)} ${play(event.cards, event.rank)} was beaten and discarded${named(event.cards)}`;
    case "play_returned":
      return `Everyone passed: ${who(event.seat)} ${agree(event.seat, "leads", "lead")} again, and ${whose(event.seat)} ${play(event.cards, event.rank)} is discarded${named(event.cards)}`;
    case "challenged":
      return `${who(event.challenger)} challenged ${whose(event.seat)} ${play(event.cards, event.rank)}: it was ${event.truthful ? "true" : "a lie"}${named(event.cards)}`;
    case "cards_drawn":
      return `${who(event.seat)} drew ${plural(count(event.cards) || event.count || 0, "card")}${named(event.cards)}`;
    case "card_drawn":
      return `${who(event.seat)} drew a card${one(event.card)}`;
    case "card_played":
      return `${who(event.seat)} played ${cardText(event.card, cardName) ?? "a card"}`;
    case "cat_caught":
      return `${whose(event.seat, true)} cat${one(event.card)} was caught under a bone`;
    case "direction_reversed":
      return `The direction of play reversed${event.direction ? ` (now ${event.direction})` : ""}`;
    case "bone_in_force":
      return "A bone is in force";
    case "biscuit_earned":
      return `${who(event.seat)} earned a biscuit (sum ${event.sum})`;
    case "warning_taken":
      return `${who(event.seat)} took a warning marker (${cause(event.cause)})`;
    case "points_scored":
      return `${who(event.seat)} scored ${plural(event.points ?? 0, "point")}, ${event.total} in all`;
    case "points_lost":
      return event.points
        ? `${who(event.seat)} lost ${plural(event.points, "point")} (${cause(event.cause)}), ${event.total} left`
        : `${who(event.seat)} had no points to lose (${cause(event.cause)})`;
    case "table_discarded":
      return `The table was discarded${named(event.cards)}`;
    case "round_ended":
      return event.penalties_added
        ? `Round ${event.round} ended; penalties this round: ${list(event.penalties_added)}`
        : `Round ${event.round ?? ""} ended; scores: ${list(event.scores)}`;
    case "game_ended":
      return `The game ended; won by ${listWords((event.winners || []).map(whom))}`;
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
 * - `selected` (Set of card ids chosen), `onToggle(id)` (a card in or out
 *   of it), `onSelect(id)` (that card alone), `onAct(action)`.
 * It opens with a link to the game's rules (`#rules-link`).
 */
export function renderTable(state) {
  return state.game === MEERKAT ? meerkatTable(state) : biscuitsTable(state);
}

/**
 * The viewer's hand and its move controls (null without a hand): drawn
 * apart from the table, so the page can keep it on screen. A move that is
 * not available now stays focusable (`aria-disabled="true"`): a tap, a
 * click, Enter or Space shows why in `#action-reason`, the hand's live
 * line, which otherwise says what to do next.
 */
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

function rulesLink(game) {
  return h(
    "p",
    { class: "rules-link-line" },
    h("a", { href: rulesHref(game), id: "rules-link", class: "rules-link" }, `Rules of ${gameName(game)}`),
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

/** The hand's live line: what to do next, or why a move is not available. */
function reasonLine(text) {
  return h("p", { id: "action-reason", class: "action-reason", role: "status" }, text);
}

/** Shows `why` (a reason from rules.js) in the hand's live line, with a link to its rule. */
function showReason(line, why, action) {
  line.replaceChildren(
    why.text,
    ...(why.href ? [" ", h("a", { href: why.href, target: "_blank", rel: "noopener", class: "rule-link" }, "The rule")] : []),
  );
  line.classList.add("is-reason");
  line.dataset.reasonFor = action;
  line.dataset.code = why.code;
  // The hand bar may scroll on a small screen: the reason must be seen.
  line.scrollIntoView({ block: "nearest" });
}

/**
 * A move button. With a reason it is not actionable but stays focusable
 * and tappable (a disabled button would say nothing on a phone): pressing
 * it shows the reason instead.
 */
function moveButton(line, { action, label, name, why, onPress }) {
  return h(
    "button",
    {
      type: "button",
      class: "act",
      "data-action": action,
      "aria-label": name ?? null,
      "aria-disabled": why ? "true" : null,
      title: why ? why.text : name ?? null,
      onclick: () => (why ? showReason(line, why, action) : onPress()),
    },
    label,
  );
}

const CARD_BACKS_WORDS = {
  rounded: "rounded: a bluffing card's back looks like the normal card below it",
  exact: "exact: each back shows its card's value",
  hidden: "hidden: backs show nothing",
};

/** "2 cards as 4, laid by Bob (seat 1)" or "your 2 cards as 4". */
function boardWords(state, board) {
  const play = playWords(board.cards.count, board.rank);
  return state.you === board.seat ? `your ${play}` : `${play}, laid by ${seatName(state.names, board.seat)}`;
}

function meerkatTable(state) {
  const { view } = state;
  const seats = view.seats.map((seat) => {
    const hand = state.hands?.[seat.seat] ?? null;
    return h(
      "section",
      { class: "seat", "data-seat": seat.seat, "aria-label": seatName(state.names, seat.seat) },
      seatHeading(state, seat.seat, `penalty ${seat.penalty}`),
      h("p", {}, `${plural(seat.hand.count, "card")} in hand${ownHand(state, seat.seat)}`),
      hand
        ? cardRow(MEERKAT, sortMeerkatByStrength(hand), "no cards")
        : state.you === seat.seat && state.view.hand
          ? null
          : cardRow(MEERKAT, meerkatFaceDown(seat.hand), "no cards"),
    );
  });
  const board = view.board
    ? h(
        "section",
        { class: "board", "aria-label": "the last play" },
        h("h3", {}, `Last play: ${boardWords(state, view.board)}`),
        cardRow(MEERKAT, state.board ? sortMeerkatByStrength(state.board) : meerkatFaceDown(view.board.cards), "no cards"),
      )
    : h("section", { class: "board", "aria-label": "the last play" }, h("h3", {}, "No play on the board"));
  const pile = h(
    "section",
    { class: "pile", "aria-label": "draw pile" },
    h("h3", {}, `Draw pile: ${plural(view.pile.size, "card")}`),
    view.pile.size ? cardRow(MEERKAT, [{ back: view.pile.top_back ?? null }], "") : h("p", { class: "empty" }, "empty"),
  );
  const discard = h(
    "section",
    { class: "discard", "aria-label": "discard" },
    h("h3", {}, `Discard: ${plural(view.discard.length, "card")}`),
    cardRow(MEERKAT, view.discard, "empty"),
  );
  return h(
    "div",
    { class: "table meerkat" },
    rulesLink(state.game),
    facts([
      ["Round", `${view.round} of ${view.rounds}`],
      ["Ranks", `${MEERKAT_RANK_ORDER_WORDS}; more cards beat fewer`],
      ["Card backs", CARD_BACKS_WORDS[view.card_backs] ?? view.card_backs],
      ["On turn", view.to_move === null || view.to_move === undefined ? "nobody (finished)" : seatName(state.names, view.to_move)],
    ]),
    h("div", { class: "middle" }, board, pile),
    h("div", { class: "seats" }, seats),
    discard,
  );
}

/** What the Meerkat hand's line says before any button is pressed. */
function meerkatGuidance(state, count) {
  const offTurn = offTurnReason(state);
  if (offTurn) return offTurn.text;
  const board = state.view.board;
  if (!count) {
    return board
      ? `Beat ${playWords(board.cards.count, board.rank)}, pass or challenge.`
      : "You lead: select cards, then a rank.";
  }
  const ranks = MEERKAT_RANKS_BY_STRENGTH.filter((rank) => !meerkatMoveReason(state, { kind: "play", rank, count }));
  return ranks.length
    ? `${plural(count, "card")} selected: announce ${listWords(ranks, "or")}.`
    : meerkatMoveReason(state, { kind: "play", rank: "A", count }).text;
}

function meerkatHand(state) {
  const { view, legal } = state;
  if (!view.hand) return null;
  const selected = state.selected || new Set();
  const mine = legal && legal.seat === state.you;
  const hand = cardRow(MEERKAT, sortMeerkatByStrength(view.hand), "your hand is empty", (card) => ({
    onclick: mine ? () => state.onToggle(card.id) : undefined,
    pressed: mine ? selected.has(card.id) : undefined,
  }));
  const count = mine ? selected.size : 0;
  const line = reasonLine(meerkatGuidance(state, count));
  const cards = count ? plural(count, "card") : "cards";
  // Every rank, weakest first, and the controls stay on screen off turn
  // too, so nothing moves under the player's finger. A rank's button
  // shows the rank; its name says the whole move.
  const rankButton = (rank) =>
    moveButton(line, {
      action: `play-${rank}`,
      label: rank,
      name: `Play ${cards} as ${rank}`,
      why: meerkatMoveReason(state, { kind: "play", rank, count }),
      onPress: () => state.onAct({ kind: "play", cards: [...selected], rank }),
    });
  const otherButton = (kind, label) =>
    moveButton(line, { action: kind, label, why: meerkatMoveReason(state, { kind }), onPress: () => state.onAct({ kind }) });
  const children = [
    h("h3", {}, "Your hand ", h("span", { class: "hand-order" }, "(weakest first)")),
    hand,
    h(
      "div",
      { class: "actions", role: "group", "aria-label": "your move" },
      h(
        "span",
        { class: "play-as" },
        h("span", { class: "play-as-words", "aria-hidden": "true" }, count ? `Play ${count} as` : "Play as"),
        MEERKAT_RANKS_BY_STRENGTH.map(rankButton),
      ),
      otherButton("pass", "Pass"),
      otherButton("challenge", "Challenge"),
    ),
    line,
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
        ? `${plural(score.biscuits, "biscuit")}, ${plural(score.warnings, "warning")}, score ${score.score}`
        : `score ${score?.score ?? 0}`;
    const hand = state.hands?.[seat] ?? null;
    return h(
      "section",
      { class: "seat", "data-seat": seat, "aria-label": seatName(state.names, seat) },
      seatHeading(state, seat, standing),
      h("p", {}, `${plural(size, "card")} in hand${ownHand(state, seat)}`),
      hand
        ? cardRow(BISCUITS, hand, "no cards")
        : state.you === seat && state.view.hand
          ? null
          : cardRow(BISCUITS, Array(size).fill(null), "no cards"),
    );
  });
  const variant =
    view.variant === "advanced" ? "advanced: points, for a set number of rounds" : "basic: biscuits and warning markers";
  return h(
    "div",
    { class: "table biscuits" },
    rulesLink(state.game),
    facts([
      ["Variant", variant],
      ["Round", view.variant === "advanced" ? `${view.round} of ${view.last_round}` : `${view.round} (at most ${view.last_round})`],
      ["Direction", view.direction],
      ["Deck", plural(view.deck_size, "card")],
      view.markers_left
        ? ["Markers left", `${plural(view.markers_left.biscuits, "biscuit")}, ${plural(view.markers_left.warnings, "warning marker")}`]
        : null,
      ["On turn", view.to_move === null || view.to_move === undefined ? "nobody (finished)" : seatName(state.names, view.to_move)],
      view.finished ? ["Winners", view.winners.map((s) => seatName(state.names, s)).join(", ") || "none"] : null,
    ]),
    h(
      "section",
      { class: "board", "aria-label": "the table" },
      h("h3", {}, `Table: sum ${view.table.sum}${view.table.bone_in_force ? " — a bone is in force: a cat played now is caught" : ""}`),
      cardRow(BISCUITS, view.table.cards, "no cards on the table"),
    ),
    h("div", { class: "seats" }, seats),
    h(
      "section",
      { class: "discard", "aria-label": "discard" },
      h("h3", {}, `Discard: ${plural(view.discard.length, "card")}`),
      cardRow(BISCUITS, view.discard, "empty"),
    ),
  );
}

/** Whether the page is used with a finger (the words of the hints differ). */
function coarsePointer() {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

/**
 * The Biscuits hand. A tap with a finger selects a card and says what
 * playing it would do (a penalty too); a second tap, or "Play this card",
 * plays it. A mouse click, Enter or Space plays the card at once: the note
 * under each card already shows what stands out, before any click.
 */
function biscuitsHand(state) {
  const { view, legal } = state;
  if (!view.hand) return null;
  const mine = legal && legal.seat === state.you;
  const playable = new Map((mine ? legal.cards : []).map((c) => [c.id, c]));
  const selected = state.selected || new Set();
  const chosen = mine ? view.hand.find((card) => selected.has(card.id) && playable.has(card.id)) : undefined;
  const effects = new Map(
    view.hand.filter((card) => playable.has(card.id)).map((card) => [card.id, biscuitsPlayEffect(view, card, playable.get(card.id))]),
  );
  const play = (id) => state.onAct({ kind: "play", card: id });
  const hand = cardRow(BISCUITS, view.hand, "your hand is empty", (card) => {
    if (!mine) return {};
    const effect = effects.get(card.id);
    let pointer = "";
    return {
      onpointerdown: (event) => {
        pointer = event.pointerType;
      },
      onclick: (event) => {
        // A keyboard's click has no detail; a finger's tap selects first.
        const type = event.pointerType || pointer;
        const tap = event.detail > 0 && (type === "touch" || type === "pen");
        if (tap && chosen?.id !== card.id) state.onSelect(card.id);
        else play(card.id);
      },
      pressed: chosen?.id === card.id,
      disabled: !effect,
      note: effect?.note,
      noteKind: effect ? (effect.penalised ? "penalised" : "good") : null,
    };
  });
  let status;
  if (!mine) {
    status = [reasonLine(offTurnReason(state)?.text ?? "")];
  } else if (chosen) {
    status = [
      reasonLine(`${biscuitsLabel(chosen.card)}: ${effects.get(chosen.id).text}`),
      h(
        "button",
        { type: "button", class: "act primary", id: "play-selected", "data-action": "play-selected", onclick: () => play(chosen.id) },
        "Play this card",
      ),
    ];
  } else {
    status = [
      reasonLine(
        coarsePointer()
          ? "Tap a card to see what playing it does, then tap it again to play it."
          : "Click a card, or focus it and press Enter, to play it. A tap with a finger first shows what it does.",
      ),
    ];
  }
  return h(
    "section",
    { class: "hand", id: "hand", tabindex: -1, "aria-label": "your hand" },
    h("h3", {}, "Your hand"),
    hand,
    h("div", { class: `hand-status${chosen ? " has-choice" : ""}` }, status),
  );
}
