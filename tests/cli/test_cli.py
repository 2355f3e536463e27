"""The ``pokerules`` command line."""

from __future__ import annotations

import itertools
import re
import subprocess
import sys

import pytest
from pokerules.cli.commands import main
from pokerules.games import game_names


def test_eval_prints_class_category_description_and_best_five(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "As Ks Qs Js Ts 2c 3d"]) == 0
    out = capsys.readouterr().out
    assert "class:       1\n" in out
    assert "category:    Straight flush" in out
    assert "description: Royal flush" in out
    assert "best five:   A♠ K♠ Q♠ J♠ T♠" in out


def test_eval_shows_what_each_wild_stands_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "Ah 2s 9h 6h 4h", "--game", "deuces-wild"]) == 0
    out = capsys.readouterr().out
    assert "description: Ace-high flush" in out
    assert "2♠ as K♥" in out


def test_eval_low27_and_masks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "7c", "5d", "4h", "3s", "2c", "--game", "low27"]) == 0
    assert "class:       1\n" in capsys.readouterr().out
    assert main(["eval", "2c 2d Kh Ks 2h 8d 2s", "--game", "deuces-wild",
                 "--wild-mask", "1000100"]) == 0  # fmt: skip
    assert "Four of a kind, kings" in capsys.readouterr().out


def test_bad_cards_exit_2_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "As Kd Qh Jc"]) == 2
    assert "got 4 cards" in capsys.readouterr().err
    assert main(["eval", "As Kd Qh Jc Ts", "--game", "deuces-wild", "--wild-mask", "12"]) == 2
    assert "one 0 or 1 per card" in capsys.readouterr().err


def test_usage_errors_exit_2_and_list_the_choices() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "pokerules", "eval", "As Ks Qs Js Ts", "--game", "pineapple"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert "choose from 'high', 'low27', 'deuces-wild'" in run.stderr


def test_every_command_has_help() -> None:
    for command in ("simulate", "play", "eval", "bench"):
        run = subprocess.run(
            [sys.executable, "-m", "pokerules", command, "--help"],
            capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert run.returncode == 0, run.stderr
        assert f"usage: pokerules {command}" in run.stdout


def test_unknown_games_list_the_games_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "pineapple"]) == 2
    err = capsys.readouterr().err
    assert "unknown game 'pineapple'" in err
    assert ", ".join(game_names()) in err
    assert main(["play", "pineapple"]) == 2
    assert main(["simulate", "nl-draw", "--hands", "0"]) == 2
    assert "must be at least 1" in capsys.readouterr().err
    assert main(["simulate", "nl-draw", "--bots", "smart"]) == 2
    assert "unknown strategy 'smart'" in capsys.readouterr().err


