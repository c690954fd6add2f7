"""A Shake It Meerkat bot, for referee-bot (meerkat.toml beside it):
    referee-bot examples/bots/python/meerkat.toml
or on its own, `games` games against the server's `random` bot:
    python examples/bots/python/meerkat.py http://127.0.0.1:8080 [games]"""
import random
import sys

from referee_client import MEERKAT, GameDto, Referee, models
from referee_client.bot import Bot


class MeerkatBot(Bot):
    def decide(self, view: GameDto) -> dict[str, object]:
        """Challenge now and then, else pass, else play a few cards as an allowed rank."""
        if not isinstance(view, models.MeerkatGameDto) or view.legal_actions is None or view.view is None:
            raise ValueError("not on turn in a game of Shake It Meerkat")
        legal = view.legal_actions
        if legal.may_challenge and random.random() < 0.2:
            return {"kind": "challenge"}
        if legal.may_pass and (not legal.plays or random.random() < 0.3):
            return {"kind": "pass"}
        if not legal.plays:
            return {"kind": "challenge"}
        play, hand = random.choice(legal.plays), [card.id for card in view.view.hand or []]
        count = random.randint(play.min_count, min(play.max_count, len(hand)))
        return {"kind": "play", "cards": random.sample(hand, count), "rank": random.choice(play.ranks).value}


if __name__ == "__main__":
    me, bot = Referee(sys.argv[1]).register("meerkat-bot"), MeerkatBot()
    for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 1):
        game = me.create_game(MEERKAT, seats=2, bots=["random"], options={"rounds": 1})
        while (view := me.wait_for_turn(game.id)).status.value == "active":
            me.play(game.id, bot.decide)
        winners = view.outcome.winners if view.outcome else []
        print(f"game {game.id}: {view.status.value}, winners {winners}")
