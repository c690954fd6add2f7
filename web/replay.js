// Replays a finished game from its audit bundle (`GET /v1/games/{id}/audit`):
// folds the full-truth events of every step into the table, and writes at
// every version what the engine shows a spectator and what each seat holds.
//
// The views are rebuilt the way the engine writes them
// (crates/engine/src/engine/meerkat/write.rs, crates/engine/src/engine/biscuits/write.rs), keys in the
// order the server sends them, so a frame's `spectator` is the server's
// `view` for a viewer with no seat, byte for byte once stringified.
//
// Pure and deterministic: no I/O, nothing global. Plain ES module for the
// browser and node alike.

import {
  meerkatCard,
  meerkatBack,
  meerkatFaceDown,
  meerkatSortedCards,
  biscuitsDeck,
  biscuitsCard,
  biscuitsValue,
} from "./cards.js";

/**
 * One version of a replayed game.
 * @typedef {object} Frame
 * @property {number} version the step's `seq` (the game's version after it)
 * @property {number|null} actor_seat the seat that acted; `null` for the deal
 * @property {object|null} action the action, whole (the bundle is full)
 * @property {"clock"|"resigned"|null} played_by set when the referee played
 *   the step for its seat
 * @property {string} at when the step was stored (RFC 3339)
 * @property {object} spectator the `view` of `GET /v1/games/{id}` for a
 *   player with no seat at this version (`MeerkatView` / `BiscuitsView`)
 * @property {object[][]} hands `hands[s]`: seat s's `view.hand` at this
 *   version, sorted by id as the engine shows it
 * @property {object[]|null} board the faces of the play on the board
 *   (Meerkat; sorted by id), null when there is none
 */

/**
 * Every version of a finished game, from its full audit bundle.
 *
 * `frames[0]` is `null`: before the first step (the deal) the game has no
 * view. `frames[v]` for `v` in `1..=steps.length` is the table after step
 * `v` (steps are numbered by `seq`, which is the game's version).
 *
 * @param {object} bundle an audit bundle (`Bundle` in openapi/openapi.json)
 *   whose `view.kind` is `full` (a finished or aborted game): only its
 *   events name every card.
 * @returns {Array<Frame|null>} `frames[v]` for every version `v`
 * @throws {Error} on a bundle that is not full, an unknown game, or steps
 *   out of order
 */
export function framesOf(bundle) {
  if (bundle?.view?.kind !== "full") {
    // A redacted bundle (a running game) hides the cards the fold needs.
    throw new Error(`framesOf needs a full bundle (a finished game), not view ${JSON.stringify(bundle?.view)}`);
  }
  const header = bundle.header;
  let table;
  switch (header.game) {
    case "shake-it-meerkat":
      table = new MeerkatTable(header);
      break;
    case "woof-meow-biscuits":
      table = new BiscuitsTable(header);
      break;
    default:
      throw new Error(`unknown game ${JSON.stringify(header.game)}`);
  }
  const frames = [null];
  bundle.steps.forEach((step, i) => {
    if (step.seq !== i + 1) {
      throw new Error(`step ${i} has seq ${step.seq}, expected ${i + 1}`);
    }
    table.step(step);
    frames.push({
      version: step.seq,
      actor_seat: step.actor_seat ?? null,
      action: step.action ?? null,
      played_by: step.played_by ?? null,
      at: step.at,
      spectator: table.spectatorView(),
      hands: table.hands(),
      board: table.boardCards(),
    });
  });
  return frames;
}

// ---------------------------------------------------------------------------
// Shake It Meerkat (docs/RULES.md, Game 1)
// ---------------------------------------------------------------------------

const MEERKAT_DEFAULT_ROUNDS = 3;

/** The state of `Meerkat` (crates/engine/src/engine/meerkat/mod.rs), folded from events. */
class MeerkatTable {
  constructor(header) {
    // The header holds the options as requested: fill in the defaults
    // (`Meerkat::new`).
    const options = header.options ?? {};
    this.seatCount = header.seat_count;
    this.rounds = options.rounds ?? MEERKAT_DEFAULT_ROUNDS;
    this.cardBacks = options.card_backs ?? "rounded";
    this.round = 0;
    this.roundStartingSeat = options.starting_seat ?? 0;
    this.handIds = [];
    /** Top first. */
    this.pile = [];
    /** `{seat, cards, rank}` or null. */
    this.board = null;
    /** In the order revealed. */
    this.discard = [];
    this.toMove = null;
    this.penalties = new Array(this.seatCount).fill(0);
    this.lastEvents = [];
  }

