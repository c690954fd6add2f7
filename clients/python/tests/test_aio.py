"""The asyncio client: the same verbs as the blocking one, and several games
played at once in one thread."""

import asyncio
import inspect

import pytest

from referee_client import BISCUITS, MEERKAT, AsyncPlayer, AsyncReferee, Player, Referee, VersionConflict, models


def public_verbs(cls):
    return {name for name, _ in inspect.getmembers(cls, inspect.isfunction) if not name.startswith("_")}


def test_the_asyncio_client_has_every_verb_of_the_blocking_one():
    assert public_verbs(AsyncReferee) == public_verbs(Referee)
    assert public_verbs(AsyncPlayer) == public_verbs(Player)


def biscuits_choice(view):
    return {"kind": "play", "card": view.legal_actions.cards[0].id}


async def decide_meerkat(view):
    await asyncio.sleep(0)  # an async decision function is awaited
    legal = view.legal_actions
    if legal.may_pass:
        return {"kind": "pass"}
    play = legal.plays[0]
    return {"kind": "play", "cards": [card.id for card in view.view.hand][: play.min_count], "rank": play.ranks[0].value}


async def play_out(player, game_id, decide):
    while (view := await player.wait_for_turn(game_id, timeout_secs=60)).status == models.GameStatus.ACTIVE:
        await player.play(game_id, decide, seen=view)
    return view


def test_several_games_at_once_and_the_stream(referee):
    async def scenario():
        server = AsyncReferee(referee.url)
        alice = await server.register("alice-aio")
        games = [await alice.create_game(BISCUITS, seats=2, bots=["random"], options={"markers": 2}) for _ in range(3)]
        games.append(await alice.create_game(MEERKAT, seats=2, bots=["random"], options={"rounds": 1}))
        deciders = [biscuits_choice] * 3 + [decide_meerkat]
        ends = await asyncio.gather(*(play_out(alice, game.id, decide) for game, decide in zip(games, deciders)))
        assert [view.status for view in ends] == [models.GameStatus.FINISHED] * 4
        for game in games:
            assert (await alice.verify(game.id)).checks
        kinds = []
        async for event in alice.stream(after=0):
            kinds.append(event.data.event.kind)
            if kinds.count("game_finished") == 4:
                break
        assert kinds.count("game_finished") == 4, kinds
        mine = [summary.id async for summary in alice.all_my_games(status="finished")]
        assert {game.id for game in games} <= set(mine)

    asyncio.run(scenario())


def test_a_stale_fixed_action_raises_and_a_decision_is_made_again(referee):
    async def scenario():
        server = AsyncReferee(referee.url)
        alice, bob = await server.register("alice-aio"), await server.register("bob-aio")
        game = await alice.create_game(BISCUITS, seats=2, options={"markers": 2, "starting_seat": 0})
        await bob.join(game.id)
        stale = await alice.game(game.id)
        await alice.play(game.id, biscuits_choice)
        await bob.play(game.id, biscuits_choice)
        with pytest.raises(VersionConflict):
            await alice.play(game.id, biscuits_choice(stale), seen=stale)
        seen = []

        def decide(view):
            seen.append(view.version)
            return biscuits_choice(view)

        answer = await alice.play(game.id, decide, seen=stale)
        assert seen == [stale.version, stale.version + 2] and answer.version == stale.version + 3

    asyncio.run(scenario())
