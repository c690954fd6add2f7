// Each game's rules in plain words (docs/RULES.md is the contract they
// retell): the rules page's article, the words of the referee's rule codes,
// why a move is not available at the table now, and what playing a
// Biscuits card would do.
//
// render.js and this module import each other; nothing here uses
// render.js's bindings while the modules load, only when called.

import { h, seatName } from "./render.js";

const MEERKAT_ID = "shake-it-meerkat";
const BISCUITS_ID = "woof-meow-biscuits";

/** Each game's name by id, as the catalog gives it (app.js tells it once read). */
const gameNames = new Map();

/** Keeps the catalog's names of the games, for gameName. */
export function learnGameNames(catalog) {
  for (const game of catalog) gameNames.set(game.id, game.name);
}

/** A game's name for a game id (the id itself for a game the catalog does not list). */
export function gameName(gameId) {
  return gameNames.get(gameId) || gameId;
}

// ------------------------------------------------------------- small words

/** "1 card", "3 cards": a count with its noun in the right number. */
export function plural(count, one, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

/** "a", "a and b", "a, b and c" (`or` for choices). */
export function listWords(items, conjunction = "and") {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}

// ------------------------------------------------------ Shake It Meerkat

/** Announced ranks from the weakest to the strongest: the ace beats 5
 * (RULES.md, Game 1, "Combinations and their order"). */
export const MEERKAT_RANKS_BY_STRENGTH = ["2", "3", "4", "5", "A"];

/** The order of ranks in words, as the table and the reasons say it. */
export const MEERKAT_RANK_ORDER_WORDS = "2, 3, 4, 5, A, from the weakest to the strongest";

/**
 * Where a Meerkat card goes in a hand shown by strength: normal cards by
 * the strength of their rank (2 … 5, then A), then the bluffing cards by
 * value (they match no announcement); equal faces by id.
 * @param {{face: string, id: number}} card
 */
function meerkatStrengthKey(card) {
  const face = String(card.face);
  const rank = MEERKAT_RANKS_BY_STRENGTH.indexOf(face);
  return rank >= 0 ? rank : MEERKAT_RANKS_BY_STRENGTH.length + Number(face);
}

/** Meerkat cards with faces, weakest first (a copy; the view keeps its order). */
export function sortMeerkatByStrength(cards) {
  return [...cards].sort((a, b) => meerkatStrengthKey(a) - meerkatStrengthKey(b) || a.id - b.id);
}

/** "2 cards as 4": a play as announced. */
export function playWords(count, rank) {
  return `${plural(count, "card")} as ${rank}`;
}

// ------------------------------------------------------------ rule codes

/**
 * The referee's rule codes (docs/API.md, "Limits and errors"): the rule in
 * words and the section of the rules page that tells it.
 */
const RULE_CODES = {
  not_your_turn: { words: "Only the player on turn may move.", section: "rules-turn" },
  leader_must_play: {
    words: "When the board is empty, the player on turn leads and must play: a leader may not pass.",
    section: "rules-turn",
  },
  nothing_to_challenge: {
    words: "A challenge needs a play on the board: an empty board has nothing to challenge.",
    section: "rules-challenge",
  },
  play_not_stronger: {
    words:
      "A play must beat the one on the board: more cards, or as many cards announced as a stronger rank " +
      `(${MEERKAT_RANK_ORDER_WORDS}).`,
    section: "rules-strength",
  },
  card_not_in_hand: { words: "You may only play cards from your own hand.", section: "rules-turn" },
  duplicate_card: { words: "A play names each of its cards once.", section: "rules-turn" },
  empty_play: { words: "A play lays at least one card.", section: "rules-turn" },
  invalid_rank: { words: "The announced rank is one of A, 2, 3, 4 and 5.", section: "rules-strength" },
  invalid_action: { words: "That is not a move of this game.", section: "rules-turn" },
  game_over: { words: "The game is over: nobody moves any more.", section: "rules-end-of-game" },
  seat_resigned: {
    words: "You resigned: the referee plays your turns for you until the game ends.",
    section: "rules-clock",
  },
};

/** The rule codes ruleWords knows, in the order the rules page lists them. */
const RULE_CODE_NAMES = Object.keys(RULE_CODES);

/** `#/rules/<game>`, or a section of it: `#/rules/<game>?section=<id>`. */
export function rulesHref(gameId, section) {
  const base = `#/rules/${encodeURIComponent(gameId)}`;
  return section ? `${base}?section=${encodeURIComponent(section)}` : base;
}

/**
 * The rule a refusal's code stands for: `{code, words, section, href}`
 * (`href` the rules page at that section when `gameId` is given), or null
 * for a code that is not a rule of the games.
 * @param {string} code a problem's `code`, such as `play_not_stronger`
 * @param {string} [gameId] the game's catalog id
 */
export function ruleWords(code, gameId) {
  const rule = RULE_CODES[code];
  if (!rule) return null;
  // A Biscuits seat only ever plays a card: its rules tell moves under "A turn".
  const section = gameId === BISCUITS_ID && rule.section !== "rules-end-of-game" && rule.section !== "rules-clock"
    ? "rules-turn"
    : rule.section;
  return { code, words: rule.words, section, href: gameId ? rulesHref(gameId, section) : null };
}

// ------------------------------------------- why a move is not available

function reason(code, text, gameId) {
  const rule = ruleWords(code, gameId);
  return { code, text, section: rule?.section ?? null, href: rule?.href ?? null };
}

/**
 * Why the viewer may not move at all now (the game is over, it watches,
 * another seat is on turn), or null when it is on turn. `state` as
 * render.js's renderHand gets it (`game`, `view`, `legal`, `you`, `names`).
 * @returns {{code: string, text: string, section: string|null, href: string|null}|null}
 */
export function offTurnReason(state) {
  const { view, legal, you, names, game } = state;
  if (view.finished || view.to_move === null || view.to_move === undefined) {
    return reason("game_over", "The game is over: nobody moves any more.", game);
  }
  if (you === null || you === undefined) {
    return reason("not_your_turn", "You are watching: only the players at the table move.", game);
  }
  if (!legal || legal.seat !== you) {
    return reason("not_your_turn", `It is not your turn: ${seatName(names, view.to_move)} is on turn.`, game);
  }
  return null;
}

/** "1 to 6 cards", "3 cards": the counts a list of play ranges allows. */
function countRangeWords(ranges) {
  const min = Math.min(...ranges.map((r) => r.min_count));
  const max = Math.max(...ranges.map((r) => r.max_count));
  return min === max ? plural(min, "card") : `${min} to ${max} cards`;
}

/**
 * Why a Meerkat move is not available to the viewer now, or null when it is.
 * `state` as render.js's renderHand gets it (`view`, `legal`, `you`,
 * `names`, `game`); `move` is `{kind: "pass"}`, `{kind: "challenge"}` or
 * `{kind: "play", rank, count}` (`count` the cards selected).
 * @returns {{code: string, text: string, section: string|null, href: string|null}|null}
 */
export function meerkatMoveReason(state, move) {
  const game = state.game ?? MEERKAT_ID;
  const offTurn = offTurnReason({ ...state, game });
  if (offTurn) return offTurn;
  const { legal, view, names } = state;
  const board = view.board;
  const boardWords = board
    ? `${state.you === board.seat ? "your own" : `${names?.[board.seat] ?? `seat ${board.seat}`}'s`} ${playWords(board.cards.count, board.rank)}`
    : null;
  if (move.kind === "pass") {
    return legal.may_pass
      ? null
      : reason("leader_must_play", "You lead (the board is empty), so you must play: a leader may not pass.", game);
  }
  if (move.kind === "challenge") {
    return legal.may_challenge
      ? null
      : reason("nothing_to_challenge", "The board is empty: there is no play to challenge. You lead, so play.", game);
  }
  const { rank, count } = move;
  const handSize = view.hand?.length ?? 0;
  const forRank = legal.plays.filter((p) => p.ranks.includes(rank));
  if (forRank.some((p) => count >= p.min_count && count <= p.max_count)) return null;
  if (!legal.plays.length) {
    return reason(
      "play_not_stronger",
      `No play of yours can beat ${boardWords}: it takes more cards than the ${plural(handSize, "card")} you hold. Pass or challenge.`,
      game,
    );
  }
  if (!forRank.length) {
    const stronger = legal.plays.filter((p) => p.min_count === board.cards.count).flatMap((p) => p.ranks);
    return reason(
      "play_not_stronger",
      `${rank} is not stronger than ${board.rank} (${MEERKAT_RANK_ORDER_WORDS}), and you hold too few cards to lay more than ${plural(board.cards.count, "card")}: ` +
        `to beat ${boardWords}, announce ${listWords(stronger, "or")}.`,
      game,
    );
  }
  const needed = countRangeWords(forRank);
  if (count === 0) {
    return reason("empty_play", `Select ${needed} first, then announce ${rank}: a play lays at least one card.`, game);
  }
  if (board && count === board.cards.count) {
    return reason(
      "play_not_stronger",
      `${playWords(count, rank)} does not beat ${boardWords}: with as many cards, the rank must be stronger ` +
        `(${MEERKAT_RANK_ORDER_WORDS}). To play as ${rank}, select ${needed}.`,
      game,
    );
  }
  if (board) {
    return reason(
      "play_not_stronger",
      `${plural(count, "card")} cannot beat ${boardWords}: a play needs more cards, or as many of a stronger rank. ` +
        `To play as ${rank}, select ${needed}.`,
      game,
    );
  }
  return reason("empty_play", `To play as ${rank}, select ${needed}.`, game);
}

// ------------------------------------------------ Woof Meow Biscuits

/** A Biscuits card's value toward the sum (RULES.md, Game 2, "Components"). */
function biscuitsValue(card) {
  if (card.kind === "dog" || card.kind === "cat") return card.number;
  return card.kind === "minus_one" ? -1 : 0;
}

/**
 * What playing `card` (a hand card `{id, card}`) would do now, in words:
 * `{text, penalised, note}`, `note` a few words to show on the card
 * itself (null when nothing stands out). `legalCard` is the card's entry
 * in the legal actions, whose `caught_under_bone` is the referee's word.
 */
export function biscuitsPlayEffect(view, card, legalCard) {
  const advanced = view.variant === "advanced";
  const onTable = view.table.cards.length + 1;
  const points = plural(onTable, "point");
  const caught = legalCard?.caught_under_bone ?? (card.card.kind === "cat" && view.table.bone_in_force);
  const lastMarker = (left) => (left === 1 ? " It is the last one: the game ends." : "");
  if (caught) {
    const loss = advanced
      ? `you lose ${points} (one for each card on the table, the cat too; never below 0)`
      : `you take a warning marker (−3 at the end)${lastMarker(view.markers_left?.warnings)}`;
    return {
      text: `A bone is in force, so this cat is caught: ${loss}, and the table is discarded. It does not count toward the sum.`,
      penalised: true,
      note: "Penalised: bone",
    };
  }
  const effects = [];
  if (card.card.kind === "reverse") {
    const other = view.direction === "clockwise" ? "anticlockwise" : "clockwise";
    effects.push(
      view.hand_sizes.length === 2
        ? `It turns play ${other}; with two players the turns stay the same.`
        : `It turns play ${other}.`,
    );
  }
  if (card.card.kind === "bone") {
    effects.push(
      view.table.bone_in_force
        ? "A bone is already in force: a second one changes nothing."
        : "It puts a bone in force: a cat played on this table is caught and penalised, until the table is discarded.",
    );
  }
  const sum = view.table.sum + biscuitsValue(card.card);
  if (sum === 14) {
    effects.push(
      advanced
        ? `The sum becomes exactly 14: you score ${points}, one for each card on the table.`
        : `The sum becomes exactly 14: you earn a biscuit (+7 at the end).${lastMarker(view.markers_left?.biscuits)}`,
    );
    return { text: effects.join(" "), penalised: false, note: "Makes 14" };
  }
  if (sum > 14) {
    effects.push(
      advanced
        ? `The sum becomes ${sum}, over 14: you lose ${points} (never below 0), and the table is discarded.`
        : `The sum becomes ${sum}, over 14: you take a warning marker (−3 at the end), and the table is discarded.${lastMarker(view.markers_left?.warnings)}`,
    );
    return { text: effects.join(" "), penalised: true, note: "Penalised: over 14" };
  }
  effects.push(`The sum becomes ${sum}.`);
  return { text: effects.join(" "), penalised: false, note: null };
}

// ------------------------------------------------------------- options

const SECONDS_IN = [
  [86400, "day"],
  [3600, "hour"],
  [60, "minute"],
  [1, "second"],
];

/** A length of time: "10 seconds", "30 days", "1 hour 30 minutes". */
export function durationWords(seconds) {
  const parts = [];
  let rest = seconds;
  for (const [size, unit] of SECONDS_IN) {
    const n = Math.floor(rest / size);
    if (n) parts.push(plural(n, unit));
    rest -= n * size;
  }
  return parts.join(" ") || "0 seconds";
}

/** A Biscuits deck as counts in words: "3 each of dog 2, dog 3 …". */
function deckWords(deck) {
  const parts = [];
  for (const kind of ["dog", "cat"]) {
    for (const [number, count] of Object.entries(deck?.[kind] ?? {})) {
      if (count) parts.push(`${count} × ${kind} ${number}`);
    }
  }
  const specials = { minus_one: "minus one", reverse: "reverse", bone: "bone" };
  for (const [kind, name] of Object.entries(specials)) {
    if (deck?.[kind]) parts.push(`${deck[kind]} × ${name}`);
  }
  const total = Object.values(deck?.dog ?? {}).concat(Object.values(deck?.cat ?? {}))
    .reduce((a, b) => a + b, 0) + (deck?.minus_one ?? 0) + (deck?.reverse ?? 0) + (deck?.bone ?? 0);
  return `${plural(total, "card")}: ${parts.join(", ")}`;
}

const CLOCK_WORDS = (defaultAction) =>
  "Seconds each turn may last. When a turn's time runs out, the referee plays the seat's default move for it " +
  `(${defaultAction}) and marks the seat away until it moves again. Left out, there is no clock.`;

/**
 * What each option changes, in words, by game and option name; `value`
 * words a value of the option as the game's options show it.
 */
const OPTION_TEXT = {
  [MEERKAT_ID]: {
    rounds: {
      label: "Rounds",
      words: "How many rounds are played. After the last one, the lowest penalty total wins.",
    },
    card_backs: {
      label: "Card backs",
      words:
        "What everybody sees of a face-down card. The meerkat on a card's back is drawn at the size of its value. " +
        "“rounded”: the back shows the whole part of the value, so a bluffing 3.5 looks like a normal 3 (as the printed cards do). " +
        "“exact”: the back shows the exact value, so every value is public, though not which card lies where. " +
        "“hidden”: backs show nothing, a pure bluffing game.",
    },
    starting_seat: {
      label: "Starting seat",
      words:
        "The seat that leads round 1 (seats are numbered from 0). Each later round starts one seat to the left. " +
        "Left out, the starting seat is drawn from the game's seed.",
    },
    turn_time: {
      label: "Turn clock",
      words: CLOCK_WORDS("a pass when the seat may pass; a leader lays one card, the first of its hand in the deck's numbering (aces come first), announced as the whole part of its value, 1 as A"),
    },
  },
  [BISCUITS_ID]: {
    variant: {
      label: "Variant",
      words:
        "“basic”: biscuits and warning markers; the game ends when the last of either is taken. " +
        "“advanced”: points instead of markers; the game ends after a number of rounds. See “Basic and advanced” above.",
    },
    markers: {
      label: "Markers (basic only)",
      words: "How many biscuits, and how many warning markers, the supply holds. The game ends when the last of either is taken.",
    },
    max_rounds: {
      label: "Round limit (basic only)",
      words: "The basic game also ends after this many rounds, scored as usual, so that every game ends whatever the deck.",
    },
    rounds: {
      label: "Rounds (advanced only)",
      words: "How many rounds the advanced game lasts.",
    },
    starting_seat: {
      label: "Starting seat",
      words:
        "The seat that plays first in round 1 (seats are numbered from 0). Each later round starts with the seat " +
        "that played the last card of the round before. Left out, it is drawn from the game's seed.",
    },
    deck: {
      label: "Deck",
      words:
        "Your own count of each kind of card instead of the default deck: dogs and cats numbered 1 to 13, " +
        "and the three special cards. A kind left out counts 0.",
    },
    turn_time: {
      label: "Turn clock",
      words: CLOCK_WORDS("the seat plays the first card of its hand, even a cat under a bone"),
    },
  },
};

function optionLabel(gameId, name) {
  const label = OPTION_TEXT[gameId]?.[name]?.label;
  if (label) return label;
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value of an option in words: a number, a word, a duration, a deck. */
function optionValueWords(name, value) {
  if (value === null || value === undefined) return "left out";
  if (name === "turn_time" && typeof value === "number") return durationWords(value);
  if (name === "deck" && typeof value === "object") return deckWords(value);
  if (name === "starting_seat" && typeof value === "number") return `seat ${value}`;
  if (typeof value === "object") return Object.entries(value).map(([k, v]) => `${k} ${optionValueWords(k, v)}`).join(", ");
  return String(value);
}

/** The default of a catalog option, in words. */
function defaultWords(option) {
  if (option.default === null || option.default === undefined) {
    if (option.name === "starting_seat") return "drawn from the game's seed";
    if (option.name === "turn_time") return "no clock";
    return "none";
  }
  if (option.name === "deck") return `the deck under “The cards” (${deckWords(option.default)})`;
  return optionValueWords(option.name, option.default);
}

/** The values a catalog option allows, in words. */
function allowedWords(option) {
  const allowed = option.allowed;
  if (Array.isArray(allowed)) return `one of ${listWords(allowed.map((v) => `“${v}”`), "or")}`;
  if (!allowed || typeof allowed !== "object") return null;
  if (option.name === "starting_seat") return "any seat, 0 to the number of seats − 1";
  if (option.name === "deck" && allowed.cards) {
    const numbers = allowed.numbers ? `, dog and cat numbers ${allowed.numbers.min} to ${allowed.numbers.max}` : "";
    return `at least 3 cards a player and one more, at most ${allowed.cards.max} cards${numbers}`;
  }
  if (typeof allowed.min === "number" && typeof allowed.max === "number") {
    return option.name === "turn_time"
      ? `${durationWords(allowed.min)} to ${durationWords(allowed.max)}`
      : `${allowed.min} to ${allowed.max}`;
  }
  return null;
}

/**
 * The options a game was created with, in words, for a game's details:
 * `[[label, words], …]` in the order given (no JSON).
 * @param {string} gameId
 * @param {object} options the game's `options`
 */
export function optionsWords(gameId, options) {
  return Object.entries(options ?? {}).map(([name, value]) => [optionLabel(gameId, name), optionValueWords(name, value)]);
}

// ------------------------------------------------------- the rules page

const p = (...children) => h("p", {}, ...children);
const ul = (items) => h("ul", {}, items.map((item) => h("li", {}, item)));
const ol = (items) => h("ol", {}, items.map((item) => h("li", {}, item)));
const term = (words) => h("strong", {}, words);

/** Shake It Meerkat, section by section (RULES.md, Game 1). */
const MEERKAT_SECTIONS = [
  {
    id: "rules-aim",
    title: "Aim of the game",
    body: () => [
      p("2 to 5 players lay cards face down and say what they are, truthfully or not. A player may challenge the last play: a lie caught, or a true play wrongly doubted, costs cards."),
      p("Get rid of your cards. At the end of each round every card still in your hand is a penalty point; after the last round the lowest penalty total wins, and tied players all win."),
    ],
  },
  {
    id: "rules-cards",
    title: "The cards",
    body: () => [
      ul([
        "50 cards. 35 normal cards: the ranks A, 2, 3, 4 and 5, seven of each. The ace counts as 1 on its back.",
        "15 bluffing cards, valued 1.5, 2.5, 3.5, 4.5 and 5.5, three of each. A bluffing card never matches any announced rank.",
        "Each card's back shows a meerkat drawn at the size of its value. What the table shows of a back is the “Card backs” option (below): by default a bluffing card's back looks like the normal card below it, so 3.5 looks like a 3.",
      ]),
      p("Your own cards' faces are yours alone; everybody sees the backs of every hand, the size of the draw pile and its top card's back. Cards revealed by a challenge, a beaten play or a play everyone passed go face up to the discard pile."),
    ],
  },
  {
    id: "rules-strength",
    title: "Plays and their strength",
    body: () => [
      p("A play is some cards laid face down and an announced rank: “2 cards as 4”. Any cards may be laid with any announcement: that is how lies are told. A play is true when every card in it is a normal card of the announced rank."),
      ul([
        [term("More cards beat fewer"), ", whatever the ranks: any 3 cards beat any 2."],
        [term("With as many cards, the stronger rank wins"), `. The ranks from the weakest to the strongest: ${MEERKAT_RANKS_BY_STRENGTH.join(", ")}. The ace is the strongest rank although its meerkat is the smallest.`],
        "Equal counts of the same rank do not beat each other: a play must be strictly stronger.",
      ]),
      p("The table's hand shows your cards in this order, weakest first, with the bluffing cards last."),
    ],
  },
  {
    id: "rules-setup",
    title: "Setting up a round",
    body: () => [
      ol([
        "All 50 cards are shuffled.",
        "Each player is dealt 6 cards, one at a time, from the round's starting seat round to the left.",
        "The rest is the draw pile. The starting seat leads first.",
      ]),
      p("Round 1's starting seat is the “Starting seat” option, or drawn when it is left out; each later round starts one seat to the left of the last round's."),
    ],
  },
  {
    id: "rules-turn",
    title: "A turn",
    body: () => [
      p("If the player on turn holds no cards when the turn begins, they have gone out and the round ends at once."),
      p(term("The leader"), ": when the board is empty, the player on turn leads and must play (any 1 or more of their cards, announced as any rank). A leader may not pass or challenge."),
      p("When the board holds another player's play, the player on turn does exactly one of these:"),
      ul([
        [term("Pass"), ": the turn goes to the left. If everyone else passes and the turn comes back to the player who made the play, that play is revealed and discarded, and that player leads again."],
        [term("Play"), ": lay a play stronger than the one on the board. The old play is revealed and discarded; the turn goes to the left."],
        [term("Challenge"), ": see “Challenges and bluffs”. Any player on turn may challenge the play on the board, not only the next one."],
      ]),
      p("A play names each of its cards once, and only cards from the player's own hand."),
    ],
  },
  {
    id: "rules-challenge",
    title: "Challenges and bluffs",
    body: () => [
      p("A challenge turns the play on the board face up; its cards are discarded."),
      ul([
        [term("It was a lie"), " (any card is not a normal card of the announced rank): the challenge succeeds. The player who made the play draws as many cards as it had, plus one; the challenger leads next."],
        [term("It was true"), ": the challenge fails. The challenger draws as many cards as the play had; the board is empty and the player to the challenger's left leads."],
      ]),
      p("A player who lays their last cards is not out yet: a successful challenge makes them draw and play on. They go out when their next turn begins with an empty hand."),
    ],
  },
  {
    id: "rules-end-of-round",
    title: "Drawing, penalties and the end of a round",
    body: () => [
      p("Cards are drawn from the top of the draw pile. A player owed more cards than the pile holds takes what is left."),
      p("A round ends when a player begins their turn with no cards (they went out), or as soon as the draw pile is empty. Then every player adds the number of cards left in their hand to their penalty total; a player who went out adds nothing. Cards on the board count for nobody. All cards are shuffled again for the next round."),
    ],
  },
  {
    id: "rules-end-of-game",
    title: "The end of the game",
    body: () => [
      p("After the last round (the “Rounds” option, 3 by default) the players with the lowest penalty total win; tied players all win. Cards still hidden stay hidden on the table; the game's audit shows them, with the seed that dealt them."),
    ],
  },
];

/** Woof Meow Biscuits, section by section (RULES.md, Game 2). */
const BISCUITS_SECTIONS = [
  {
    id: "rules-aim",
    title: "Aim of the game",
    body: () => [
      p("2 to 5 players take turns laying one card on a shared table. Whoever brings the table's sum to exactly 14 earns a biscuit; whoever takes it over 14, or plays a cat while a bone is in force, is penalised. The highest score wins; tied players share the win."),
    ],
  },
  {
    id: "rules-cards",
    title: "The cards",
    body: () => [
      p("The default deck has 33 cards:"),
      h(
        "table",
        { class: "rules-cards" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Card"), h("th", { scope: "col" }, "Counts toward the sum"), h("th", { scope: "col" }, "How many"))),
        h(
          "tbody",
          {},
          [
            ["Dog 2, 3, 4, 5 and 6", "its number", "3 of each (15)"],
            ["Cat 2, 3 and 4", "its number", "3 of each (9)"],
            ["“Be careful! Stay behind!” (minus one)", "−1", "3"],
            ["“You go first!” (reverse)", "0: turns the direction of play", "3"],
            ["“Cats don't like bones” (bone)", "0: puts a bone in force", "3"],
          ].map((row) => h("tr", {}, row.map((cell) => h("td", {}, cell)))),
        ),
      ),
      p("The “Deck” option replaces these counts with your own. 9 biscuits and 9 warning markers (the basic game) complete the box."),
    ],
  },
  {
    id: "rules-setup",
    title: "Setting up a round",
    body: () => [
      p("All cards are shuffled and each player is dealt 3, one at a time from the round's starting seat round to the left; the rest is the draw deck. The table is empty, no bone is in force and play goes clockwise."),
      p("Round 1's starting seat is the “Starting seat” option, or drawn when it is left out; each later round starts with the player who played the last card of the round before."),
    ],
  },
  {
    id: "rules-turn",
    title: "A turn",
    body: () => [
      ol([
        "While the draw deck has cards, the player on turn draws its top card first, so they choose among their cards with the new one in hand.",
        "They play one card from their hand face up onto the table. Every card in hand may be played: a penalised card is still a legal move.",
        "The card is resolved: see “Special cards and the bone” and “The sum of 14”.",
        "The next player in the current direction who still holds cards is on turn. When only the player who just played still holds cards, they play again.",
      ]),
      p("Only the player on turn may play, and only a card from their own hand."),
    ],
  },
  {
    id: "rules-specials",
    title: "Special cards and the bone",
    body: () => [
      ul([
        [term("Reverse"), " (“You go first!”) turns the direction of play. With two players the turns stay the same."],
        [term("Bone"), " (“Cats don't like bones”) puts a bone in force until the table is next discarded. Dogs and special cards may still be played; a second bone changes nothing."],
        [term("Minus one"), " (“Be careful! Stay behind!”) counts −1 toward the sum; the sum may go below 0."],
        [term("A cat under a bone"), " is caught: the player is penalised (basic: a warning marker; advanced: they lose a point for each card on the table, the cat too), the table is discarded and the bone ends. The cat does not count toward the sum, and nothing else of it happens. Only the card being played is checked: a cat laid before the bone came is safe."],
      ]),
      p("The table shows a note under each card whose play would be penalised now, and a tap on a card tells what playing it would do before it is played."),
    ],
  },
  {
    id: "rules-scoring",
    title: "The sum of 14",
    body: () => [
      p("After each card, the values on the table are added up:"),
      ul([
        [term("Exactly 14"), ": the player earns a biscuit (advanced: as many points as there are cards on the table)."],
        [term("Over 14"), ": the player takes a warning marker (advanced: loses as many points as there are cards on the table, never going below 0)."],
      ]),
      p("Either way the table is discarded and any bone ends. Below 14, the cards stay and play goes on."),
    ],
  },
  {
    id: "rules-end-of-round",
    title: "The end of a round",
    body: () => [
      p("When the draw deck is empty, play goes on without drawing until every hand is empty; then the round ends. Cards left on the table are not scored. All cards are shuffled into a new deck for the next round."),
    ],
  },
  {
    id: "rules-variants",
    title: "Basic and advanced",
    body: () => [
      h(
        "table",
        { class: "rules-variants" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, ""), h("th", { scope: "col" }, "Basic (the default)"), h("th", { scope: "col" }, "Advanced"))),
        h(
          "tbody",
          {},
          [
            ["Exactly 14", "a biscuit", "a point for each card on the table"],
            ["Over 14, or a caught cat", "a warning marker", "lose a point for each card on the table (never below 0)"],
            ["The game ends", "at once, when the last biscuit or the last warning marker is taken (9 of each by default), or after the round limit (20 rounds by default)", "after the last round (3 by default)"],
            ["Score", "+7 for each biscuit, −3 for each warning marker", "the points"],
          ].map(([what, basic, advanced]) => h("tr", {}, h("th", { scope: "row" }, what), h("td", {}, basic), h("td", {}, advanced))),
        ),
      ),
      p("The moves are the same in both: only the scoring and the end of the game differ. When the basic game ends mid-round, hands keep their cards and the table stays as it lies."),
    ],
  },
  {
    id: "rules-end-of-game",
    title: "The end of the game",
    body: () => [
      p("The highest score wins; tied players share the win. When the game ends, nobody moves any more."),
    ],
  },
];

/** Both games: the turn clock and resigning (RULES.md, "Turn clocks"). */
const CLOCK_SECTION = {
  id: "rules-clock",
  title: "Turn clock, being away and resigning",
  body: () => [
    p("A game may have a turn clock (the “Turn clock” option). When a turn's time runs out, the referee plays the seat's default move for it, an ordinary move under the same rules, and shows the seat as away until it moves again."),
    p("A player may resign: from then on the referee plays every one of their turns at once with the default move, and the game is scored as usual."),
  ],
};

/** Every option of the catalog entry, what it changes, its default and range. */
function optionsSection(gameId, info) {
  return {
    id: "rules-options",
    title: "Options",
    body: () => {
      const options = info?.options ?? [];
      if (!options.length) return [p("This game has no options.")];
      return [
        p("A game's creator may set these when creating it; the game's details show the ones in force."),
        h(
          "dl",
          { class: "rules-options" },
          options.map((option) => {
            const known = OPTION_TEXT[gameId]?.[option.name];
            const allowed = allowedWords(option);
            return [
              h("dt", { id: `rules-option-${option.name}` }, optionLabel(gameId, option.name), " ", h("code", {}, option.name)),
              h(
                "dd",
                {},
                p(known?.words ?? option.description ?? ""),
                p(`Default: ${defaultWords(option)}.`, allowed ? ` Allowed: ${allowed}.` : ""),
              ),
            ];
          }),
        ),
      ];
    },
  };
}

/** The referee's refusals, each with its rule: what the page says when a move is refused. */
function refusalsSection(gameId) {
  const codes = gameId === BISCUITS_ID
    ? ["not_your_turn", "card_not_in_hand", "invalid_action", "game_over", "seat_resigned"]
    : RULE_CODE_NAMES;
  return {
    id: "rules-refusals",
    title: "When the referee refuses a move",
    body: () => [
      p("A move against the rules changes nothing; the referee answers with the rule's code:"),
      h(
        "dl",
        { class: "rules-codes" },
        codes.map((code) => {
          const rule = ruleWords(code, gameId);
          return [h("dt", {}, h("code", {}, code)), h("dd", {}, rule.words)];
        }),
      ),
    ],
  };
}

/**
 * The sections of a game's rules, in order: `[{id, title}]`. Their ids are
 * the anchors the table's links and ruleWords' `section` name.
 */
export function ruleSections(gameId, info) {
  return allSections(gameId, info).map(({ id, title }) => ({ id, title }));
}

function allSections(gameId, info) {
  const own = gameId === MEERKAT_ID ? MEERKAT_SECTIONS : gameId === BISCUITS_ID ? BISCUITS_SECTIONS : [];
  return [...own, optionsSection(gameId, info), CLOCK_SECTION, refusalsSection(gameId)];
}

/** The `section` named in the page's address (`#/rules/<game>?section=<id>`), if any. */
function sectionInAddress() {
  const query = location.hash.split("?")[1] ?? "";
  return new URLSearchParams(query).get("section");
}

/** Scrolls to a section and gives its heading the focus, once it is on the page. */
function showSection(article, id, attempts = 10) {
  const section = article.querySelector(`#${CSS.escape(id)}`);
  if (!section) return;
  if (!article.isConnected) {
    if (attempts > 0) requestAnimationFrame(() => showSection(article, id, attempts - 1));
    return;
  }
  section.scrollIntoView({ block: "start" });
  section.querySelector("h2")?.focus({ preventScroll: true });
}

/**
 * The rules of `gameId` as an article: sections with headings, each with an
 * id (`rules-aim`, `rules-turn`, `rules-options`, …, see ruleSections) to
 * link to as `#/rules/<game>?section=<id>`; `info` is the game's catalog
 * entry, whose options the "Options" section explains.
 */
export function rulesArticle(gameId, info) {
  const sections = allSections(gameId, info);
  const contents = h(
    "nav",
    { class: "rules-contents", "aria-label": "sections of the rules" },
    h(
      "ol",
      {},
      sections.map(({ id, title }) => {
        const href = rulesHref(gameId, id);
        return h(
          "li",
          {},
          h(
            "a",
            {
              href,
              // The address names the section without a new route (which would redraw the page).
              onclick: (event) => {
                event.preventDefault();
                history.replaceState(null, "", href);
                showSection(article, id);
              },
            },
            title,
          ),
        );
      }),
    ),
  );
  const known = gameId === MEERKAT_ID || gameId === BISCUITS_ID;
  const players = info?.min_seats && info?.max_seats ? ` for ${info.min_seats} to ${info.max_seats} players` : "";
  const article = h(
    "article",
    { id: "rules", class: "rules", "data-game": gameId },
    h(
      "p",
      { class: "rules-intro" },
      known
        ? `${gameName(gameId)}${players}, as the referee plays it: the printed rulebook's rules, with its gaps closed.`
        : info?.description ?? "",
    ),
    contents,
    sections.map(({ id, title, body }) =>
      h(
        "section",
        { id, class: "rules-section", "aria-labelledby": `${id}-title` },
        h("h2", { id: `${id}-title`, tabindex: -1 }, title),
        body(),
      ),
    ),
  );
  const wanted = sectionInAddress();
  if (wanted) requestAnimationFrame(() => showSection(article, wanted));
  return article;
}