  leftOf(seat) {
    return (seat + 1) % this.seatCount;
  }

  step(step) {
    for (const event of step.events) this.apply(event);
    // The view shows the events of the last action (`last_events`).
    this.lastEvents = step.events;
  }

  apply(e) {
    switch (e.type) {
      case "round_started":
        // RULES.md, Game 1, "Setup of each round": a fresh deal; the board
        // and the discard pile are empty and the starting seat leads.
        this.round = e.round;
        this.roundStartingSeat = e.starting_seat;
        this.handIds = e.hands.map((h) => [...h]);
        this.pile = [...e.pile];
        this.board = null;
        this.discard = [];
        this.toMove = e.starting_seat;
        break;
      case "cards_played":
        // "A turn", Play: the cards leave the hand face down; the turn goes
        // to the left. A beaten play was discarded by `play_beaten` first.
        this.handIds[e.seat] = this.handIds[e.seat].filter((c) => !e.cards.includes(c));
        this.board = { seat: e.seat, cards: [...e.cards], rank: e.rank };
        this.toMove = this.leftOf(e.seat);
        break;
      case "passed":
        // "A turn", Pass: the turn goes to the left; when it reaches the
        // play's owner `play_returned` follows (the owner is then on turn,
        // which is that same seat to the left).
        this.toMove = this.leftOf(e.seat);
        break;
      case "play_beaten":
      case "play_returned":
        // The play is revealed and discarded (public).
        this.discard.push(...e.cards);
        this.board = null;
        break;
      case "challenged":
        // "A turn", Challenge: revealed and discarded. A failed challenge
        // (truthful play) hands the lead to the challenger's left; a
        // successful one to the challenger. The draw follows as
        // `cards_drawn`.
        this.discard.push(...e.cards);
        this.board = null;
        this.toMove = e.truthful ? this.leftOf(e.challenger) : e.challenger;
        break;
      case "cards_drawn":
        // "Drawing and the end of a round": from the top of the pile.
        this.pile.splice(0, e.cards.length);
        this.handIds[e.seat].push(...e.cards);
        break;
      case "round_ended":
        // Hand sizes are added to the totals; the board stays face down
        // (RULES.md, Game 1, ruling 4) until the next deal clears it.
        this.penalties = [...e.penalties];
        break;
      case "game_ended":
        this.penalties = [...e.penalties];
        this.toMove = null;
        break;
      default:
        throw new Error(`unknown Meerkat event ${JSON.stringify(e.type)}`);
    }
  }

  /** `write::view` for `Viewer::Spectator`. */
  spectatorView() {
    const backs = this.cardBacks;
    const topBack = this.pile.length > 0 ? meerkatBack(this.pile[0], backs) : null;
    return {
      board:
        this.board === null
          ? null
          : {
              cards: meerkatFaceDown(this.board.cards, false, backs),
              rank: this.board.rank,
              seat: this.board.seat,
            },
      card_backs: backs,
      discard: this.discard.map((id) => meerkatCard(id, backs)),
      finished: this.toMove === null,
      hand: null,
      last_events: this.lastEvents.map((e) => redactMeerkat(e, null, backs)),
      pile: { size: this.pile.length, top_back: topBack },
      round: this.round,
      round_starting_seat: this.roundStartingSeat,
      rounds: this.rounds,
      seats: this.handIds.map((hand, seat) => ({
        hand: meerkatFaceDown(hand, false, backs),
        penalty: this.penalties[seat],
        seat,
      })),
      to_move: this.toMove,
    };
  }

  /** Each seat's `view.hand`: its cards sorted by id. */
  hands() {
    return this.handIds.map((hand) => meerkatSortedCards(hand, this.cardBacks));
  }

  /** The faces of the play on the board, sorted by id. */
  boardCards() {
    return this.board === null ? null : meerkatSortedCards(this.board.cards, this.cardBacks);
  }
}

/**
 * A Meerkat event as `viewer` (a seat, or `null` for a spectator) sees it:
 * `write::redacted` / `view::redact`. Face-down cards (a deal, a play, a
 * draw) show backs and count, faces only to their holder; revealed plays
 * are public with ids and faces; round and game ends are the full truth.
 */
