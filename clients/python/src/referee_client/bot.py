"""`referee-bot`: runs a bot on a referee server from a config file, as
lichess-bot does for Lichess.

A bot is a class with `decide(view) -> action` (subclass `Bot`). The runner
signs in (registering once, the credentials kept in a file of their own),
keeps up to `concurrency` games going — games against the server's bots, or
seeks that the matchmaker pairs with other players — plays each to its end,
logs its result, checks its audit bundle (`Player.verify`), and goes on
until `games` games have finished. It survives a server restart (every
request is retried; a game in play is picked up again), resumes its games
after its own restart, and stops cleanly on SIGINT or SIGTERM: no new game,
its waiting seeks cancelled, each game left at a move boundary.

    referee-bot bot.toml

The config (TOML):

    server = "http://127.0.0.1:8080"        # REFEREE_URL or --server overrides it
    name = "my-bot"                       # the name registered on first run
    credentials = "my-bot.credentials"    # player id and api_key (made mode 0600)
    bot = "my_bot:MyBot"                  # module:class, the module beside the config or importable
    concurrency = 2                       # games at once
    games = 50                            # finished games to play; 0: until stopped
    rated = false
    signing_key = "my-bot.seed"           # optional: a file with a 32-byte hex seed; moves are signed
    accept_invitations = true             # join games this player is invited to

    [[play]]                              # taken in turn, one per new game
    game = "woof-meow-biscuits"
    seats = 2
    against = "bots"                      # "bots": a game with the server's `bots`; "seek": matchmaking
    bots = ["random"]
    options = { markers = 2 }
"""

from __future__ import annotations

import argparse
import importlib
import itertools
import json
import logging
import os
import signal
import sys
import threading
import time
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from uuid import UUID

from .client import Action, GameDto, Player, Referee
from .errors import ConnectionFailed, RefereeError
from .verification import VerificationFailed

log = logging.getLogger("referee-bot")


class Bot:
    """A bot: the runner calls `decide` with the game as this player sees it,
    whenever it is on turn, and sends the action it answers."""

    def decide(self, view: GameDto) -> Action | Mapping[str, Any]:
        raise NotImplementedError("a bot decides its moves: override decide(view)")

    def game_over(self, view: GameDto) -> None:
        """Called once a game this bot played has ended (finished or aborted)."""


@dataclass(frozen=True)
class Play:
    """One kind of game the runner starts."""

    game: str
    seats: int = 2
    against: str = "bots"
    bots: Sequence[str] = ("random",)
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Config:
    server: str
    name: str
    credentials: Path
    bot: str
    plays: Sequence[Play]
    concurrency: int = 1
    games: int = 0
    rated: bool = False
    signing_key: Path | None = None
    accept_invitations: bool = False
    verify: bool = True

    @classmethod
    def load(cls, path: Path) -> Config:
        raw = tomllib.loads(path.read_text())
        here = path.parent

        def beside(value: str) -> Path:
            return Path(value) if Path(value).is_absolute() else here / value

        plays = [Play(**entry) for entry in raw.pop("play", [])]
        if not plays:
            raise ValueError(f"{path}: no [[play]] entry: which games should the bot play?")
        for play in plays:
            if play.against not in ("bots", "seek"):
                raise ValueError(f"{path}: against = {play.against!r}: \"bots\" or \"seek\"")
        return cls(
            server=raw.pop("server"),
            name=raw.pop("name"),
            credentials=beside(raw.pop("credentials")),
            bot=raw.pop("bot"),
            plays=plays,
            signing_key=beside(raw.pop("signing_key")) if "signing_key" in raw else None,
            **raw,
        )


