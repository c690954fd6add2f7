// Card identities from card ids, exactly as the engine defines them.
//
// Shake It Meerkat: crates/engine/src/engine/meerkat/cards.rs (`Face::of`, `Back::of`,
// `CardView`), written as crates/engine/src/engine/meerkat/write.rs writes them.
// Woof Meow Biscuits: crates/engine/src/engine/biscuits/cards.rs (`DeckSpec::cards`,
// `Card::value`), written as crates/engine/src/engine/biscuits/write.rs writes them.
//
// Every object is built with its keys in the order the server sends them
// (sorted, engine::json), so that `JSON.stringify` of a rebuilt view gives
// the server's bytes, not only an equal value.
//
// Plain ES module for the browser and node alike: no imports.

// ---------------------------------------------------------------------------
// Shake It Meerkat (docs/RULES.md, Game 1, "Components" and "Card backs")
// ---------------------------------------------------------------------------

/** Cards in a Meerkat deck: ids 0..49. */
export const MEERKAT_DECK_SIZE = 50;
/** Normal cards are ids 0..34, 7 of each rank, in the order A, 2, 3, 4, 5. */
const MEERKAT_NORMAL_CARDS = 35;
const MEERKAT_COPIES_PER_RANK = 7;
/** Bluffing cards are ids 35..49, 3 of each value 1.5, 2.5, …, 5.5. */
const MEERKAT_COPIES_PER_BLUFF = 3;
const MEERKAT_RANKS_BY_ID = ["A", "2", "3", "4", "5"];

/** The `card_backs` values (RULES.md, Game 1, "Card backs"). */
export const CARD_BACKS = ["rounded", "exact", "hidden"];

function checkMeerkatId(id) {
  if (!Number.isInteger(id) || id < 0 || id >= MEERKAT_DECK_SIZE) {
    throw new RangeError(`not a Meerkat card id: ${id}`);
  }
}

function checkCardBacks(cardBacks) {
  if (!CARD_BACKS.includes(cardBacks)) {
    throw new RangeError(`not a card_backs value: ${cardBacks}`);
  }
}

/** `h / 2` as the engine writes sizes: "1", "1.5", … (`HALF_SIZES`). */
function halvesText(halves) {
  return halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
}

/**
 * A card's value in halves (A = 1 → 2, a bluffing card x.5 → 2x + 1), as
 * `Face::value_halves`.
 * @param {number} id a Meerkat card id, 0..49
 * @returns {number}
 */
export function meerkatValueHalves(id) {
  checkMeerkatId(id);
  if (id < MEERKAT_NORMAL_CARDS) {
    return (Math.floor(id / MEERKAT_COPIES_PER_RANK) + 1) * 2;
  }
  const whole = Math.floor((id - MEERKAT_NORMAL_CARDS) / MEERKAT_COPIES_PER_BLUFF) + 1;
  return whole * 2 + 1;
}

/**
 * The front of a card, as the engine writes it (`MeerkatFace`): a rank
 * "A" … "5" for ids 0–34, a bluffing value "1.5" … "5.5" for ids 35–49.
 * @param {number} id a Meerkat card id, 0..49
 * @returns {string}
 */
export function meerkatFace(id) {
  checkMeerkatId(id);
  if (id < MEERKAT_NORMAL_CARDS) {
    return MEERKAT_RANKS_BY_ID[Math.floor(id / MEERKAT_COPIES_PER_RANK)];
  }
  return halvesText(meerkatValueHalves(id));
}

/**
 * The back everybody sees of a card, in halves (`Back::of`): `rounded`
 * shows floor(value), so a bluffing x.5 looks like a normal x; `exact`
 * the value; `hidden` nothing (`null`).
 * @param {number} id a Meerkat card id, 0..49
 * @param {"rounded"|"exact"|"hidden"} cardBacks the game's `card_backs`
 * @returns {number|null}
 */
export function meerkatBackHalves(id, cardBacks) {
  checkCardBacks(cardBacks);
  const halves = meerkatValueHalves(id);
  switch (cardBacks) {
    case "rounded":
      return Math.floor(halves / 2) * 2;
    case "exact":
      return halves;
    default:
      return null;
  }
}

/**
 * The back of a card as the engine writes it (`MeerkatBack`: "1", "2.5",
 * …), or `null` when backs are hidden.
 * @param {number} id a Meerkat card id, 0..49
 * @param {"rounded"|"exact"|"hidden"} cardBacks
 * @returns {string|null}
 */
export function meerkatBack(id, cardBacks) {
  const halves = meerkatBackHalves(id, cardBacks);
  return halves === null ? null : halvesText(halves);
}

/**
 * A card whose front the viewer may see, exactly as a view writes it
 * (`MeerkatCard`, write.rs `write_card`): `{back, face, id}`, with `back`
 * left out (not `null`) when backs are hidden.
 * @param {number} id a Meerkat card id, 0..49
 * @param {"rounded"|"exact"|"hidden"} cardBacks
 * @returns {{back?: string, face: string, id: number}}
 */
export function meerkatCard(id, cardBacks) {
  const back = meerkatBack(id, cardBacks);
  const face = meerkatFace(id);
  return back === null ? { face, id } : { back, face, id };
}

/**
 * Cards as a hand (or a face-down play seen by its owner) is shown: sorted
 * by id, so the order a hand was built in tells nothing (`CardView::sorted`;
 * RULES.md, Game 1, ruling 3).
 * @param {number[]} ids
 * @param {"rounded"|"exact"|"hidden"} cardBacks
 * @returns {Array<{back?: string, face: string, id: number}>}
 */