def test_simulate_prints_histories_standings_and_tables(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ["simulate", "triple-draw", "--players", "3", "--seed", "7", "--bots", "random"]
    assert main([*args, "--history", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert out.count("Hand ") >= 10
    assert "posts the small blind 1" in out
    assert "Standings after the first session:" in out
    assert "10 hands of triple-draw, 1 session" in out
    assert "hands shown down" in out
    # The same seed prints the same thing.
    assert main([*args, "--history", "--no-progress"]) == 0
    assert capsys.readouterr().out.split("hands in")[0] == out.split("hands in")[0]


def test_simulate_plot(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "dw.png"
    assert main(["simulate", "dw", "--hands", "30", "--plot", str(target), "--no-progress"]) == 0
    assert target.read_bytes()[:4] == b"\x89PNG"
    assert f"chart saved to {target}" in capsys.readouterr().out


def test_play_at_the_terminal_with_scripted_input() -> None:
    from pokerules.cli.terminal import play_session
    from rich.console import Console

    script = iter(["help", "raise lots", "bet 9999", "fold", "f"] + ["k", "c", "p"] * 400)
    prompts: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        return next(script)

    console = Console(record=True, width=120)
    result = play_session("nl-draw", players=3, seed=5, deals=2, bot="random", read=read,
                          console=console)  # fmt: skip
    text = console.export_text()
    assert "Commands (case does not matter)" in text
    assert "not allowed:" in text
    assert "Standings:" in text
    assert result.deals_played == 2
    assert sum(s.chips for s in result.standings) == 300


def test_bench_runs_quickly(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--quick"]) == 0
    out = capsys.readouterr().out
    assert "7-card evaluation" in out and "phevaluator" in out
    assert "full hands, 6 players" in out and "triple-draw" in out


def test_simulate_writes_phhs_that_replay_reads(
    tmp_path,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    from pokerules.phh import load

    target = tmp_path / "td.phhs"
    args = ["simulate", "triple-draw", "--seed", "3", "--phh", str(target), "--no-progress"]
    assert main(args) == 0
    assert "10 hands written to" in capsys.readouterr().out
    hands = list(load(target))
    assert len(hands) == 10
    # Chips carry from deal to deal within the session.
    for before, after in itertools.pairwise(hands):
        assert sum(after.starting_stacks) == sum(before.stacks) == 400
    assert main(["replay", str(target)]) == 0
    assert "10 hand(s) replayed" in capsys.readouterr().out


def test_simulate_refuses_a_phh_name_for_several_hands_before_simulating(
    tmp_path,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    target = tmp_path / "td.phh"
    args = ["simulate", "triple-draw", "--seed", "3", "--phh", str(target), "--no-progress"]
    assert main(args) == 2
    captured = capsys.readouterr()
    assert "a .phh file holds one hand" in captured.err and "td.phhs" in captured.err
    assert "hands in" not in captured.out and not target.exists()  # nothing was simulated
    assert main([*args[:-1], "--hands", "1", "--no-progress"]) == 0  # one hand fits a .phh
    assert "1 hands written to" in capsys.readouterr().out
    assert main(["replay", str(target)]) == 0
    assert main(["simulate", "nl-draw", "--phh", str(tmp_path / "x.txt"), "--no-progress"]) == 2
    assert ".phh (one hand) or .phhs" in capsys.readouterr().err


def test_play_dead_deuce_rolls_at_the_terminal() -> None:
    from pokerules.cards import CARDS
    from pokerules.cli.terminal import play_session
    from rich.console import Console

    # Cycle through every card name (only a held face-down card is a legal roll), then
    # check or call: rejected answers get a message and a new prompt.
    answers = itertools.cycle([str(card) for card in CARDS] + ["k", "c"])
    console = Console(record=True, width=120)
    result = play_session("dead-deuce", players=3, seed=2, deals=1, bot="random",
                          read=lambda _prompt: next(answers), console=console)  # fmt: skip
    text = console.export_text()
    assert "Rolled up: " in text
    assert "not allowed:" in text
    assert result.deals_played == 1
    assert sum(s.chips for s in result.standings) == 300


def test_eval_judges_the_low_badugi_and_omaha_scales(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["eval", "7c 5d 4h 2s Ac Kd", "--game", "razz"]) == 0
    assert "description: Seven-five low: 7-5-4-2-A" in capsys.readouterr().out
    assert main(["eval", "4c 3c 2h Ad", "--game", "badugi"]) == 0
    out = capsys.readouterr().out
    assert "description: Three-card badugi: 3-2-A" in out and "best hand:   3♣ 2♥ A♦" in out
    assert main(["eval", "Ac Ad Kh Ks", "--game", "omaha8", "--board", "3c 4d 5h Qs 9c"]) == 0
    out = capsys.readouterr().out
    assert "description: Pair of aces" in out and "low:         none" in out
    assert main(["eval", "9c 8d 7h 6s 5c 4d 3s", "--game", "stud8"]) == 0
    out = capsys.readouterr().out
    assert "Nine-high straight" in out and "low hand:    Seven-six low: 7-6-5-4-3" in out


def test_eval_omaha_needs_a_board_and_only_omaha_takes_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "Ac 2d Kh Ks", "--game", "omaha"]) == 2
    assert "needs the board" in capsys.readouterr().err
    assert main(["eval", "Ac 2d Kh Ks Qs", "--board", "3c 4d 5h"]) == 2
    assert "--board goes with --game omaha or omaha8" in capsys.readouterr().err
    assert main(["eval", "Ac 2d Kh", "--game", "omaha", "--board", "3c 4d 5h"]) == 2
    assert "got 3 hole cards: Omaha takes 4 to 6 hole cards" in capsys.readouterr().err


# ------------------------------------------------------------------ the cases of issue 11


def _play(game: str, answers: list[str], **options: object) -> str:
    """Play at the terminal with scripted answers (then the end of input); the text shown."""
    from pokerules.cli.terminal import play_session
    from rich.console import Console

    script = iter(answers)

    def read(_prompt: str) -> str:
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    console = Console(record=True, width=120)
    play_session(game, read=read, console=console, **options)  # type: ignore[arg-type]
    return console.export_text()


def test_the_table_speaks_to_you_in_the_second_person() -> None:
    # Heads-up triple draw: call or check whatever comes, and always stand pat.
    text = _play("triple-draw", ["c", "k", "p"] * 30, players=2, seed=2, bot="random", deals=1)
    assert "You call 1" in text
    assert "You stand pat" in text
    assert "You calls" not in text and "You stands" not in text


def test_errors_name_the_player_as_the_table_does() -> None:
    text = _play("nl-draw", ["raise 7", "bet 9999"], players=3, seed=5, bot="random")
    refusals = [line for line in text.splitlines() if line.startswith("not allowed:")]
    assert refusals
    assert not any("seat " in line for line in refusals), refusals
    assert any(line.startswith("not allowed: You may not") for line in refusals), refusals


def test_discarding_during_betting_says_it_is_not_time_to_draw() -> None:
    text = _play("nl-draw", ["d As"], players=2, seed=3, bot="random")
    assert "not allowed: it is not time to draw: the hand is in its betting phase" in text
    assert "unknown command" not in text


def test_the_end_of_input_ends_the_session_cleanly() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "pokerules", "play", "nl-draw", "--players", "2", "--seed", "3"],
        input="", capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert "the input ended: the hand is called off and the session ends" in run.stdout
    assert "Standings:" in run.stdout and "interrupted" not in run.stderr
    # The hand in progress is called off: nobody lost the ante they had posted.
    assert "You 100" in run.stdout and "Bot 1 100" in run.stdout


def test_quit_leaves_with_the_standings() -> None:
    text = _play("nl-draw", ["quit"], players=2, seed=3, bot="random")
    assert "you left: the hand is called off and the session ends" in text
    assert "Standings:" in text


def test_output_paths_are_checked_before_simulating(
    tmp_path,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    for option, path in (
        ("--phh", "/no/such/dir/x.phh"),
        ("--plot", "/no/such/dir/x.png"),
        ("--plot", str(tmp_path / "x.txt")),
        ("--phh", str(tmp_path)),
    ):
        assert main(["simulate", "nl-draw", "--hands", "5000", option, path, "--no-progress"]) == 2
        captured = capsys.readouterr()
        assert captured.err.startswith("pokerules: error: "), captured.err
        assert option in captured.err and "Traceback" not in captured.err
        assert "hands in" not in captured.out  # nothing was simulated
    assert not (tmp_path / "x.txt").exists()


def test_eval_refuses_wild_options_for_a_natural_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["eval", "As Ks Qs Js Ts", "--wild", "5"]) == 2
    assert "--wild and --wild-mask apply to --game deuces-wild" in capsys.readouterr().err
    assert main(["eval", "As Ks Qs Js Ts", "--game", "low27", "--wild-mask", "10000"]) == 2
    assert "not low27" in capsys.readouterr().err
    assert main(["eval", "As Ks Qs Js 2c", "--game", "deuces-wild", "--wild", "5"]) == 0


def test_player_counts_say_the_least_is_two(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "nl-draw", "--players", "0"]) == 2
    assert "must be at least 2, not 0" in capsys.readouterr().err
    assert main(["simulate", "nl-draw", "--players", "1"]) == 2
    assert "must be at least 2, not 1" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["odds", "As Ks Qs Js Ts", "--threads", "0"], "threads must be 1 to 1024, not 0"),
        (
            [
                "odds",
                "As Ks Qs Js Ts",
                "--discard",
                "Js",
                "--target",
                "flush",
                "--draws",
                "2",
                "--samples",
                "-1",
            ],
            "samples must be 1 to",
        ),
        (["odds", "As Ks Qs Js Ts", "--game", "pineapple"], "unknown game 'pineapple'"),
        (["odds", "As Ks Qs Js Ts", "--target", "99999"], "99999 is not a value on the high"),
        (["odds", "As Ks Qs Js Ts", "--wild", "5"], "wild applies to wild-card games"),
        (["odds", "As Ks Qs Js Ts", "--game", "deuces-wild", "--wild", "1"], "neither a rank"),
        (["odds", "As Ks Qs Js Ts", "--dead", "As"], "both in the hand"),
        (["videopoker", "flush=-1"], "payouts are >= 0"),
        (["videopoker", "flush=1/0"], "'1/0' is not a number"),
        (["videopoker", "jacks-or-better-9-6", "--hold", "As"], "a video poker hand has 5 cards"),
        (["videopoker", "jacks-or-better-9-6", "--hold", "As As Ks Qs Js"], "more than once"),
        (["videopoker", "jacks-or-better-9-6", "--threads", "0"], "threads must be 1 to 1024"),
        (["equity", "AhAs", "KK", "--board", "2c"], "the board has 1 cards"),
        (["equity", "AhAs", "ZZ"], "'ZZ' is not a range entry"),
        (["equity", "AhAsKd", "KK", "--game", "omaha"], "is not an Omaha hand"),
        (["eval", "Ac 2d Kh Ks", "--game", "omaha"], "needs the board"),
        (["eval", "Ac 2d Kh Ks", "--game", "omaha", "--board", "2c 3c"], "board card"),
        (
            ["eval", "Ac 2d Kh Ks", "--game", "omaha", "--board", "2c 3c 4c", "--wild", "5"],
            "--wild and --wild-mask apply to",
        ),
        (["eval", "Ac 2d Kh Ks 5c 6d 7h 8s", "--game", "a5"], "ace-to-five low takes 5 to 7"),
        (["eval", "4c 3c 2h", "--game", "badugi"], "badugi takes exactly 4 cards"),
        (["replay", "/no/such/dir/x.phh"], "cannot read it"),
        (["replay", "hands.txt"], "a PHH file ends in .phh"),
    ],
)
def test_the_new_commands_refuse_bad_input_with_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("pokerules: error: "), err
    assert message in err and "Traceback" not in err