class Runner:
    """Plays the configured games with one bot until done or stopped."""

    def __init__(self, config: Config, bot: Bot) -> None:
        self.config = config
        self.bot = bot
        self.stopping = threading.Event()
        self.finished = 0
        self.results: list[tuple[UUID, str]] = []
        self.unverified: list[tuple[UUID, str]] = []
        self._cursor = 0
        self._next_look = 0.0
        self._lock = threading.Lock()
        self._in_play: set[UUID] = set()
        self._plays = itertools.cycle(config.plays)
        self.player = self._sign_in()

    def _sign_in(self) -> Player:
        referee = Referee(self.config.server, attempts=40)
        path = self.config.credentials
        if path.exists():
            saved = json.loads(path.read_text())
            player = referee.sign_in(UUID(saved["player_id"]), saved["api_key"])
            log.info("signed in as %s (%s)", self.config.name, player.player_id)
        else:
            player = referee.register(self.config.name)
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(descriptor, "w") as file:
                json.dump({"player_id": str(player.player_id), "api_key": player.api_key}, file)
            log.info("registered %s (%s); credentials in %s", self.config.name, player.player_id, path)
        if self.config.signing_key is not None:
            from .signing import MoveSigner

            signer = MoveSigner.from_seed(bytes.fromhex(self.config.signing_key.read_text().strip()))
            player.register_key(signer.public_key)
            player.sign_moves_with(signer)
        return player

    def run(self) -> int:
        """Plays until `games` games have finished (or for ever), or until
        `stop`; answers how many finished."""
        threads: list[threading.Thread] = []
        for summary in self.player.all_my_games(status="active"):
            threads.append(self._start(summary.id, resumed=True))
        while not self.stopping.is_set() and not self._enough():
            threads = [thread for thread in threads if thread.is_alive()]
            if self.config.accept_invitations and time.monotonic() >= self._next_look:
                self._next_look = time.monotonic() + 2
                threads += [self._start(game_id) for game_id in self._invitations()]
            if len(threads) < self.config.concurrency and not self._enough(pending=len(threads)):
                game_id = self._new_game()
                if game_id is not None:
                    threads.append(self._start(game_id))
                    continue
            self.stopping.wait(0.2)
        for thread in threads:
            thread.join()
        self._cancel_seeks()
        log.info("stopped: %d games finished", self.finished)
        return self.finished

    def stop(self, *_: object) -> None:
        """No new game; the games in play end their current move and return."""
        log.info("stopping: no new game, the games in play stop at their next move")
        self.stopping.set()

    def _enough(self, pending: int = 0) -> bool:
        return self.config.games > 0 and self.finished + pending >= self.config.games

    def _start(self, game_id: UUID, *, resumed: bool = False) -> threading.Thread:
        with self._lock:
            self._in_play.add(game_id)
        thread = threading.Thread(target=self._play_game, args=(game_id,), name=f"game-{game_id}", daemon=True)
        thread.start()
        log.info("%s game %s", "resuming" if resumed else "playing", game_id)
        return thread

    def _new_game(self) -> UUID | None:
        play = next(self._plays)
        fields: dict[str, Any] = {"options": dict(play.options)} if play.options else {}
        if play.against == "bots":
            bots = list(play.bots)[: play.seats - 1]
            game = self.player.create_game(play.game, seats=play.seats, bots=bots, rated=self.config.rated, **fields)
            return game.id
        seek = self.player.seek(play.game, seats=play.seats, rated=self.config.rated, **fields)
        while not self.stopping.is_set():
            current = next((s for s in self.player.my_seeks() if s.id == seek.id), None)
            if current is None or current.status.value in ("expired", "cancelled"):
                return None
            if current.status.value == "matched" and isinstance(current.game_id, UUID):
                return current.game_id
            self.stopping.wait(0.3)
        return None

    def _cancel_seeks(self) -> None:
        for seek in self.player.my_seeks():
            if seek.status.value == "waiting":
                self.player.cancel_seek(seek.id)

    def _invitations(self) -> list[UUID]:
        """The games this player was invited to since the last look
        (`game_invited` notifications), joined."""
        joined = []
        for notification in self.player.all_notifications(after=self._cursor):
            self._cursor = notification.cursor
            event = notification.event
            if getattr(event, "kind", None) is None or str(event.kind) != "game_invited":
                continue
            game_id = getattr(event, "game_id", None)
            if isinstance(game_id, UUID) and game_id not in self._in_play:
                try:
                    self.player.join(game_id)
                except RefereeError as error:
                    log.warning("invited to game %s, could not join: %s", game_id, error)
                    continue
                joined.append(game_id)
        return joined

    def _play_game(self, game_id: UUID) -> None:
        while True:
            try:
                view = self.player.wait_for_turn(game_id, timeout_secs=30)
                if view.status.value in ("finished", "aborted"):
                    self._ended(view)
                    return
                if self.stopping.is_set():
                    return
                if view.legal_actions:
                    self.player.play(game_id, self.bot.decide, seen=view)
            except TimeoutError:
                continue
            except ConnectionFailed as error:
                # The server is away (a restart): the transport's retries are spent; wait, then read the game again.
                log.warning("game %s: no answer from the server (%s); trying again", game_id, error)
                if self.stopping.wait(2):
                    return
            except RefereeError as error:
                if error.status >= 500:
                    log.warning("game %s: %s; trying again", game_id, error)
                    if self.stopping.wait(2):
                        return
                elif error.code == "version_conflict" or error.code == "not_your_turn":
                    continue  # the game moved on (a clock, a resignation): read it again
                else:
                    log.error("game %s: %s", game_id, error)
                    return

    def _ended(self, view: GameDto) -> None:
        winners = view.outcome.winners if view.outcome else []
        you = view.you.seat if view.you else None
        result = "aborted" if view.status.value == "aborted" else ("won" if you in winners else "lost")
        verified = ""
        if self.config.verify and view.status.value == "finished":
            try:
                self.player.verify(view.id)
                verified = ", its audit bundle verified"
            except VerificationFailed as failed:
                verified = f", its audit bundle FAILED verification: {failed.place}"
                with self._lock:
                    self.unverified.append((view.id, failed.place))
        log.info("game %s (%s): %s, winners %s%s", view.id, view.game.value, result, winners, verified)
        self.bot.game_over(view)
        with self._lock:
            self._in_play.discard(view.id)
            self.results.append((view.id, result))
            if view.status.value == "finished":
                self.finished += 1


def load_bot(spec: str, beside: Path) -> Bot:
    """The bot of `module:Class`, the module looked for beside the config first."""
    module_name, _, class_name = spec.partition(":")
    sys.path.insert(0, str(beside))
    bot_class = getattr(importlib.import_module(module_name), class_name)
    bot = bot_class()
    if not isinstance(bot, Bot):
        raise TypeError(f"{spec} is not a referee_client.bot.Bot")
    return bot


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="referee-bot", description="Run a bot on a referee server.")
    parser.add_argument("config", type=Path, help="the bot's config file (TOML)")
    parser.add_argument("--games", type=int, help="finished games to play (overrides the config)")
    parser.add_argument("--server", help="the server's URL (overrides the config and REFEREE_URL)")
    parser.add_argument("--verbose", "-v", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )
    logging.getLogger("httpx").setLevel(logging.WARNING)
    config = Config.load(args.config)
    server = args.server or os.environ.get("REFEREE_URL") or config.server
    games = config.games if args.games is None else args.games
    config = Config(**{**config.__dict__, "server": server, "games": games})
    runner = Runner(config, load_bot(config.bot, args.config.resolve().parent))
    signal.signal(signal.SIGINT, runner.stop)
    signal.signal(signal.SIGTERM, runner.stop)
    runner.run()
    return 1 if runner.unverified else 0


__all__ = ["Bot", "Config", "Play", "Runner", "main"]
