// A Shake It Meerkat bot on referee-client: it plays GAMES games against the
// server's `random` bot, choosing each move from the view's legal_actions.
// REFEREE_URL=http://127.0.0.1:8080 GAMES=20 node meerkat.js
import { Referee, type Game, type Action } from "referee-client";

// Challenge now and then, else pass, else (a leader must play) lay the fewest
// cards allowed, announced as the first rank allowed.
function choose(game: Game): Action {
  if (game.game !== "shake-it-meerkat" || !game.legal_actions || !game.view) throw new Error("not my turn");
  const legal = game.legal_actions;
  if (legal.may_challenge && game.version % 3 === 0) return { kind: "challenge" };
  if (legal.may_pass) return { kind: "pass" };
  const [play] = legal.plays;
  if (!play) throw new Error("no legal action");
  return { kind: "play", cards: (game.view.hand ?? []).slice(0, play.min_count).map((card) => card.id), rank: play.ranks[0]! };
}

const me = await new Referee(process.env.REFEREE_URL ?? "http://127.0.0.1:8080").register("meerkat-bot-ts");
for (let played = 0; played < Number(process.env.GAMES ?? 20); played++) {
  const created = await me.createGame({ game: "shake-it-meerkat", seats: 2, options: { rounds: 1 }, bots: ["random"] });
  let game = await me.waitForTurn(created.id);
  while (game.status === "active") {
    await me.play(game.id, choose, game);
    game = await me.waitForTurn(game.id);
  }
  console.log(`game ${played + 1}: ${game.id} ${game.status}, version ${game.version}`);
  if (game.status !== "finished") process.exit(1);
}