function redactMeerkat(e, viewer, backs) {
  switch (e.type) {
    case "round_started":
      return {
        hands: e.hands.map((hand, seat) => ({
          hand: meerkatFaceDown(hand, viewer === seat, backs),
          seat,
        })),
        pile: {
          size: e.pile.length,
          top_back: e.pile.length > 0 ? meerkatBack(e.pile[0], backs) : null,
        },
        round: e.round,
        starting_seat: e.starting_seat,
        type: e.type,
      };
    case "cards_played":
      return {
        cards: meerkatFaceDown(e.cards, viewer === e.seat, backs),
        rank: e.rank,
        seat: e.seat,
        type: e.type,
      };
    case "passed":
      return { seat: e.seat, type: e.type };
    case "play_beaten":
    case "play_returned":
      return {
        cards: e.cards.map((id) => meerkatCard(id, backs)),
        rank: e.rank,
        seat: e.seat,
        type: e.type,
      };
    case "challenged":
      return {
        cards: e.cards.map((id) => meerkatCard(id, backs)),
        challenger: e.challenger,
        rank: e.rank,
        seat: e.seat,
        truthful: e.truthful,
        type: e.type,
      };
    case "cards_drawn":
      return {
        cards: meerkatFaceDown(e.cards, viewer === e.seat, backs),
        seat: e.seat,
        type: e.type,
      };
    case "round_ended":
      return {
        end: e.end.kind === "went_out" ? { kind: e.end.kind, seat: e.end.seat } : { kind: e.end.kind },
        penalties: [...e.penalties],
        penalties_added: [...e.penalties_added],
        round: e.round,
        type: e.type,
      };
    case "game_ended":
      return { penalties: [...e.penalties], type: e.type, winners: [...e.winners] };
    default:
      throw new Error(`unknown Meerkat event ${JSON.stringify(e.type)}`);
  }
}

// ---------------------------------------------------------------------------
// Woof Meow Biscuits (docs/RULES.md, Game 2)
// ---------------------------------------------------------------------------

/** Defaults of crates/engine/src/engine/biscuits/options.rs. */
const BISCUITS_DEFAULT_MARKERS = 9;
const BISCUITS_DEFAULT_MAX_ROUNDS = 20;
const BISCUITS_DEFAULT_ROUNDS = 3;
const BISCUIT_POINTS = 7;
const WARNING_POINTS = -3;

/** The state of `Biscuits` (crates/engine/src/engine/biscuits/mod.rs), folded from events. */
class BiscuitsTable {
  constructor(header) {
    // The header holds the options as requested: fill in the defaults
    // (`BiscuitsOptions::limits`).
    const options = header.options ?? {};
    const n = header.seat_count;
    this.seatCount = n;
    this.deckCards = biscuitsDeck(options, n);
    this.variant = options.variant ?? "basic";
    if (this.variant === "basic") {
      const markers = options.markers ?? BISCUITS_DEFAULT_MARKERS;
      this.lastRound = options.max_rounds ?? BISCUITS_DEFAULT_MAX_ROUNDS;
      this.biscuitsLeft = markers;
      this.warningsLeft = markers;
      this.biscuits = new Array(n).fill(0);
      this.warnings = new Array(n).fill(0);
    } else {
      this.lastRound = options.rounds ?? BISCUITS_DEFAULT_ROUNDS;
      this.points = new Array(n).fill(0);
    }
    this.round = 0;
    this.startingSeat = options.starting_seat ?? 0;
    this.direction = "clockwise";
    /** Sorted by id. */
    this.handIds = [];
    /** Top first. */
    this.deck = [];
    /** In the order played. */
    this.table = [];
    this.bone = false;
    /** In the order discarded. */
    this.discard = [];
    this.toMove = null;
    /** `GameEnd` once over. */
    this.ended = null;
  }

  nextSeat(seat) {
    return this.direction === "clockwise" ? (seat + 1) % this.seatCount : (seat + this.seatCount - 1) % this.seatCount;
  }

  step(step) {
    let played = null;
    for (const e of step.events) {
      if (e.type === "card_played") played = e.seat;
      this.apply(e);
    }
    if (this.ended !== null) {
      this.toMove = null;
      return;
    }
    // A turn begins with a draw while the deck lasts (`card_drawn`, the
    // step's last event, sets who is on turn). With the deck empty no
    // event says who is next: RULES.md, Game 2, "A turn", step 4, and
    // ruling 7 — the next seat in the current direction that still holds
    // cards, the seat that just played when it alone does (`advance`).
    const last = step.events[step.events.length - 1];
    if (last?.type === "card_drawn") return;
    if (played === null) throw new Error(`step ${step.seq}: no card played and no draw`);
    let seat = played;
    for (let i = 0; i < this.seatCount; i++) {
      seat = this.nextSeat(seat);
      if (this.deck.length > 0 || this.handIds[seat].length > 0) {
        this.toMove = seat;
        return;
      }
    }
    throw new Error(`step ${step.seq}: no seat holds cards, yet the round did not end`);
  }