def test_replay_refuses_files_that_are_no_hand_history(
    tmp_path,
    capsys: pytest.CaptureFixture[str],  # type: ignore[no-untyped-def]
) -> None:
    binary, deep, folder = tmp_path / "binary.phh", tmp_path / "deep.phh", tmp_path / "dir.phh"
    binary.write_bytes(b"\xff\xfe\x00")
    deep.write_text("a = " + "[" * 100_000)
    folder.mkdir()
    for path, message in (
        (binary, "not UTF-8 text"),
        (deep, "not a PHH file: its values nest too deeply"),
        (folder, "cannot read it"),
    ):
        assert main(["replay", str(path)]) == 2
        err = capsys.readouterr().err
        assert f"pokerules: error: {path}: {message}" in err and "Traceback" not in err


@pytest.mark.parametrize(
    "argv",
    [
        ["equity", "AhAs", "KK", "--threads", "0"],
        ["equity", "AhAs", "KK", "--stderr", "-1"],
        ["equity", "AhAs", "KK", "--stderr", "nan"],
        ["equity", "AhAs", "KK", "--seed", "-1"],
        ["equity", "AhAs", "KK", "--game", "nope"],
        ["odds", "As Ks Qs Js Ts", "--seed", "1.5"],
    ],
)
def test_the_new_commands_refuse_bad_options_as_usage_errors(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "error: argument --" in err and "Traceback" not in err


def test_ft_plays_fixed_limit_in_simulate_play_and_rotations(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # FT is fixed-limit hold'em (bets 2/4): the alias's preset must survive every command.
    from pokerules.cli.commands import _parser
    from pokerules.cli.mixed import game_from_args

    parse = _parser().parse_args
    for argv in (["simulate", "FT"], ["play", "FT"], ["simulate", "flhe"]):
        game = game_from_args(parse(argv))
        assert type(game.betting).__name__ == "FixedLimit", argv  # type: ignore[union-attr]
    for argv in (["simulate", "--games", "FT,razz"], ["play", "--games", "razz,FT,holdem"]):
        mix = game_from_args(parse(argv))
        kinds = {game.name: type(game.betting).__name__ for game in mix.games[:2]}  # type: ignore[union-attr]
        assert kinds == {"holdem": "FixedLimit", "razz": "FixedLimit"}, argv
    mix = game_from_args(parse(["simulate", "--games", "razz,FT,holdem"]))
    assert type(mix.games[2].betting).__name__ == "NoLimit"  # type: ignore[union-attr]
    assert mix.name == "razz/FT/holdem"  # type: ignore[union-attr]
    # Played out: every bet and raise of a fixed-limit hand is a small or big bet over the
    # last, where no limit shows amounts such as "raises to 27".
    args = ["simulate", "--games", "FT,razz", "--players", "3", "--hands", "6", "--seed", "3"]
    assert main([*args, "--bots", "random", "--history", "--no-progress"]) == 0
    out = capsys.readouterr().out
    amounts = [int(amount) for amount in re.findall(r"(?:raises to|bets) (\d+)", out)]
    assert amounts and set(amounts) <= {1, 2, 4, 6, 8, 10, 12, 16}, amounts
    assert main(["simulate", "FT", "--players", "3", "--no-progress"]) == 0
    assert "hands of FT" in capsys.readouterr().out
