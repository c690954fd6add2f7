"""A Woof Meow Biscuits bot, for referee-bot (biscuits.toml beside it):
    referee-bot examples/bots/python/biscuits.toml
or on its own, `games` games against the server's `random` bot:
    python examples/bots/python/biscuits.py http://127.0.0.1:8080 [games]"""
import random
import sys

from referee_client import BISCUITS, GameDto, Referee, models
from referee_client.bot import Bot


class BiscuitsBot(Bot):
    def decide(self, view: GameDto) -> dict[str, object]:
        """A card it may play, one that no bone penalises when there is one."""
        if not isinstance(view, models.BiscuitsGameDto) or view.legal_actions is None:
            raise ValueError("not on turn in a game of Woof Meow Biscuits")
        cards = view.legal_actions.cards
        return {"kind": "play", "card": random.choice([c for c in cards if not c.caught_under_bone] or cards).id}


if __name__ == "__main__":
    me, bot = Referee(sys.argv[1]).register("biscuits-bot"), BiscuitsBot()
    for _ in range(int(sys.argv[2]) if len(sys.argv) > 2 else 1):
        game = me.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 2})
        while (view := me.wait_for_turn(game.id)).status.value == "active":
            me.play(game.id, bot.decide)
        winners = view.outcome.winners if view.outcome else []
        print(f"game {game.id}: {view.status.value}, winners {winners}")