  apply(e) {
    switch (e.type) {
      case "round_started":
        // RULES.md, Game 2, "Setup of each round" and ruling 8: fresh hands
        // (sorted by id), clockwise, no bone, empty table and discard.
        this.round = e.round;
        this.startingSeat = e.starting_seat;
        this.direction = "clockwise";
        this.handIds = e.hands.map((h) => [...h].sort((a, b) => a - b));
        this.deck = [...e.deck];
        this.table = [];
        this.bone = false;
        this.discard = [];
        this.toMove = e.starting_seat;
        break;
      case "card_drawn": {
        // "A turn", step 1: the seat on turn draws the top card; hands stay
        // sorted by id.
        this.deck.shift();
        const hand = this.handIds[e.seat];
        let at = 0;
        while (at < hand.length && hand[at] < e.card) at++;
        hand.splice(at, 0, e.card);
        this.toMove = e.seat;
        break;
      }
      case "card_played":
        // Step 2: onto the table, public.
        this.handIds[e.seat] = this.handIds[e.seat].filter((c) => c !== e.card);
        this.table.push(e.card);
        break;
      case "cat_caught":
        // Step 3, "Cat under a bone": the penalty and the discard follow as
        // their own events (ruling 3).
        break;
      case "direction_reversed":
        this.direction = e.direction;
        break;
      case "bone_in_force":
        this.bone = true;
        break;
      case "biscuit_earned":
        this.biscuitsLeft = e.biscuits_left;
        this.biscuits[e.seat] += 1;
        break;
      case "warning_taken":
        this.warningsLeft = e.warnings_left;
        this.warnings[e.seat] += 1;
        break;
      case "points_scored":
      case "points_lost":
        // Advanced: the event carries the new total (losses stop at 0,
        // ruling 9).
        this.points[e.seat] = e.total;
        break;
      case "table_discarded":
        // The table goes to the discard pile and any bone ends (ruling 4).
        this.discard.push(...this.table);
        this.table = [];
        this.bone = false;
        break;
      case "round_ended":
        // Cards left on the table stay there (ruling 8) until the next deal
        // or, after the last round, for good.
        break;
      case "game_ended":
        // Ruling 2: a game that ends on its last marker ends at once; the
        // table stays as it lies.
        this.ended = e.reason;
        this.toMove = null;
        break;
      default:
        throw new Error(`unknown Biscuits event ${JSON.stringify(e.type)}`);
    }
  }

  scores() {
    if (this.variant === "basic") {
      return this.biscuits.map((b, s) => b * BISCUIT_POINTS + this.warnings[s] * WARNING_POINTS);
    }
    return [...this.points];
  }

  /** `Outcome::from_scores` with `HighestWins`: every seat with the best score. */
  winners() {
    if (this.ended === null) return [];
    const scores = this.scores();
    const best = Math.max(...scores);
    return scores.flatMap((score, seat) => (score === best ? [seat] : []));
  }

  /** `write::view` for `Viewer::Spectator`. */
  spectatorView() {
    const cards = (ids) => ids.map((id) => biscuitsCard(this.deckCards, id));
    const finished = this.ended !== null;
    const view = {
      deck_size: this.deck.length,
      direction: this.direction,
      discard: cards(this.discard),
    };
    if (finished) view.end = this.ended;
    view.finished = finished;
    view.hand = null;
    view.hand_sizes = this.handIds.map((h) => h.length);
    view.last_round = this.lastRound;
    if (this.variant === "basic") {
      view.markers_left = { biscuits: this.biscuitsLeft, warnings: this.warningsLeft };
    }
    view.round = this.round;
    const scores = this.scores();
    view.scores =
      this.variant === "basic"
        ? scores.map((score, seat) => ({
            biscuits: this.biscuits[seat],
            score,
            seat,
            warnings: this.warnings[seat],
          }))
        : scores.map((score, seat) => ({ score, seat }));
    view.seat = null;
    view.starting_seat = this.startingSeat;
    view.table = {
      bone_in_force: this.bone,
      cards: cards(this.table),
      sum: this.table.reduce((sum, id) => sum + biscuitsValue(this.deckCards[id]), 0),
    };
    view.to_move = this.toMove;
    view.variant = this.variant;
    view.winners = this.winners();
    return view;
  }

  /** Each seat's `view.hand`: its cards, sorted by id. */
  hands() {
    return this.handIds.map((hand) => hand.map((id) => biscuitsCard(this.deckCards, id)));
  }

  /** Biscuits has no face-down board: its table is public. */
  boardCards() {
    return null;
  }
}
