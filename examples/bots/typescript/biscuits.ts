// A Woof Meow Biscuits bot on referee-client: it plays GAMES games against
// the server's `random` bot, choosing each move from the view's legal_actions.
// REFEREE_URL=http://127.0.0.1:8080 GAMES=20 node biscuits.js
import { Referee, type Game, type Action } from "referee-client";

// Play the first playable card that a bone in force would not penalise, else
// the first playable one.
function choose(game: Game): Action {
  if (game.game !== "woof-meow-biscuits" || !game.legal_actions) throw new Error("not my turn");
  const cards = game.legal_actions.cards;
  const safe = cards.filter((card) => !card.caught_under_bone);
  const pick = (safe.length > 0 ? safe : cards)[0];
  if (!pick) throw new Error("no legal action");
  return { kind: "play", card: pick.id };
}

const me = await new Referee(process.env.REFEREE_URL ?? "http://127.0.0.1:8080").register("biscuits-bot-ts");
for (let played = 0; played < Number(process.env.GAMES ?? 20); played++) {
  const variant = played % 2 === 0 ? "basic" : "advanced";
  const options = variant === "basic" ? { variant, max_rounds: 3 } as const : { variant, rounds: 1 } as const;
  const created = await me.createGame({ game: "woof-meow-biscuits", seats: 2, options, bots: ["random"] });
  let game = await me.waitForTurn(created.id);
  while (game.status === "active") {
    await me.play(game.id, choose, game);
    game = await me.waitForTurn(game.id);
  }
  console.log(`game ${played + 1}: ${game.id} (${variant}) ${game.status}, version ${game.version}`);
  if (game.status !== "finished") process.exit(1);
}
