// A Woof Meow Biscuits bot on referee-client: it plays GAMES games against
// the server's `random` bot, choosing each move from the view's legal_actions.
// REFEREE_URL=http://127.0.0.1:8080 GAMES=20 node biscuits.js
// With REFEREE_TOKEN (a personal access token of the scopes read, play and
// create) it plays as that token's player instead of registering one.
import { Referee, type Action, type CreateGame, type Game } from "referee-client";

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

const referee = new Referee(process.env.REFEREE_URL ?? "http://127.0.0.1:8080");
const token = process.env.REFEREE_TOKEN;
const me = token ? referee.withToken(token) : await referee.register("biscuits-bot-ts");
for (let played = 0; played < Number(process.env.GAMES ?? 20); played++) {
  const basic = played % 2 === 0;
  const request: CreateGame = basic
    ? { game: "woof-meow-biscuits", seats: 2, options: { variant: "basic", max_rounds: 3 }, bots: ["random"] }
    : { game: "woof-meow-biscuits", seats: 2, options: { variant: "advanced", rounds: 1 }, bots: ["random"] };
  const created = await me.createGame(request);
  let game = await me.waitForTurn(created.id);
  while (game.status === "active") {
    await me.play(game.id, choose, game);
    game = await me.waitForTurn(game.id);
  }
  console.log(`game ${played + 1}: ${game.id} (${basic ? "basic" : "advanced"}) ${game.status}, version ${game.version}`);
  if (game.status !== "finished") process.exit(1);
}