export function meerkatSortedCards(ids, cardBacks) {
  return [...ids].sort((a, b) => a - b).map((id) => meerkatCard(id, cardBacks));
}

/**
 * Face-down cards as a viewer sees them (`MeerkatFaceDown`, write.rs
 * `write_face_down`): `{backs, cards?, count}`. `backs` are sorted by size
 * so that two cards with the same back look the same in any order; they are
 * `null` when backs are hidden, except for no cards at all, which show `[]`
 * (`backs_of` collects an empty list). `cards` only when `visible` (the
 * viewer holds or laid them), sorted by id.
 * @param {number[]} ids
 * @param {boolean} visible
 * @param {"rounded"|"exact"|"hidden"} cardBacks
 * @returns {{backs: string[]|null, cards?: object[], count: number}}
 */
export function meerkatFaceDown(ids, visible, cardBacks) {
  checkCardBacks(cardBacks);
  const backs =
    cardBacks === "hidden" && ids.length > 0
      ? null
      : ids
          .map((id) => meerkatBackHalves(id, cardBacks))
          .sort((a, b) => a - b)
          .map(halvesText);
  const out = { backs };
  if (visible) out.cards = meerkatSortedCards(ids, cardBacks);
  out.count = ids.length;
  return out;
}

// ---------------------------------------------------------------------------
// Woof Meow Biscuits (docs/RULES.md, Game 2, "Components")
// ---------------------------------------------------------------------------

/** Dog and cat numbers a custom deck may use. */
const BISCUITS_MIN_NUMBER = 1;
const BISCUITS_MAX_NUMBER = 13;
/** Cards dealt to each seat (RULES.md, Game 2, "Setup of each round"). */
export const BISCUITS_HAND_SIZE = 3;
const BISCUITS_MAX_DECK = 200;

/**
 * The default deck of 33 (`DeckSpec::default`): dogs 2–6 and cats 2–4,
 * three of each, and three of each special card.
 * @returns {{dog: Object<string, number>, cat: Object<string, number>, minus_one: number, reverse: number, bone: number}}
 */
export function defaultBiscuitsDeckSpec() {
  return {
    dog: { 2: 3, 3: 3, 4: 3, 5: 3, 6: 3 },
    cat: { 2: 3, 3: 3, 4: 3 },
    minus_one: 3,
    reverse: 3,
    bone: 3,
  };
}

/** Counts indexed by number, as `numbered` reads a `{"number": count}` map. */
function numbered(kind, counts) {
  const byNumber = new Array(BISCUITS_MAX_NUMBER + 1).fill(0);
  for (const [key, count] of Object.entries(counts ?? {})) {
    const n = Number(key);
    // Decimal without leading zeros, 1–13 (RULES.md, Game 2, ruling 12).
    if (!Number.isInteger(n) || n < BISCUITS_MIN_NUMBER || n > BISCUITS_MAX_NUMBER || String(n) !== key) {
      throw new RangeError(`deck.${kind}: ${JSON.stringify(key)} is not a ${kind} number`);
    }
    byNumber[n] = count;
  }
  return byNumber;
}

/**
 * The cards of a game by id, as `DeckSpec::cards(seats)` lists them: dogs by
 * number, cats by number, `minus_one`, `reverse`, `bone` (RULES.md, Game 2,
 * "Components"). The deck is the `deck` option, else the default 33; a kind
 * left out counts 0. Each card is written as the engine writes a `Card`:
 * `{kind, number}` for dogs and cats, `{kind}` for special cards.
 * @param {{deck?: object}} options the game's options (as requested or in force)
 * @param {number} seatCount the number of seats (the deck must hold 3 × seats + 1)
 * @returns {Array<{kind: string, number?: number}>} `deck[id]`
 */
export function biscuitsDeck(options, seatCount) {
  const spec = options?.deck ?? defaultBiscuitsDeckSpec();
  const cards = [];
  const dogs = numbered("dog", spec.dog);
  const cats = numbered("cat", spec.cat);
  for (let number = 0; number < dogs.length; number++) {
    for (let i = 0; i < dogs[number]; i++) cards.push({ kind: "dog", number });
  }
  for (let number = 0; number < cats.length; number++) {
    for (let i = 0; i < cats[number]; i++) cards.push({ kind: "cat", number });
  }
  for (const kind of ["minus_one", "reverse", "bone"]) {
    for (let i = 0; i < (spec[kind] ?? 0); i++) cards.push({ kind });
  }
  const min = BISCUITS_HAND_SIZE * seatCount + 1;
  if (cards.length < min || cards.length > BISCUITS_MAX_DECK) {
    throw new RangeError(`a deck of ${cards.length} cards is not valid for ${seatCount} seats`);
  }
  return cards;
}

/**
 * A card whose face the viewer may see, as a view writes it
 * (`BiscuitsVisibleCard`): `{card, id}`, the card a fresh copy.
 * @param {Array<{kind: string, number?: number}>} deck from {@link biscuitsDeck}
 * @param {number} id
 * @returns {{card: {kind: string, number?: number}, id: number}}
 */
export function biscuitsCard(deck, id) {
  const card = deck[id];
  if (card === undefined) throw new RangeError(`not a card id of this deck: ${id}`);
  return { card: { ...card }, id };
}

/**
 * A card's value toward the sum on the table (`Card::value`): a dog's or
 * cat's number, −1 for `minus_one`, 0 for `reverse` and `bone`.
 * @param {{kind: string, number?: number}} card
 * @returns {number}
 */
export function biscuitsValue(card) {
  switch (card.kind) {
    case "dog":
    case "cat":
      return card.number;
    case "minus_one":
      return -1;
    default:
      return 0;
  }
}
